// The end-to-end tests (test/e2e/*.e2e.mjs): the built demo and the React editor demo on a
// fresh reference server (its own store), driven in Chromium with real clicks and typing.
// Each file exports `run({ page, context, baseUrl, check, axe })`; `check(name, ok, detail?)`
// records one assertion, `axe(pageOrFrame)` gives axe-core's violations. Run after the
// build (npm test does); alone: `node scripts/e2e.mjs [file…]`.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';
import { createApp } from '../demo/server/app.mjs';
import { settled } from '../test/browser/helpers/settled.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on a page or frame, as `{ id, impact, help, targets, nodes }` (each
 * node's target joined, and as axe gives it: the selectors from the document into the shadow
 * roots), once every animation in it has finished (as the browser tests' expectAccessible
 * waits). */
export async function axe(target) {
  await target.evaluate(settled);
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ path: AXE });
  const violations = await target.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
    nodes: v.nodes.map((n) => n.target),
  }));
}

/** The reference server with the demos and the built library, on a free port, its store in a
 * fresh folder; `stop()` ends it and removes the folder. */
export async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ss-e2e-'));
  const app = createApp({ dataDir, serveStatic: true });
  const server = createServer((req, res) => void app.handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      app.close();
      server.closeAllConnections();
      server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the files (default: every test/e2e/*.e2e.mjs); returns [name, ok, detail][]. */
export async function e2eChecks(files) {
  // With the photographs: the demo page's test loads them all (painted once, before the
  // server starts; painted on the first request instead, they held up the page's load).
  const built = spawnSync(process.execPath, ['scripts/build-demo.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) return [['the editor demo builds (scripts/build-demo.mjs)', false, '']];
  files ??= readdirSync('test/e2e')
    .filter((f) => f.endsWith('.e2e.mjs'))
    .sort()
    .map((f) => path.join('test/e2e', f));
  const results = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const file of files) {
      const name = path.basename(file, '.e2e.mjs');
      const check = (what, ok, detail = '') => results.push([`${name}: ${what}`, !!ok, detail]);
      const server = await serve();
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      // Waits, not speed checks: a loaded machine may take long to load the page in the frame.
      context.setDefaultTimeout(60000);
      const page = await context.newPage();
      try {
        const { run } = await import(pathToFileURL(path.resolve(file)).href);
        await run({ page, context, baseUrl: server.baseUrl, check, axe });
      } catch (e) {
        check('ran to the end', false, String(e?.stack ?? e).slice(0, 2000));
      } finally {
        await context.close();
        server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  const results = await e2eChecks(files.length ? files : undefined);
  for (const [name, ok, detail] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `\n     ${detail}`}`);
  const failed = results.filter(([, ok]) => !ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// The package as a user meets it: `npm pack` (every path package.json names is in it, no
// sources or source maps, under its size goal), install the tarball into a fresh
// React + TypeScript app next to nothing else of ours, then check what a user would do there:
// the types check under `strict` (wrappers, typed events, services), the wrappers render on
// the server with their settings, the CDN entries refuse Node clearly, and a plain HTML page
// served from the installed package loads the autoloader and the single file from script
// tags in Chromium. Needs `dist/` (run after the build). Installs from npm's cache
// (`--prefer-offline`): every dependency is one `npm ci` already fetched.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';
import { unresolvedManifestPaths, unresolvedPaths } from './package-paths.mjs';
import { goalFor, readGoals } from './size/goals.mjs';
import { PACKAGE_ROW, unwanted } from './size/package.mjs';

const root = path.resolve(import.meta.dirname, '..');
const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dev = own.devDependencies;

const APP_TSX = `
import { useState } from 'react';
import { SsGallery, SsAccordion } from 'ss-blocks/react';
import { get } from 'ss-blocks/services/data-layer';
import type { GalleryChangeDetail } from 'ss-blocks/blocks/ss-gallery';

export function App() {
  const [index, setIndex] = useState(0);
  return (
    <main>
      <SsAccordion allowMultiple onSsAccordionToggle={(e) => { const open: boolean = e.detail.open; console.log(open); }}>
        <h3><button>Hours</button></h3>
        <div hidden>8 to 4</div>
      </SsAccordion>
      <SsGallery
        design="grid"
        vSize={5}
        onSsGalleryChange={(e) => {
          const detail: GalleryChangeDetail = e.detail;
          setIndex(detail.index);
          // @ts-expect-error the index is a number, and the types say so
          const wrong: string = e.detail.index;
          console.log(wrong);
        }}
      />
      <p>{index}</p>
    </main>
  );
}

export const load = () => get('/api/example');
// @ts-expect-error vSize is a number
export const bad = <SsGallery vSize="tall" />;
`;

const SSR_MJS = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SsGallery } from 'ss-blocks/react';
const html = renderToString(createElement(SsGallery, { design: 'grid', vSize: 5, loop: false }));
let cdn = '';
try { await import('ss-blocks/cdn'); } catch (e) { cdn = e.message; }
console.log(JSON.stringify({ html, cdn }));
`;

const PAGE = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${script}</head><body>
<ss-accordion><h3><button>Opening hours</button></h3><div hidden><p>8 am to 4 pm.</p></div></ss-accordion>
<ss-menu><div class="menu-select-labels"><div>Breakfast</div><div>Lunch</div></div><div class="menu-section"><p>Toast</p></div><div class="menu-section"><p>Soup</p></div></ss-menu>
</body></html>`;

function sh(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Serves dir as a CDN would serve the package, and `pages` by path. */
function serve(dir, pages) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pages[pathname]) return res.writeHead(200, { 'content-type': 'text/html' }).end(pages[pathname]);
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs every check: [name, ok, detail][]. */
export async function packageChecks() {
  const results = [];
  const note = (name, ok, detail = '') => results.push([name, !!ok, detail]);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ss-blocks-package-'));
  try {
    const packed = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', tmp], root))[0];
    const files = new Set(packed.files.map((f) => f.path));
    const wanted = [
      'LICENSE',
      'CHANGELOG.md',
      'README.md',
      'docs/elements.md',
      'demo/server/README.md',
      'bench/README.md',
      'custom-elements.json',
      'dist/cdn/autoloader.classic.js',
      'dist/types/react/index.d.ts',
      // The module single file and the parts it loads on use from its folder.
      'dist/cdn/ss-blocks.min.js',
      ...readdirSync(path.join(root, 'dist/cdn/ss-blocks'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `dist/cdn/ss-blocks/${f}`),
    ];
    note(
      'the tarball carries what the README links to, and the single file its folder',
      wanted.every((f) => files.has(f)),
      wanted.filter((f) => !files.has(f)).join(', '),
    );

    const missing = unresolvedPaths(own, files);
    note(
      "every path package.json names (main, types, exports' conditions, sideEffects) is in the tarball",
      !missing.length,
      missing.join('\n     '),
    );

    const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
    const unshipped = unresolvedManifestPaths(manifest, files);
    note(
      "every module custom-elements.json names (its modules' paths, their exports' and superclasses' modules) is in the tarball",
      !unshipped.length,
      unshipped.join('\n     '),
    );
    const extra = unwanted(packed.files);
    note('the tarball carries no src/ and no source maps', !extra.length, `${extra.length} files: ${extra.slice(0, 5).join(', ')}`);
    const goal = goalFor(readGoals(path.join(root, 'size-goals.json')), { name: PACKAGE_ROW, gzip: packed.size })?.goal ?? 0;
    note(
      `the tarball is under its goal: ${packed.size} B packed of ${goal} (size-goals.json "${PACKAGE_ROW}"), ${packed.unpackedSize} B unpacked, ${packed.entryCount} files`,
      packed.size <= goal,
    );

    const app = path.join(tmp, 'app');
    sh('mkdir', ['-p', app]);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    sh(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        path.join(tmp, packed.filename),
        `react@${dev.react}`,
        `react-dom@${dev['react-dom']}`,
        `@types/react@${dev['@types/react']}`,
        `@types/react-dom@${dev['@types/react-dom']}`,
      ],
      app,
    );

    writeFileSync(path.join(app, 'app.tsx'), APP_TSX);
    writeFileSync(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          lib: ['es2022', 'dom', 'dom.iterable'],
          skipLibCheck: false,
          types: [],
        },
        files: ['app.tsx'],
      }),
    );
    let tsc = '';
    try {
      sh(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
    } catch (e) {
      tsc = String(e.stdout || e.message).slice(0, 1500);
    }
    note('a React + TypeScript app type-checks under strict (wrappers, typed events, services, subpath types)', !tsc, tsc);

    writeFileSync(path.join(app, 'ssr.mjs'), SSR_MJS);
    const ssr = JSON.parse(sh(process.execPath, ['ssr.mjs'], app));
    note(
      'react-dom/server renders a wrapper with its settings as attributes',
      ssr.html === '<ss-gallery design="grid" v-size="5" loop="false"></ss-gallery>',
      ssr.html,
    );
    note('ss-blocks/cdn in Node throws a clear error', ssr.cdn.includes('browser builds for <script> tags'), ssr.cdn);

    const pkg = path.join(app, 'node_modules/ss-blocks');
    const server = await serve(pkg, {
      '/autoloader.html': PAGE('<script src="/dist/cdn/autoloader.classic.js"></script>'),
      '/single.html': PAGE('<script src="/dist/cdn/ss-blocks.iife.min.js"></script>'),
    });
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      for (const [page, name] of [
        ['/autoloader.html', 'the classic autoloader'],
        ['/single.html', 'the classic single file'],
      ]) {
        const tab = await browser.newPage();
        const errors = [];
        tab.on('pageerror', (e) => errors.push(e.message));
        await tab.goto(`http://127.0.0.1:${server.address().port}${page}`);
        const state = await tab
          .waitForFunction(
            () => {
              const accordion = document.querySelector('ss-accordion');
              const menu = document.querySelector('ss-menu');
              const button = accordion?.querySelector('button');
              return customElements.get('ss-accordion') &&
                customElements.get('ss-menu') &&
                button?.getAttribute('aria-expanded') === 'false' &&
                menu?.querySelector('[role="tab"]')
                ? { global: typeof window.ssBlocks }
                : false;
            },
            null,
            { timeout: 10000 },
          )
          .then((h) => h.jsonValue())
          .catch(() => null);
        note(
          `a plain HTML page loads ${name} from the installed package and its blocks work`,
          state && !errors.length,
          errors.join('; ') || (state ? '' : 'the blocks were not upgraded'),
        );
        if (page === '/single.html') note('the classic single file puts the services on window.ssBlocks', state?.global === 'object');
        await tab.close();
      }
    } finally {
      await browser.close();
      server.close();
    }
  } catch (e) {
    note('the package installs and runs', false, String(e.stderr || e.stdout || e.message).slice(0, 1500));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await packageChecks();
  for (const [name, ok, detail] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `\n     ${detail}`}`);
  process.exit(results.every(([, ok]) => ok) ? 0 : 1);
}

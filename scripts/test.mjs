// `npm test`: lint, type check, generated-file freshness, unit tests (vitest), build, browser
// tests (web-test-runner in Chromium), checks of the build and size goals. Ends with the line
// CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync, existsSync } from 'node:fs';
import { checkGenerated } from './manifest.mjs';
import { sizeReport } from './size.mjs';
import { elementsFresh, ELEMENTS_FILE } from './autoload-elements.mjs';
import { staticProblems, chromiumProblems } from './cdn-check.mjs';
import { nodeImportProblems } from './node-import-check.mjs';
import { packageChecks } from './package-test.mjs';
import { e2eChecks } from './e2e.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  return r.status === 0;
}
function check(name, ok) {
  if (ok) totals.passed++;
  else {
    totals.failed++;
    failures.push(name);
  }
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}
function add(name, file, ran) {
  if (!existsSync(file)) {
    check(`${name} (no results: the runner did not finish)`, false);
    return;
  }
  const c = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  if (c.failed || !ran) failures.push(name);
}

rmSync('.cache/vitest.json', { force: true });
rmSync('.cache/wtr-counts.json', { force: true });
mkdirSync('.cache', { recursive: true });

console.log('\n== lint');
check('lint (eslint, prettier --check)', run('npm', ['run', '--silent', 'lint']));

console.log('\n== type check');
check('type check (tsc --noEmit)', run('node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.json']));

console.log('\n== generated files');
const stale = checkGenerated();
stale.forEach((p) => console.error(p));
check('custom-elements.json and React wrappers are fresh', stale.length === 0);
if (!elementsFresh()) console.error(`${ELEMENTS_FILE} is stale: run \`npm run build\` and commit the result.`);
check(`${ELEMENTS_FILE} (the autoloader's map) is fresh`, elementsFresh());

console.log('\n== unit tests (vitest)');
const unitOk = run('node_modules/.bin/vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.cache/vitest-report.json',
]);
if (existsSync('.cache/vitest-report.json')) {
  const r = JSON.parse(readFileSync('.cache/vitest-report.json', 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (unitOk || r.numFailedTests ? 0 : 1);
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (!unitOk) failures.push('unit tests');
} else check('unit tests (no results)', false);

// Before the browser tests: one of them loads the single file as it ships (test/browser/cdn.test.ts).
console.log('\n== build');
const built = run('node', ['scripts/build.mjs']);
check('build', built);

console.log('\n== browser tests (web-test-runner, Chromium)');
const browserOk = run('node', ['scripts/wtr.mjs']);
add('browser tests', '.cache/wtr-counts.json', browserOk);
if (!browserOk && !failures.includes('browser tests')) check('browser test run exited cleanly', false);

console.log('\n== the build: checks and size goals');
if (built) {
  // The classic-script CDN build must define its global (window.ssBlocks).
  check('classic CDN build defines ssBlocks', /^var ssBlocks\s*=/.test(readFileSync('dist/cdn/ss-blocks.iife.min.js', 'utf8')));
  // The per-element CDN: the classic autoloader is a classic script loading every block by
  // absolute URL, each block's entry exists, and both autoloaders work in Chromium.
  const cdnStatic = staticProblems();
  cdnStatic.forEach((p) => console.error(p));
  check('classic CDN autoloader: no static import/export, blocks by absolute URL, every per-element entry exists', cdnStatic.length === 0);
  const inNode = nodeImportProblems();
  inNode.forEach((p) => console.error(p));
  check('in Node: the npm entries import without a DOM, every ss-blocks/cdn… entry throws a clear error', inNode.length === 0);
  const cdnBrowser = await chromiumProblems().catch((e) => [e.message]);
  cdnBrowser.forEach((p) => console.error(p));
  check('CDN autoloaders (module and classic) work in Chromium from another directory and another origin', cdnBrowser.length === 0);
  const { failed } = await sizeReport();
  check('size goals (size-goals.json), and the figures docs/sizes-and-benchmarks.md shows', failed === 0);

  console.log('\n== end to end: the editor demo and the published page in Chromium (test/e2e)');
  for (const [name, ok, detail] of await e2eChecks().catch((e) => [[`end-to-end run: ${e.message}`, false, e.stack]])) {
    if (!ok && detail) console.error(detail);
    check(name, ok);
  }

  console.log('\n== the packed package in a fresh app (npm pack, npm install, tsc, react-dom/server, Chromium)');
  for (const [name, ok, detail] of await packageChecks()) {
    if (!ok && detail) console.error(detail);
    check(name, ok);
  }
}

console.log(`\nskipped: ${totals.skipped}${failures.length ? `; failing: ${failures.join(', ')}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);

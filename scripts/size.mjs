// Prints min+gzip bytes of the CDN bundle and of each ESM entry (bundled with what it
// imports statically, Lit included, as the CDN build is), and fails when one is over its budget in
// package.json "sizeBudgets". Rollup, not esbuild: it tree-shakes zod/mini as a user's
// bundler would (esbuild keeps ~50% more of it).
// The per-element CDN build is measured as shipped (dist/cdn/): the autoloader, and for each
// element what a page with only that element downloads through the classic autoloader.
import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { entries, peerComparisons, peerEntries, sizeDifferences, sizeOnlyEntries } from './entries.mjs';
import { blockTags } from './autoload-elements.mjs';
// The CDN build's own minification, so the report measures what ships.
import { minify } from './minify.mjs';

const budgets = JSON.parse(readFileSync('package.json', 'utf8')).sizeBudgets ?? {};
const gz = (code) => gzipSync(code, { level: 9 }).length;

export async function bundled(file) {
  const bundle = await rollup({
    input: file,
    onwarn: () => {},
    plugins: [
      nodeResolve({ browser: true, extensions: ['.ts', '.js'] }),
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
      ...minify(),
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  // What a page pays up front: the entry and its static imports; dynamic imports (the
  // overlay the data layer loads on its first failure, say) load only when used.
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    chunks.get(name).imports.forEach(visit);
  };
  visit(output.find((o) => o.type === 'chunk' && o.isEntry).fileName);
  return [...seen].map((n) => chunks.get(n).code).join('\n');
}

/** file (relative to dist/cdn) and every file it imports statically, transitively: what the
 * browser fetches before the module runs. Dynamic imports load only when used. */
export function cdnFiles(file, dir = 'dist/cdn', seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const node of parseAst(readFileSync(path.join(dir, file), 'utf8')).body) {
    const from = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type) && node.source?.value;
    if (from) cdnFiles(path.posix.join(path.posix.dirname(file), from), dir, seen);
  }
  return seen;
}

/** Bytes over the wire: each file is compressed on its own. */
const cdnBytes = (files, dir = 'dist/cdn') =>
  [...files].reduce(([min, gzip], f) => [min + readFileSync(path.join(dir, f)).length, gzip + gz(readFileSync(path.join(dir, f)))], [0, 0]);

export async function sizeReport() {
  const rows = [];
  const cdn = 'dist/cdn/ss-blocks.min.js';
  if (!existsSync(cdn)) throw new Error(`${cdn} is missing: run \`npm run build\` first.`);
  rows.push(['cdn', readFileSync(cdn).length, gz(readFileSync(cdn))]);
  const loader = 'autoloader.classic.js';
  if (!existsSync(`dist/cdn/${loader}`)) throw new Error(`dist/cdn/${loader} is missing: run \`npm run build\` first.`);
  for (const file of ['autoloader.js', loader]) rows.push([`cdn/${file.replace(/\.js$/, '')}`, ...cdnBytes(cdnFiles(file))]);
  for (const tag of blockTags()) {
    rows.push([`autoload/${tag}`, ...cdnBytes(new Set([loader, ...cdnFiles(`blocks/${tag}.js`)]))]);
  }
  for (const [name, file] of Object.entries({ ...entries(), ...sizeOnlyEntries() })) {
    const code = await bundled(file);
    rows.push([name, code.length, gz(code)]);
  }
  for (const [name, [withIt, without]] of Object.entries(sizeDifferences())) {
    const [a, b] = [await bundled(withIt), await bundled(without)];
    rows.push([name, a.length - b.length, gz(a) - gz(b)]);
  }
  const peers = [];
  for (const [name, { entry, css }] of Object.entries(peerEntries())) {
    const code = await bundled(entry);
    const sheet = css ? readFileSync(css) : Buffer.alloc(0);
    peers.push([name, code.length + sheet.length, gz(code) + (css ? gz(sheet) : 0)]);
  }
  let failed = 0;
  console.log('\nentry                                    min B    gzip B   budget');
  for (const [name, min, gzip] of peers) console.log(`${name.padEnd(38)} ${String(min).padStart(8)} ${String(gzip).padStart(9)}     peer`);
  for (const [name, min, gzip] of rows) {
    const budget = budgets[name];
    const over = budget === undefined || gzip > budget;
    if (over) failed++;
    const note = budget === undefined ? '  NO BUDGET' : gzip > budget ? '  OVER BUDGET' : '';
    console.log(`${name.padEnd(38)} ${String(min).padStart(8)} ${String(gzip).padStart(9)} ${String(budget ?? '-').padStart(8)}${note}`);
  }
  const all = new Map([...rows, ...peers].map(([name, , gzip]) => [name, gzip]));
  console.log('');
  for (const [ours, peer] of peerComparisons()) {
    console.log(
      `${ours}: ${all.get(ours)} B gz = ${(all.get(ours) / all.get(peer)).toFixed(2)}x ${peer.replace('peer: ', '')} (${all.get(peer)} B gz)`,
    );
  }
  return { rows, peers, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed } = await sizeReport();
  if (failed) {
    console.error(`${failed} entr${failed === 1 ? 'y is' : 'ies are'} over budget or without one (package.json "sizeBudgets").`);
    process.exit(1);
  }
}

// `npm run size` (after `npm run build`; `npm test` calls sizeReport()): min+gzip bytes of
// the CDN single file (what a page downloads before it runs), of the stylesheet
// (dist/cdn/ss-blocks.css, which a page links in its head), of each CDN page (a page with
// one element, through the autoloader, measured on dist/cdn/ as it ships) and of each npm
// entry bundled with what it imports statically (Lit included, as the CDN build is), each
// beside its goal (size-goals.json, scripts/size/goals.mjs) and the margin; then the single
// file's parts loaded on use, what every CDN page shares and what the shared chunks are
// made of; and the npm package, packed and unpacked. Fails when a figure is over its goal
// (or, for a goal known to be missed, over its ceiling), has no goal, or is shown otherwise
// in docs/sizes-and-benchmarks.md (`--write-docs` writes the measured figures in).
// Rollup, not esbuild: it tree-shakes zod/mini as a user's bundler would (esbuild keeps
// ~50% more of it).
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { entries, peerComparisons, peerEntries, sizeDifferences, sizeOnlyEntries } from './entries.mjs';
import { blockTags } from './autoload-elements.mjs';
// The CDN build's own minification, so the report measures what ships.
import { minify } from './minify.mjs';
import { cdnBytes, cdnFiles, cdnPages, gz } from './size/cdn-pages.mjs';
import { composition } from './size/composition.mjs';
import { GOALS_FILE, goalFor, readGoals, verdict } from './size/goals.mjs';
import { PACKAGE_ROW, packedPackage } from './size/package.mjs';
import { SIZES_DOC, docFigures, figure } from './size/doc-figures.mjs';
import { STYLESHEET } from './stylesheet.mjs';

export { cdnFiles };

export async function bundled(file) {
  const bundle = await rollup({
    input: file,
    onwarn: () => {},
    // A bundle with lazy parts would otherwise keep its entry as a file of re-exports when a
    // lazy part shares code with it: an artefact of measuring an entry alone (an app's bundler
    // does not make one), which made "beyond runtime" rows move with the runtime's imports.
    preserveEntrySignatures: 'allow-extension',
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

const LOADER = 'autoloader.classic.js';
const SINGLE = 'ss-blocks.min.js';
// The folder of the single file's parts (rollup.config.mjs).
const SINGLE_PARTS = 'ss-blocks';
const n = (v) => String(v).padStart(8);
const chunkName = (file) => file.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '');

/** The CDN's shared chunk named `name` (its file name carries a hash). */
const sharedChunk = (name) => readdirSync('dist/cdn/chunks').find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));

function printComposition(label, file, top = 10) {
  if (!file || !existsSync(`dist/cdn/${file}.map`)) return;
  const parts = composition(`dist/cdn/${file}`);
  const total = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
  const shown = parts.slice(0, top).map(([source, bytes]) => `${((100 * bytes) / total).toFixed(0).padStart(3)}% ${source}`);
  const rest = parts.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest) shown.push(`${((100 * rest) / total).toFixed(0).padStart(3)}% ${parts.length - top} more`);
  console.log(`\n${label} (${file}: ${total} B min, ${gz(readFileSync(`dist/cdn/${file}`))} B gz), by source-map share:`);
  console.log(`  ${shown.join('\n  ')}`);
}

/** Measures and prints; `writeDocs`: writes the measured figures into the sizes doc
 * instead of failing on stale ones. */
export async function sizeReport({ writeDocs = false } = {}) {
  const goals = readGoals();
  const rows = [];
  for (const file of [SINGLE, LOADER, STYLESHEET.replace('dist/cdn/', '')]) {
    if (!existsSync(`dist/cdn/${file}`)) throw new Error(`dist/cdn/${file} is missing: run \`npm run build\` first.`);
  }
  // What a page that loads the single file downloads before it runs; its parts load on use.
  const [singleMin, singleGzip] = cdnBytes(cdnFiles(SINGLE));
  rows.push({ name: 'cdn', min: singleMin, gzip: singleGzip });
  for (const file of ['autoloader.js', LOADER]) {
    const [min, gzip] = cdnBytes(cdnFiles(file));
    rows.push({ name: `cdn/${file.replace(/\.js$/, '')}`, min, gzip });
  }
  // The stylesheet a page links in its head (render-blocking: it is fetched before the page
  // is drawn), compressed on its own as it is served.
  const sheet = readFileSync(STYLESHEET);
  rows.push({ name: 'cdn/ss-blocks.css', min: sheet.length, gzip: gz(sheet) });
  const pages = cdnPages(blockTags(), LOADER);
  for (const [tag, page] of pages) rows.push({ name: `autoload/${tag}`, min: page.min, gzip: page.gzip, page });
  for (const [name, file] of Object.entries({ ...entries(), ...sizeOnlyEntries() })) {
    const code = await bundled(file);
    rows.push({ name, min: code.length, gzip: gz(code) });
  }
  for (const [name, [withIt, without]] of Object.entries(sizeDifferences())) {
    const [a, b] = [await bundled(withIt), await bundled(without)];
    rows.push({ name, min: a.length - b.length, gzip: gz(a) - gz(b) });
  }
  // The tarball npm would publish: its packed bytes in the gzip column, unpacked in the min one.
  const pack = packedPackage();
  rows.push({ name: PACKAGE_ROW, min: pack.unpackedSize, gzip: pack.size });
  const peers = [];
  for (const [name, { entry, css }] of Object.entries(peerEntries())) {
    const code = await bundled(entry);
    const sheet = css ? readFileSync(css) : Buffer.alloc(0);
    peers.push({ name, min: code.length + sheet.length, gzip: gz(code) + (css ? gz(sheet) : 0) });
  }

  let failed = 0;
  const missed = [];
  console.log(`\nentry                                    min B   gzip B     goal   margin   (goals: ${GOALS_FILE})`);
  for (const { name, min, gzip } of peers) console.log(`${name.padEnd(38)} ${n(min)} ${n(gzip)}     peer`);
  for (const row of rows) {
    const goal = goalFor(goals, row);
    const state = verdict(goal, row.gzip);
    if (state === 'none' || state === 'over') failed++;
    if (state === 'missed') missed.push([row, goal]);
    const note = {
      ok: '',
      none: '  NO GOAL',
      over: `  OVER ${goal?.ceiling === undefined ? 'GOAL' : `CEILING ${goal.ceiling}`}`,
      missed: `  goal missed (ceiling ${goal?.ceiling})`,
    }[state];
    const margin = goal ? n(goal.goal - row.gzip) : n('-');
    console.log(`${row.name.padEnd(38)} ${n(row.min)} ${n(row.gzip)} ${n(goal?.goal ?? '-')} ${margin}${note}`);
  }

  console.log(
    `\nThe ${PACKAGE_ROW} (npm pack): ${pack.size} B packed (the gzip column), ${pack.unpackedSize} B unpacked (the min column), ${pack.entryCount} files.`,
  );

  const parts = readdirSync(`dist/cdn/${SINGLE_PARTS}`)
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f.replace(/-[\w-]{8}\.js$/, ''), gz(readFileSync(`dist/cdn/${SINGLE_PARTS}/${f}`))])
    .sort((a, b) => b[1] - a[1]);
  console.log(`\nThe single file's parts, each loaded from dist/cdn/${SINGLE_PARTS}/ when a page first uses it (B gz):`);
  console.log(`  ${parts.map(([name, gzip]) => `${name} ${gzip}`).join(', ')}`);

  console.log(`\nA page with one element through the CDN autoloader (B gz): what every element's page loads`);
  console.log(`(the loader and the core), chunks it shares with some other elements, and the files only it loads.`);
  console.log(`The last column is the same code gzipped as one file: the page with no file boundaries.`);
  console.log(`${'page'.padEnd(22)}   total   every page   shared with some   only this element   as one file`);
  for (const [tag, page] of pages) {
    const some = page.some.reduce((sum, [, gzip]) => sum + gzip, 0);
    const list = page.some.map(([f, gzip, users]) => `${chunkName(f)} ${gzip} (${users})`).join(', ');
    console.log(
      `${tag.padEnd(22)} ${n(page.gzip)} ${n(page.common)}   ${n(some)}         ${n(page.only)}            ${n(page.oneFile)}   ${list}`.trimEnd(),
    );
  }

  printComposition('The core every element loads', sharedChunk('core') && `chunks/${sharedChunk('core')}`);
  printComposition(
    'The block base the blocks configured by settings load',
    sharedChunk('block-base') && `chunks/${sharedChunk('block-base')}`,
  );
  printComposition('The autoloader', 'autoloader.js');

  const all = new Map([...rows, ...peers].map(({ name, gzip }) => [name, gzip]));
  console.log('');
  for (const [ours, peer] of peerComparisons()) {
    console.log(
      `${ours}: ${all.get(ours)} B gz = ${(all.get(ours) / all.get(peer)).toFixed(2)}x ${peer.replace('peer: ', '')} (${all.get(peer)} B gz)`,
    );
  }
  // The npm package's row is the doc's prose (its bytes packed and unpacked, its files).
  const { stale, missing } = docFigures(new Map([...all].filter(([name]) => name !== PACKAGE_ROW)), { write: writeDocs });
  if (stale.length) {
    console.log(`\n${SIZES_DOC}: ${stale.length} figure(s) ${writeDocs ? 'written as measured' : 'not as measured'}:`);
    for (const f of stale) console.log(`- line ${f.line}, ${f.row}: shows ${f.shown}, measured ${f.measured}`);
    if (!writeDocs) {
      console.log('Run `npm run size -- --write-docs` to write them in.');
      failed += stale.length;
    }
  }
  if (missing.length) {
    console.log(`\n${SIZES_DOC} shows no figure of: ${missing.join(', ')}. Add a table row for each.`);
    failed += missing.length;
  }
  if (missed.length) {
    console.log(`\nGoals not met yet (each held at its ceiling):`);
    for (const [row, goal] of missed)
      console.log(`- ${row.name}: ${figure(row.gzip)}, goal ${figure(goal.goal)}, ceiling ${figure(goal.ceiling)}. ${goal.missed}`);
  }
  return { rows, peers, failed, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed } = await sizeReport({ writeDocs: process.argv.includes('--write-docs') });
  if (failed) {
    console.error(
      `${failed} entr${failed === 1 ? 'y is' : 'ies are'} over their goal or without one (${GOALS_FILE}), or shown otherwise in ${SIZES_DOC}.`,
    );
    process.exit(1);
  }
}

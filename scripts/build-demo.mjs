// Builds what the demo needs beyond dist/, into demo/.generated/ (not dist/, which
// `npm run build` empties: the two can run side by side): the React editor demo bundle, the
// element documentation pages and the demo photographs (made once; `--no-images` skips them).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { generateAllInParallel } from '../demo/images/generate.mjs';
import { DEMO_BUILD_DIR, DOCS_DIR, EDITOR_BUNDLE } from '../demo/server/static.mjs';
import { writeElementPages } from './element-pages.mjs';

// Each element's settings' doc lines for the editor's panels (demo/editor/setting-docs.ts).
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const settingDocs = {};
for (const mod of manifest.modules) {
  for (const d of mod.declarations ?? []) {
    if (!d.tagName) continue;
    settingDocs[d.tagName] = Object.fromEntries((d.attributes ?? []).filter((a) => a.description).map((a) => [a.name, a.description]));
  }
}

await build({
  entryPoints: ['demo/editor/main.tsx'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  outfile: EDITOR_BUNDLE,
  conditions: ['browser', 'production'],
  define: { 'process.env.NODE_ENV': '"production"', SS_SETTING_DOCS: JSON.stringify(settingDocs) },
  tsconfig: 'tsconfig.json',
  logLevel: 'error',
});
console.log(`[ss-blocks] built ${EDITOR_BUNDLE}`);
const pages = writeElementPages(manifest);
console.log(`[ss-blocks] built ${DOCS_DIR}/ (${pages.length} element pages)`);
// `--no-images` for a build that needs the editor bundle only.
if (!process.argv.includes('--no-images'))
  await generateAllInParallel(`${DEMO_BUILD_DIR}/images`, { log: (m) => console.log(`[ss-blocks] ${m}`) });

// Builds what the demo needs beyond dist/: the React editor demo bundle and the generated
// demo photographs (cached in demo/.generated, made once; `--no-images` skips them).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { generateAll } from '../demo/images/generate.mjs';
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
  outfile: 'dist/demo/editor.js',
  conditions: ['browser', 'production'],
  define: { 'process.env.NODE_ENV': '"production"', SS_SETTING_DOCS: JSON.stringify(settingDocs) },
  tsconfig: 'tsconfig.json',
  logLevel: 'error',
});
console.log('[ss-blocks] built dist/demo/editor.js');
const pages = writeElementPages(manifest);
console.log(`[ss-blocks] built dist/docs/ (${pages.length} element pages)`);
// `--no-images` for a build that needs the editor bundle only.
if (!process.argv.includes('--no-images'))
  generateAll('demo/.generated/images', { log: (m) => console.log(`[ss-blocks] ${m} (first start only)`) });

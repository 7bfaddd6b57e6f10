// Builds dist/: the autoloader's tag map, rollup (ESM entries, CDN builds), the stylesheet,
// then the .d.ts files.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { writeElements, ELEMENTS_FILE } from './autoload-elements.mjs';
import { writeStylesheet } from './stylesheet.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
// A new block folder joins the autoloader's map here, with no hand edit.
if (writeElements()) console.log(`[ss-blocks] ${ELEMENTS_FILE} updated from src/blocks/: commit it.`);
rmSync('dist', { recursive: true, force: true });
execFileSync(bin('rollup'), ['-c', '--silent'], { stdio: 'inherit' });
await writeStylesheet();
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
// What Node gets for every ss-blocks/cdn… export (the "node" condition): a clear error, not
// "HTMLElement is not defined" from deep inside a browser build.
writeFileSync(
  'dist/cdn/in-node.js',
  `throw new Error("ss-blocks: the 'ss-blocks/cdn…' files are browser builds for <script> tags and do not run in Node. Import 'ss-blocks' (every element and service, safe to import on the server), 'ss-blocks/react' or 'ss-blocks/services/<name>' instead.");\n`,
);
console.log('[ss-blocks] built dist/');

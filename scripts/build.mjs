// Builds dist/: the autoloader's tag map, rollup (ESM entries, CDN builds) then the .d.ts files.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { writeElements, ELEMENTS_FILE } from './autoload-elements.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
// A new block folder joins the autoloader's map here, with no hand edit.
if (writeElements()) console.log(`[ss-blocks] ${ELEMENTS_FILE} updated from src/blocks/: commit it.`);
rmSync('dist', { recursive: true, force: true });
execFileSync(bin('rollup'), ['-c', '--silent'], { stdio: 'inherit' });
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
console.log('[ss-blocks] built dist/');

// Builds dist/: rollup (ESM entries, CDN bundles) then the .d.ts files.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
rmSync('dist', { recursive: true, force: true });
execFileSync(bin('rollup'), ['-c', '--silent'], { stdio: 'inherit' });
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
console.log('[ss-blocks] built dist/');

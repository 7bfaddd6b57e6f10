// `npm run bench`: the gallery benchmark. Builds, serves with the reference server, and
// loads each page in Chromium in alternating rounds, reporting medians.
//   node bench/run.mjs [--rounds 9] [--only ss-grid,css-grid] [--no-build]
import { spawnSync } from 'node:child_process';
import { generateAll } from '../demo/images/generate.mjs';
import { writePages } from './pages.mjs';
import { start } from './harness.mjs';
import { GALLERY_PAGES, runGallery } from './gallery.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const only = arg('only', '').split(',').filter(Boolean);
const IMAGES = 'demo/.generated/images';

if (!process.argv.includes('--no-build')) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
generateAll(IMAGES, { log: console.log });
writePages();

const env = await start();
await runGallery(env, { names: GALLERY_PAGES.filter((n) => !only.length || only.includes(n)), rounds: Number(arg('rounds', 9)), images: IMAGES });
await env.close();

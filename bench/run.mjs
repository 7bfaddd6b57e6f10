// `npm run bench`: builds, serves with the reference server and measures in Chromium.
//   node bench/run.mjs [--rounds N] [--only motion|gallery|keyboard|telemetry|video|…] [--input touch|mouse] [--no-build]
// Five parts: the gallery benchmark (1,000 photographs in the static layouts, against a CSS
// grid and Splide; 9 rounds by default), the keyboard benchmark (the first Tab and the
// rendering of 1,000 to 10,000-slide grids, against a CSS grid; 3 rounds by default), the motion benchmark (the one-at-a-time
// designs and their motion against Splide and Swiper; 3 rounds by default), the telemetry
// benchmark (telemetry and the cookie banner off the critical path, against web-vitals; 5
// rounds by default) and the video benchmark (requests and bytes before the first play of a
// page with six videos, against plain embeds and lite-youtube-embed; 3 rounds by default).
// --only takes `gallery` or gallery page names (css-grid, ss-grid, …), `motion` or motion
// parts (slider, slideshow, carousel, swipe, autoplay), `keyboard`, `telemetry`, `video`; --rounds sets
// every part's rounds.
import { spawnSync } from 'node:child_process';
import { generateAllInParallel } from '../demo/images/generate.mjs';
import { writePages } from './pages.mjs';
import { writeMotionPages } from './motion-pages.mjs';
import { start } from './harness.mjs';
import { GALLERY_PAGES, runGallery } from './gallery.mjs';
import { MOTION_PARTS, runMotion } from './motion.mjs';
import { writeKeyboardPages } from './keyboard-pages.mjs';
import { runKeyboard } from './keyboard.mjs';
import { writeTelemetryPages } from './telemetry-pages.mjs';
import { runTelemetry } from './telemetry.mjs';
import { writeVideoPages } from './video-pages.mjs';
import { runVideo } from './video.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const rounds = arg('rounds');
const only = (arg('only') ?? '').split(',').filter(Boolean);
const input = arg('input', 'touch');
const unknown = only.filter((n) => !['motion', 'gallery', 'keyboard', 'telemetry', 'video', ...GALLERY_PAGES, ...MOTION_PARTS].includes(n));
if (unknown.length || !['touch', 'mouse'].includes(input)) {
  console.error(
    `Unknown ${unknown.length ? `--only ${unknown.join(',')}` : `--input ${input}`}: --only takes gallery, ${GALLERY_PAGES.join(', ')}, keyboard, motion, ${MOTION_PARTS.join(', ')}, telemetry, video; --input touch or mouse.`,
  );
  process.exit(1);
}
const galleryPages = !only.length || only.includes('gallery') ? GALLERY_PAGES : GALLERY_PAGES.filter((n) => only.includes(n));
const motionParts = !only.length || only.includes('motion') ? MOTION_PARTS : MOTION_PARTS.filter((n) => only.includes(n));
const keyboard = !only.length || only.includes('keyboard');
const telemetry = !only.length || only.includes('telemetry');
const video = !only.length || only.includes('video');
const IMAGES = 'demo/.generated/images';

if (!process.argv.includes('--no-build')) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The photographs are the gallery and motion pages' and the video posters (the telemetry
// pages have none).
if (galleryPages.length || keyboard || motionParts.length || video) await generateAllInParallel(IMAGES, { log: console.log });
writePages();
writeKeyboardPages();
writeMotionPages();
writeTelemetryPages();
writeVideoPages();

const env = await start();
const started = Date.now();
if (galleryPages.length) await runGallery(env, { names: galleryPages, rounds: Number(rounds ?? 9), images: IMAGES });
// --keyboard-before 1000,2000,10000: the sizes the old placement is measured at (its first
// Tab at 10,000 slides blocks the page for minutes, so not by default).
const before = arg('keyboard-before')?.split(',').map(Number);
if (keyboard) await runKeyboard(env, { rounds: Number(rounds ?? 3), ...(before && { legacy: before }) });
if (motionParts.length) await runMotion(env, { rounds: Number(rounds ?? 3), input, parts: motionParts });
if (telemetry) await runTelemetry(env, { rounds: Number(rounds ?? 5) });
if (video) await runVideo(env, { rounds: Number(rounds ?? 3) });
await env.close();
console.log(`\nBenchmark time: ${((Date.now() - started) / 1000).toFixed(0)} s`);

// Demo "photographs", painted procedurally and encoded as JPEG at every width the image
// loader asks for (spec 000 §9 Images: 2500 … 100), so the demo and the benchmark need no
// network and still have realistic, width-dependent byte sizes.
import jpeg from 'jpeg-js';
import { mkdirSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';

export const WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100];

/** name → [aspect (w/h), sky top, sky bottom, hills (near last), sun] */
export const DEMO_IMAGES = {
  coast: [
    3 / 2,
    [38, 84, 150],
    [246, 196, 142],
    [
      [52, 74, 92],
      [30, 46, 60],
    ],
    [0.72, 0.42],
  ],
  dunes: [
    3 / 2,
    [120, 170, 220],
    [250, 226, 190],
    [
      [214, 160, 98],
      [178, 116, 64],
    ],
    [0.2, 0.25],
  ],
  alpine: [
    2 / 3,
    [60, 110, 180],
    [200, 220, 240],
    [
      [120, 130, 150],
      [60, 80, 70],
    ],
    [0.5, 0.18],
  ],
  meadow: [
    4 / 3,
    [110, 170, 230],
    [225, 240, 250],
    [
      [120, 170, 80],
      [70, 120, 50],
    ],
    [0.85, 0.2],
  ],
  harbour: [
    16 / 9,
    [26, 34, 72],
    [240, 130, 90],
    [
      [40, 40, 60],
      [20, 20, 34],
    ],
    [0.3, 0.55],
  ],
  forest: [
    4 / 5,
    [150, 190, 170],
    [230, 236, 220],
    [
      [60, 100, 70],
      [26, 60, 40],
    ],
    [0.6, 0.3],
  ],
  canyon: [
    3 / 2,
    [90, 150, 210],
    [240, 210, 170],
    [
      [190, 100, 60],
      [140, 60, 40],
    ],
    [0.4, 0.2],
  ],
  lagoon: [
    1,
    [70, 160, 210],
    [200, 240, 245],
    [
      [40, 150, 150],
      [20, 110, 120],
    ],
    [0.7, 0.3],
  ],
  tundra: [
    3 / 2,
    [150, 170, 200],
    [235, 235, 240],
    [
      [180, 190, 200],
      [120, 130, 140],
    ],
    [0.15, 0.35],
  ],
  sunset: [
    16 / 9,
    [70, 40, 110],
    [255, 150, 80],
    [
      [60, 30, 60],
      [30, 15, 35],
    ],
    [0.5, 0.6],
  ],
  orchard: [
    2 / 3,
    [130, 190, 240],
    [240, 245, 230],
    [
      [140, 180, 90],
      [90, 130, 60],
    ],
    [0.25, 0.15],
  ],
  glacier: [
    4 / 3,
    [90, 140, 200],
    [220, 235, 250],
    [
      [200, 225, 240],
      [150, 190, 220],
    ],
    [0.8, 0.25],
  ],
};

const mix = (a, b, t) => a + (b - a) * t;

/** Paints one image as RGBA pixels. What depends on the row alone (the sky) or on the column
 * alone (the ridges' heights) is worked out once, not per pixel: the same arithmetic, the
 * same bytes, about five times faster than mixing arrays per pixel. */
export function paint(name, width) {
  const [aspect, skyTop, skyBottom, hills, [sunX, sunY]] = DEMO_IMAGES[name];
  const height = Math.max(1, Math.round(width / aspect));
  const data = Buffer.alloc(width * height * 4);
  const seed = [...name].reduce((s, c) => s + c.charCodeAt(0), 0);
  const ridges = hills.map(
    (_, i) => (x) =>
      0.55 + i * 0.14 + 0.06 * Math.sin((x * (3 + i * 2) + seed * 0.1) * Math.PI) + 0.025 * Math.sin((x * (11 + i * 5) + seed) * Math.PI),
  );
  // tops[i * width + x]: ridge i's height in column x.
  const tops = new Float64Array(hills.length * width);
  for (let i = 0; i < hills.length; i++) for (let x = 0; x < width; x++) tops[i * width + x] = ridges[i](x / width);
  const sunR = 0.07;
  const glow = [255, 230, 190];
  const c = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const sky0 = mix(skyTop[0], skyBottom[0], v),
      sky1 = mix(skyTop[1], skyBottom[1], v),
      sky2 = mix(skyTop[2], skyBottom[2], v);
    const dy = v - sunY;
    for (let x = 0; x < width; x++) {
      // The nearest ridge above this pixel hides the sky and the sun.
      let hill = -1;
      for (let i = hills.length - 1; i >= 0; i--) {
        if (v > tops[i * width + x]) {
          hill = i;
          break;
        }
      }
      if (hill >= 0) {
        const shade = 1 - (v - tops[hill * width + x]) * 0.6;
        const h = hills[hill];
        c[0] = h[0] * shade;
        c[1] = h[1] * shade;
        c[2] = h[2] * shade;
      } else {
        const dx = (x / width - sunX) * aspect;
        const d = Math.sqrt(dx * dx + dy * dy);
        if (d < sunR) {
          c[0] = 255;
          c[1] = 244;
          c[2] = 214;
        } else if (d < sunR * 3) {
          const t = (d - sunR) / (sunR * 2);
          c[0] = mix(glow[0], sky0, t);
          c[1] = mix(glow[1], sky1, t);
          c[2] = mix(glow[2], sky2, t);
        } else {
          c[0] = sky0;
          c[1] = sky1;
          c[2] = sky2;
        }
      }
      // Film-like grain from a spatial hash (a linear formula would draw stripes).
      const grain = (((Math.imul(x + seed, 73856093) ^ Math.imul(y, 19349663)) >>> 0) % 13) - 6;
      const o = (y * width + x) * 4;
      // Buffer stores modulo 256: clamp, or a bright sun wraps round to dark speckles.
      data[o] = Math.max(0, Math.min(255, c[0] + grain));
      data[o + 1] = Math.max(0, Math.min(255, c[1] + grain));
      data[o + 2] = Math.max(0, Math.min(255, c[2] + grain));
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

export function fileName(name, width) {
  return `${name}-${width}w.jpg`;
}

/** The files of every image at every width that dir does not have yet: [name, width][]. */
function missingFiles(dir) {
  return Object.keys(DEMO_IMAGES)
    .flatMap((name) => WIDTHS.map((width) => [name, width]))
    .filter(([name, width]) => !existsSync(path.join(dir, fileName(name, width))));
}

/** Paints and encodes one file. Written beside it, then renamed: a start stopped halfway
 * leaves no half-written photograph that the next start would take as done. */
function writeImage(dir, name, width) {
  const file = path.join(dir, fileName(name, width));
  writeFileSync(`${file}.part`, jpeg.encode(paint(name, width), 82).data);
  renameSync(`${file}.part`, file);
}

/** Writes every image at every width into dir (skipping files already there), in this
 * thread: for the server's fallback when a file is missing. */
export function generateAll(dir, { log = () => {} } = {}) {
  mkdirSync(dir, { recursive: true });
  const missing = missingFiles(dir);
  if (missing.length) log(`painting ${missing.length} demo image file(s) into ${dir}`);
  for (const [name, width] of missing) writeImage(dir, name, width);
  if (missing.length) log(`painted ${missing.length} demo image file(s)`);
  return missing.length;
}

/**
 * generateAll on every core (worker threads, the largest files first, each worker taking the
 * next file when it is done), logging progress at each quarter of the pixels: encoding is
 * most of the time once painting is fast, and one thread left the other cores idle.
 * @param {string} dir
 * @param {{ log?: (message: string) => void, threads?: number }} [options]
 * @returns {Promise<number>} the number of files written
 */
export async function generateAllInParallel(dir, { log = () => {}, threads = availableParallelism() } = {}) {
  mkdirSync(dir, { recursive: true });
  const queue = missingFiles(dir).sort((a, b) => b[1] - a[1]);
  const total = queue.length;
  if (!total) return 0;
  const started = Date.now();
  // Progress by pixels, not files: the 2500 px files are most of the work.
  const pixels = ([name, width]) => (width * width) / DEMO_IMAGES[name][0];
  const all = queue.reduce((sum, job) => sum + pixels(job), 0);
  log(`painting ${total} demo image file(s) into ${dir} on ${Math.min(threads, total)} thread(s), once: later starts reuse them`);
  let done = 0;
  let painted = 0;
  let quarter = 0;
  const worker = () =>
    new Promise((resolve, reject) => {
      const w = new Worker(new URL(import.meta.url), { workerData: { paintDemoImagesInto: dir } });
      const next = () => {
        const job = queue.shift();
        if (job) w.postMessage(job);
        else void w.terminate().then(() => resolve(undefined));
        return job;
      };
      let job = next();
      w.on('message', () => {
        done++;
        painted += pixels(job);
        if (Math.floor((4 * painted) / all) > quarter || done === total) {
          quarter = Math.floor((4 * painted) / all);
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          log(`painted ${Math.round((100 * painted) / all)}% (${done} of ${total} files, ${seconds} s)`);
        }
        job = next();
      });
      w.on('error', reject);
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, total)) }, worker));
  return total;
}

/** Intrinsic size of an image at its largest width: for data-image-dimensions. */
export function dimensions(name) {
  const [aspect] = DEMO_IMAGES[name];
  return `${WIDTHS[0]}x${Math.round(WIDTHS[0] / aspect)}`;
}

if (!isMainThread && workerData?.paintDemoImagesInto) {
  // A worker of generateAllInParallel: one file per message, answered when written.
  parentPort?.on('message', ([name, width]) => {
    writeImage(workerData.paintDemoImagesInto, name, width);
    parentPort?.postMessage(null);
  });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'demo/.generated/images';
  const t = Date.now();
  await generateAllInParallel(dir, { log: console.log });
  console.log(`done in ${Date.now() - t} ms`);
}

// Demo "photographs", painted procedurally and encoded as JPEG at every width the image
// loader asks for (spec 000 §9 Images: 2500 … 100), so the demo and the benchmark need no
// network and still have realistic, width-dependent byte sizes.
import jpeg from 'jpeg-js';
import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
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

/** Paints one image as RGBA pixels. */
export function paint(name, width) {
  const [aspect, skyTop, skyBottom, hills, [sunX, sunY]] = DEMO_IMAGES[name];
  const height = Math.max(1, Math.round(width / aspect));
  const data = Buffer.alloc(width * height * 4);
  const seed = [...name].reduce((s, c) => s + c.charCodeAt(0), 0);
  const ridges = hills.map(
    (_, i) => (x) =>
      0.55 + i * 0.14 + 0.06 * Math.sin((x * (3 + i * 2) + seed * 0.1) * Math.PI) + 0.025 * Math.sin((x * (11 + i * 5) + seed) * Math.PI),
  );
  const sunR = 0.07;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let c = [0, 1, 2].map((k) => mix(skyTop[k], skyBottom[k], v));
      const dx = (u - sunX) * aspect,
        dy = v - sunY;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < sunR) c = [255, 244, 214];
      else if (d < sunR * 3) c = c.map((ch, k) => mix([255, 230, 190][k], ch, (d - sunR) / (sunR * 2)));
      for (let i = 0; i < hills.length; i++) {
        const top = ridges[i](u);
        if (v > top) {
          const shade = 1 - (v - top) * 0.6;
          c = hills[i].map((ch) => ch * shade);
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

/** Writes every image at every width into dir (skipping files already there). */
export function generateAll(dir, { log = () => {} } = {}) {
  mkdirSync(dir, { recursive: true });
  let made = 0;
  const missing = Object.keys(DEMO_IMAGES)
    .flatMap((n) => WIDTHS.map((w) => fileName(n, w)))
    .filter((f) => !existsSync(path.join(dir, f)));
  // Painting takes about a minute on a small machine: say so before it starts.
  if (missing.length) log(`painting ${missing.length} demo image file(s) into ${dir}, about a minute`);
  for (const name of Object.keys(DEMO_IMAGES)) {
    for (const width of WIDTHS) {
      const file = path.join(dir, fileName(name, width));
      if (existsSync(file)) continue;
      writeFileSync(file, jpeg.encode(paint(name, width), 82).data);
      made++;
    }
  }
  if (made) log(`painted ${made} demo image file(s)`);
  return made;
}

/** Intrinsic size of an image at its largest width: for data-image-dimensions. */
export function dimensions(name) {
  const [aspect] = DEMO_IMAGES[name];
  return `${WIDTHS[0]}x${Math.round(WIDTHS[0] / aspect)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'demo/.generated/images';
  const t = Date.now();
  generateAll(dir, { log: console.log });
  console.log(`done in ${Date.now() - t} ms`);
}

// The motion benchmark: ss-gallery's one-at-a-time designs beside Splide and
// Swiper on the same pages. Load: a 1,000-slide slider, slideshow and carousel. Motion: a
// swipe and an autoplay transition on a 500-slide strip, frames counted from a CDP trace of
// the compositor. What and how is in bench/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import {
  AUTOPLAY_SECONDS,
  DESIGNS,
  FRAMES_CHECK_PAGE,
  LIBRARIES,
  LOAD_SLIDES,
  MOTION_SLIDES,
  loadPage,
  motionPage,
} from './motion-pages.mjs';
import { motionSize } from './motion-size.mjs';
import { VIEWPORT, open, settle, heapAfterGc, median } from './harness.mjs';
import { countFrames, startTrace } from './frames.mjs';

/** The element each library's gallery is, and its current index. */
const ROOT = { ss: 'ss-gallery', splide: '.splide', swiper: '.swiper' };
const INDEX = {
  ss: () => document.querySelector('ss-gallery').currentIndex,
  splide: () => window.splide.index,
  swiper: () => window.swiper.activeIndex,
};
/** Starts autoplay: the pages load with it off, so it runs only while measured. */
const PLAY = {
  ss: () => {
    document.querySelector('ss-gallery').autoplay = true;
  },
  splide: () => window.splide.Components.Autoplay.play(),
  swiper: () => window.swiper.autoplay.start(),
};

/** spec 000 §9 "Gallery layouts": strip preloadCount 1, stacked preload 1; the carousel has
 * none in the spec (ours: 0, it loads the group in view). */
export const PRELOAD = { slider: 1, slideshow: 1, carousel: 0 };
const LAYOUT = { slider: 'strip', slideshow: 'stacked', carousel: 'carousel' };
const MOTIONS = ['swipe', 'autoplay'];
/** What `--only` can pick of the motion part. */
export const MOTION_PARTS = [...DESIGNS, ...MOTIONS];

/** spec 000 §4 "Touch": a swipe is at least 50 px in under 250 ms, and (§9) a velocity
 * above 1 px/ms moves on. This one is 300 px sent over 120 ms, right to left (next): the page
 * sees it take ~150-200 ms, the moves arriving with the frames, still well inside both. */
export const SWIPE = { distance: 300, duration: 120, steps: 8 };
/** After the gesture or the autoplay step: the strip's settle (at most 0.5 s) and animation
 * (0.5 s), with room to spare. */
const TAIL_MS = 1200;

// ---------------------------------------------------------------- load

/** In the page: the slides whose image shows now (visible, unclipped, not transparent),
 * the first of them to arrive, the images and scripts fetched, long tasks. */
function pageState() {
  const parentOf = (el) => el.assignedSlot ?? el.parentElement ?? el.getRootNode().host ?? null;
  const shown = (img) => {
    if (!img.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = img.getBoundingClientRect();
    let [l, t, rr, bb] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, innerWidth), Math.min(r.bottom, innerHeight)];
    for (let el = parentOf(img); el && el !== document.documentElement; el = parentOf(el)) {
      const s = getComputedStyle(el);
      const paint = /paint|strict|content/.test(s.contain);
      const cx = paint || s.overflowX !== 'visible';
      const cy = paint || s.overflowY !== 'visible';
      if (!cx && !cy) continue;
      const c = el.getBoundingClientRect();
      if (cx) [l, rr] = [Math.max(l, c.left), Math.min(rr, c.right)];
      if (cy) [t, bb] = [Math.max(t, c.top), Math.min(bb, c.bottom)];
    }
    return rr - l >= 1 && bb - t >= 1;
  };
  const slideOf = (img) =>
    /[?&]v=(\d+)/.exec(
      img.currentSrc || img.getAttribute('src') || img.getAttribute('data-src') || img.getAttribute('data-splide-lazy') || '',
    )?.[1];
  const resources = performance.getEntriesByType('resource');
  const ends = new Map(resources.map((e) => [e.name, e.responseEnd]));
  const inView = new Set();
  let first = Infinity;
  for (const img of document.images) {
    if (!shown(img)) continue;
    const slide = slideOf(img);
    if (slide !== undefined) inView.add(slide);
    if (img.complete && img.naturalWidth && ends.has(img.currentSrc)) first = Math.min(first, ends.get(img.currentSrc));
  }
  const images = resources.filter((e) => e.name.includes('/assets/images/'));
  const b = window.__bench;
  return {
    inView: inView.size,
    firstInView: Number.isFinite(first) ? first : null,
    longTaskCount: b.longTasks.length,
    longTaskTotal: b.longTasks.reduce((s, d) => s + d, 0),
    imageRequests: images.length,
    imageBytes: images.reduce((s, e) => s + e.encodedBodySize, 0),
    scripts: resources.filter((e) => new URL(e.name).pathname.endsWith('.js')).map((e) => new URL(e.name).pathname),
  };
}

const gzipped = new Map();
/** The scripts a page fetched, each gzipped on its own as it would go over the wire. */
const scriptBytes = (paths) =>
  paths.reduce((sum, p) => {
    if (!gzipped.has(p)) gzipped.set(p, gzipSync(readFileSync(`.${p}`), { level: 9 }).length);
    return sum + gzipped.get(p);
  }, 0);

async function measureLoad(env, name) {
  const { context, page, cdp } = await open(env, name);
  await settle(page);
  const heap = await heapAfterGc(cdp);
  const { scripts, ...state } = await page.evaluate(pageState);
  await context.close();
  return { ...state, heap, jsBytes: scriptBytes(scripts) };
}

// ---------------------------------------------------------------- motion

/** Calls fn at start + k × step for k = 1 … n without waiting for each to be handled (a
 * touch move is acknowledged only at the next frame, later when the page's main thread is
 * busy: waiting would stretch a quick flick into a slow drag, and leave a pause before the
 * finger lifts that reads as stopping). The calls are sent in order, as a finger's would. */
async function paced(n, step, fn) {
  const start = performance.now();
  const sent = [];
  for (let k = 1; k <= n; k++) {
    const wait = start + k * step - performance.now();
    if (wait > 0) await sleep(wait);
    sent.push(fn(k));
  }
  await Promise.all(sent);
}

/** Real input through the browser's input pipeline (CDP Input.dispatch*, which Playwright's
 * touchscreen and mouse use too): touch points, or the left mouse button dragged; the
 * moves, then the lift one step after the last. */
async function swipe(cdp, input, { x, y }) {
  const { distance, duration, steps } = SWIPE;
  const at = (k) => x - (distance * Math.min(k, steps)) / steps;
  if (input === 'touch') {
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    await paced(steps + 1, duration / steps, (k) => (k <= steps ? touch('touchMove', [{ x: at(k), y }]) : touch('touchEnd', [])));
  } else {
    const mouse = (type, x, extra = {}) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', ...extra });
    await mouse('mouseMoved', x, { button: 'none' });
    await mouse('mousePressed', x, { buttons: 1, clickCount: 1 });
    await paced(steps + 1, duration / steps, (k) =>
      k <= steps ? mouse('mouseMoved', at(k), { buttons: 1 }) : mouse('mouseReleased', at(k), { clickCount: 1 }),
    );
  }
}

/** One motion on a fresh 500-slide strip page: the trace and the page's long tasks from just
 * before it starts until TAIL_MS after it. */
async function measureMotion(env, library, kind, input) {
  const { context, page, cdp } = await open(env, motionPage(library), kind === 'swipe' ? { hasTouch: input === 'touch' } : {});
  await settle(page);
  const before = await page.evaluate(INDEX[library]);
  const point = await page.evaluate((selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return { x: Math.round(r.left + r.width * 0.7), y: Math.round((Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2) };
  }, ROOT[library]);
  const stop = await startTrace(cdp);
  const t0 = await page.evaluate(() => performance.now());
  if (kind === 'swipe') await swipe(cdp, input, point);
  else {
    await page.evaluate(PLAY[library]);
    // Polled on a timer: the default, every animation frame, would add a callback to each
    // frame being measured.
    await page
      .waitForFunction(`(${INDEX[library]})() !== ${before}`, undefined, { polling: 100, timeout: AUTOPLAY_SECONDS * 1000 + 4000 })
      .catch(() => {});
  }
  await page.waitForTimeout(TAIL_MS);
  const t1 = await page.evaluate(() => performance.now());
  const events = await stop();
  const after = await page.evaluate(INDEX[library]);
  const { tasks, gesture, cancelled } = await page.evaluate(
    ({ t0, t1 }) => {
      const b = window.__bench;
      const down = b.pointer.find(([type]) => type === 'pointerdown');
      const up = b.pointer.findLast(([type]) => type !== 'pointerdown');
      return {
        tasks: b.taskSpans.filter(([s, d]) => s + d > t0 && s < t1).map(([, d]) => d),
        gesture: down && up ? up[1] - down[1] : null,
        cancelled: b.pointer.some(([type]) => type === 'pointercancel') ? 1 : 0,
      };
    },
    { t0, t1 },
  );
  await context.close();
  const motion = {
    ...countFrames(events),
    moved: after !== before ? 1 : 0,
    longTaskCount: tasks.length,
    longTaskTotal: tasks.reduce((s, d) => s + d, 0),
    window: t1 - t0,
  };
  return kind === 'swipe' ? { gesture, cancelled, ...motion } : motion;
}

/** Whether the counter sees what it should on this machine: a scripted animation whose main
 * thread is blocked for 200 ms drops frames; a CSS transition blocked the same way does not
 * (the compositor carries it). */
async function checkFrameCounter(env) {
  const result = {};
  for (const kind of ['scripted', 'transition']) {
    const { context, page, cdp } = await open(env, FRAMES_CHECK_PAGE);
    const stop = await startTrace(cdp);
    await page.evaluate((kind) => window[kind](200), kind);
    await page.waitForTimeout(1300);
    result[kind] = countFrames(await stop());
    await context.close();
  }
  return result;
}

function printFrameCounterCheck({ scripted: s, transition: t }) {
  console.log(
    `Frame counter check (a 1 s animation, the main thread blocked 200 ms in it): scripted ${s.presented} presented, ${s.dropped} dropped (expected some: ${ok(s.dropped > 0)}); ` +
      `CSS transition ${t.presented} presented, ${t.dropped} dropped (expected 0, the compositor carries it: ${ok(t.dropped === 0)})`,
  );
}

// ---------------------------------------------------------------- report

const fmt = {
  count: (v) => (Number.isFinite(v) ? String(Math.round(v * 10) / 10) : '–'),
  ms: (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '–'),
  bytes: (v) => (!Number.isFinite(v) ? '–' : v >= 10 * 1048576 ? `${(v / 1048576).toFixed(1)} MB` : `${(v / 1024).toFixed(0)} kB`),
  yes: (v) => (v >= 1 ? 'yes' : v > 0 ? `${(v * 100).toFixed(0)}%` : 'no'),
};

/** ours / theirs; '=' when both are zero, '∞' when only theirs is. */
function ratio(ours, theirs) {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs)) return '–';
  if (theirs === 0) return ours === 0 ? '=' : '∞';
  const r = ours / theirs;
  return `${r >= 100 ? r.toFixed(0) : r >= 10 ? r.toFixed(1) : r.toFixed(2)}×`;
}

/** One table: a row per metric, ss-gallery beside each peer and its ratio to it, then a goal. */
function table(title, medians, rows) {
  const head = `${title.padEnd(34)}${'ss-gallery'.padStart(12)}${'Splide'.padStart(12)}${'ss/Splide'.padStart(11)}${'Swiper'.padStart(12)}${'ss/Swiper'.padStart(11)}   goal`;
  console.log(`\n${head}`);
  for (const { label, key, as, goal, ratio: withRatio = true } of rows) {
    const v = (lib) => medians[lib]?.[key];
    const cell = (lib) => fmt[as](v(lib)).padStart(12);
    const r = (lib) => (withRatio ? ratio(v('ss'), v(lib)) : '').padStart(11);
    console.log(`  ${label.padEnd(32)}${cell('ss')}${cell('splide')}${r('splide')}${cell('swiper')}${r('swiper')}   ${goal ?? ''}`);
  }
}

const ok = (pass) => (pass ? 'ok' : 'MISSED');

function medianOf(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k] ?? NaN))]));
}

/**
 * Runs the motion part for `rounds` rounds (every page once a round, the order rotating),
 * prints the tables, the goals and the size row, and writes every run to
 * .cache/bench-motion.json. input: 'touch' or 'mouse' for the swipe.
 */
export async function runMotion(env, { rounds, input = 'touch', parts = MOTION_PARTS }) {
  const jobs = [
    ...DESIGNS.filter((d) => parts.includes(d)).flatMap((design) =>
      LIBRARIES.map((library) => ({ part: design, library, run: () => measureLoad(env, loadPage(library, design)) })),
    ),
    ...MOTIONS.filter((k) => parts.includes(k)).flatMap((kind) =>
      LIBRARIES.map((library) => ({ part: kind, library, run: () => measureMotion(env, library, kind, input) })),
    ),
  ];
  const frameCounterCheck = jobs.some((j) => MOTIONS.includes(j.part)) ? await checkFrameCounter(env) : undefined;
  const runs = {};
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < jobs.length; i++) {
      const { part, library, run } = jobs[(i + round * LIBRARIES.length) % jobs.length];
      ((runs[part] ??= {})[library] ??= []).push(await run());
    }
    process.stdout.write(`motion round ${round + 1}/${rounds} done\n`);
  }
  const medians = Object.fromEntries(
    Object.entries(runs).map(([part, byLib]) => [part, Object.fromEntries(Object.entries(byLib).map(([lib, r]) => [lib, medianOf(r)]))]),
  );

  console.log(
    `\nMotion benchmark: ${VIEWPORT.width}x${VIEWPORT.height} at DPR 1, medians of ${rounds} rounds; ratios are ss-gallery's median over the peer's`,
  );
  for (const design of DESIGNS.filter((d) => medians[d])) {
    const m = medians[design];
    const allowed = m.ss.inView + PRELOAD[design];
    table(`${design[0].toUpperCase()}${design.slice(1)}, ${LOAD_SLIDES.toLocaleString('en')} slides (${LAYOUT[design]})`, m, [
      { label: 'slides in view', key: 'inView', as: 'count', ratio: false },
      {
        label: 'image requests',
        key: 'imageRequests',
        as: 'count',
        goal: `≤ ${allowed} (in view ${m.ss.inView} + preload ${PRELOAD[design]}): ${ok(m.ss.imageRequests <= allowed)}`,
      },
      { label: 'image bytes', key: 'imageBytes', as: 'bytes' },
      { label: 'first in-view image', key: 'firstInView', as: 'ms' },
      { label: 'long tasks > 50 ms', key: 'longTaskCount', as: 'count', goal: `0: ${ok(m.ss.longTaskCount === 0)}` },
      { label: '  their total', key: 'longTaskTotal', as: 'ms' },
      { label: 'JS heap', key: 'heap', as: 'bytes' },
      { label: 'scripts loaded (gzip)', key: 'jsBytes', as: 'bytes' },
    ]);
  }
  if (frameCounterCheck) {
    console.log('');
    printFrameCounterCheck(frameCounterCheck);
  }
  for (const [kind, title] of [
    ['swipe', `Swipe, ${MOTION_SLIDES}-slide strip`],
    ['autoplay', `Autoplay step, ${MOTION_SLIDES}-slide strip`],
  ].filter(([kind]) => medians[kind])) {
    const m = medians[kind];
    table(title, m, [
      ...(kind === 'swipe'
        ? [
            {
              label: `${input}: ${SWIPE.distance} px, page saw`,
              key: 'gesture',
              as: 'ms',
              ratio: false,
              goal: `< 250 ms is a swipe (spec 000 §4 Touch); sent over ${SWIPE.duration} ms`,
            },
            {
              label: 'pointer cancelled (browser pan)',
              key: 'cancelled',
              as: 'yes',
              ratio: false,
              goal: m.ss.cancelled ? "ss-gallery's pointer was cancelled: the browser took the gesture (a pan, or an image drag)" : '',
            },
          ]
        : []),
      {
        label: 'moved to another slide',
        key: 'moved',
        as: 'yes',
        ratio: false,
        goal: m.ss.moved >= 1 ? '' : 'ss-gallery did not move: the frames below show no motion',
      },
      { label: 'frames presented', key: 'presented', as: 'count' },
      { label: '  of them partially', key: 'partial', as: 'count' },
      { label: 'dropped frames (compositor)', key: 'dropped', as: 'count', goal: `0: ${ok(m.ss.dropped === 0)}` },
      { label: '  late, nothing moving', key: 'late', as: 'count' },
      { label: 'long tasks > 50 ms', key: 'longTaskCount', as: 'count', goal: `0: ${ok(m.ss.longTaskCount === 0)}` },
      { label: '  their total', key: 'longTaskTotal', as: 'ms' },
      { label: 'window measured', key: 'window', as: 'ms', ratio: false },
    ]);
  }

  const size = await motionSize();
  const missing = [
    ...Object.entries(size.layouts)
      .filter(([, has]) => !has)
      .map(([l]) => `layouts/${l}`),
    ...(size.lightbox ? [] : ['ss-lightbox']),
  ];
  console.log(
    `\nSize: motion layouts + lightbox beyond the static gallery: ${size.total} B gz (goal ≤ 10240: ${ok(size.total <= 10240)}${missing.length ? ', of what exists' : ''})` +
      `\n  = ${size.extra} B a page with them loads beyond the static gallery (all chunks of gallery${size.lightbox ? ' + lightbox' : ''}: ${size.all} B; static gallery: ${size.staticGallery} B)` +
      `\n  + ${Math.max(0, size.growth)} B the static gallery grew since ${size.before.commit} (${size.before.bytes} B then${size.growth < 0 ? `; it shrank by ${-size.growth} B, not counted` : ''})`,
  );
  if (missing.length)
    console.log(
      `  Not in this figure, no module yet: ${missing.join(', ')} (src/blocks/ss-gallery/layouts/<name>.ts, src/blocks/ss-lightbox/ss-lightbox.ts).`,
    );

  mkdirSync('.cache', { recursive: true });
  writeFileSync(
    '.cache/bench-motion.json',
    JSON.stringify({ rounds, viewport: VIEWPORT, input, swipe: SWIPE, preload: PRELOAD, frameCounterCheck, medians, runs, size }, null, 2),
  );
  console.log('\nAll runs: .cache/bench-motion.json');
}

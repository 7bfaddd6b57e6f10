// The keyboard benchmark: the first Tab on a page with a large grid (1,000, 2,000 and 10,000
// slides), and the rendering it costs to show the page, for ss-gallery as it is, as it was
// (every slide skipped while far from view) and a plain CSS grid of linked images.
import { writeFileSync, mkdirSync } from 'node:fs';
import { KEYBOARD_SIZES, LEGACY_SIZES } from './keyboard-pages.mjs';
import { open, settle, median } from './harness.mjs';

/** A page that has not answered a Tab after this long is reported as frozen. */
const TAB_TIMEOUT_MS = 300_000;

/** Presses Tab and times it by the page's clock: from the keydown's dispatch (capture, on
 * the window) to the focus event of the element it moved to. Also the wall time around
 * the key press, which includes the browser's input round trip. */
async function tab(page, shift = false) {
  // The listeners are in place before the key is sent.
  await page.evaluate((timeout) => {
    window.__tab = new Promise((resolve) => {
      let down = 0;
      addEventListener('keydown', () => (down = performance.now()), { capture: true, once: true });
      document.addEventListener(
        'focusin',
        (e) => {
          const t = e.composedPath()[0];
          const slide = t.closest('[data-slide-id]');
          resolve({ ms: performance.now() - down, to: t.id || slide?.getAttribute('data-slide-id') || t.localName });
        },
        { once: true },
      );
      setTimeout(() => resolve({ ms: NaN, to: 'nothing' }), timeout);
    });
  }, TAB_TIMEOUT_MS);
  const started = Date.now();
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  const r = await page.evaluate(() => window.__tab);
  return { ...r, wall: Date.now() - started };
}

async function measure(env, name, n, tabs = true) {
  const { context, page, cdp } = await open(env, name, {}, { beforeNavigation: (c) => c.send('Performance.enable') });
  page.setDefaultTimeout(TAB_TIMEOUT_MS + 60_000);
  // Every slide placed (the gallery places those far from view a batch per frame), then
  // the images quiet.
  await page.waitForFunction((n) => !document.querySelector('ss-gallery') || document.querySelectorAll('[data-ss-slide]').length === n, n, {
    polling: 100,
    timeout: 120_000,
  });
  await settle(page);
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const { longTasks } = await page.evaluate(() => ({ longTasks: window.__bench.longTasks }));
  // The old placement's Tabs at sizes not asked for are not pressed (minutes each).
  const none = { ms: null, wall: null, to: 'not pressed' };
  const first = tabs ? await tab(page) : none;
  const second = tabs ? await tab(page) : none;
  const third = tabs ? await tab(page) : none;
  await context.close();
  return {
    // Rendering from navigation until settled: style and layout, in ms (CDP counters).
    render: (m.LayoutDuration + m.RecalcStyleDuration) * 1000,
    layout: m.LayoutDuration * 1000,
    style: m.RecalcStyleDuration * 1000,
    longTaskTotal: longTasks.reduce((s, d) => s + d, 0),
    firstTab: first.ms,
    firstTabWall: first.wall,
    firstTo: first.to,
    secondTab: second.ms,
    secondTo: second.to,
    thirdTab: third.ms,
    thirdTo: third.to,
  };
}

/** The pages of one size, in the order measured. */
function pagesFor(n) {
  return [`kb-ss-${n}`, `kb-ss-before-${n}`, `kb-css-grid-${n}`];
}

/** Runs the keyboard pages for `rounds` rounds, prints the table and the goal, writes every
 * run to .cache/bench-keyboard.json. legacy: the sizes the old placement is measured at. */
export async function runKeyboard(env, { rounds, legacy = LEGACY_SIZES, sizes = KEYBOARD_SIZES }) {
  const runs = {};
  for (let round = 0; round < rounds; round++) {
    for (const n of sizes) {
      const names = pagesFor(n);
      // Alternate the order each round so no page always runs first (or warm).
      for (const name of names.map((_, i) => names[(i + round) % names.length])) {
        // A page that fails (or a browser that gives up on a frozen one) is reported, and the
        // run goes on; medians are of the rounds measured.
        const r = await measure(env, name, n, !name.includes('before') || legacy.includes(n)).catch((e) => ({
          failed: String(e).split('\n')[0],
        }));
        (runs[name] ??= []).push(r);
        process.stdout.write(
          `  ${name}: ${r.failed ?? `first Tab ${r.firstTab?.toFixed(1)} ms, style+layout ${r.render?.toFixed(0)} ms`}\n`,
        );
      }
    }
    process.stdout.write(`keyboard round ${round + 1}/${rounds} done\n`);
  }
  const keys = ['render', 'layout', 'style', 'longTaskTotal', 'firstTab', 'firstTabWall', 'secondTab', 'thirdTab'];
  const medians = Object.fromEntries(
    Object.entries(runs).map(([name, rs]) => [
      name,
      Object.fromEntries(
        keys.map((k) => {
          const xs = rs.filter((r) => !r.failed).map((r) => r[k]);
          return [k, xs.includes(null) ? null : median(xs)];
        }),
      ),
    ]),
  );
  const ms = (v) => (v === null ? '–' : Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : 'frozen');
  console.log(`\nKeyboard benchmark: the first Tab on a large grid, medians of ${rounds} rounds\n`);
  console.log('page                   first Tab (wall)      Tab into the grid  next slide   style+layout to settle  long tasks');
  for (const [name, m] of Object.entries(medians)) {
    console.log(
      `${name.padEnd(22)} ${`${ms(m.firstTab)} (${ms(m.firstTabWall)})`.padStart(20)}  ${ms(m.secondTab).padStart(17)}  ${ms(m.thirdTab).padStart(10)}  ${ms(m.render).padStart(22)}  ${ms(m.longTaskTotal).padStart(10)}`,
    );
  }
  // Where focus went: the link before, the first slide, the second (the order is asserted by
  // the browser tests; this only shows the benchmark pressed what it says).
  const last = Object.fromEntries(Object.entries(runs).map(([name, rs]) => [name, rs.at(-1)]));
  console.log(
    `\nFocus went to (last round): ${Object.entries(last)
      .map(([n, r]) => `${n}: ${r.firstTo} → ${r.secondTo} → ${r.thirdTo}`)
      .join('; ')}`,
  );
  // The first press from the top lands on the link before the grid; the one into the grid
  // is the press that froze: the goal is read on both.
  const top = Math.max(...sizes);
  const big = medians[`kb-ss-${top}`];
  if (big) {
    const ok = (v) => (v !== null && v < 50 ? 'ok' : 'MISSED');
    console.log(
      `\nGoal: a Tab < 50 ms at ${top} slides: the first ${ok(big.firstTab)} (${ms(big.firstTab)}); into the grid ${ok(big.secondTab)} (${ms(big.secondTab)}; the CSS grid's first Tab, a walk over the whole page: ${ms(medians[`kb-css-grid-${top}`]?.firstTab)})`,
    );
  }
  for (const n of sizes) {
    const [now, before] = [medians[`kb-ss-${n}`], medians[`kb-ss-before-${n}`]];
    console.log(
      `  ${n} slides, before → now: first Tab ${ms(before.firstTab)} → ${ms(now.firstTab)}; into the grid ${ms(before.secondTab)} → ${ms(now.secondTab)}; style+layout ${ms(before.render)} → ${ms(now.render)}; long tasks ${ms(before.longTaskTotal)} → ${ms(now.longTaskTotal)}`,
    );
  }
  mkdirSync('.cache', { recursive: true });
  writeFileSync('.cache/bench-keyboard.json', JSON.stringify({ rounds, medians, runs }, null, 2));
  console.log('\nAll runs: .cache/bench-keyboard.json');
}

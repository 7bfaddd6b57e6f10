// The telemetry benchmark ("Nothing of telemetry is on the critical path: the
// services start after load, in idle time, and add no long task"): the same published page
// with telemetry off (the baseline), with ss-blocks' telemetry and cookie banner (without and
// with a prior consent cookie), and with web-vitals, the peer a site would add instead,
// each loaded once a round in a fresh browser context (cold cache, no cookies, no storage)
// and watched from navigation until 10 s after the load event, then left (page hide).
// Medians over the rounds; every figure of ours beside web-vitals' as a ratio.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { VIEWPORT, median } from './harness.mjs';
import { blocking, attribute, beyond, pathOf } from './telemetry-stats.mjs';
import { WEB_VITALS } from './telemetry-pages.mjs';

/** From the load event's end: how long each page is watched. */
export const WINDOW_MS = 10_000;
/** A page that has not loaded by then has failed (a busy machine loads these in < 2 s). */
const LOAD_TIMEOUT_MS = 60_000;
/** A whole measurement that takes longer than this has hung: it is abandoned. */
const MEASURE_TIMEOUT_MS = LOAD_TIMEOUT_MS + WINDOW_MS + 30_000;

const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
// Long animation frames over 50 ms, with their scripts: where a long task's time went.
const framesProbe = `(() => {
  const t = (window.__telBench = { frames: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) t.frames.push({ startTime: e.startTime, duration: e.duration, renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart, blockingDuration: e.blockingDuration, scripts: e.scripts.map((s) => ({ sourceURL: s.sourceURL, invoker: s.invoker, duration: s.duration })) });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})();`;

const api = (p) => p.startsWith('/api/');
const ours = (p) => api(p) || p.startsWith('/dist/cdn/services/') || p.includes('ss-cookie-banner');
const webVitals = (p) => api(p) || p.startsWith('/dist/bench/web-vitals');

/** What is measured: a page, and whether the visitor has already accepted cookies.
 * `own` picks the requests that are the page's telemetry even where the baseline makes
 * them too (our site-context check, services/start.js, is on every page with a context). */
export const TELEMETRY_VARIANTS = [
  { name: 'tel-none', page: 'tel-none', own: ours, what: 'baseline: "telemetry": false, no banner' },
  { name: 'tel-ss', page: 'tel-ss', own: ours, what: 'ss-blocks telemetry + cookie banner, no choice yet (banner shown)' },
  { name: 'tel-ss-consent', page: 'tel-ss', consent: true, own: ours, what: 'the same with ss_cookieAllowed=true (banner hidden)' },
  {
    name: 'tel-web-vitals',
    page: 'tel-web-vitals',
    own: webVitals,
    what: 'baseline + web-vitals after load, onCLS/FCP/LCP/INP/TTFB by sendBeacon',
  },
];
const BASELINE = 'tel-none';
const PEER = 'tel-web-vitals';
const OURS = ['tel-ss', 'tel-ss-consent'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The API requests the reference server has recorded since it was last cleared, by path. */
async function received(base) {
  const r = await (await fetch(`${base}/__ss/received?limit=1000`)).json();
  const byPath = {};
  // The outbox's item ids each request carried (demo/server/telemetry.mjs eventsIn).
  const ids = [];
  for (const rec of r.records ?? []) {
    byPath[`${rec.method} ${rec.path}`] = (byPath[`${rec.method} ${rec.path}`] ?? 0) + 1;
    const b = rec.body;
    if (Array.isArray(b)) ids.push(...b.map((e) => e?.id));
    else ids.push(b?.eventId, b?.id, rec.query?.rk);
  }
  return { count: r.total ?? 0, byPath, ids: ids.filter((x) => typeof x === 'string') };
}

async function measureOnce(env, v, onContext) {
  await fetch(`${env.base}/__ss/received`, { method: 'DELETE' });
  const context = await env.browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  onContext(context);
  if (v.consent) await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: env.base }]);
  const page = await context.newPage();
  // The page's own errors, until it is left (the pages after it are the benchmark's).
  const errors = [];
  let watching = true;
  page.on('pageerror', (e) => watching && errors.push(String(e)));
  page.on('console', (m) => watching && m.type() === 'error' && errors.push(`${m.text()} ${m.location()?.url ?? ''}`.trim()));
  await page.addInitScript(probe);
  await page.addInitScript(framesProbe);
  const cdp = await context.newCDPSession(page);
  // Enabled before the navigation: the counters cover the page from its first task.
  await cdp.send('Performance.enable');
  await page.goto(`${env.base}/dist/bench/${v.page}.html`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.loadEventEnd > 0, undefined, {
    polling: 50,
    timeout: LOAD_TIMEOUT_MS,
  });
  // Until 10 s after the load event by the page's own clock.
  for (;;) {
    const left = await page.evaluate((w) => performance.getEntriesByType('navigation')[0].loadEventEnd + w - performance.now(), WINDOW_MS);
    if (left <= 0) break;
    await sleep(Math.min(left + 20, 2000));
  }
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const data = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const banner = document.querySelector('ss-cookie-banner');
    const shows = (el) =>
      [...(el?.shadowRoot?.querySelectorAll('*') ?? [])].some((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      });
    return {
      origin: location.origin,
      loadStart: nav.loadEventStart,
      loadEnd: nav.loadEventEnd,
      end: performance.now(),
      spans: window.__bench.taskSpans,
      frames: window.__telBench.frames,
      resources: performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        initiatorType: e.initiatorType,
        startTime: e.startTime,
        transferSize: e.transferSize,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      })),
      bannerShown: shows(banner),
    };
  });
  const inWindow = await received(env.base);
  watching = false;
  // Page hide: the visitor leaves. What goes by beacon then reaches the server after the
  // page is gone, so it is counted there, once the count has stopped moving.
  await page.goto('about:blank', { timeout: 15_000 }).catch(() => {});
  let atHide = await received(env.base);
  for (let i = 0; i < 10; i++) {
    await sleep(500);
    const again = await received(env.base);
    if (again.count === atHide.count && i >= 2) break;
    atHide = again;
  }
  // What our outbox kept in IndexedDB for the next page of the site (read from a document of
  // the same origin that runs no script of its own).
  await page.goto(`${env.base}${WEB_VITALS}`, { timeout: 15_000 }).catch(() => {});
  const leftQueued = await page
    .evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('ss-blocks-outbox');
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('items')) return resolve([]);
            const all = db.transaction('items').objectStore('items').getAll();
            all.onsuccess = () =>
              resolve(
                all.result
                  .filter((i) => i && i.channel)
                  .map((i) => ({ id: i.id, what: `${i.channel}${i.body?.event ? `:${i.body.event}` : ''}` })),
              );
            all.onerror = () => resolve([]);
          };
        }),
    )
    .catch(() => []);
  await context.close();
  const to = data.loadEnd + WINDOW_MS;
  const longTasks = data.spans
    .filter(([s, d]) => d > 50 && s < to)
    .map(([s, d]) => ({ start: s, duration: d, afterLoad: s >= data.loadStart, from: attribute([s, d], data.frames, data.origin) }));
  return {
    ok: true,
    loadStart: data.loadStart,
    loadEnd: data.loadEnd,
    long: blocking(data.spans, { to }),
    longAfterLoad: blocking(data.spans, { from: data.loadStart, to }),
    longTasks,
    scriptMs: (metrics.ScriptDuration ?? NaN) * 1000,
    taskMs: (metrics.TaskDuration ?? NaN) * 1000,
    resources: data.resources.filter((r) => r.startTime < to),
    apiInWindow: inWindow,
    apiAtHide: {
      count: atHide.count - inWindow.count,
      byPath: Object.fromEntries(
        Object.entries(atHide.byPath)
          .map(([k, n]) => [k, n - (inWindow.byPath[k] ?? 0)])
          .filter(([, n]) => n > 0),
      ),
    },
    // Kept for the next page: items sent by beacon stay queued by design (a beacon is no
    // proof of delivery); those the server never got were not sent from this page at all.
    leftQueued: leftQueued.map((i) => i.what),
    leftUnsent: leftQueued.filter((i) => !atHide.ids.includes(i.id)).map((i) => i.what),
    bannerShown: data.bannerShown,
    errors,
  };
}

/** One page load, or `{ ok: false, error }` when it failed or hung (its context is closed). */
async function measure(env, v) {
  let context;
  let timer;
  const hung = new Promise(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`no result after ${MEASURE_TIMEOUT_MS / 1000} s`)), MEASURE_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([measureOnce(env, v, (c) => (context = c)), hung]);
  } catch (e) {
    await Promise.race([context?.close().catch(() => {}), sleep(10_000)]);
    return { ok: false, error: String(e?.message ?? e).split('\n')[0] };
  } finally {
    clearTimeout(timer);
  }
}

const gzipCache = new Map();
/** The file behind a served path, gzipped (level 9, as `npm run size`), or NaN. */
function gzipped(path) {
  if (!gzipCache.has(path)) {
    const file = `.${path}`;
    gzipCache.set(path, path.startsWith('/dist/') && existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : NaN);
  }
  return gzipCache.get(path);
}

const isJs = (r) => pathOf(r.name).endsWith('.js');

/** What a run adds to the baseline's requests, and when its telemetry began. */
function analyse(run, v, baselinePaths) {
  if (!run.ok) return run;
  const own = beyond(run.resources, v.name === BASELINE ? new Set(run.resources.map((r) => pathOf(r.name))) : baselinePaths, v.own);
  const js = beyond(run.resources.filter(isJs), baselinePaths);
  const first = own.length ? Math.min(...own.map((r) => r.startTime)) : NaN;
  return {
    ...run,
    firstTelemetry: first - run.loadStart,
    firstTelemetryUrl: own.find((r) => r.startTime === first)?.name.replace(/^https?:\/\/[^/]+/, ''),
    beforeLoad: own.filter((r) => r.startTime < run.loadStart).map((r) => pathOf(r.name)),
    jsBeyond: {
      files: js.map((r) => pathOf(r.name)),
      transfer: js.reduce((s, r) => s + r.transferSize, 0),
      body: js.reduce((s, r) => s + r.encodedBodySize, 0),
      gzip: js.reduce((s, r) => s + gzipped(pathOf(r.name)), 0),
    },
    compressed: run.resources.some((r) => isJs(r) && r.encodedBodySize > 0 && r.encodedBodySize < r.decodedBodySize),
  };
}

const fmt = {
  n: (x) => (Number.isFinite(x) ? (Number.isInteger(x) ? String(x) : x.toFixed(1)) : '–'),
  ms: (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '–'),
  signedMs: (x) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(0)} ms` : '–'),
  kB: (x) => (Number.isFinite(x) ? `${(x / 1024).toFixed(1)} kB` : '–'),
};
function ratio(a, b) {
  // A difference below zero is noise (or a saving): no ratio to it.
  if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b < 0) return '–';
  if (b === 0) return a === 0 ? '0 / 0' : '∞';
  return `${(a / b).toFixed(2)}×`;
}

/** Runs the telemetry pages for `rounds` rounds, prints the table and the goals and writes
 * every run to .cache/bench-telemetry.json. */
export async function runTelemetry(env, { rounds }) {
  const variants = TELEMETRY_VARIANTS;
  const raw = Object.fromEntries(variants.map((v) => [v.name, []]));
  const started = Date.now();
  let done = 0;
  for (let round = 0; round < rounds; round++) {
    if (!env.browser.isConnected()) {
      console.log(`Chromium is gone: the telemetry part stops after ${round} of ${rounds} rounds.`);
      break;
    }
    // The order rotates each round, so no page always runs first.
    const order = variants.map((_, i) => variants[(i + round) % variants.length]);
    for (const v of order) {
      const r = await measure(env, v);
      raw[v.name][round] = r;
      if (!r.ok) console.log(`  ${v.name}, round ${round + 1}: failed (${r.error})`);
    }
    done = round + 1;
    process.stdout.write(`telemetry round ${done}/${rounds} done\n`);
  }

  // The baseline's requests, over all its rounds: what every page here loads anyway.
  const baselinePaths = new Set(raw[BASELINE].filter((r) => r?.ok).flatMap((r) => r.resources.map((x) => pathOf(x.name))));
  const runs = Object.fromEntries(
    variants.map((v) => [v.name, raw[v.name].map((r) => (r ? analyse(r, v, baselinePaths) : { ok: false, error: 'not run' }))]),
  );
  const ok = (name) => runs[name].filter((r) => r.ok);
  const med = (name, f) =>
    median(
      ok(name)
        .map(f)
        .filter((x) => Number.isFinite(x)),
    );
  // Per round, beside the baseline's run of the same round (loaded moments apart).
  const paired = (name, f) =>
    median(runs[name].map((r, i) => (r.ok && runs[BASELINE][i]?.ok ? f(r) - f(runs[BASELINE][i]) : NaN)).filter(Number.isFinite));

  const rows = [
    ['runs measured', (n) => ok(n).length, fmt.n],
    ['load event (ms from navigation)', (n) => med(n, (r) => r.loadStart), fmt.ms],
    [`long tasks > 50 ms, navigation → load + ${WINDOW_MS / 1000} s`, (n) => med(n, (r) => r.long.count), fmt.n],
    ['  their total', (n) => med(n, (r) => r.long.total), fmt.ms],
    ['  of them after the load event', (n) => med(n, (r) => r.longAfterLoad.count), fmt.n],
    [`total blocking time, navigation → load + ${WINDOW_MS / 1000} s`, (n) => med(n, (r) => r.long.tbt), fmt.ms],
    ['long tasks added (per-round Δ to baseline)', (n) => paired(n, (r) => r.long.count), fmt.n],
    ['  after the load event', (n) => paired(n, (r) => r.longAfterLoad.count), fmt.n],
    ['TBT added (per-round Δ to baseline)', (n) => paired(n, (r) => r.long.tbt), fmt.signedMs],
    ['first telemetry request after the load event', (n) => med(n, (r) => r.firstTelemetry), fmt.signedMs],
    ['main-thread script (CDP ScriptDuration)', (n) => med(n, (r) => r.scriptMs), fmt.ms],
    ['  beyond baseline (per-round Δ)', (n) => paired(n, (r) => r.scriptMs), fmt.signedMs],
    ['main-thread tasks (CDP TaskDuration)', (n) => med(n, (r) => r.taskMs), fmt.ms],
    ['  beyond baseline (per-round Δ)', (n) => paired(n, (r) => r.taskMs), fmt.signedMs],
    ['JS files beyond baseline', (n) => med(n, (r) => r.jsBeyond.files.length), fmt.n],
    ['JS beyond baseline, transferred (incl. headers)', (n) => med(n, (r) => r.jsBeyond.transfer), fmt.kB],
    ['JS beyond baseline, gzip -9 (computed)', (n) => med(n, (r) => r.jsBeyond.gzip), fmt.kB],
    [`API requests, navigation → load + ${WINDOW_MS / 1000} s`, (n) => med(n, (r) => r.apiInWindow.count), fmt.n],
    ['API requests at page hide (leaving)', (n) => med(n, (r) => r.apiAtHide.count), fmt.n],
    ['outbox items kept for the next page', (n) => med(n, (r) => r.leftQueued.length), fmt.n],
    ['  of them never sent from this page', (n) => med(n, (r) => r.leftUnsent.length), fmt.n],
    ['cookie banner shown (rounds)', (n) => ok(n).filter((r) => r.bannerShown).length, fmt.n],
  ];
  const names = variants.map((v) => v.name);
  const W = 47;
  const C = 15;
  console.log(
    `\nTelemetry benchmark: ${VIEWPORT.width}x${VIEWPORT.height}, a fresh context (cold cache) per page, watched until ${WINDOW_MS / 1000} s after load then left; medians of ${done} rounds\n`,
  );
  for (const v of variants) console.log(`  ${v.name.padEnd(15)} ${v.what}`);
  console.log(
    `\n${''.padEnd(W)}${names.map((n) => n.padStart(C)).join('')}${OURS.map((n) => `${n.replace('tel-', '')}/wv`.padStart(C)).join('')}`,
  );
  const table = {};
  for (const [label, get, f] of rows) {
    const values = Object.fromEntries(names.map((n) => [n, get(n)]));
    table[label] = values;
    const ratios = OURS.map((n) => (label === 'runs measured' || label.startsWith('cookie') ? '' : ratio(values[n], values[PEER])));
    console.log(`${label.padEnd(W)}${names.map((n) => f(values[n]).padStart(C)).join('')}${ratios.map((x) => x.padStart(C)).join('')}`);
  }

  const compressed = names.some((n) => ok(n).some((r) => r.compressed));
  console.log(
    `\n${compressed ? 'The server compresses scripts: "transferred" is gzip on the wire.' : 'The reference server sends scripts uncompressed (no Content-Encoding): "transferred" is what went over the wire here, "gzip -9" what a compressing server or CDN would send (each file on its own).'}`,
  );
  const checks = ok(BASELINE).map((r) => r.resources.filter((x) => isJs(x) && x.startTime >= r.loadStart));
  if (checks.length) {
    const files = [...new Set(checks.flatMap((c) => c.map((x) => pathOf(x.name))))];
    console.log(
      `With "telemetry": false the baseline still fetches after load: ${files.join(', ')} (median ${fmt.kB(median(checks.map((c) => c.reduce((s, x) => s + x.transferSize, 0))))} transferred, ${fmt.kB(median(checks.map((c) => c.reduce((s, x) => s + gzipped(pathOf(x.name)), 0))))} gzip -9): every page here has them, so no "beyond baseline" figure counts them.`,
    );
  }
  console.log(
    `"Telemetry" requests: ours = services/*, ss-cookie-banner, /api/* (and their chunks not on the baseline); web-vitals = its two files, /api/*. The baseline still fetches services/start.js after load (the check of the site context), shown in its column.`,
  );

  // Where the telemetry begins, and what each page sends.
  console.log('\nFirst telemetry request (round 1), and the API requests (round 1, in the window | at hide):');
  const list = (o) =>
    Object.entries(o)
      .map(([k, c]) => `${k}${c > 1 ? ` ×${c}` : ''}`)
      .join(', ') || 'none';
  for (const n of names) {
    const r = ok(n)[0];
    if (!r) continue;
    console.log(
      `  ${n.padEnd(15)} ${r.firstTelemetryUrl ?? 'none'} at ${fmt.signedMs(r.firstTelemetry)}; ${list(r.apiInWindow.byPath)} | ${list(r.apiAtHide.byPath)}`,
    );
  }
  for (const n of names) {
    const left = ok(n).filter((r) => r.leftUnsent.length);
    if (left.length)
      console.log(
        `  ${n}: in ${left.length} of ${ok(n).length} rounds items were sent neither while the page lived nor by a beacon at hide, and wait in the outbox for the next page: ${[...new Set(left.flatMap((r) => r.leftUnsent))].join(', ')}`,
      );
  }

  // Every long task seen, with where its time went (long animation frames).
  console.log(
    '\nLong tasks > 50 ms seen (all rounds), by time after the load event, with what the overlapping long animation frames spent (largest first):',
  );
  for (const n of names) {
    const tasks = runs[n].flatMap((r, i) => (r.ok ? r.longTasks.map((t) => ({ ...t, round: i + 1, at: t.start - r.loadStart })) : []));
    if (!tasks.length) {
      console.log(`  ${n.padEnd(15)} none`);
      continue;
    }
    for (const t of tasks) {
      const from =
        t.from
          .slice(0, 3)
          .map((s) => `${s.source} ${s.ms.toFixed(0)} ms`)
          .join(', ') || 'no long animation frame overlaps';
      console.log(
        `  ${n.padEnd(15)} round ${t.round}: ${t.duration.toFixed(0)} ms at ${fmt.signedMs(t.at)} (${t.afterLoad ? 'after' : 'before'} load): ${from}`,
      );
    }
  }

  const failures = names.flatMap((n) => runs[n].map((r, i) => [n, i, r]).filter(([, , r]) => !r.ok));
  if (failures.length) console.log(`\nFailed or hung: ${failures.map(([n, i, r]) => `${n} round ${i + 1} (${r.error})`).join('; ')}`);
  const pageErrors = names.flatMap((n) => ok(n).flatMap((r) => r.errors.map((e) => `${n}: ${e}`)));
  if (pageErrors.length) console.log(`\nPage errors: ${[...new Set(pageErrors)].slice(0, 10).join('; ')}`);

  // Goals: checked on every round for the start, on the per-round medians for long tasks.
  console.log('\nGoals:');
  const goals = {};
  for (const n of [...OURS, PEER]) {
    const measured = ok(n);
    const before = measured.filter((r) => !(r.firstTelemetry >= 0));
    const startOk = measured.length > 0 && before.length === 0;
    const added = paired(n, (r) => r.long.count);
    const addedAfter = paired(n, (r) => r.longAfterLoad.count);
    const longOk = Number.isFinite(added) && added <= 0 && addedAfter <= 0;
    goals[n] = { startsAfterLoad: startOk, noLongTaskAdded: longOk };
    const firsts = measured.map((r) => r.firstTelemetry);
    const startNote = before.length
      ? `${before.length} of ${measured.length} rounds began before load: ${[...new Set(before.flatMap((r) => r.beforeLoad))].join(', ') || 'no telemetry request seen'}`
      : `every round, first request ${fmt.signedMs(Math.min(...firsts))} … ${fmt.signedMs(Math.max(...firsts))} after the load event`;
    console.log(
      `  ${n.padEnd(15)} telemetry starts after load: ${measured.length ? (startOk ? 'ok' : 'missed') : 'not measured'} (${measured.length ? startNote : 'no run'})`,
    );
    console.log(
      `  ${''.padEnd(15)} long tasks added: 0: ${Number.isFinite(added) ? (longOk ? 'ok' : 'missed') : 'not measured'} (median per-round Δ to the baseline: ${fmt.n(added)} over the window, ${fmt.n(addedAfter)} after load)`,
    );
  }

  mkdirSync('.cache', { recursive: true });
  writeFileSync(
    '.cache/bench-telemetry.json',
    JSON.stringify({ rounds: done, windowMs: WINDOW_MS, viewport: VIEWPORT, table, goals, runs }, null, 2),
  );
  console.log(`\nAll runs: .cache/bench-telemetry.json (telemetry part: ${((Date.now() - started) / 1000).toFixed(0)} s, ${done} rounds)`);
}

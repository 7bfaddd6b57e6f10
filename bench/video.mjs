// The video benchmark ("bytes and requests before first interaction for a page
// with 6 videos"): six YouTube videos as plain embeds, as lite-youtube-embed (with our local
// posters, and as its README shows it) and as <ss-video>, each page loaded once a round in a
// fresh browser context (cold cache), the same rounds, the order rotating. Counted from
// navigation until the network has been quiet for 1.5 s ("before"), then after one click on
// the first video ("after the first play"): every request the page made (Playwright's
// context events, which see out-of-process frames), whether it failed, and the bytes that
// arrived (response headers and body). No video host can be reached here: a request to one
// fails (no DNS), so a plain embed's frame shows Chromium's error page and never fetches the
// player's own scripts, styles and images — what it would cost online is not measured, only
// the requests the page itself makes are. Medians over the rounds.
import { writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { VIEWPORT, median } from './harness.mjs';
import { VIDEO_COUNT, VIDEO_PAGES } from './video-pages.mjs';

const QUIET_MS = 1500;
const QUIET_MAX_MS = 15000;
/** The first video's play control on each page (none: a plain embed is its own player). */
const PLAY = { 'video-iframes': null, 'video-lite': 'lite-youtube', 'video-lite-default': 'lite-youtube', 'video-ss': 'ss-video button' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until no request has started or been pending for QUIET_MS (at most QUIET_MAX_MS). */
async function quiet(log) {
  const start = Date.now();
  let last = Date.now();
  let seen = log.length;
  while (Date.now() - start < QUIET_MAX_MS) {
    await sleep(100);
    if (log.length !== seen || log.some((r) => r.status === 'pending')) {
      seen = log.length;
      last = Date.now();
    } else if (Date.now() - last >= QUIET_MS) return;
  }
}

/** One page, once, in a fresh context. */
async function measure(browser, base, name) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const host = new URL(base).host;
  const log = [];
  const byRequest = new Map();
  let phase = 'before';
  context.on('request', (r) => {
    if (!/^https?:/.test(r.url())) return;
    const rec = {
      url: r.url(),
      type: r.resourceType(),
      phase,
      status: 'pending',
      bytes: 0,
      gzip: 0,
      third: new URL(r.url()).host !== host,
    };
    byRequest.set(r, rec);
    log.push(rec);
  });
  context.on('requestfinished', async (r) => {
    const rec = byRequest.get(r);
    if (!rec) return;
    const sizes = await r.sizes().catch(() => null);
    rec.bytes = sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0;
    // The reference server does not compress: what a CDN would send for a script.
    if (rec.type === 'script')
      rec.gzip = await r
        .response()
        .then((res) => res?.body())
        .then((b) => (b ? gzipSync(b, { level: 9 }).length : 0))
        .catch(() => 0);
    rec.status = 'ok';
  });
  context.on('requestfailed', (r) => {
    const rec = byRequest.get(r);
    if (!rec) return;
    rec.status = 'failed';
    rec.error = r.failure()?.errorText;
  });
  try {
    await page.goto(`${base}/dist/bench/${name}.html`, { waitUntil: 'load', timeout: 60000 });
    await quiet(log);
    const frames = page.frames().length - 1;
    const before = summary(log.filter((r) => r.phase === 'before'));
    phase = 'after';
    let after = null;
    if (PLAY[name]) {
      await page.click(PLAY[name]);
      await quiet(log);
      after = summary(log.filter((r) => r.phase === 'after'));
    }
    return { ok: true, frames, before, after, requests: log };
  } catch (e) {
    return { ok: false, error: e.message };
  } finally {
    await context.close();
  }
}

function summary(list) {
  const sum = (rs, k) => rs.reduce((n, r) => n + r[k], 0);
  const third = list.filter((r) => r.third);
  const first = list.filter((r) => !r.third);
  const scripts = list.filter((r) => r.type === 'script');
  return {
    requests: list.length,
    firstParty: first.length,
    thirdParty: third.length,
    failed: list.filter((r) => r.status === 'failed').length,
    bytesFirst: sum(first, 'bytes'),
    bytesThird: sum(third, 'bytes'),
    scripts: scripts.length,
    scriptBytes: sum(scripts, 'bytes'),
    scriptGzip: sum(scripts, 'gzip'),
    images: list.filter((r) => r.type === 'image').length,
    imageBytes: sum(
      list.filter((r) => r.type === 'image'),
      'bytes',
    ),
    thirdHosts: [...new Set(third.map((r) => new URL(r.url).host))],
  };
}

const kB = (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`);

export async function runVideo({ browser, base }, { rounds = 3 } = {}) {
  const started = Date.now();
  const runs = Object.fromEntries(VIDEO_PAGES.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    const order = VIDEO_PAGES.map((_, i) => VIDEO_PAGES[(i + round) % VIDEO_PAGES.length]);
    for (const name of order) {
      const r = await measure(browser, base, name);
      if (!r.ok) console.log(`  ${name}, round ${round + 1}: failed (${r.error})`);
      runs[name].push(r);
    }
  }
  const ok = (n) => runs[n].filter((r) => r.ok);
  const med = (n, pick) => {
    const xs = ok(n)
      .map(pick)
      .filter((x) => x !== null && x !== undefined);
    return xs.length ? median(xs) : null;
  };
  const rows = [
    ['requests before interaction', (r) => r.before.requests, String],
    ["  to the page's own host", (r) => r.before.firstParty, String],
    ['  to other hosts (third party)', (r) => r.before.thirdParty, String],
    ['  failed (offline here)', (r) => r.before.failed, String],
    ['bytes arrived, own host', (r) => r.before.bytesFirst, kB],
    ['bytes arrived, other hosts', (r) => r.before.bytesThird, kB],
    ['  of them scripts (uncompressed here)', (r) => r.before.scriptBytes, kB],
    ['  of them images', (r) => r.before.imageBytes, kB],
    ['scripts, gzip as a CDN sends them', (r) => r.before.scriptGzip, kB],
    ['script files', (r) => r.before.scripts, String],
    ['images', (r) => r.before.images, String],
    ['frames in the page', (r) => r.frames, String],
    ['first play: requests', (r) => r.after?.requests ?? null, String],
    ['first play: to other hosts', (r) => r.after?.thirdParty ?? null, String],
  ];
  const W = 38;
  const C = 20;
  console.log(
    `\nVideo benchmark: a page with ${VIDEO_COUNT} YouTube videos, ${VIEWPORT.width}x${VIEWPORT.height}, a fresh context (cold cache) per page; medians of ${rounds} rounds`,
  );
  console.log(
    "Offline: every request to a video host fails here; the plain embeds' frames show Chromium's error page and fetch nothing more. Counted: the requests each page makes, and the bytes that arrive.\n",
  );
  console.log(`${''.padEnd(W)}${VIDEO_PAGES.map((n) => n.padStart(C)).join('')}`);
  const table = {};
  for (const [label, pick, f] of rows) {
    const values = Object.fromEntries(VIDEO_PAGES.map((n) => [n, med(n, pick)]));
    table[label] = values;
    console.log(`${label.padEnd(W)}${VIDEO_PAGES.map((n) => (values[n] === null ? '–' : f(values[n])).padStart(C)).join('')}`);
  }
  console.log('\nOther hosts asked before interaction (round 1):');
  for (const n of VIDEO_PAGES) console.log(`  ${n.padEnd(20)} ${ok(n)[0]?.before.thirdHosts.join(', ') || 'none'}`);
  console.log('First play (round 1):');
  for (const n of VIDEO_PAGES) {
    const r = ok(n)[0];
    const made = r?.requests
      .filter((x) => x.phase === 'after')
      .map((x) => x.url.replace(/\?.*/, (q) => (q.length > 40 ? `${q.slice(0, 40)}…` : q)));
    console.log(`  ${n.padEnd(20)} ${r?.after ? made.join(', ') || 'nothing' : 'no play control: the embed is the player'}`);
  }
  mkdirSync('.cache', { recursive: true });
  writeFileSync('.cache/bench-video.json', JSON.stringify({ rounds, viewport: VIEWPORT, table, runs }, null, 2));
  console.log(`\nAll runs: .cache/bench-video.json (video part: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

// Layout shift of the whole demo page, and of the plain page (demo/plain.html: published
// markup with only ss-blocks.css and the autoloader), as a visitor on a real network meets it: at 1280 and
// 390 px wide, with 40 ms added to every round trip (on localhost every file arrives at once
// and hides what moves while the blocks and their images come in). The page's first screen
// is measured once its blocks have rendered and its images in view have loaded; then the page
// is scrolled to the bottom a screen at a time, each screen waiting for the same state and its
// paint (never a timer). Every shift counts, not only the worst session window: the page should not move
// at all. A failure names each shift's section and element.
// The demo page is also measured arriving in pieces, as a slow connection or a busy machine gives
// it: the parser paints what it has between pieces, so nothing painted may depend on markup that
// comes after it (a header whose rows are settled only by its last child moves).
// The editor demo is measured too: its list of blocks arrives after its first paint.
import { request, createServer } from 'node:http';
import { screenReady } from './screen.mjs';

const WIDTHS = [
  [1280, 900],
  [390, 844],
];
const LATENCY_MS = 40;
const PAGES = [
  ['', '/'],
  ['the plain page, ', '/demo/plain.html'],
  ['arriving in pieces, ', '/', { pieces: true }],
];
// Small pieces while the first screen's markup comes in (the parser may stop anywhere in it), then
// larger ones.
const pieceSize = (at) => (at < 16384 ? 256 : 8192);

/** A server in front of `baseUrl` that sends each HTML page in pieces (pieceSize), the next
 * once the last has gone out and the browser has had a turn to parse and paint it, and passes
 * everything else through. */
async function piecemeal(baseUrl) {
  const server = createServer((req, res) => {
    const upstream = request(`${baseUrl}${req.url}`, { method: req.method, headers: req.headers }, async (answer) => {
      const html = /text\/html/.test(answer.headers['content-type'] ?? '');
      const headers = { ...answer.headers };
      if (html) delete headers['content-length'];
      res.writeHead(answer.statusCode ?? 502, headers);
      if (!html) return void answer.pipe(res);
      const body = [];
      for await (const chunk of answer) body.push(chunk);
      const page = Buffer.concat(body);
      for (let at = 0; at < page.length; at += pieceSize(at)) {
        await new Promise((resolve) => res.write(page.subarray(at, at + pieceSize(at)), resolve));
        // The network's pace: what a slow connection gives the parser between two reads.
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => (server.closeAllConnections(), server.close()) };
}

/** Records every layout shift from the start of the page (run before its first script). */
function recordShifts() {
  window.__shifts = [];
  const where = (node) => {
    const el = node?.nodeType === 1 ? node : node?.parentElement;
    if (!el) return '?';
    const host = el.getRootNode()?.host;
    const section = (el.closest('section[id], header, footer') ?? host?.closest('section[id], header, footer'))?.id || '-';
    return `${section}: ${host ? `${host.localName} > ` : ''}${el.localName}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput) window.__shifts.push({ value: e.value, sources: e.sources.map((s) => where(s.node)) });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Two frames: what the last state changed has been laid out and painted, its shifts reported.
 * (The autoplaying slideshows never settle; their fades move nothing.) */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const total = (shifts) => shifts.reduce((sum, s) => sum + s.value, 0);
const described = (shifts) => shifts.map((s) => `${s.value.toFixed(4)} ${[...new Set(s.sources)].join(', ')}`).join('\n     ');

export async function run({ context, baseUrl, check }) {
  for (const [name, path, { pieces } = {}] of PAGES) {
    const front = pieces ? await piecemeal(baseUrl) : undefined;
    try {
      for (const [width, height] of WIDTHS) await measure({ context, baseUrl: front?.url ?? baseUrl, check }, name, path, width, height);
    } finally {
      front?.stop();
    }
  }
  for (const [width, height] of WIDTHS) await measureEditor({ context, baseUrl, check }, width, height);
}

/** A window `width` × `height` with 40 ms round trips that records every layout shift. */
async function visitorPage(context, width, height) {
  const visitor = await context.browser().newContext({ viewport: { width, height } });
  visitor.setDefaultTimeout(60000);
  const page = await visitor.newPage();
  const cdp = await visitor.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.addInitScript(recordShifts);
  return { visitor, page };
}

/** The editor demo: the list of the page's blocks comes from the reference server after the
 * editor's first paint; the page preview beside it (below it on a phone) stays where it is. */
async function measureEditor({ context, baseUrl, check }, width, height) {
  const { visitor, page } = await visitorPage(context, width, height);
  try {
    await page.goto(`${baseUrl}/config/`, { waitUntil: 'load' });
    await page.locator('[data-open="work-gallery"]').waitFor();
    await page.evaluate(painted);
    const shifts = await page.evaluate(() => window.__shifts);
    check(
      `the editor, ${width} px: the list of blocks comes in and nothing moves (CLS 0.00)`,
      total(shifts) < 0.005,
      `CLS ${total(shifts).toFixed(4)}\n     ${described(shifts)}`,
    );
  } finally {
    await visitor.close();
  }
}

/** The page at `path` in a window `width` × `height`: its first screen, then all of it. */
async function measure({ context, baseUrl, check }, name, path, width, height) {
  const { visitor, page } = await visitorPage(context, width, height);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.evaluate(screenReady);
    await page.evaluate(painted);
    const first = await page.evaluate(() => window.__shifts);
    check(
      `${name}${width} px: the first screen does not move (CLS 0.00)`,
      total(first) < 0.005,
      `CLS ${total(first).toFixed(4)}\n     ${described(first)}`,
    );
    for (let y = 0; ;) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.evaluate(screenReady);
      await page.evaluate(painted);
      const [bottom, step] = await page.evaluate(() => [document.documentElement.scrollHeight - innerHeight, innerHeight * 0.8]);
      if (y >= bottom) break;
      y = Math.min(bottom, Math.round(y + step));
    }
    const all = await page.evaluate(() => window.__shifts);
    check(
      `${name}${width} px: the whole page, scrolled to the bottom, does not move (CLS 0.00)`,
      total(all) < 0.005,
      `CLS ${total(all).toFixed(4)}\n     ${described(all)}`,
    );
  } finally {
    await visitor.close();
  }
}

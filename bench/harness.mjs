// What the benchmark's parts share: the reference server in a process of its own, Chromium,
// a page opened with the probe, the wait for images to settle, medians.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findChromium, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

export const VIEWPORT = { width: 1280, height: 800 };
const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');

/** The reference server and Chromium; `close()` stops both. */
export async function start() {
  const server = spawn(process.execPath, ['bench/server.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(String(d).trim())));
  process.on('exit', () => server.kill());
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  return {
    browser,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}

/** A fresh context (no cache, no cookies) at 1280×800, DPR 1, the probe injected before
 * any page script, and a CDP session on the page (beforeNavigation gets it first). */
export async function open({ browser, base }, name, contextOptions = {}, { beforeNavigation } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, ...contextOptions });
  const page = await context.newPage();
  await page.addInitScript(probe);
  const cdp = await context.newCDPSession(page);
  await beforeNavigation?.(cdp);
  await page.goto(`${base}/dist/bench/${name}.html`, { waitUntil: 'load' });
  return { context, page, cdp };
}

/** Network idle for images: no new image response for 1 s (at most 15 s). */
export async function settle(page) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('response', seen);
  const start = Date.now();
  while (Date.now() - last < 1000 && Date.now() - start < 15000) await page.waitForTimeout(100);
  page.off('response', seen);
}

/** The page's JS heap after a forced GC, read before the benchmark inspects the page (its
 * own walks over the slides would give each a JS wrapper). */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export const kb = (n) => `${(n / 1024).toFixed(0)} kB`;

// A web-test-runner command that opens a test page in a Chromium of its own, with classic
// scrollbars. The runner's headless Chromium hides scrollbars (Playwright passes
// --hide-scrollbars), so a scrollbar's width never takes room there and a test cannot see
// the layout shift a scroll lock causes when it takes the scrollbar away.
//
// In a test: `await executeServerCommand('ss-with-scrollbars', { path: '/test/…/x.html' })`
// resolves with what the page's `window.ssResult` (a promise) resolves with.
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

export function scrollbarsPlugin() {
  let browser;
  let origin;
  return {
    name: 'ss-with-scrollbars',
    serverStart({ config }) {
      origin = `${config.protocol ?? 'http:'}//${config.hostname ?? 'localhost'}:${config.port}`;
    },
    async executeCommand({ command, payload }) {
      if (command !== 'ss-with-scrollbars') return undefined;
      browser ??= await chromium.launch({
        executablePath: findChromium({ install: false }),
        headless: true,
        args: CHROMIUM_ARGS,
        ignoreDefaultArgs: ['--hide-scrollbars'],
      });
      const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
      try {
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(new URL(payload.path, origin).href);
        await page
          .waitForFunction(() => 'ssResult' in window, null, { timeout: 10000 })
          .catch(() => {
            throw new Error(`${payload.path} set no window.ssResult${errors.length ? `: ${errors.join('; ')}` : ''}`);
          });
        return await page.evaluate(() => window.ssResult);
      } finally {
        await page.close();
      }
    },
    async serverStop() {
      await browser?.close();
    },
  };
}

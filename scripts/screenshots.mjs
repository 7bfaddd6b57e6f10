// `node scripts/screenshots.mjs` (after `npm run build`): the theming guide's pictures, the
// plain page (demo/plain.html: published markup, ss-blocks.css and the autoloader, nothing
// else) in a light and a dark colour scheme, written to docs/images/. Chromium through
// Playwright on the reference server, as the end-to-end tests run.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { serve } from './e2e.mjs';
import { STYLESHEET } from './stylesheet.mjs';
import { screenReady } from '../test/e2e/screen.mjs';

const OUT = 'docs/images';
const WIDTH = 560;

if (!existsSync(STYLESHEET)) throw new Error(`${STYLESHEET} is missing: run \`npm run build\` first.`);
mkdirSync(OUT, { recursive: true });
const server = await serve();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/plain.html`, { waitUntil: 'load' });
    await page.evaluate(screenReady);
    // The second question open too (a visitor's click), to show both signs; then the form
    // sent empty, to show its messages.
    await page.click('#faq-button-1');
    await page.click('ss-form [type=submit]');
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    await page.evaluate(screenReady);
    const top = await page.evaluate(() => document.querySelector('#questions').getBoundingClientRect().top + scrollY - 16);
    const bottom = await page.evaluate(() => document.querySelector('ss-form').getBoundingClientRect().bottom + scrollY + 16);
    const file = `${OUT}/plain-page-${scheme}.png`;
    await page.screenshot({ path: file, clip: { x: 0, y: top, width: WIDTH, height: bottom - top }, fullPage: true });
    console.log(`[ss-blocks] wrote ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

// The plain page (demo/plain.html): published accordion, form and menu markup with only
// ss-blocks.css and the autoloader. axe is clean in a light and a dark colour scheme, with the
// items as published, with every item open, and with the form's error messages showing (their
// colour on the dark page included); the page logs no error.
import { screenReady } from './screen.mjs';

export async function run({ context, baseUrl, check, axe }) {
  for (const scheme of ['light', 'dark']) {
    const visitor = await context.browser().newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    visitor.setDefaultTimeout(60000);
    try {
      const page = await visitor.newPage();
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${baseUrl}/demo/plain.html`, { waitUntil: 'load' });
      await page.evaluate(screenReady);
      // The canvas's colour, which the page's color-scheme sets, made explicit: axe takes a
      // page with no background of its own as white, and the dark page's light text would
      // fail against it.
      await page.evaluate(() => (document.documentElement.style.background = 'Canvas'));
      const violations = async () => (await axe(page)).map((v) => `${v.id}: ${v.targets.join(', ')}`);
      check(`${scheme}: axe clean as published`, !(await violations()).length, (await violations()).join('\n     '));
      await page.evaluate(() =>
        document.querySelectorAll('ss-accordion').forEach((a) => a.querySelectorAll('button').forEach((_, i) => a.show(i))),
      );
      check(`${scheme}: axe clean with the items open`, !(await violations()).length, (await violations()).join('\n     '));
      await page.click('ss-form [type=submit]');
      await page.waitForSelector('ss-form .field-error');
      check(`${scheme}: axe clean with the form's errors`, !(await violations()).length, (await violations()).join('\n     '));
      check(`${scheme}: no errors in the console`, !errors.length, errors.join('\n     '));
    } finally {
      await visitor.close();
    }
  }
}

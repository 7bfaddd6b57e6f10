// axe on the whole demo page as a visitor sees it, at 1280 px and at 390 px wide: the page is
// scrolled top to bottom a screen at a time, so every lazy block upgrades, its images load and
// what appears on scroll appears (the popup at half the page, once the cookie banner is
// answered), each screen waiting for its
// blocks to render, its images in view to load and every animation to end (states, never a
// timer). An autoplaying slideshow never comes to rest (each slide's animation hands over to
// the next), so each is stopped with its own pause control once in view, as a visitor can
// (WCAG 2.2.2); out of view it waits, so the walk may take as long as a loaded machine needs
// to reach it. Its playing state is checked by the gallery's browser tests. The popup is
// checked while it is open, then closed with Escape; the document is checked once everything
// has been in view. A failure names the section of each node.
import { runningAnimations, settled } from '../browser/helpers/settled.mjs';
import { screenReady } from './screen.mjs';

const WIDTHS = [
  [1280, 800],
  [390, 844],
];

/** The galleries set to autoplay that are in view, by their index among the page's galleries. */
function autoplayInView() {
  return [...document.querySelectorAll('ss-gallery')].flatMap((g, i) => {
    const r = g.getBoundingClientRect();
    return g.hasAttribute('autoplay') && r.bottom > 0 && r.top < innerHeight ? [i] : [];
  });
}

/** Where a node is: the id of its section (or the landmark, or the block outside them). */
function placeOf(selector) {
  const el = document.querySelector(selector);
  if (!el) return `(${selector}: gone)`;
  const place = el.closest('main > section[id], body > header, body > footer, body > ss-popup, body > ss-cookie-banner');
  return place ? place.id || place.localName : el.closest('[id]')?.id || el.localName;
}

export async function run({ context, baseUrl, check, axe }) {
  for (const [width, height] of WIDTHS) {
    // A new visitor at each width: the popup shows once, then its record keeps it closed.
    const visitor = await context.browser().newContext({ viewport: { width, height } });
    visitor.setDefaultTimeout(60000);
    try {
      await scrollAndCheck(await visitor.newPage(), `${width} px`, baseUrl, check, axe);
    } finally {
      await visitor.close();
    }
  }
}

async function scrollAndCheck(page, name, baseUrl, check, axe) {
  /** page.evaluate(fn, arg); a failed check named `what` if it has not ended within a minute
   * (a guard against a hang, not a wait). */
  const within = async (what, fn, arg) => {
    let timer;
    const guard = new Promise((resolve) => (timer = setTimeout(() => resolve('timed out'), 60000)));
    const result = await Promise.race([page.evaluate(fn, arg).then(() => 'done'), guard]);
    clearTimeout(timer);
    if (result !== 'done')
      check(`${name}: ${what}`, false, `not within a minute; running: ${(await page.evaluate(runningAnimations)).join('; ')}`);
  };
  const report = async (what, violations) => {
    const lines = [];
    for (const v of violations) {
      for (const target of v.nodes) lines.push(`${v.id} (${v.impact}) in ${await page.evaluate(placeOf, target[0])}: ${target.join(' ')}`);
    }
    check(`${name}: ${what}`, violations.length === 0, lines.join('\n     '));
  };

  await page.goto(`${baseUrl}/`);
  // The autoloader starts the cookie banner after load, in idle time.
  const banner = await page
    .waitForFunction(() => !!document.querySelector('ss-cookie-banner')?.shadowRoot?.querySelector('[part~="base"]')?.checkVisibility())
    .then(
      () => true,
      () => false,
    );
  check(`${name}: the cookie banner shows`, banner);
  let popupChecked = false;
  // Half the page scrolled shows the popup, and so does its timer (30 s): whenever it is open,
  // it is checked once, then closed.
  const popup = async () => {
    if (!(await page.evaluate(() => document.getElementById('site-popup')?.open === true))) return;
    if (!popupChecked) await report('axe with the popup open (no violations)', await axe(page));
    popupChecked = true;
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.getElementById('site-popup')?.open === false);
  };
  const paused = new Set();
  for (let y = 0; ;) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await within(`the blocks at ${y} px render`, screenReady);
    for (const i of await page.evaluate(autoplayInView)) {
      if (paused.has(i)) continue;
      paused.add(i);
      const toggle = page.locator('ss-gallery').nth(i).locator('[part~="control-autoplay"]');
      await popup();
      // The popup's timer may open it over the control meanwhile: closed, the click again.
      await toggle.click({ timeout: 10000 }).catch(() => popup().then(() => toggle.click()));
      await page.mouse.move(0, 0);
      check(`${name}: gallery ${i} paused by its control`, (await toggle.getAttribute('aria-label')) === 'Start automatic slide show');
    }
    await within(`the animations at ${y} px end`, settled);
    await popup();
    const [bottom, step] = await page.evaluate(() => [document.documentElement.scrollHeight - innerHeight, innerHeight * 0.8]);
    if (y >= bottom) break;
    y = Math.min(bottom, Math.round(y + step));
  }
  check(`${name}: both autoplaying slideshows were paused by their control`, paused.size === 2, `paused ${paused.size}`);
  // The popup's triggers fired on the way down, but it waits for the visitor's answer to the
  // cookie banner (a modal over it would make it inert).
  const state = await page.evaluate(() => document.getElementById('site-popup')?.state);
  check(`${name}: the popup waited while the cookie banner was not answered`, !popupChecked && state === 'waiting', `state ${state}`);
  await report('axe on the whole page, every section seen (no violations)', await axe(page));
  await page.locator('ss-cookie-banner [part~="accept"]').click();
  await page.waitForFunction(() => document.getElementById('site-popup')?.open === true);
  await popup();
  check(`${name}: the popup showed once the banner was answered`, popupChecked);
}

// The editor demo as a new user meets it, end to end in Chromium with real clicks and keys:
// every block of the framed page listed by a name (none by its tag), a block with no id opened,
// edited and saved; a declared enumeration offered as a select and a number as a number
// field with its bounds; Save disabled while a field is invalid, saying why; the open block
// kept in view when the device view changes; the Site panel setting the site chrome of spec
// 001 §3 "Site context" (showAnnouncementBar, mobileInfoBarSettings.style, ssBadgeType,
// pinterestOverlayOptions.mode), shown in the frame and published. axe on each state, at
// 1280 and 390 px.

import { until } from './until.mjs';

/** @param {{ page: import('playwright-core').Page, baseUrl: string, check: (name: string, ok: boolean, detail?: unknown) => void,
 *   axe: (target: unknown) => Promise<any[]> }} t */
export async function run({ page, baseUrl, check, axe }) {
  const frame = () => page.frame({ url: (u) => new URL(u).pathname === '/' });
  const clean = async (name) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 860 });
      const violations = await axe(page);
      check(
        `axe at ${width} px: ${name}`,
        violations.length === 0,
        violations.map((v) => `${v.id}: ${v.targets.join(', ')}`),
      );
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  };
  const settings = async () => (await page.request.get(`${baseUrl}/api/site-settings`)).json();
  const saveButton = page.getByRole('button', { name: 'Save', exact: true });
  const save = async () => {
    await saveButton.click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  };
  const openPanel = async (key) => {
    await page.locator(`[data-open="${key}"]`).click();
    await page.locator(`section.panel[data-panel="${key}"]`).waitFor();
  };
  const closePanel = async () => {
    await page.locator('section.panel .panel-head button').click();
    await page.locator('.block-list').waitFor();
  };

  await page.goto(`${baseUrl}/config/`);
  await page.locator('[data-open="work-gallery"]').waitFor({ timeout: 60000 });

  // --- 1. Every block of the page, by a name
  const inFrame = await frame().evaluate(() => {
    const blocks = [...document.body.querySelectorAll('*')].filter((e) => e.localName.startsWith('ss-'));
    return { all: blocks.length, galleries: blocks.filter((e) => e.localName === 'ss-gallery').length };
  });
  const items = await page
    .locator('.block-list [data-open]')
    .evaluateAll((els) => els.map((e) => ({ key: e.getAttribute('data-open'), label: e.textContent.trim() })));
  const blocks = items.filter((i) => !['cookie-banner', 'style', 'site-chrome'].includes(i.key));
  check('the list has every ss-* element of the page', blocks.length === inFrame.all && inFrame.all > 20, [blocks.length, inFrame.all]);
  check(
    'every gallery is listed (not only the one with an id)',
    blocks.filter((b) => /^Gallery \d+/.test(b.label)).length === inFrame.galleries && inFrame.galleries >= 10,
    [inFrame.galleries, blocks.map((b) => b.label)],
  );
  for (const kind of ['Accordion', 'Menu', 'Member pricing', 'Form', 'Video', 'Map', 'Booking'])
    check(
      `a ${kind} is listed by its kind`,
      blocks.some((b) => b.label.startsWith(kind)),
      blocks.map((b) => b.label),
    );
  check(
    'no label is a tag name',
    blocks.every((b) => !/ss-/.test(b.label)),
    blocks.map((b) => b.label).filter((l) => /ss-/.test(l)),
  );
  check('every label is its own', new Set(blocks.map((b) => b.label)).size === blocks.length);
  const hero = blocks.find((b) => b.key === 'ss-gallery 1');
  check(
    'the first gallery (no id) is named by its label: "Gallery 1 — Featured photographs"',
    hero?.label === 'Gallery 1 — Featured photographs',
    hero,
  );
  check(
    'the accordion is named by its section’s heading',
    blocks.some((b) => /^Accordion( \d+)? — \S/.test(b.label)),
    blocks.filter((b) => b.label.startsWith('Accordion')),
  );
  await clean('the block list');

  // A block with no id: opened, edited in the frame, saved and published.
  await openPanel('ss-gallery 1');
  check('its panel is titled by its name', (await page.locator('section.panel h2').textContent()) === 'Gallery 1 — Featured photographs');
  const heroAttr = (name) => frame().evaluate((n) => document.getElementsByTagName('ss-gallery')[0].getAttribute(n), name);
  /** Whether the frame's first gallery comes to have `value` for attribute `name`. */
  const heroBecomes = async (name, value) =>
    (await until(
      () => heroAttr(name),
      (v) => v === value,
    )) === value;
  await page.locator('section.panel [data-setting="indicators"] input').check();
  check('a change reaches the gallery with no id in the frame', await heroBecomes('indicators', 'true'));

  // --- 2. Enumerations as selects, numbers as number fields
  const transition = page.locator('section.panel [data-setting="transition"] select');
  check('Transition is a select', (await transition.count()) === 1);
  check(
    'of the declared transitions',
    JSON.stringify(await transition.locator('option').evaluateAll((os) => os.map((o) => o.value))) ===
      JSON.stringify(['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']),
  );
  await transition.focus();
  await transition.selectOption('ken-burns');
  check('a transition picked reaches the frame', await heroBecomes('transition', 'ken-burns'));
  const duration = page.locator('section.panel [data-setting="autoplay-duration"] input');
  check(
    'Autoplay duration is a number field from 0',
    (await duration.getAttribute('type')) === 'number' && (await duration.getAttribute('min')) === '0',
  );
  const size = page.locator('section.panel [data-setting="list-image-size"] input');
  check('List image size has its maximum, 100', (await size.getAttribute('max')) === '100');
  check(
    'Image aspect ratio offers the ratios known by name',
    (await page.locator('section.panel [data-setting="image-aspect-ratio"] datalist option').count()) > 3,
  );

  // --- 3. Save waits for every field to be valid, and says why
  check('with a valid change, Save is enabled', await saveButton.isEnabled());
  await size.fill('150');
  await page.locator('section.panel [data-setting="list-image-size"] [aria-invalid="true"]').waitFor();
  check('with a field invalid, Save is disabled', await saveButton.isDisabled());
  const why = await saveButton.getAttribute('aria-describedby');
  const whyText = why ? await page.locator(`[id="${why}"]`).textContent() : '';
  check('and says why, described by it: "Fix 1 field to save"', /^Fix 1 field to save: List image size$/.test(whyText ?? ''), whyText);
  await clean('a field invalid, Save disabled');
  await page.locator(`[id="${why}"] a`).click();
  check('the link goes to the field', await size.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('40');
  await until(() => saveButton.isEnabled());
  check(
    'fixed, Save is enabled again and the reason goes',
    (await saveButton.isEnabled()) && !(await saveButton.getAttribute('aria-describedby')),
  );
  await save();
  const saved = await settings();
  check(
    'Save keeps the gallery with no id under its key',
    saved.blocks['ss-gallery 1']?.indicators === 'true' && saved.blocks['ss-gallery 1']?.transition === 'ken-burns',
    saved.blocks,
  );
  const published = await (await page.request.get(`${baseUrl}/`)).text();
  check(
    'the published page has it',
    /<ss-gallery class="hero-gallery"[^>]*transition="ken-burns"[^>]*>/.test(published) &&
      /<ss-gallery class="hero-gallery"[^>]*indicators="true"/.test(published),
  );
  await clean('a block’s panel');
  await closePanel();

  // --- 4. The device view keeps the open block in view
  const far = blocks.find((b) => b.label.startsWith('Accordion'));
  await openPanel(far.key);
  const farInView = () =>
    frame().evaluate((key) => {
      const [tag, place] = key.split(' ');
      const el = place ? document.getElementsByTagName(tag)[Number(place) - 1] : document.getElementById(key);
      const r = el.getBoundingClientRect();
      return r.top < innerHeight && r.bottom > 0;
    }, far.key);
  check('opening a block far down brings it into view', await until(farInView));
  for (const [label, width] of [
    ['Phone (428 px)', 428],
    ['Tablet (768 px)', 768],
    ['Desktop', undefined],
  ]) {
    await page.getByLabel(label).check();
    await until(
      () => frame().evaluate(() => innerWidth),
      (w) => (width ? w === width : w > 768),
    );
    await frame().evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    check(`switched to ${label}, the open block is still in view`, await until(farInView));
  }
  await closePanel();

  // --- 5. The Site panel: the site chrome, shown in the frame, saved, published
  await openPanel('site-chrome');
  check('the Site panel is titled Site', (await page.locator('section.panel h2').textContent()) === 'Site');
  const options = async (label) =>
    page
      .getByLabel(label, { exact: true })
      .locator('option')
      .evaluateAll((os) => os.map((o) => o.value));
  check('Mobile info bar style: none, light, dark', JSON.stringify(await options('Mobile info bar style')) === '["none","light","dark"]');
  check('Badge type: none, black, white', JSON.stringify(await options('Badge type')) === '["none","black","white"]');
  check(
    'Pinterest overlay mode: disabled, auto, hover',
    JSON.stringify(await options('Pinterest overlay mode')) === '["disabled","auto","hover"]',
  );
  check(
    'the panel starts from the page’s context (dark, black, auto, the bar shown)',
    (await page.getByLabel('Mobile info bar style').inputValue()) === 'dark' &&
      (await page.getByLabel('Badge type').inputValue()) === 'black' &&
      (await page.getByLabel('Pinterest overlay mode').inputValue()) === 'auto' &&
      (await page.getByLabel('Announcement bar').isChecked()),
  );
  await clean('the Site panel');
  await page.getByLabel('Badge type').selectOption('white');
  const badge = () => frame().evaluate(() => document.getElementById('ss-site-badge')?.shadowRoot?.querySelector('a')?.className ?? 'none');
  check('the badge turns white in the frame', (await until(badge, (c) => c === 'white')) === 'white');
  await page.getByLabel('Announcement bar').focus();
  await page.keyboard.press('Space');
  check(
    'the announcement bar goes from the frame (by keyboard)',
    await until(() => frame().evaluate(() => document.querySelector('ss-announcement-bar').hidden)),
  );
  await page.getByLabel('Pinterest overlay mode').selectOption('disabled');
  await page.getByLabel('Phone (428 px)').check();
  await page.getByLabel('Mobile info bar style').selectOption('light');
  const bar = () =>
    frame().evaluate(() => document.getElementById('ss-mobile-info-bar')?.shadowRoot?.querySelector('.bar')?.className ?? '');
  check('the mobile info bar shows light in the phone view', /light/.test(await until(bar, (c) => /light/.test(c))), await bar());
  await page.getByLabel('Badge type').selectOption('none');
  check('badge none: no badge', (await until(badge, (c) => c === 'none')) === 'none');
  await clean('the Site panel, changed');
  await save();
  const site = (await settings()).site;
  check(
    'Save keeps the site chrome',
    site?.showAnnouncementBar === false &&
      site?.websiteSettings?.ssBadgeType === 'none' &&
      site?.websiteSettings?.mobileInfoBarSettings?.style === 'light' &&
      site?.websiteSettings?.mobileInfoBarSettings?.isContactEmailEnabled === true &&
      site?.websiteSettings?.pinterestOverlayOptions?.mode === 'disabled',
    site,
  );
  const html = await (await page.request.get(`${baseUrl}/`)).text();
  const context = JSON.parse(/id="ss-site-context">([^]*?)<\/script>/.exec(html)[1]);
  check(
    'the published page’s site context has it, the rest kept',
    context.showAnnouncementBar === false &&
      context.websiteSettings.ssBadgeType === 'none' &&
      context.websiteSettings.mobileInfoBarSettings.style === 'light' &&
      context.websiteSettings.pinterestOverlayOptions.mode === 'disabled' &&
      context.websiteSettings.contactEmail === 'hello@tidewater.example',
  );
  check('and its announcement bar is hidden', /<ss-announcement-bar id="announcement" hidden>/.test(html));
}

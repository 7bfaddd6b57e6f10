// The editor's form and cookie banner panels end to end: the editor at /config/
// with the published page in its frame, driven with real clicks and typing. Each panel's
// round trip: edit → the page in the frame re-renders (read from the frame) → Save →
// GET /api/site-settings has it → the editor reloaded shows it in the frame and in the panel,
// and `/` alone shows it. The editor messages of the catalogue mark bad entries (spec 001 §5),
// axe is clean on the editor with each panel open (and with errors shown), and a forged page
// message from another window or origin is ignored.

/** @param {{ page: import('playwright-core').Page, baseUrl: string, check: (name: string, ok: boolean, detail?: unknown) => void,
 *   axe: (target: unknown) => Promise<{ id: string }[]> }} t */
export async function run({ page, baseUrl, check, axe }) {
  const editorUrl = `${baseUrl}/config/`;
  const frame = () => page.frameLocator('iframe');
  const settings = async () => (await page.request.get(`${baseUrl}/api/site-settings`)).json();
  const axeClean = async (name) => {
    const violations = await axe(page);
    check(
      `axe: ${name}`,
      violations.length === 0,
      violations.map((v) => v.id),
    );
  };
  const openEditor = async () => {
    await page.goto(editorUrl);
    await page.locator('[data-open="contact-form"]').waitFor({ timeout: 60000 });
  };
  const openPanel = async (name) => {
    await page.locator(`[data-open="${name}"]`).click();
    await page.locator(`[data-panel="${name}"]`).waitFor();
  };
  const closePanel = async () => {
    await page.locator('[data-panel] .panel-head button').click();
    await page.locator('[data-panel]').waitFor({ state: 'detached' });
  };
  const field = (id) => page.locator(`[data-field-id="${id}"]`);
  const pageField = (id) => frame().locator(`#contact-form [id="${id}"]`);
  const describedError = async (locator) => {
    const id = await locator.getAttribute('aria-describedby');
    return id ? (await page.locator(`[id="${id}"]`).textContent())?.trim() : null;
  };
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.save-state', { hasText: 'Saved.' }).waitFor({ timeout: 30000 });
  };

  // ——— The form panel ———
  await openEditor();
  await openPanel('contact-form');
  await axeClean('editor with the form panel open');

  // A field's title, typed: the form in the frame re-renders with it.
  await field('text-1').locator('summary').click();
  const title = field('text-1').getByLabel('Title', { exact: true });
  await title.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Topic');
  await pageField('text-1').locator('.title', { hasText: 'Topic' }).waitFor({ timeout: 20000 });
  check('form: a typed title re-renders the form in the frame', true);

  // The notification address: 'Please enter a valid email', then a valid one.
  const email = page.getByLabel('Email submissions to');
  await email.click();
  await page.keyboard.type('studio@');
  check(
    "form: 'Please enter a valid email' under a bad address",
    (await describedError(email)) === 'Please enter a valid email',
    await describedError(email),
  );
  check('form: the bad address is aria-invalid', (await email.getAttribute('aria-invalid')) === 'true');
  await axeClean('editor with the form panel showing an error');
  await page.keyboard.type('tidewater.example');
  check('form: a valid address clears the message', (await email.getAttribute('aria-invalid')) === null);

  // The success redirect: '{val} is not a valid page URL'.
  const redirect = page.getByLabel(/^Go to this page after sending/);
  await redirect.fill('thanks page');
  check(
    "form: '{val} is not a valid page URL'",
    (await describedError(redirect)) === 'thanks page is not a valid page URL',
    await describedError(redirect),
  );
  await redirect.fill('');

  // Options: a new one by Enter shows in the frame; a duplicate is refused.
  await field('radio-1').locator('summary').click();
  const newOption = field('radio-1').getByLabel('New option');
  await newOption.click();
  await page.keyboard.type('Window');
  await page.keyboard.press('Enter');
  await pageField('radio-1').locator('label', { hasText: 'Window' }).waitFor({ timeout: 20000 });
  check('form: an added option shows in the frame', true);
  await newOption.click();
  await page.keyboard.type('Inside');
  await page.keyboard.press('Enter');
  check(
    "form: 'This option already exists'",
    (await describedError(newOption)) === 'This option already exists',
    await describedError(newOption),
  );
  // An invalid field holds Save back: the duplicate is cleared.
  check('form: Save is disabled while the option is refused', await page.getByRole('button', { name: 'Save', exact: true }).isDisabled());
  await newOption.fill('');

  // A new field, chosen and added with the keyboard.
  const typeSelect = page.getByLabel('New field', { exact: true });
  await typeSelect.selectOption('email');
  await typeSelect.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const added = await page.locator('[data-field-id]').last().getAttribute('data-field-id');
  check('form: the new field is an email field with a new id (the page has email-1)', added === 'email-2', added);
  await pageField(added).waitFor({ timeout: 20000 });
  check('form: the added email field shows in the frame', true);

  await save();
  const savedForm = (await settings()).forms?.['contact-form'];
  const savedFields = savedForm?.build?.fields ?? [];
  check('form: saved with the typed title', savedFields[0]?.title === 'Topic', savedFields[0]);
  check(
    'form: saved with the added option',
    JSON.stringify(savedFields.find((f) => f.id === 'radio-1')?.options) === JSON.stringify(['Inside', 'Terrace', 'Bar', 'Window']),
    savedFields.find((f) => f.id === 'radio-1'),
  );
  check('form: saved with the added field', savedFields.at(-1)?.id === added && savedFields.at(-1)?.type === 'email', savedFields.at(-1));
  check('form: saved with the notification address', savedForm?.storage?.email === 'studio@tidewater.example', savedForm?.storage);

  // Reloaded, the editor's frame and panel show what was saved.
  await openEditor();
  await pageField('text-1').locator('.title', { hasText: 'Topic' }).waitFor({ timeout: 20000 });
  check('form: after a reload the frame shows the saved title', true);
  await openPanel('contact-form');
  await field('text-1').locator('summary').click();
  check(
    'form: after a reload the panel shows the saved title',
    (await field('text-1').getByLabel('Title', { exact: true }).inputValue()) === 'Topic',
  );
  check(
    'form: after a reload the panel shows the saved address',
    (await page.getByLabel('Email submissions to').inputValue()) === 'studio@tidewater.example',
  );
  check('form: after a reload the panel lists the added field', (await field(added).count()) === 1);
  await closePanel();

  // ——— The cookie banner panel ———
  await openPanel('cookie-banner');
  await axeClean('editor with the cookie banner panel open');
  const panel = page.locator('[data-panel="cookie-banner"]');
  await panel.getByLabel('Popup', { exact: true }).check();
  await panel.getByLabel('Light', { exact: true }).check();
  const acceptText = panel.getByLabel('Accept text', { exact: true });
  await acceptText.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Sounds good');
  const bannerBase = frame().locator('ss-cookie-banner [part=base]');
  await bannerBase
    .and(frame().locator('.popup.light.bottom-left'))
    .waitFor({ timeout: 20000 })
    .catch(() => {});
  const classes = (await bannerBase.getAttribute('class')) ?? '';
  check(
    'banner: the frame shows the popup, light, at the mapped bottom-left',
    ['popup', 'light', 'bottom-left'].every((c) => classes.split(/\s+/).includes(c)),
    classes,
  );
  check(
    'banner: the frame shows the typed accept text',
    ((await frame().locator('ss-cookie-banner').textContent()) ?? '').includes('Sounds good') ||
      (await bannerBase.textContent())?.includes('Sounds good'),
  );
  await panel.getByLabel('Activity log', { exact: true }).uncheck();
  await axeClean('editor with the cookie banner panel edited');

  await save();
  const banner = (await settings()).cookieBanner ?? {};
  check(
    'banner: saved as the API payload (published spelling)',
    banner.cookieBannerVariant === 'POPUP' && banner.cookieBannerPosition === 'BOTTOM_LEFT' && banner.cookieBannerTheme === 'LIGHT',
    banner,
  );
  check('banner: saved accept text', banner.cookieBannerCtaText === 'Sounds good', banner);
  check(
    'banner: the activity log off is isVisitorDataRestricted true (UI mapping)',
    banner.isVisitorDataRestricted === true && !('isActivityLogEnabled' in banner),
    banner,
  );

  await openEditor();
  await openPanel('cookie-banner');
  const again = page.locator('[data-panel="cookie-banner"]');
  check('banner: after a reload the panel shows Popup', await again.getByLabel('Popup', { exact: true }).isChecked());
  check(
    'banner: after a reload the panel shows the accept text',
    (await again.getByLabel('Accept text', { exact: true }).inputValue()) === 'Sounds good',
  );
  check('banner: after a reload the activity log is off', !(await again.getByLabel('Activity log', { exact: true }).isChecked()));

  // The published page alone.
  await page.goto(`${baseUrl}/`);
  const alone = await page.evaluate(() => JSON.parse(document.getElementById('ss-site-context')?.textContent ?? '{}').cookieSettings ?? {});
  check(
    'published page: the site context carries the saved banner',
    alone.cookieBannerVariant === 'POPUP' && alone.cookieBannerCtaText === 'Sounds good',
    alone,
  );
  await page.locator('ss-form#contact-form [id="text-1"] .title', { hasText: 'Topic' }).waitFor({ timeout: 20000 });
  check('published page: the form shows the saved title', true);
  check('published page: the form shows the added field', (await page.locator(`ss-form#contact-form [id="${added}"]`).count()) === 1);

  // ——— Origin check: a page message from another window or origin is ignored ———
  await openEditor();
  const before = await page.locator('[data-open]').count();
  const forged = {
    source: 'ss-blocks',
    version: 1,
    type: 'frame',
    event: 'load',
    frameUrl: '/',
    blocks: [{ id: 'forged-form', tag: 'ss-form', attributes: {} }],
  };
  await page.evaluate(async (message) => {
    // Another origin (an opaque data: frame) and the editor's own window (not the page's frame).
    const other = document.createElement('iframe');
    other.src = `data:text/html,<script>parent.postMessage(${encodeURIComponent(JSON.stringify(message))}, '*')</script>`;
    other.title = 'Forged messages';
    const loaded = new Promise((resolve) => other.addEventListener('load', resolve, { once: true }));
    document.body.append(other);
    window.postMessage(message, '*');
    await loaded;
    // Both messages have been delivered (the frame's before its load); React has rendered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    other.remove();
  }, forged);
  check(
    'origin: forged page messages are ignored (no forged block listed)',
    (await page.locator('[data-open="forged-form"]').count()) === 0 && (await page.locator('[data-open]').count()) === before,
  );
}

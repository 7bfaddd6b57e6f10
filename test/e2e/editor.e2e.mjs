// The editor demo end to end, in Chromium with real clicks and typing: the
// published page in the editor's frame, the frame and tweak events as the page hears them
// (spec 001 §4), each panel's round trip (edit → the page in the frame re-renders → Save →
// GET /api/site-settings has it → a reload of the editor and of `/` alone shows it), Reset,
// Esc on the page toggling editing, the device views (spec 000 §9 "Breakpoints"), the
// upgrade links (spec 001 §2), the editor messages of the video panel (§5), the origin check,
// and axe on the editor with each panel open.

import { until } from './until.mjs';

const TWEAK_AND_FRAME = [
  'tweak-change',
  'tweak-close',
  'tweak-save',
  'tweak-reset',
  'tweak-after-show',
  'tweak-after-close',
  'tweak-before-open',
  'frame-save-enter',
  'frame-save-exit',
  'frame-editing-change',
];

/** @param {{ page: import('playwright-core').Page, baseUrl: string, check: (name: string, ok: boolean, detail?: unknown) => void,
 *   axe: (target: unknown) => Promise<any[]> }} t */
export async function run({ page, baseUrl, check, axe }) {
  const editorUrl = `${baseUrl}/config/`;
  /** The page in the editor's frame. */
  const frame = () => page.frame({ url: (u) => new URL(u).pathname === '/' });
  const attr = (id, name) => frame().locator(`#${id}`).getAttribute(name);
  const settings = async () => (await page.request.get(`${baseUrl}/api/site-settings`)).json();
  const clean = async (name, target = page) => {
    const violations = await axe(target);
    check(
      `axe: ${name}`,
      violations.length === 0,
      violations.map((v) => `${v.id}: ${(v.targets ?? v.nodes?.map((n) => n.target.join(' ')) ?? []).join(', ')}`),
    );
  };
  /** Opens the editor and waits for the page in its frame to list its blocks; records the
   * page's tweak and frame site events from then on. */
  const openEditor = async () => {
    await page.goto(editorUrl);
    await page.locator('[data-open="work-gallery"]').waitFor({ timeout: 60000 });
    await frame().evaluate((names) => {
      window.__ssEvents = [];
      for (const n of names) addEventListener(`ss:${n}`, () => window.__ssEvents.push(n));
    }, TWEAK_AND_FRAME);
  };
  const events = () => frame().evaluate(() => window.__ssEvents.splice(0));
  /** The page's events once `count` have arrived (postMessage is asynchronous). */
  const eventsAfter = async (count) => {
    await until(
      () => frame().evaluate(() => window.__ssEvents.length),
      (n) => n >= count,
    );
    return events();
  };
  const openPanel = async (id) => {
    await page.locator(`[data-open="${id}"]`).click();
    await page.locator(`section.panel[data-panel="${id}"]`).waitFor();
  };
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  };

  // --- The frame, its blocks, axe on the block list
  await openEditor();
  const listed = await page.locator('.block-list [data-open]').evaluateAll((els) => els.map((e) => e.getAttribute('data-open')));
  check(
    'frame load: the page lists its editable blocks and the site banner',
    ['work-gallery', 'contact-form', 'visit-map', 'harbour-video', 'site-popup', 'cookie-banner'].every((id) => listed.includes(id)),
    listed,
  );
  check('the frame shows the published page /', (await page.locator('iframe').getAttribute('src')) === `${baseUrl}/`);
  await clean('the editor with the block list');

  // --- Upgrade destinations (spec 001 §2) as links, and their pages answer
  const upgrade = page.getByRole('link', { name: 'Upgrade', exact: true });
  const changePlan = page.getByRole('link', { name: 'Change plan', exact: true });
  check('the trial upgrade link', (await upgrade.getAttribute('href')) === '/settings/billing/billing/upgrade');
  check('the change plan link', (await changePlan.getAttribute('href')) === '/settings/billing/billing/website/change-plan');
  for (const href of ['/settings/billing/billing/upgrade', '/settings/billing/billing/website/change-plan']) {
    check(`${href} answers`, (await page.request.get(baseUrl + href)).ok());
  }

  // --- Device views (spec 000 §9: phone up to 428, tablet 768–1366)
  for (const [label, width] of [
    ['Phone (428 px)', 428],
    ['Tablet (768 px)', 768],
  ]) {
    await page.getByLabel(label).check();
    const inner = await until(
      () => frame().evaluate(() => innerWidth),
      (w) => w === width,
    );
    check(`device view ${label}: the page is ${width} px wide`, inner === width, inner);
  }
  await page.getByLabel('Desktop').check();
  const desktop = await until(
    () => frame().evaluate(() => innerWidth),
    (w) => w > 768,
  );
  check('device view Desktop: the page takes the stage’s width', desktop > 768, desktop);

  // --- Keyboard: a panel opens with Enter (before-open, then after-show), its heading takes
  // focus, Escape closes it (close, then after-close) and focus goes back to its button.
  await page.locator('[data-open="work-gallery"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('section.panel[data-panel="work-gallery"]').waitFor();
  check(
    'opening a panel: tweak before-open, then after-show',
    JSON.stringify(await eventsAfter(2)) === JSON.stringify(['tweak-before-open', 'tweak-after-show']),
  );
  check(
    'the panel’s heading has focus',
    await page.evaluate(
      () => document.activeElement?.tagName === 'H2' && document.activeElement.textContent.startsWith('Gallery 2 — Recent work'),
    ),
  );
  await page.keyboard.press('Escape');
  await page.locator('[data-open="work-gallery"]').waitFor();
  check(
    'closing a panel: tweak close, then after-close',
    JSON.stringify(await eventsAfter(2)) === JSON.stringify(['tweak-close', 'tweak-after-close']),
  );
  check(
    'focus is back on the block’s button',
    await page.evaluate(() => document.activeElement?.getAttribute('data-open') === 'work-gallery'),
  );

  // --- Gallery: design and settings, live in the frame, saved, reloaded
  await openPanel('work-gallery');
  await events();
  await clean('the editor with the gallery panel');
  const gridDefault = await page.getByLabel(/^Grid:/).isChecked();
  check('gallery panel: the design is the page’s (grid, its default)', gridDefault);
  check(
    'gallery panel: each setting shows its default (thumbnails per row: 4, spec 000 §9)',
    await page
      .locator('[data-setting="thumbnails-per-row"]')
      .textContent()
      .then((s) => s.includes('Default: 4.')),
  );
  await page.getByLabel(/^Slider:/).check();
  check(
    'gallery: Slider → the page’s gallery has design="slider"',
    (await until(
      () => attr('work-gallery', 'design'),
      (v) => v === 'slider',
    )) === 'slider',
  );
  // The slider is ss-gallery's strip layout, with previous/next controls.
  check(
    'gallery: the page re-rendered as a slider (its strip layout, with controls)',
    await until(() =>
      frame()
        .locator('#work-gallery')
        .evaluate((el) => el.getAttribute('data-layout') === 'strip' && !!el.shadowRoot?.querySelector('[part~="control-next"]')),
    ),
  );
  const loop = page.getByLabel('Loop', { exact: true });
  await loop.uncheck();
  check(
    'gallery: Loop off → loop="false"',
    (await until(
      () => attr('work-gallery', 'loop'),
      (v) => v === 'false',
    )) === 'false',
  );
  const padding = page.getByLabel('Padding', { exact: true });
  await padding.fill('');
  await padding.pressSequentially('-3');
  check(
    'gallery: a bad padding is refused with what is expected',
    (await padding.getAttribute('aria-invalid')) === 'true' &&
      (await page.locator('[data-setting="padding"] .field-error').textContent()) === 'Expected a number ≥ 0.',
  );
  check('gallery: … and not sent to the page', (await attr('work-gallery', 'padding')) !== '-3');
  await padding.fill('12');
  check(
    'gallery: padding 12 → padding="12"',
    (await until(
      () => attr('work-gallery', 'padding'),
      (v) => v === '12',
    )) === '12',
  );
  check('gallery: the error is gone once the value is good', (await padding.getAttribute('aria-invalid')) === null);
  // Slider, Loop, the emptied padding (its default again), 12; the bad values sent nothing.
  const changes = await eventsAfter(4);
  check('each good edit is one tweak change', changes.length === 4 && changes.every((e) => e === 'tweak-change'), changes);
  await save();
  check(
    'Save: frame save-enter, tweak save, frame save-exit',
    JSON.stringify(await eventsAfter(3)) === JSON.stringify(['frame-save-enter', 'tweak-save', 'frame-save-exit']),
  );
  let saved = await settings();
  check(
    'GET /api/site-settings has the gallery’s settings',
    saved.blocks?.['work-gallery']?.design === 'slider' &&
      saved.blocks['work-gallery'].loop === 'false' &&
      saved.blocks['work-gallery'].padding === '12',
    saved.blocks,
  );

  // --- Reset: back to the saved settings, in the frame and the panel
  await page.getByLabel(/^List:/).check();
  await until(
    () => attr('work-gallery', 'design'),
    (v) => v === 'list',
  );
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  check(
    'Reset: the page’s gallery is the saved slider again',
    (await until(
      () => attr('work-gallery', 'design'),
      (v) => v === 'slider',
    )) === 'slider',
  );
  check('Reset: the panel shows the saved design', await page.getByLabel(/^Slider:/).isChecked());
  check(
    'Reset: a tweak reset, then the change back',
    JSON.stringify(await eventsAfter(3)) === JSON.stringify(['tweak-change', 'tweak-reset', 'tweak-change']),
  );
  check('Reset: nothing left to save', await page.getByRole('button', { name: 'Save', exact: true }).isDisabled());

  // --- Map: style by name ↔ id, the location, saved
  await page.getByRole('button', { name: /^Close Gallery/ }).click();
  await openPanel('visit-map');
  await clean('the editor with the map panel');
  await page.getByLabel('Style', { exact: true }).selectOption('minimal-dark');
  check(
    'map: style Minimal dark → map-style="minimal-dark"',
    (await until(
      () => attr('visit-map', 'map-style'),
      (v) => v === 'minimal-dark',
    )) === 'minimal-dark',
  );
  check('map: its published id shows 5', (await page.getByLabel('Published style id').inputValue()) === '5');
  const styleIdField = page.getByLabel('Published style id');
  await styleIdField.fill('7');
  check('map: id 7 is refused', (await styleIdField.getAttribute('aria-invalid')) === 'true');
  await styleIdField.fill('2');
  check(
    'map: id 2 → grayscale, in the page and the style list',
    (await until(
      () => attr('visit-map', 'map-style'),
      (v) => v === 'grayscale',
    )) === 'grayscale' && (await page.getByLabel('Style', { exact: true }).inputValue()) === 'grayscale',
  );
  const title = page.getByLabel('Address title');
  await title.fill('');
  await title.pressSequentially('Harbour Studio');
  check(
    'map: the address title → the page’s map card',
    (
      await until(
        () =>
          frame()
            .locator('#visit-map')
            .evaluate((el) => el.shadowRoot?.textContent ?? ''),
        (s) => s.includes('Harbour Studio'),
      )
    )?.includes('Harbour Studio'),
  );
  const zoom = page.getByLabel('Zoom', { exact: true });
  await zoom.fill('23');
  check('map: zoom 23 is refused (0 to 22)', (await zoom.getAttribute('aria-invalid')) === 'true');
  await zoom.fill('15');
  await save();
  saved = await settings();
  check(
    'GET /api/site-settings has the map’s style and place',
    saved.blocks?.['visit-map']?.['map-style'] === 'grayscale' &&
      saved.blocks['visit-map']['address-title'] === 'Harbour Studio' &&
      saved.blocks['visit-map']['map-zoom'] === '15',
    saved.blocks?.['visit-map'],
  );

  // --- Video: the oEmbed check, the file checks, a new video
  await page.getByRole('button', { name: /^Close Map/ }).click();
  await openPanel('harbour-video');
  const source = page.getByLabel('Video link or embed code');
  const before = await attr('harbour-video', 'data-html');
  await source.fill('https://vimeo.com/11111111');
  await page.getByRole('button', { name: 'Use this video' }).click();
  const refusal = page.locator('section.panel .field-error[role="alert"]').first();
  await refusal.waitFor();
  check(
    'video: a Vimeo Basic account’s video is refused with the spec’s message',
    (await refusal.textContent()) === 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  );
  check(
    'video: … the field is marked invalid and the page keeps its video',
    (await source.getAttribute('aria-invalid')) === 'true' && (await attr('harbour-video', 'data-html')) === before,
  );
  await clean('the editor with the video panel and its error');
  await source.fill('<p>not a video</p>');
  await page.getByRole('button', { name: 'Use this video' }).click();
  check(
    'video: markup that is no embed → Invalid video embed.',
    (await until(
      () => refusal.textContent(),
      (s) => s === 'Invalid video embed.',
    )) === 'Invalid video embed.',
  );
  const file = page.getByLabel('Or a video file');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  check(
    'video file: a text file → not a supported file',
    (await page.locator('[id$="-file-error"]').textContent()) === 'The file notes.txt does not appear to be a supported file',
  );
  await file.setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1024 * 1024 + 1) });
  check(
    'video file: 1 MB and a byte → too large',
    (await page.locator('[id$="-file-error"]').textContent()) === 'The file long.mp4 is too large. The maximum allowed file size is 1 MB.',
  );
  await file.setInputFiles({ name: 'short.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1024 * 1024) });
  check(
    'video file: 1 MB is taken, previewed here only',
    (await page.locator('section.panel .preview-only').textContent())?.includes('Preview only') &&
      (await page.locator('[id$="-file-error"]').count()) === 0,
  );
  await source.fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: 'Use this video' }).click();
  check(
    'video: a Vimeo Plus video → the page’s block has its embed',
    (
      await until(
        () => attr('harbour-video', 'data-html'),
        (v) => v?.includes('player.vimeo.com/video/76979871'),
      )
    )?.includes('76979871'),
  );
  check('video: … and its provider', (await attr('harbour-video', 'data-provider-name')) === 'Vimeo');
  // Around published markup, ss-video renders into the wrapper's shadow root: its play
  // control is named after the new embed's title.
  check(
    'video: the page re-rendered the block with the new video',
    await until(() =>
      frame()
        .locator('#harbour-video .sqs-video-wrapper')
        .evaluate((el) => (el.shadowRoot?.innerHTML ?? '').includes('Vimeo video 76979871')),
    ),
  );
  await page.getByLabel('Mode', { exact: true }).selectOption('fit');
  await until(
    () => attr('harbour-video', 'mode'),
    (v) => v === 'fit',
  );
  await save();
  saved = await settings();
  check(
    'GET /api/site-settings has the video',
    saved.blocks?.['harbour-video']?.['data-provider-name'] === 'Vimeo' && saved.blocks['harbour-video'].mode === 'fit',
    saved.blocks?.['harbour-video'],
  );

  // --- Popup: its settings and a Preview that opens it in the frame
  await page.getByRole('button', { name: /^Close Video/ }).click();
  await openPanel('site-popup');
  await clean('the editor with the popup panel');
  await page.getByLabel('Position', { exact: true }).selectOption('bottom-right');
  check(
    'popup: position → position="bottom-right"',
    (await until(
      () => attr('site-popup', 'position'),
      (v) => v === 'bottom-right',
    )) === 'bottom-right',
  );
  const frequency = page.getByLabel('Display frequency');
  await frequency.fill('-2');
  check('popup: display frequency -2 is refused (-1 or more)', (await frequency.getAttribute('aria-invalid')) === 'true');
  await frequency.fill('-1');
  await until(
    () => attr('site-popup', 'display-frequency'),
    (v) => v === '-1',
  );
  await page.getByRole('button', { name: 'Preview the popup' }).click();
  check(
    'popup: Preview opens it in the frame',
    await until(() =>
      frame()
        .locator('#site-popup')
        .evaluate((el) => el.open === true),
    ),
  );
  await save();
  saved = await settings();
  check(
    'GET /api/site-settings has the popup',
    saved.blocks?.['site-popup']?.position === 'bottom-right' && saved.blocks['site-popup']['display-frequency'] === '-1',
    saved.blocks?.['site-popup'],
  );
  await frame()
    .locator('#site-popup')
    .evaluate((el) => el.close?.());

  // --- A refused Save (the server's 400 with its problems): shown, the draft kept, Reset drops it
  await page.getByRole('button', { name: /^Close Popup/ }).click();
  await openPanel('work-gallery');
  await page.getByLabel('Layout', { exact: true }).fill('x'.repeat(4001));
  await until(
    () => attr('work-gallery', 'layout'),
    (v) => v?.length === 4001,
  );
  await events();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = await until(
    () => page.locator('.save-state').textContent(),
    (s) => s?.includes('4000'),
  );
  check(
    'a refused Save shows the server’s problem',
    refused?.includes('blocks.work-gallery.layout: longer than 4000 characters.'),
    refused,
  );
  check(
    '… still ends with frame save-exit',
    JSON.stringify(await eventsAfter(3)) === JSON.stringify(['frame-save-enter', 'tweak-save', 'frame-save-exit']),
  );
  check(
    '… keeps the draft to fix or reset',
    !(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()) &&
      (await settings()).blocks?.['work-gallery']?.layout === undefined,
  );
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  check(
    '… and Reset takes the page back to what was saved',
    (await until(
      () => attr('work-gallery', 'layout'),
      (v) => v === '',
    )) === '',
  );
  await page.getByRole('button', { name: /^Close Gallery/ }).click();

  // --- Reload the editor: the page and the panels show what was saved
  await openEditor();
  check('reload: the page’s gallery is a slider', (await attr('work-gallery', 'design')) === 'slider');
  await openPanel('work-gallery');
  check(
    'reload: the gallery panel shows Slider, Loop off, padding 12',
    (await page.getByLabel(/^Slider:/).isChecked()) &&
      !(await page.getByLabel('Loop', { exact: true }).isChecked()) &&
      (await page.getByLabel('Padding', { exact: true }).inputValue()) === '12',
  );
  await page.getByRole('button', { name: /^Close Gallery/ }).click();
  await openPanel('visit-map');
  check(
    'reload: the map panel shows grayscale (2) and the title',
    (await page.getByLabel('Style', { exact: true }).inputValue()) === 'grayscale' &&
      (await page.getByLabel('Published style id').inputValue()) === '2' &&
      (await page.getByLabel('Address title').inputValue()) === 'Harbour Studio',
  );
  await page.getByRole('button', { name: /^Close Map/ }).click();
  await openPanel('site-popup');
  check(
    'reload: the popup panel shows bottom-right and -1',
    (await page.getByLabel('Position', { exact: true }).inputValue()) === 'bottom-right' &&
      (await page.getByLabel('Display frequency').inputValue()) === '-1',
  );
  await page.getByRole('button', { name: /^Close Popup/ }).click();

  // --- The published page alone shows it too
  const alone = await page.context().newPage();
  await alone.goto(`${baseUrl}/`);
  const published = await alone.evaluate(() => ({
    design: document.getElementById('work-gallery')?.getAttribute('design'),
    style: document.getElementById('visit-map')?.getAttribute('map-style'),
    provider: document.getElementById('harbour-video')?.getAttribute('data-provider-name'),
    position: document.getElementById('site-popup')?.getAttribute('position'),
  }));
  check(
    '/ alone is published with the saved settings',
    published.design === 'slider' &&
      published.style === 'grayscale' &&
      published.provider === 'Vimeo' &&
      published.position === 'bottom-right',
    published,
  );
  await alone.close();

  // --- Esc on the page toggles editing (frame editing-change)
  await events();
  await frame().locator('#intro-title').click();
  await page.keyboard.press('Escape');
  check(
    'Esc on the page: editing off (the side goes, Editing is not pressed)',
    (await until(
      () => page.locator('.shell-side').count(),
      (n) => n === 0,
    )) === 0 && (await page.getByRole('button', { name: 'Editing' }).getAttribute('aria-pressed')) === 'false',
  );
  check('… the page hears frame editing-change', (await eventsAfter(1)).includes('frame-editing-change'));
  await clean('the editor while previewing');
  await frame().locator('#intro-title').click();
  await page.keyboard.press('Escape');
  check(
    'Esc again: editing on',
    (await until(
      () => page.locator('.shell-side').count(),
      (n) => n === 1,
    )) === 1,
  );

  // --- Origin check: a well-formed message from another window or origin is ignored
  const fakeLoad = {
    source: 'ss-blocks',
    version: 1,
    type: 'frame',
    event: 'load',
    frameUrl: '/',
    blocks: [{ id: 'intruder', tag: 'ss-gallery', attributes: {} }],
  };
  const toggle = { source: 'ss-blocks', version: 1, type: 'editor-toggle', frameUrl: '/' };
  const heardNothing = async (from) => {
    await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    check(
      `a load from ${from} lists nothing`,
      (await page.locator('[data-open="intruder"]').count()) === 0 && (await page.locator('[data-open="work-gallery"]').count()) === 1,
    );
    check(
      `an editor-toggle from ${from} toggles nothing`,
      (await page.getByRole('button', { name: 'Editing' }).getAttribute('aria-pressed')) === 'true',
    );
  };
  await page.evaluate(([a, b]) => (postMessage(a, '*'), postMessage(b, '*')), [fakeLoad, toggle]);
  await heardNothing('the editor’s own window (same origin, not the frame)');
  const otherOrigin = baseUrl.replace('127.0.0.1', 'localhost');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void open(url), `${otherOrigin}/settings/billing/billing/upgrade`),
  ]);
  await popup.waitForLoadState();
  await popup.evaluate(([a, b]) => (opener.postMessage(a, '*'), opener.postMessage(b, '*')), [fakeLoad, toggle]);
  await popup.close();
  await heardNothing('another origin’s window');
  // The frame's own window, navigated to another origin: the right window, the wrong origin.
  const iframe = page.locator('iframe');
  await iframe.evaluate((f, url) => (f.src = url), `${otherOrigin}/settings/billing/billing/upgrade`);
  const foreign = await until(async () => page.frames().find((f) => f.url().startsWith(otherOrigin)));
  await foreign.waitForLoadState();
  await foreign.evaluate(([a, b]) => (parent.postMessage(a, '*'), parent.postMessage(b, '*')), [fakeLoad, toggle]);
  await heardNothing('the frame’s window at another origin');
  await iframe.evaluate((f, url) => (f.src = url), `${baseUrl}/`);
  await until(() => frame()?.evaluate(() => document.readyState === 'complete'));

  // --- The Blocks view: the blocks the editor renders itself through the wrappers
  await page.getByLabel('Blocks', { exact: true }).check();
  check(
    'Blocks view: the wrapper-rendered gallery, map and video',
    (await page.locator('.editor-preview ss-gallery, .editor-preview ss-map, .editor-preview ss-video').count()) === 3,
  );
  await page.locator('.editor-preview ss-gallery').evaluate((el) => el.updateComplete);
  await clean('the editor’s Blocks view');
  await page.getByLabel('Page', { exact: true }).check();
}

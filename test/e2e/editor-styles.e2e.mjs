// The editor's Site styles panel end to end (spec 001 §2 "Tweak page types": style,
// §3 "Site aesthetics dirty paths"): the editor at /config/ with the published page in its
// frame. Open Site styles, choose a colour theme and change the accent colour with real input
// → the frame's --accent changes → Save → GET /api/site-settings holds only the dirty paths →
// `/` alone shows the colours; the editor reloaded reads them back; Reset; axe on the panel.

const SAND_ACCENT = '#8a4b12';
const HARBOUR_ACCENT = '#a3422b';

/** @param {{ page: import('playwright-core').Page, baseUrl: string, check: (name: string, ok: boolean, detail?: unknown) => void,
 *   axe: (target: unknown) => Promise<{ id: string }[]> }} t */
export async function run({ page, baseUrl, check, axe }) {
  const settings = async () => (await page.request.get(`${baseUrl}/api/site-settings`)).json();
  const frame = () => page.frames().find((f) => f !== page.mainFrame());
  const cssVar = async (target, name) =>
    (await target.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n), name)).trim();
  const frameVarIs = async (name, value) => {
    await page.waitForFunction(
      ([n, v]) => getComputedStyle(document.querySelector('iframe').contentDocument.documentElement).getPropertyValue(n).trim() === v,
      [name, value],
      { timeout: 20000 },
    );
    return true;
  };
  const axeClean = async (name) => {
    const violations = await axe(page);
    check(
      `axe: ${name}`,
      violations.length === 0,
      violations.map((v) => v.id),
    );
  };
  const openEditor = async () => {
    await page.goto(`${baseUrl}/config/`);
    await page.locator('[data-open="style"]').waitFor({ timeout: 60000 });
    await page.locator('[data-open="contact-form"]').waitFor({ timeout: 60000 });
  };
  const panel = page.locator('[data-panel="style"]');

  await openEditor();
  check(
    'the page in the frame starts with the template’s accent',
    (await cssVar(frame(), '--accent')) === HARBOUR_ACCENT,
    await cssVar(frame(), '--accent'),
  );

  // Opened from the side list like the others, by keyboard: focus goes to its heading.
  await page.locator('[data-open="style"]').focus();
  await page.keyboard.press('Enter');
  await panel.waitFor();
  check('Site styles opens, focus on its heading', (await page.evaluate(() => document.activeElement?.textContent)) === 'Site styles');
  check(
    'the panel says nothing has changed',
    (await panel.getByRole('status').textContent())?.includes('Changed: nothing since the last save'),
  );
  await axeClean('editor with the Site styles panel open');

  // A colour theme, then the accent colour with real input.
  await panel.getByLabel('Colour theme').selectOption({ label: 'Sand' });
  check('choosing Sand changes the frame’s --accent', await frameVarIs('--accent', SAND_ACCENT));
  check('…and its --paper', (await cssVar(frame(), '--paper')) === '#f6efe3', await cssVar(frame(), '--paper'));
  await panel.getByLabel('Accent (links, focus)').fill('#0055aa');
  check('a typed accent colour changes the frame’s --accent', await frameVarIs('--accent', '#0055aa'));
  check(
    'the panel lists the dirty paths',
    (await panel.locator('[data-dirty]').getAttribute('data-dirty')) === 'colors.activeThemeId colors.palette',
    await panel.locator('[data-dirty]').getAttribute('data-dirty'),
  );
  await panel.getByLabel('Headings').selectOption({ label: 'Helvetica' });
  check(
    'a heading font changes the frame’s --font-heading',
    await frameVarIs('--font-heading', "'helvetica neue', helvetica, arial, sans-serif"),
  );
  await axeClean('editor with Site styles changed');

  // Save: only the dirty paths reach the server.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('.save-state', { hasText: 'Saved.' }).waitFor({ timeout: 30000 });
  const saved = await settings();
  check(
    'the saved settings hold only the dirty paths',
    JSON.stringify(Object.keys(saved.aesthetics ?? {})) ===
      JSON.stringify(['colors.activeThemeId', 'colors.palette', 'fonts.fontUsageCategories']),
    saved.aesthetics,
  );
  check(
    '…with the chosen values',
    saved.aesthetics?.['colors.activeThemeId'] === 'sand' && saved.aesthetics?.['colors.palette']?.accent === '#0055aa',
    saved.aesthetics,
  );
  check('after Save the panel lists nothing unsaved', (await panel.locator('[data-dirty]').getAttribute('data-dirty')) === '');

  // `/` alone shows the colours (published in the head, no editor).
  const alone = await page.context().newPage();
  await alone.goto(`${baseUrl}/`);
  check('the published page alone has the saved accent', (await cssVar(alone, '--accent')) === '#0055aa', await cssVar(alone, '--accent'));
  check('…and the saved paper', (await cssVar(alone, '--paper')) === '#f6efe3');
  check('…and the heading font on its h1', /helvetica/i.test(await alone.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)));
  await alone.close();

  // The editor reloaded reads them back from the page's frame load; a change then Reset.
  await openEditor();
  await page.locator('[data-open="style"]').click();
  await panel.waitFor();
  check('reloaded: the panel shows the saved theme', (await panel.getByLabel('Colour theme').inputValue()) === 'sand');
  check('reloaded: the panel shows the saved accent', (await panel.getByLabel('Accent (links, focus)').inputValue()) === '#0055aa');
  await panel.getByLabel('Lines and borders').fill('#000000');
  check(
    'an edited colour marks only colors.palette',
    (await panel.locator('[data-dirty]').getAttribute('data-dirty')) === 'colors.palette',
  );
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  check('Reset takes the frame back to the saved colours', await frameVarIs('--rule', '#e2d6c2'));
  check('Reset leaves nothing unsaved', await page.getByRole('button', { name: 'Save', exact: true }).isDisabled());
}

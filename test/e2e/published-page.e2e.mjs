// The demo page as the reference server publishes it: the editor's saved settings reach a
// visitor's page (attributes on the block's element, read by the block over its JSON), and
// a reset gives the page its own markup back.
export async function run({ page, baseUrl, check }) {
  const put = (body) => page.request.put(`${baseUrl}/api/site-settings`, { data: body });
  const gallery = page.locator('#work-gallery');

  await page.goto(`${baseUrl}/`);
  await gallery.scrollIntoViewIfNeeded();
  check('the page offers the work gallery, as published (a grid, no design attribute)', (await gallery.getAttribute('design')) === null);

  const saved = await put({
    version: 1,
    blocks: { 'work-gallery': { design: 'slider', 'slides-per-row': '2' } },
    forms: {},
    cookieBanner: null,
  });
  check('PUT /api/site-settings saves', saved.status() === 200, await saved.text());
  await page.reload();
  await gallery.scrollIntoViewIfNeeded();
  const design = await page
    .waitForFunction(
      () => {
        const g = document.getElementById('work-gallery');
        return g?.shadowRoot?.querySelector('[part~="control-next"]') ? g.getAttribute('design') : null;
      },
      null,
      { timeout: 30000 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  check('a reload shows the saved design: the gallery renders as a slider with its arrows', design === 'slider', `design: ${design}`);

  const bad = await put({ version: 1, blocks: { 'work-gallery': { onclick: 'alert(1)' } } });
  check('a setting the element does not have is refused (400)', bad.status() === 400, await bad.text());

  await page.request.delete(`${baseUrl}/api/site-settings`);
  await page.reload();
  check('after DELETE the page is its markup again', (await gallery.getAttribute('design')) === null);

  // The popup: on the published page, half the page scrolled shows it; in the editor's frame
  // (the editing backend) the same scroll does not, and the editor's preview still can.
  const scrolledShows = async (target, timeout) => {
    await target.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    return target
      .waitForFunction(() => document.getElementById('site-popup')?.open === true, null, { timeout })
      .then(
        () => true,
        () => false,
      );
  };
  await page.goto(`${baseUrl}/`);
  // A new visitor answers the cookie banner first: the popup waits for that.
  await page.locator('ss-cookie-banner [part~="accept"]').click({ timeout: 30000 });
  check('on the published page, scrolling past half shows the popup', await scrolledShows(page, 30000));

  const editor = await page.context().newPage();
  await editor.goto(`${baseUrl}/config/`);
  await editor.locator('[data-open="site-popup"]').waitFor({ timeout: 60000 });
  const frame = editor.frame({ url: (u) => new URL(u).pathname === '/' });
  // Its rules decide once it is defined and its content parsed: wait for the verdict first.
  const verdict = await frame
    .waitForFunction(() => document.getElementById('site-popup')?.verdict, null, { timeout: 30000 })
    .then(
      (h) => h.jsonValue(),
      () => undefined,
    );
  const shown = await scrolledShows(frame, 3000);
  const where = await frame.evaluate(() => [location.href, parent.location.pathname, parent === window]);
  check(
    'in the editor’s frame, the same scroll does not (editing backend)',
    verdict === 'editing' && !shown,
    `verdict ${verdict}, shown ${shown}, ${where}`,
  );
  await editor.locator('[data-open="site-popup"]').click();
  await editor.getByRole('button', { name: /Preview the popup/ }).click();
  check(
    'the editor’s preview shows it there',
    await frame
      .waitForFunction(() => document.getElementById('site-popup')?.open === true, null, { timeout: 30000 })
      .then(
        () => true,
        () => false,
      ),
  );
  await editor.close();
}

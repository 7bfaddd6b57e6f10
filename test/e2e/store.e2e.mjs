// The demo shop through the reference server, as a visitor uses it in two tabs: an item added
// in one tab shows in the other tab's cart indicator; a cart fault shows the store's words
// and loses nothing; the checkout button goes to the checkout with the cart.

/** The header's cart count once the cart is read ('' before). */
const count = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('ss-cart-indicator');
    return el?.initialised ? (el.shadowRoot.querySelector('[part~="count"]')?.textContent ?? '') : '';
  });

/** Waits until the header's cart count reads `n`. */
const countIs = (page, n) =>
  page
    .waitForFunction(
      (want) => {
        const el = document.querySelector('ss-cart-indicator');
        return el?.initialised && el.shadowRoot.querySelector('[part~="count"]')?.textContent === want;
      },
      n,
      { timeout: 30000 },
    )
    .then(
      () => true,
      () => false,
    );

/** Scrolls to the shop. The site's popup (shown half way down the page, on its own timing;
 * the popup's own e2e checks it) is taken out of these pages first, so it cannot cover a
 * button the visitor clicks here. */
async function atShop(page) {
  await page.evaluate(() => document.getElementById('site-popup')?.remove());
  await page.locator('#shop').scrollIntoViewIfNeeded();
  await page
    .locator('#shop ss-product-price')
    .first()
    .evaluate((el) => el.updateComplete);
}

export async function run({ page, context, baseUrl, check }) {
  await page.goto(`${baseUrl}/`);
  const other = await context.newPage();
  await other.goto(`${baseUrl}/`);
  check('a new visitor’s cart indicator reads 0 in both tabs', (await countIs(page, '0')) && (await countIs(other, '0')));

  await atShop(page);
  await page.locator('[data-add-to-cart="harbour-print"]').click();
  check('Add to cart: the indicator reads 1', await countIs(page, '1'));
  check('the other tab’s indicator follows without a reload', await countIs(other, '1'), `other tab: ${await count(other)}`);
  const name = await other.evaluate(() => document.querySelector('ss-cart-indicator').shadowRoot.querySelector('a').textContent.trim());
  check('its name is the count text with the subtotal', name.endsWith('One item in cart, subtotal $24.00'), name);

  const fault = await page.request.post(`${baseUrl}/__ss/faults`, { data: { path: '/api/commerce/cart/entries', status: 500, times: 1 } });
  check('a cart fault is set', fault.status() === 201);
  await page.locator('[data-add-to-cart="tide-tables"]').click();
  const alert = page.locator('body > ss-confirm');
  await alert.waitFor({ state: 'attached', timeout: 30000 });
  const said = await alert.evaluate(async (el) => {
    await el.updateComplete;
    const text = (p) => el.shadowRoot.querySelector(`[part~='${p}']`)?.textContent.trim();
    return [text('title'), text('message')];
  });
  check(
    "the fault shows 'Unable to update quantity' and 'Please try again.'",
    said.join(' | ') === 'Unable to update quantity | Please try again.',
    said.join(' | '),
  );
  await page.keyboard.press('Escape');
  await alert.waitFor({ state: 'detached', timeout: 30000 });
  check('nothing is lost: the cart still holds its item', (await count(page)) === '1');

  await page.locator('#shop [data-checkout="cart"]').click();
  await page.waitForURL((url) => url.pathname === '/commerce/goto-checkout', { timeout: 30000 });
  const body = await page.locator('body').textContent();
  check('Check out goes to the checkout, with the cart', body.includes('Harbour print'), body.slice(0, 200));
  await other.close();

  // The editor: the price and the indicator are blocks with a settings panel; a change shows
  // in the frame at once.
  const editor = await context.newPage();
  await editor.goto(`${baseUrl}/config/`);
  const open = editor.locator('[data-open="price-harbour-print"]');
  await open.waitFor({ timeout: 60000 });
  check('the editor lists the cart indicator as a block', (await editor.locator('[data-open="site-cart"]').count()) === 1);
  await open.click();
  await editor.locator('section.panel[data-panel="price-harbour-print"]').waitFor();
  await editor.getByLabel('Installments min', { exact: true }).fill('10');
  const frame = editor.frame({ url: (u) => new URL(u).pathname === '/' });
  const offer = await frame
    .waitForFunction(
      () => {
        const text = document.getElementById('price-harbour-print')?.shadowRoot?.querySelector('[part~="installments"]')?.textContent;
        return text?.startsWith('4 interest') ? text : null;
      },
      null,
      { timeout: 30000 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  check('the panel’s installments minimum reaches the price in the frame', offer === '4 interest-free payments of $6.00', offer);
  await editor.close();
}

// <ss-cart-indicator> (spec 001 §3 "Shopping cart": items and subtotal; §4: uninitialised,
// then initialised on its first sync, the count capped at 100+; §9 "Cart count text"). The
// store's answers are set per test through the reference server's faults, so no test touches
// a real visitor cart. The link, the live region and the reserved room are ours.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../../src/blocks/ss-cart-indicator/ss-cart-indicator.js';
import type { SsCartIndicator } from '../../../../src/blocks/ss-cart-indicator/ss-cart-indicator.js';
import { resetCart } from '../../../../src/services/cart.js';
import { expectAccessible, roleAndName } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { waitUntil } from '../../helpers/wait.js';
import { switchTo } from '../../i18n/locale.js';
import { clearFaults, fault } from '../ss-form/helpers.js';

const CART = '/api/commerce/cart';

/** The store answers the next cart reading with this cart (null: the visitor has none). */
const answer = (cart: Record<string, unknown> | null) => fault({ path: CART, status: 200, json: { cart }, times: 1 });

const usd = (value: string) => ({ currency: 'USD', value });
const part = (el: SsCartIndicator, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const link = (el: SsCartIndicator) => part(el, 'link')!;
/** The link's accessible name, as axe computes it. */
const named = (el: SsCartIndicator) => roleAndName(link(el))[1];
const live = (el: SsCartIndicator) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

/** Holds the page's cart readings until the returned release is called. */
function holdCartReadings(): () => void {
  const real = window.fetch;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  window.fetch = async (input, init) => {
    if (new URL(String(input), location.href).pathname === CART) await gate;
    return real(input, init);
  };
  return () => {
    window.fetch = real;
    release();
  };
}

async function mount(attrs = ''): Promise<SsCartIndicator> {
  const wrap = await fixture<HTMLElement>(`<div>${`<ss-cart-indicator ${attrs}></ss-cart-indicator>`}</div>`);
  const el = wrap.querySelector('ss-cart-indicator')!;
  await waitUntil(() => el.initialised, 'the cart read');
  await el.updateComplete;
  return el;
}

describe('ss-cart-indicator', () => {
  beforeEach(() => resetCart());
  afterEach(async () => {
    resetCart();
    await clearFaults(CART);
    await switchTo('en');
  });

  it('uninitialised until the cart is read: named "Cart", its count invisible but its room kept; then initialised', async () => {
    await answer(null);
    const release = holdCartReadings();
    const el = await fixture<SsCartIndicator>(html`<ss-cart-indicator></ss-cart-indicator>`);
    expect(el.initialised).to.equal(false);
    expect(named(el)).to.equal('Cart');
    expect(getComputedStyle(part(el, 'count')!).visibility).to.equal('hidden');
    expect(part(el, 'subtotal')).to.equal(null);
    await expectAccessible(el, 'uninitialised');
    const before = el.getBoundingClientRect();
    release();
    await waitUntil(() => el.initialised, 'initialised on the first sync');
    await el.updateComplete;
    // A visitor without a cart: 0, no subtotal, and nothing moved.
    expect(part(el, 'count')!.textContent).to.equal('0');
    expect(getComputedStyle(part(el, 'count')!).visibility).to.equal('visible');
    expect(named(el)).to.equal('0 items in cart');
    const after = el.getBoundingClientRect();
    expect([after.width, after.height]).to.deep.equal([before.width, before.height]);
  });

  it('the count and the subtotal, and a name from the same texts', async () => {
    await answer({ totalQuantity: 1, subtotalAmount: usd('24.00') });
    const el = await mount();
    expect(part(el, 'count')!.textContent).to.equal('1');
    expect(part(el, 'subtotal')!.textContent).to.equal('$24.00');
    expect(named(el)).to.equal('One item in cart, subtotal $24.00');
    expect(link(el).getAttribute('href')).to.equal('/cart');
    await expectAccessible(el, 'initialised');
  });

  for (const [count, badge, name] of [
    [99, '99', '99 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ] as const) {
    it(`${count} items: '${badge}', '${name}' (the display capped at 100+)`, async () => {
      await answer({ totalQuantity: count, subtotalAmount: usd('1234.5') });
      const el = await mount('subtotal="false"');
      expect(part(el, 'count')!.textContent).to.equal(badge);
      expect(named(el)).to.equal(name);
      expect(part(el, 'subtotal'), 'subtotal="false": the count alone').to.equal(null);
    });
  }

  it('a change, here or in another tab, is announced once in a polite live region; the first reading is not', async () => {
    await answer({ totalQuantity: 2, subtotalAmount: usd('48') });
    const el = await mount();
    expect(live(el)).to.equal('');
    const otherTab = new BroadcastChannel('ss-blocks-cart');
    try {
      otherTab.postMessage({ cart: { totalQuantity: 3, subtotalAmount: usd('72') } });
      await waitUntil(() => part(el, 'count')!.textContent === '3', 'the other tab’s cart shown');
      await el.updateComplete;
      expect(live(el)).to.equal('3 items in cart');
      expect(part(el, 'subtotal')!.textContent).to.equal('$72.00');
      expect(el.shadowRoot!.querySelector('[role="status"]')!.closest('a'), 'outside the link').to.equal(null);
    } finally {
      otherTab.close();
    }
  });

  it('every indicator on the page shows the one cart, read once', async () => {
    await answer({ totalQuantity: 5, subtotalAmount: usd('5') });
    performance.clearResourceTimings();
    const wrap = await fixture<HTMLElement>(
      html`<div><ss-cart-indicator></ss-cart-indicator><ss-cart-indicator></ss-cart-indicator></div>`,
    );
    const [a, b] = wrap.querySelectorAll('ss-cart-indicator');
    await waitUntil(() => a.initialised && b.initialised);
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect([part(a, 'count')!.textContent, part(b, 'count')!.textContent]).to.deep.equal(['5', '5']);
    const reads = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === CART);
    expect(reads.length, 'one reading').to.equal(1);
  });

  it('money as the settings write it: trim-zero-fraction, native symbols', async () => {
    await answer({ totalQuantity: 2, subtotalAmount: { currency: 'SEK', value: '1250' } });
    const el = await mount('trim-zero-fraction symbols="native"');
    expect(part(el, 'subtotal')!.textContent).to.equal('1,250\u00a0kr');
  });

  it('a link only to a web page or a path (a script address is dropped)', async () => {
    await answer(null);
    const el = await mount('href="javascript:alert(1)"');
    expect(link(el).hasAttribute('href')).to.equal(false);
    el.href = '/shop/cart';
    await el.updateComplete;
    expect(link(el).getAttribute('href')).to.equal('/shop/cart');
  });

  it('a subtotal it cannot write (beyond 15 integer places) is left out and said once; the count stays', async () => {
    await answer({ totalQuantity: 1, subtotalAmount: usd('1234567890123456') });
    const { result: el, messages } = await captureConsole('error', () => mount());
    expect(part(el, 'count')!.textContent).to.equal('1');
    expect(part(el, 'subtotal')).to.equal(null);
    expect(named(el)).to.equal('One item in cart');
    expect(messages.length).to.equal(1);
    expect(String(messages[0]![0])).to.match(/^\[ss-cart-indicator\] .*15/);
  });

  it('in French', async () => {
    await switchTo('fr');
    await answer({ totalQuantity: 3, subtotalAmount: usd('72') });
    const el = await mount();
    expect(named(el)).to.equal('3 articles dans le panier, sous-total $72.00');
  });

  it('right to left: the count before the icon, from the right', async () => {
    await answer({ totalQuantity: 2, subtotalAmount: usd('2') });
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><ss-cart-indicator></ss-cart-indicator></div>`);
    const el = wrap.querySelector('ss-cart-indicator')!;
    await waitUntil(() => el.initialised);
    await el.updateComplete;
    const icon = part(el, 'icon')!.getBoundingClientRect();
    const count = part(el, 'count')!.getBoundingClientRect();
    expect(count.right <= icon.left, 'the count left of the icon').to.equal(true);
    await expectAccessible(el, 'rtl');
  });
});

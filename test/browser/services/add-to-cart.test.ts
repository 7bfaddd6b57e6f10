// Add-to-cart buttons in markup (services/add-to-cart; the markup is ours): a click adds the
// button's item, the button is busy meanwhile, and a failure is shown in the spec's words
// (001 §8 "Cart and reviews") through the confirmation widget. The store's answers are set
// through the reference server's faults: no test touches a real visitor cart.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import { startAddToCartButtons } from '../../../src/services/add-to-cart.js';
import { cartState, resetCart } from '../../../src/services/cart.js';
import { captureConsole } from '../helpers/console.js';
import { waitUntil } from '../helpers/wait.js';
import { clearFaults, fault } from '../blocks/ss-form/helpers.js';

const ENTRIES = '/api/commerce/cart/entries';
const quantity = () => {
  const s = cartState();
  return s.status === 'ready' ? s.cart?.totalQuantity : undefined;
};

describe('add-to-cart buttons', () => {
  before(() => startAddToCartButtons());
  beforeEach(() => resetCart());
  afterEach(async () => {
    resetCart();
    await clearFaults(ENTRIES);
    document.querySelectorAll('body > ss-confirm').forEach((e) => e.remove());
  });

  it('a click adds the button’s item (product, variant, quantity); the button is busy until the answer', async () => {
    await fault({
      path: ENTRIES,
      status: 200,
      json: { cart: { totalQuantity: 2, subtotalAmount: { currency: 'USD', value: '72' } } },
      delay: 300,
      times: 1,
    });
    const sent: unknown[] = [];
    const real = window.fetch;
    window.fetch = (input, init) => {
      if (new URL(String(input), location.href).pathname === ENTRIES) sent.push(JSON.parse(String(init?.body)));
      return real(input, init);
    };
    try {
      const button = await fixture<HTMLButtonElement>(
        html`<button type="button" data-add-to-cart="harbour-print" data-variant-id="a3" data-quantity="2">Add to cart</button>`,
      );
      button.click();
      expect(button.getAttribute('aria-busy')).to.equal('true');
      button.click();
      await waitUntil(() => quantity() === 2, 'added');
      await waitUntil(() => !button.hasAttribute('aria-busy'), 'not busy');
      expect(sent, 'one request: a busy button ignores clicks').to.deep.equal([
        { productId: 'harbour-print', variantId: 'a3', quantity: 2 },
      ]);
    } finally {
      window.fetch = real;
    }
  });

  it("a failure is shown: 'Unable to update quantity' with 'Please try again.'; the cart stays", async () => {
    await fault({ path: ENTRIES, status: 500, times: 1 });
    const button = await fixture<HTMLButtonElement>(html`<button type="button" data-add-to-cart="tide-tables">Add</button>`);
    button.click();
    await waitUntil(() => !!document.querySelector('body > ss-confirm'), 'the alert');
    const alert = document.querySelector<SsConfirm>('body > ss-confirm')!;
    await alert.updateComplete;
    const text = (name: string) => alert.shadowRoot!.querySelector(`[part~='${name}']`)!.textContent!.trim();
    expect([text('title'), text('message')]).to.deep.equal(['Unable to update quantity', 'Please try again.']);
    expect(cartState().status).to.equal('uninitialised');
  });

  it('a button that names no product, or a quantity below 1, is said and sends nothing', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div><button type="button" data-add-to-cart="">A</button><button type="button" data-add-to-cart="x" data-quantity="0">B</button></div>`,
    );
    const { messages } = await captureConsole('error', () => wrap.querySelectorAll('button').forEach((b) => b.click()));
    expect(messages.length).to.equal(2);
    expect(String(messages[0]![0])).to.match(/^\[ss-blocks\] an add-to-cart button needs a product id/);
    expect(cartState().status).to.equal('uninitialised');
  });
});

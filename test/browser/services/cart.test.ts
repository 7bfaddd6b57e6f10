// The page's cart (services/cart.ts) against the reference server's cart calls: one cart per
// page shared by its listeners, the same in every tab, and a failed change that keeps nothing
// and says what failed in the spec's words (001 §8 "Cart and reviews").
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { fault, clearFaults } from '../blocks/ss-form/helpers.js';
import { fromDecimal } from '../../../src/commerce/money.js';
import '../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsConfirm } from '../../../src/blocks/ss-confirm/ss-confirm.js';
import {
  addToCart,
  CartError,
  cartState,
  onCartChange,
  removeFromCart,
  resetCart,
  setCartQuantity,
  syncCart,
  type CartState,
} from '../../../src/services/cart.js';

const ENTRIES = '/api/commerce/cart/entries';
const forgetVisitorCart = () => (document.cookie = 'ss_cart=; Path=/; Max-Age=0');
const ready = (s: CartState) => (s.status === 'ready' ? s.cart : undefined);

describe('the page’s cart', () => {
  beforeEach(() => {
    forgetVisitorCart();
    resetCart();
  });
  afterEach(async () => {
    resetCart();
    forgetVisitorCart();
    await clearFaults(ENTRIES);
  });

  it('is uninitialised until read; the first listener reads it: a visitor without one has none', async () => {
    expect(cartState()).to.deep.equal({ status: 'uninitialised' });
    const seen: CartState[] = [];
    onCartChange((s) => seen.push(s));
    await waitUntil(() => seen.length === 1, 'read');
    expect(seen[0]).to.deep.equal({ status: 'ready', cart: null });
  });

  it('a change is the store’s answer, told to every listener: count and subtotal as exact money', async () => {
    const a: CartState[] = [];
    const b: CartState[] = [];
    onCartChange((s) => a.push(s));
    onCartChange((s) => b.push(s));
    await waitUntil(() => a.length === 1);
    await addToCart({ productId: 'harbour-print', variantId: 'a4', quantity: 2 });
    const cart = ready(cartState())!;
    expect(cart.totalQuantity).to.equal(2);
    expect(cart.subtotalAmount).to.deep.equal(fromDecimal('USD', '48.00'));
    expect([a.length, b.length]).to.deep.equal([2, 2]);
    expect(ready(b[1]!)).to.equal(cart);
    // One added later has the cart at once.
    const late: CartState[] = [];
    onCartChange((s) => late.push(s));
    expect(late).to.deep.equal([cartState()]);
    const [entry] = cart.entries as { id: string }[];
    await setCartQuantity(entry!.id, 3);
    expect(ready(cartState())!.totalQuantity).to.equal(3);
    await removeFromCart(entry!.id);
    expect(ready(cartState())!.totalQuantity).to.equal(0);
  });

  it('the same in every tab: a change here is sent to the others, and one from another tab is taken', async () => {
    const otherTab = new BroadcastChannel('ss-blocks-cart');
    const sent: unknown[] = [];
    otherTab.onmessage = (e) => sent.push(e.data);
    try {
      await syncCart();
      await addToCart({ productId: 'tide-tables' });
      await waitUntil(() => sent.length === 2, 'sent to the other tabs');
      expect((sent[1] as { cart: { totalQuantity: number } }).cart.totalQuantity).to.equal(1);
      // Something else on the channel changes nothing; a cart answer is taken.
      const seen: CartState[] = [];
      onCartChange((s) => seen.push(s));
      otherTab.postMessage('hello');
      otherTab.postMessage({ cart: { totalQuantity: 7, subtotalAmount: { currency: 'EUR', value: '70' } } });
      await waitUntil(() => ready(cartState())?.totalQuantity === 7, 'taken from the other tab');
      expect(seen.map((s) => ready(s)?.totalQuantity)).to.deep.equal([1, 7]);
      expect(ready(cartState())!.subtotalAmount).to.deep.equal(fromDecimal('EUR', '70'));
    } finally {
      otherTab.close();
    }
  });

  it("a failed change keeps the cart as it was: 'Unable to update quantity', 'Please try again.'", async () => {
    await addToCart({ productId: 'tide-tables' });
    const before = cartState();
    await fault({ path: ENTRIES, status: 500 });
    const error = await addToCart({ productId: 'tide-tables' }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(CartError);
    expect([(error as CartError).message, (error as CartError).hint]).to.deep.equal(['Unable to update quantity', 'Please try again.']);
    expect(cartState()).to.equal(before);
  });

  it("without an answer: 'Please check your internet connection.'; removing: 'Unable to remove item'", async () => {
    await addToCart({ productId: 'tide-tables' });
    const [entry] = ready(cartState())!.entries as { id: string }[];
    await fault({ path: ENTRIES, drop: 'before' });
    const offline = (await addToCart({ productId: 'tide-tables' }).catch((e: unknown) => e)) as CartError;
    expect(offline.hint).to.equal('Please check your internet connection.');
    await fault({ path: `${ENTRIES}/${entry!.id}`, status: 503 });
    const removing = (await removeFromCart(entry!.id).catch((e: unknown) => e)) as CartError;
    expect(removing.message).to.equal('Unable to remove item');
    await clearFaults(`${ENTRIES}/${entry!.id}`);
  });

  it("quantity 0 asks first, in the spec's words: Cancel keeps the entry, Confirm removes it", async () => {
    await addToCart({ productId: 'tide-tables' });
    const [entry] = ready(cartState())!.entries as { id: string }[];
    const asked = async (): Promise<SsConfirm> => {
      await waitUntil(() => !!document.querySelector('body > ss-confirm'), 'asked');
      const el = document.querySelector<SsConfirm>('body > ss-confirm')!;
      await el.updateComplete;
      return el;
    };
    const button = (el: SsConfirm, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`)!;
    const kept = setCartQuantity(entry!.id, 0);
    const first = await asked();
    expect(first.shadowRoot!.textContent).to.contain(
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    );
    button(first, 'cancel-button').click();
    expect(ready(await kept)!.totalQuantity, 'kept').to.equal(1);
    await first.whenHidden();
    const removed = setCartQuantity(entry!.id, 0);
    button(await asked(), 'confirm-button').click();
    expect(ready(await removed)!.totalQuantity, 'removed').to.equal(0);
  });

  it('a store that does not answer: the cart stays unread, and the console says where it was read from, once', async () => {
    await fault({ path: '/api/commerce/cart', status: 404 });
    const warned: unknown[][] = [];
    const real = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      onCartChange(() => {});
      await waitUntil(() => warned.length > 0, 'said');
      onCartChange(() => {});
      await syncCart().catch(() => {});
    } finally {
      console.warn = real;
      await clearFaults('/api/commerce/cart');
    }
    expect(cartState()).to.deep.equal({ status: 'uninitialised' });
    expect(warned.map((m) => String(m[0]).replace(/: .*$/, ''))).to.deep.equal(['[ss-blocks] no cart from /api/commerce/cart']);
  });
});

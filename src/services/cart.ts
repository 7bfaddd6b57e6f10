// The page's cart: one per page, read from the store's cart calls (ours: the spec names the
// cart's fields, 001 §3, not its calls; demo/server/cart-api.mjs answers them), shared by
// every element that shows it, and the same in every tab of the site (a change in one is
// sent to the others). A change that fails is not kept: the cart stays as the store has it,
// and the caller gets the spec's message for what failed (001 §8 "Cart and reviews").
import { parseCart, type Cart } from '../contract/cart.js';
import { cart as text } from '../i18n/en/cart.js';
import { t } from '../i18n/translator.js';
import { DataLayerError, request, type Method } from './data-layer.js';

export type { Cart };

/** The page's cart: not read yet, or the store's answer (null: the visitor has none). */
export type CartState = { status: 'uninitialised' } | { status: 'ready'; cart: Cart | null };

/** Where the cart calls go (default: the page's own `/api/commerce/cart`). */
export const cartConfig = { url: '/api/commerce/cart' };

/** A cart change that failed: the spec's message, and a second line to show with it. */
export class CartError extends Error {
  override name = 'CartError';
  constructor(
    message: string,
    /** 'Please check your internet connection.' without an answer, else 'Please try again.' */
    readonly hint: string,
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

const CHANNEL = 'ss-blocks-cart';
let state: CartState = { status: 'uninitialised' };
const listeners = new Set<(state: CartState) => void>();
let channel: BroadcastChannel | undefined;
let reading: Promise<CartState> | undefined;
let warned = false;

/** Takes the store's answer `{ cart }` as the page's cart (a bad field is reported and
 * defaulted), tells the listeners, and sends it to the other tabs unless it came from one. */
function take(answer: unknown, fromOtherTab = false): CartState {
  const { cart, problems } = parseCart((answer as { cart?: unknown } | undefined)?.cart);
  for (const p of problems) console.warn(t(text, 'cart.problem', { path: p.path, message: p.message }));
  state = { status: 'ready', cart: cart ?? null };
  listeners.forEach((l) => l(state));
  if (!fromOtherTab) channel?.postMessage(answer);
  return state;
}

function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  // Only a cart answer: anything else on the channel leaves the cart as it is.
  channel.onmessage = (e: MessageEvent) => void (e.data && typeof e.data === 'object' && 'cart' in e.data && take(e.data, true));
}

/** The cart as the page has it now. */
export const cartState = (): CartState => state;

/** Calls `listener` with the cart, at once when the page has read it (the first listener
 * has it read from the store), then with every new state: changed here or in another tab.
 * Returns the unsubscribe. */
export function onCartChange(listener: (state: CartState) => void): () => void {
  listeners.add(listener);
  // A page whose store does not answer keeps the cart unread, and says why once.
  if (state.status === 'uninitialised')
    void syncCart().catch((error: Error) => {
      if (!warned) console.warn(t(text, 'cart.unreadable', { url: cartConfig.url, message: error.message }));
      warned = true;
    });
  else listener(state);
  return () => void listeners.delete(listener);
}

/** Reads the cart from the store (once at a time). Without an answer the state stays as it
 * was and the promise rejects. */
export function syncCart(): Promise<CartState> {
  listenToOtherTabs();
  reading ??= request('GET', cartConfig.url, { overlay: false })
    .then((answer) => take(answer))
    .finally(() => (reading = undefined));
  return reading;
}

async function change(method: Method, path: string, data: Record<string, unknown> | undefined, failed: string): Promise<CartState> {
  listenToOtherTabs();
  try {
    return take(await request(method, `${cartConfig.url}${path}`, { data, json: true, overlay: false }));
  } catch (error) {
    const offline = error instanceof DataLayerError && error.kind === 'network';
    throw new CartError(failed, offline ? t(text, 'cart.checkConnection') : t(text, 'cart.tryAgain'), error);
  }
}

/** Adds `quantity` (default 1) of a product's variant. */
export const addToCart = (item: { productId: string; variantId?: string; quantity?: number }) =>
  change('POST', '/entries', item, t(text, 'cart.updateQuantityFailed'));

/** Sets an entry's quantity. 0 removes the entry once the visitor agrees ('You have set this
 * item's quantity to 0. This will remove it from your cart. Would you like to continue?',
 * through the confirmation widget); without their yes the cart stays as it is. `ask: false`
 * removes without asking (a page that asked already). */
export async function setCartQuantity(entryId: string, quantity: number, { ask = true } = {}): Promise<CartState> {
  if (quantity === 0 && ask) {
    const { confirm } = await import('./confirm.js');
    const answer = await confirm({ message: t(text, 'cart.removeOnZeroQuantity'), style: 'confirm-or-cancel' });
    if (answer !== 'confirm') return state;
  }
  return change('PUT', `/entries/${encodeURIComponent(entryId)}`, { quantity }, t(text, 'cart.updateQuantityFailed'));
}

/** Removes an entry. */
export const removeFromCart = (entryId: string) =>
  change('DELETE', `/entries/${encodeURIComponent(entryId)}`, undefined, t(text, 'cart.removeItemFailed'));

/** Forgets the page's cart and its listeners (tests: a page keeps its cart). */
export function resetCart(): void {
  state = { status: 'uninitialised' };
  listeners.clear();
  channel?.close();
  channel = undefined;
  reading = undefined;
  warned = false;
}

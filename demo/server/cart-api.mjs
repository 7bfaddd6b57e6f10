// The store's cart (ours: the spec names the cart's fields, 001 §3 "Shopping cart", not its
// calls). One cart per visitor, under the `ss_cart` cookie, kept in the store; the demo
// shop's products give the prices. Answers are `{ cart }`, `cart` null when the visitor has
// none. Faults apply as to every call (app.mjs).
import { token } from './http.mjs';
import { fail, field } from './answers.mjs';

/**
 * @typedef {import('./endpoints.mjs').Ctx} Ctx
 * @typedef {import('./endpoints.mjs').Handler} Handler
 * @typedef {{ id: string, productId: string, variantId: string, quantity: number }} Entry
 * @typedef {{ id: string, created: number, entries: Entry[] }} StoredCart
 */

const CART_COOKIE = 'ss_cart';
/** The most of one item a cart takes (ours). */
const MAX_QUANTITY = 999;

/** The demo shop (demo/index.html shows the same): prices in cents, USD; a sold-out product
 * is not added. */
export const DEMO_PRODUCTS = {
  'harbour-print': { title: 'Harbour print', type: 'physical', variants: { a4: 2400, a3: 3600 } },
  'tide-tables': { title: 'Tide tables (PDF)', type: 'digital', variants: { pdf: 900 } },
  'sailing-lesson': { title: 'Sailing lesson', type: 'service', variants: { hour: 6000, day: 24000 } },
  'print-club': { title: 'Print club (monthly)', type: 'physical', variants: { monthly: 1500 } },
  'glacier-print': { title: 'Glacier print', type: 'physical', variants: { a3: 4200 }, soldOut: true },
};

/** @param {StoredCart} stored */
function cartJson(stored) {
  const lines = stored.entries.map((e) => {
    const product = /** @type {Record<string, any>} */ (DEMO_PRODUCTS)[e.productId];
    return { ...e, title: product.title, type: product.type, unitPriceCents: product.variants[e.variantId] };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const digital = lines.filter((l) => l.type === 'digital');
  return {
    id: stored.id,
    websiteId: 'demo-website',
    created: stored.created,
    isPurchased: false,
    entries: lines,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    subtotalAmount: { currency: 'USD', value: (subtotalCents / 100).toFixed(2) },
    hasDigital: digital.length > 0,
    purelyDigital: lines.length > 0 && digital.length === lines.length,
    requiresShipping: lines.some((l) => l.type === 'physical'),
  };
}

/** The cart under the visitor's cookie. @param {Ctx['store']} store @param {Ctx['cookies']} cookies @returns {StoredCart | undefined} */
const storedFor = (store, cookies) => {
  const id = cookies[CART_COOKIE];
  return id ? /** @type {StoredCart | undefined} */ (store.get(`cart:${id}`)) : undefined;
};

/** @param {Ctx} ctx */
const storedCart = (ctx) => storedFor(ctx.store, ctx.cookies);

/** The visitor's cart as the cart calls answer it, or null (the checkout page lists it).
 * @param {Ctx['store']} store @param {Ctx['cookies']} cookies */
export function visitorCart(store, cookies) {
  const cart = storedFor(store, cookies);
  return cart ? cartJson(cart) : null;
}

/** @param {Ctx} ctx @param {StoredCart} cart */
function save(ctx, cart, cookies = /** @type {string[]} */ ([])) {
  ctx.store.set(`cart:${cart.id}`, cart);
  return { status: 200, json: { cart: cartJson(cart) }, cookies };
}

/** @param {unknown} value */
const quantityOf = (value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_QUANTITY ? n : undefined;
};

/** The visitor's cart, or null. @type {Handler} */
export const getCart = (ctx) => {
  const cart = storedCart(ctx);
  return { status: 200, json: { cart: cart ? cartJson(cart) : null } };
};

/** Adds `quantity` (default 1) of a product's variant; makes the cart on the first. @type {Handler} */
export function addEntry(ctx) {
  const productId = String(field(ctx, 'productId') ?? '');
  const product = /** @type {Record<string, any>} */ (DEMO_PRODUCTS)[productId];
  const variantId = String(field(ctx, 'variantId') ?? Object.keys(product?.variants ?? {})[0] ?? '');
  if (!product || !Object.hasOwn(product.variants, variantId)) return fail(404, 'No such product');
  if (product.soldOut) return fail(409, 'Sold out');
  const quantity = quantityOf(field(ctx, 'quantity') ?? 1);
  if (!quantity) return fail(400, 'Expected quantity: a whole number from 1');
  const existing = storedCart(ctx);
  const cart = existing ?? { id: token(8), created: Date.now(), entries: [] };
  const same = cart.entries.find((e) => e.productId === productId && e.variantId === variantId);
  if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
  else cart.entries.push({ id: token(6), productId, variantId, quantity });
  return save(ctx, cart, existing ? [] : [`${CART_COOKIE}=${cart.id}; Path=/; SameSite=Lax`]);
}

/** Sets an entry's quantity; 0 removes it. @type {Handler} */
export function setQuantity(ctx) {
  const cart = storedCart(ctx);
  const entry = cart?.entries.find((e) => e.id === ctx.routeParams.entryId);
  if (!cart || !entry) return fail(404, 'No such entry');
  const quantity = quantityOf(field(ctx, 'quantity'));
  if (quantity === undefined) return fail(400, 'Expected quantity: a whole number from 0');
  cart.entries = quantity ? cart.entries.map((e) => (e === entry ? { ...e, quantity } : e)) : cart.entries.filter((e) => e !== entry);
  return save(ctx, cart);
}

/** Removes an entry. @type {Handler} */
export function removeEntry(ctx) {
  const cart = storedCart(ctx);
  if (!cart || !cart.entries.some((e) => e.id === ctx.routeParams.entryId)) return fail(404, 'No such entry');
  cart.entries = cart.entries.filter((e) => e.id !== ctx.routeParams.entryId);
  return save(ctx, cart);
}

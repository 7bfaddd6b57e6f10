// The store's checkout entry (spec 001 §2 "Checkout entry"): where the page's four full-page
// navigations (src/services/checkout.ts) land. The platform's checkout itself is not the
// reference server's to play, so each page says what arrived (ours): the cart's entries for
// /commerce/goto-checkout, the query for the others. Every value shown is escaped.
import { escapeHtml } from './http.mjs';
import { visitorCart } from './cart-api.mjs';

/**
 * The routes, each with its title and the query parameters it needs (spec 001 §2).
 * @type {Map<string, { title: string, required: string[] }>}
 */
export const CHECKOUT_PAGES = new Map([
  ['/commerce/goto-checkout', { title: 'Checkout', required: [] }],
  ['/checkout/subscribe', { title: 'Subscription checkout', required: ['cartToken'] }],
  ['/checkout/donate', { title: 'Donation checkout', required: ['donatePageId'] }],
  ['/checkout/giftcard', { title: 'Gift card checkout', required: ['websiteId', 'giftCardProductId'] }],
]);

/** The alert the page shows instead of going here without a cart (spec 001 §2). */
export const NO_CART_MESSAGE = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/** @param {string} title @param {string} body */
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — ss-blocks demo</title><link rel="icon" href="data:,"></head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"><main><h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">Back to the site</a></p></main></body></html>`;

const dollars = (/** @type {number} */ cents) => `$${(cents / 100).toFixed(2)}`;

/** @param {NonNullable<ReturnType<typeof visitorCart>>} cart */
function cartBody(cart) {
  const rows = cart.entries.map(
    (e) =>
      `<tr><td>${escapeHtml(e.title)}</td><td>${escapeHtml(e.variantId)}</td><td>${e.quantity}</td><td>${dollars(e.unitPriceCents)}</td><td>${dollars(e.unitPriceCents * e.quantity)}</td></tr>`,
  );
  const list = rows.length
    ? `<table><thead><tr><th>Item</th><th>Variant</th><th>Quantity</th><th>Price</th><th>Total</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>The cart has no items.</p>';
  return `<p>The demo's checkout for cart <code>${escapeHtml(cart.id)}</code>. On the platform the store's checkout opens here.</p>
${list}
<p>Subtotal: <strong>${dollars(cart.subtotalCents)}</strong></p>`;
}

/** @param {URLSearchParams} params */
function queryBody(params) {
  const rows = [...params].map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd><code>${escapeHtml(v)}</code></dd>`);
  return `<p>The demo has no checkout of its own. What arrived:</p>
<dl>${rows.join('')}</dl>`;
}

/**
 * The page for a checkout route: 200 with what arrived; /commerce/goto-checkout without the
 * visitor's cart (the `ss_cart` cookie) 404 with the spec's message; a required parameter
 * missing or empty 400 naming it; a method other than GET or HEAD 405.
 * @param {{ method: string, pathname: string, params: URLSearchParams,
 *   store: import('./store.mjs').Store, cookies: Record<string, string> }} request
 * @returns {{ status: number, html: string, headers?: Record<string, string> }}
 */
export function checkoutPage({ method, pathname, params, store, cookies }) {
  const route = CHECKOUT_PAGES.get(pathname);
  if (!route) throw new Error(`not a checkout route: ${pathname}`);
  if (method !== 'GET' && method !== 'HEAD') {
    return {
      status: 405,
      html: page('Method not allowed', '<p>Checkout pages are opened, not posted to.</p>'),
      headers: { Allow: 'GET, HEAD' },
    };
  }
  if (pathname === '/commerce/goto-checkout') {
    const cart = visitorCart(store, cookies);
    return cart
      ? { status: 200, html: page(route.title, cartBody(cart)) }
      : { status: 404, html: page('No cart', `<p>${escapeHtml(NO_CART_MESSAGE)}</p>`) };
  }
  const absent = route.required.find((name) => !params.get(name)?.trim());
  if (absent) return { status: 400, html: page(route.title, `<p>Missing <code>${escapeHtml(absent)}</code>.</p>${queryBody(params)}`) };
  return { status: 200, html: page(route.title, queryBody(params)) };
}

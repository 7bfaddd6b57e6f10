// The store's checkout entry (spec 001 §2 "Checkout entry"): four full-page navigations,
// to the cart's checkout (only when the visitor has a cart; otherwise the spec's alert), a
// subscription, a donation and a gift card. Inside the site editor's frame they act on the
// top window. A checkout button's click census is recorded and waited for, 2.5 s at most,
// before the page leaves (spec 001 §5 "Simple button clicks on external targets wait for
// tracking before navigating", §7 button-click, §9). Published markup uses them without
// script: `data-checkout` links and buttons (startCheckoutLinks, started by the page's start).
import { inEditingBackend, navigate } from '../contract/page.js';
import { isTopWindow } from '../contract/window.js';
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { cart as text } from '../i18n/en/cart.js';
import { store as storeText } from '../i18n/en/store.js';
import { syncCart } from './cart.js';
import { recordButtonClick } from './census.js';
import { alert } from './confirm.js';
import { compareMoney, formatMoney, fromDecimal, type Money } from '../commerce/money.js';
import { MAX_SKU_LENGTH } from '../commerce/limits.js';
import { DataLayerError } from './data-layer.js';
import { CHECKOUT_SELECTOR } from './page-markup.js';

// Tests and demos watch the navigations instead of making them (services/account does the same).
export { setNavigationHandler } from '../contract/page.js';
export type { NavigationHandler } from '../contract/page.js';

/** The routes of spec 001 §2. */
export const CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIBE_PATH = '/checkout/subscribe';
export const DONATE_PATH = '/checkout/donate';
export const GIFT_CARD_PATH = '/checkout/giftcard';

/** The clicked button, for its click census (POST /api/census/button-click, spec 001 §7):
 * `clickthroughUrl` is the checkout's address and `newWindow` false. */
export interface CheckoutButton {
  id: string;
  buttonText?: string;
  alignment?: string;
  size?: string;
  context?: string;
}

export interface CheckoutOptions {
  /** The button the visitor clicked: its click census is recorded, and the page leaves once
   * it is sent, or after 2.5 s. Without it, nothing is recorded and the page leaves at once. */
  button?: CheckoutButton;
  /** The cart's checkout only: the smallest subtotal the store takes, in the cart's currency
   * (`'25.00'`). Below it, 'To check out, your order subtotal must be $25.00 or more.' shows
   * and the page stays. */
  minimumSubtotal?: string;
}

export interface GiftCardDetails {
  /** Default: the page's site (the site context's `website.id`). */
  websiteId?: string;
  giftCardProductId: string;
  sku?: string;
}

/**
 * The window the checkout navigations act on: inside the site editor's frame (a frame of a
 * page under /config) the top window, the editor's; a top of another origin cannot be
 * reached, and the frame itself navigates (spec 001 §2). Elsewhere, `win`.
 */
export function checkoutWindow(win: Window = window): Window {
  if (isTopWindow(win) || !inEditingBackend(win)) return win;
  try {
    const top = win.top!;
    // Reading a cross-origin top's address throws: that top cannot be navigated from here.
    void top.location.href;
    return top;
  } catch {
    return win;
  }
}

type Query = Record<string, string | undefined>;

/** The route's address with its query values encoded; undefined values are left out. */
function address(path: string, query: Query = {}): string {
  const pairs = Object.entries(query).filter((p): p is [string, string] => p[1] !== undefined);
  return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : path;
}

/** The first required value that is not a non-empty text, reported; undefined when all are. */
function missing(path: string, required: Query): string | undefined {
  const name = Object.keys(required).find((k) => !(typeof required[k] === 'string' && required[k].trim() !== ''));
  if (name) console.error(t(storeText, 'store.checkoutMissing', { path, name }));
  return name;
}

/** The button's click census (failures are swallowed: spec 001 §8 "Census failures"). */
function recordClick(url: string, { button }: CheckoutOptions): Promise<void> {
  if (!button) return Promise.resolve();
  return recordButtonClick({ ...button, clickthroughUrl: url, newWindow: false }).catch(() => {});
}

/** The one way out: after the census, in the window the rule names. */
async function leave(url: string, census: Promise<void>): Promise<true> {
  await census;
  navigate(url, false, checkoutWindow());
  return true;
}

/**
 * Goes to the cart's checkout (`/commerce/goto-checkout`), only when the visitor has a cart:
 * the cart is read from the store first. Without one, the alert 'Either your session has
 * expired or you do not have cookies enabled. We cannot continue to checkout.' shows and the
 * page stays; when the cart cannot be read, the alert says to check the connection or try
 * again. Resolves true when the page leaves, false when it stays.
 */
export async function goToCheckout(options: CheckoutOptions = {}): Promise<boolean> {
  const census = recordClick(CHECKOUT_PATH, options);
  let message: string | undefined;
  try {
    const state = await syncCart();
    if (state.status !== 'ready' || !state.cart) message = t(text, 'cart.checkoutSessionExpired');
    else message = belowMinimum(state.cart.subtotalAmount, options.minimumSubtotal);
  } catch (error) {
    const offline = error instanceof DataLayerError && error.kind === 'network';
    message = t(text, offline ? 'cart.checkConnection' : 'cart.tryAgain');
  }
  if (message === undefined) return leave(CHECKOUT_PATH, census);
  alert('', message).catch(console.error);
  return false;
}

/** The minimum subtotal's message when the subtotal is below it; a minimum that is no amount
 * is said on the console and checks nothing. */
function belowMinimum(subtotal: Money, minimum: string | undefined): string | undefined {
  if (!minimum) return undefined;
  let least: Money;
  try {
    least = fromDecimal(subtotal.currency, minimum);
  } catch (error) {
    console.error(`[ss-blocks] checkout minimum subtotal: ${(error as Error).message}`);
    return undefined;
  }
  return compareMoney(subtotal, least) < 0 ? t(text, 'cart.minimumSubtotal', { subtotal: formatMoney(least) }) : undefined;
}

/** Goes to a subscription's checkout: `/checkout/subscribe?cartToken=…`. Resolves false
 * (and logs what is missing) without a cart token. */
export async function goToSubscribe(cartToken: string, options: CheckoutOptions = {}): Promise<boolean> {
  if (missing(SUBSCRIBE_PATH, { cartToken })) return false;
  const url = address(SUBSCRIBE_PATH, { cartToken });
  return leave(url, recordClick(url, options));
}

/** Goes to a donation's checkout: `/checkout/donate?donatePageId=…`. Resolves false (and
 * logs what is missing) without a donate page id. */
export async function goToDonate(donatePageId: string, options: CheckoutOptions = {}): Promise<boolean> {
  if (missing(DONATE_PATH, { donatePageId })) return false;
  const url = address(DONATE_PATH, { donatePageId });
  return leave(url, recordClick(url, options));
}

/** Goes to a gift card's checkout: `/checkout/giftcard?websiteId=…&giftCardProductId=…`,
 * with `&sku=…` when given. Resolves false (and logs what is missing) without a website id
 * (given or the page's) or a gift card product id. */
export async function goToGiftCard(details: GiftCardDetails, options: CheckoutOptions = {}): Promise<boolean> {
  const websiteId = details.websiteId ?? siteContext().website?.id;
  const { giftCardProductId } = details;
  if (missing(GIFT_CARD_PATH, { websiteId, giftCardProductId })) return false;
  const sku = details.sku?.trim() ? details.sku : undefined;
  // spec 001 §9: a SKU is at most 60 characters; a longer one is no product the store has.
  if (sku && sku.length > MAX_SKU_LENGTH) {
    console.error(t(storeText, 'store.skuTooLong', { path: GIFT_CARD_PATH, max: MAX_SKU_LENGTH }));
    return false;
  }
  const url = address(GIFT_CARD_PATH, { websiteId, giftCardProductId, sku });
  return leave(url, recordClick(url, options));
}

/** What a `data-checkout` element asks for, by its value; its parameters are its `data-*`. */
const ROUTES: Record<string, (el: HTMLElement, options: CheckoutOptions) => Promise<boolean>> = {
  cart: (el, o) => goToCheckout({ ...o, minimumSubtotal: el.dataset.minimumSubtotal }),
  subscribe: (el, o) => goToSubscribe(el.dataset.cartToken ?? '', o),
  donate: (el, o) => goToDonate(el.dataset.donatePageId ?? '', o),
  giftcard: (el, o) =>
    goToGiftCard({ websiteId: el.dataset.websiteId, giftCardProductId: el.dataset.giftCardProductId ?? '', sku: el.dataset.sku }, o),
};

let going = false;

function onClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0) return;
  const el = e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.matches(CHECKOUT_SELECTOR));
  if (!el) return;
  // A link clicked with a modifier opens where the visitor asked, by its href.
  if (el instanceof HTMLAnchorElement && el.href && (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey)) return;
  const route = el.dataset.checkout ?? '';
  if (!Object.hasOwn(ROUTES, route)) {
    console.error(t(storeText, 'store.checkoutUnknownRoute', { value: route }));
    return;
  }
  e.preventDefault();
  // One checkout at a time: a second click while the first waits (for the cart, the
  // census) would navigate twice.
  if (going) return;
  going = true;
  const button = { id: el.id, buttonText: el.textContent?.replace(/\s+/g, ' ').trim() ?? '' };
  ROUTES[route]!(el, { button })
    .catch(console.error)
    .finally(() => (going = false));
}

let removal: (() => void) | undefined;

/**
 * Makes the page's `data-checkout` links and buttons go to their checkout (once per page; a
 * second call changes nothing): `data-checkout="cart"`, `"subscribe"` with
 * `data-cart-token`, `"donate"` with `data-donate-page-id`, `"giftcard"` with
 * `data-gift-card-product-id` (and `data-website-id`, `data-sku`). One click listener on the
 * document serves elements added later too. Returns its removal.
 */
export function startCheckoutLinks(doc: Document = document): () => void {
  if (!removal) {
    doc.addEventListener('click', onClick);
    removal = () => doc.removeEventListener('click', onClick);
  }
  return stopCheckoutLinks;
}

/** Removes the listener (tests). */
export function stopCheckoutLinks(): void {
  removal?.();
  removal = undefined;
  going = false;
}

// The store's elements and links on a page, in words of ours: the cart indicator's name
// (before the cart is read, and with its subtotal), and what the console says of checkout
// markup it cannot use. (The add-to-cart buttons' one message is an area of its own, so
// their listener carries no other text.)
import type { Area } from '../format.js';

export const store = {
  'store.checkoutMissing': '[ss-blocks] checkout {path}: {name} is missing; the page stays.', // ours
  'store.skuTooLong': '[ss-blocks] checkout {path}: the sku is longer than {max} characters; the page stays.', // ours
  'store.checkoutUnknownRoute': '[ss-blocks] data-checkout="{value}" is not cart, subscribe, donate or giftcard; ignored.', // ours
  'store.cartName': 'Cart', // ours
  'store.cartNameWithSubtotal': '{count}, subtotal {subtotal}', // ours
} as const satisfies Area<'store'>;

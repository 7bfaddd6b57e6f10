// The store's elements and buttons on a page, in words of ours: the cart indicator's name
// (before the cart is read, and with its subtotal), and what the console says of store
// markup it cannot use (an add-to-cart button, a checkout link).
import type { Area } from '../format.js';

export const store = {
  'store.checkoutMissing': '[ss-blocks] checkout {path}: {name} is missing; the page stays.', // ours
  'store.skuTooLong': '[ss-blocks] checkout {path}: the sku is longer than {max} characters; the page stays.', // ours
  'store.checkoutUnknownRoute': '[ss-blocks] data-checkout="{value}" is not cart, subscribe, donate or giftcard; ignored.', // ours
  'store.cartName': 'Cart', // ours
  'store.cartNameWithSubtotal': '{count}, subtotal {subtotal}', // ours
  'store.buttonMarkup': '[ss-blocks] an add-to-cart button needs a product id and a quantity from 1: {markup}', // ours
} as const satisfies Area<'store'>;

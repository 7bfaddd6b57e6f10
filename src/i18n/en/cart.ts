// Cart and checkout entry: the checkout alert (spec 001 §2), the cart indicator (§4, §9
// "Cart count text"), the subtotal minimum and quantity 0 (§5 "Cart"), failures (§8 "Cart
// and reviews").
import type { Area } from '../format.js';

export const cart = {
  'cart.checkoutSessionExpired': 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  'cart.checkoutMissing': '[ss-blocks] checkout {path}: {name} is missing; the page stays.', // ours
  'cart.checkoutUnknownRoute': '[ss-blocks] data-checkout="{value}" is not cart, subscribe, donate or giftcard; ignored.', // ours
  'cart.count': { one: 'One item in cart', other: '{count} items in cart' },
  // Display capped at 100+ (spec 001 §9): 'More than 100 items in cart'.
  'cart.countCapped': 'More than {count} items in cart',
  'cart.minimumSubtotal': 'To check out, your order subtotal must be {subtotal} or more.',
  'cart.removeOnZeroQuantity': "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
  'cart.updateQuantityFailed': 'Unable to update quantity',
  'cart.removeItemFailed': 'Unable to remove item',
  'cart.updateFormFailed': 'Unable to update form',
  'cart.openFormFailed': 'Unable to open form',
  'cart.tryAgain': 'Please try again.',
  'cart.checkConnection': 'Please check your internet connection.',
  // The indicator's name before the cart is read, and with the subtotal after.
  'cart.indicator': 'Cart', // ours
  'cart.indicatorWithSubtotal': '{count}, subtotal {subtotal}', // ours
  'cart.buttonMarkup': '[ss-blocks] an add-to-cart button needs a product id and a quantity from 1: {markup}', // ours
  'cart.problem': '[ss-blocks] cart {path}: {message}; its default is used.', // ours
} as const satisfies Area<'cart'>;

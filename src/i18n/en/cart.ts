// Cart and checkout entry: the checkout alert (spec 001 §2), the cart indicator (§4, §9
// "Cart count text"), the subtotal minimum and quantity 0 (§5 "Cart"), failures (§8 "Cart
// and reviews").
import type { Area } from '../format.js';

export const cart = {
  'cart.checkoutSessionExpired': 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
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
  'cart.unreadable': '[ss-blocks] no cart from {url}: {message}', // ours
  'cart.problem': '[ss-blocks] cart {path}: {message}; its default is used.', // ours
} as const satisfies Area<'cart'>;

// What the console says of an add-to-cart button it cannot use, in words of ours (an area of
// its own, so that the buttons' listener carries no other text).
import type { Area } from '../format.js';

export const addToCart = {
  'addToCart.buttonMarkup': '[ss-blocks] an add-to-cart button needs a product id and a quantity from 1: {markup}', // ours
} as const satisfies Area<'addToCart'>;

import { define } from '../element-helpers.js';
import { SsProductPrice } from './ss-product-price.element.js';

export { SsProductPrice } from './ss-product-price.element.js';

define('ss-product-price', SsProductPrice);

declare global {
  interface HTMLElementTagNameMap {
    'ss-product-price': SsProductPrice;
  }
}

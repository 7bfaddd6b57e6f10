import { define } from '../element-helpers.js';
import { SsCartIndicator } from './ss-cart-indicator.element.js';

export { SsCartIndicator } from './ss-cart-indicator.element.js';

define('ss-cart-indicator', SsCartIndicator);

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart-indicator': SsCartIndicator;
  }
}

import { define } from '../element-helpers.js';
import { SsMemberPricing } from './ss-member-pricing.element.js';

export { SsMemberPricing } from './ss-member-pricing.element.js';
export type { SsMemberPricingChangeDetail } from './ss-member-pricing.element.js';

define('ss-member-pricing', SsMemberPricing);

declare global {
  interface HTMLElementTagNameMap {
    'ss-member-pricing': SsMemberPricing;
  }
}

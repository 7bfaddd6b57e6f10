import { define } from '../element-helpers.js';
import { SsCookieBanner } from './ss-cookie-banner.element.js';

export { SsCookieBanner } from './ss-cookie-banner.element.js';
export type { SsCookieBannerChoiceDetail } from './ss-cookie-banner.element.js';

define('ss-cookie-banner', SsCookieBanner);

declare global {
  interface HTMLElementTagNameMap {
    'ss-cookie-banner': SsCookieBanner;
  }
}

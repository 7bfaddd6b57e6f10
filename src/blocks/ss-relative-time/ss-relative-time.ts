import { define } from '../element-helpers.js';
import { SsRelativeTime } from './ss-relative-time.element.js';

export { SsRelativeTime } from './ss-relative-time.element.js';

define('ss-relative-time', SsRelativeTime);

declare global {
  interface HTMLElementTagNameMap {
    'ss-relative-time': SsRelativeTime;
  }
}

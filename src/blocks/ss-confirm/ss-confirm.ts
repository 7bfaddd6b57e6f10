import { define } from '../element-helpers.js';
import { SsConfirm } from './ss-confirm.element.js';

export { SsConfirm, CONFIRM_STYLES } from './ss-confirm.element.js';
export type * from './ss-confirm.element.js';

define('ss-confirm', SsConfirm);

declare global {
  interface HTMLElementTagNameMap {
    'ss-confirm': SsConfirm;
  }
}

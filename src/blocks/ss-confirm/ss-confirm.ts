import { define } from '../element-helpers.js';
import { SsConfirm } from './ss-confirm.element.js';

export { SsConfirm } from './ss-confirm.element.js';
export type * from './ss-confirm.element.js';
export { CONFIRM_STYLES } from './options.js';
export type { ConfirmPlacement, ConfirmPosition, ConfirmResult, ConfirmStyle, ConfirmViewport } from './options.js';

define('ss-confirm', SsConfirm);

declare global {
  interface HTMLElementTagNameMap {
    'ss-confirm': SsConfirm;
  }
}

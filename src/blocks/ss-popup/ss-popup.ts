import { define } from '../element-helpers.js';
import { SsPopup } from './ss-popup.element.js';

export { SsPopup } from './ss-popup.element.js';
export type { SsPopupCloseDetail, SsPopupState } from './ss-popup.element.js';
export { POPUP_POSITIONS, POPUP_STYLES } from './ss-popup.settings.js';
export type { PopupPosition, PopupStyle } from './ss-popup.settings.js';
export { POPUP_STORAGE_KEYS, clearRecord as clearPopupRecord, readRecord as readPopupRecord } from './record.js';
export type { PopupRecord, PopupVerdict } from './rules.js';

define('ss-popup', SsPopup);

declare global {
  interface HTMLElementTagNameMap {
    'ss-popup': SsPopup;
  }
}

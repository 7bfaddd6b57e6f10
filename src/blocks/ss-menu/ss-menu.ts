import { define } from '../element-helpers.js';
import { SsMenu } from './ss-menu.element.js';

export { SsMenu } from './ss-menu.element.js';
export type { SsMenuChangeDetail } from './ss-menu.element.js';

define('ss-menu', SsMenu);

declare global {
  interface HTMLElementTagNameMap {
    'ss-menu': SsMenu;
  }
}

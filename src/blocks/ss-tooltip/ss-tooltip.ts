import { define } from '../element-helpers.js';
import { SsTooltip } from './ss-tooltip.element.js';

export { SsTooltip } from './ss-tooltip.element.js';
export type * from './ss-tooltip.element.js';

define('ss-tooltip', SsTooltip);

declare global {
  interface HTMLElementTagNameMap {
    'ss-tooltip': SsTooltip;
  }
}

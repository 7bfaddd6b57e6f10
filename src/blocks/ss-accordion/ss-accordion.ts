import { define } from '../element-helpers.js';
import { SsAccordion } from './ss-accordion.element.js';

export { SsAccordion } from './ss-accordion.element.js';
export type { SsAccordionToggleDetail } from './ss-accordion.element.js';

define('ss-accordion', SsAccordion);

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion': SsAccordion;
  }
}

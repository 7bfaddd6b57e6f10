import { define } from '../element-helpers.js';
import { SsSystemError } from './ss-system-error.element.js';

export { SsSystemError } from './ss-system-error.element.js';
export type * from './ss-system-error.element.js';

define('ss-system-error', SsSystemError);

declare global {
  interface HTMLElementTagNameMap {
    'ss-system-error': SsSystemError;
  }
}

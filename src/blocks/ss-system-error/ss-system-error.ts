import { define } from '../element-helpers.js';
import { setDefaultSystemErrorPresenter } from '../../services/system-error.js';
import { SsSystemError } from './ss-system-error.element.js';
import { overlayPresenter } from './presenter.js';

export { SsSystemError } from './ss-system-error.element.js';
export type * from './ss-system-error.element.js';

define('ss-system-error', SsSystemError);
// The data layer's system errors show here, unless the page sets a presenter of its own.
setDefaultSystemErrorPresenter(overlayPresenter);

declare global {
  interface HTMLElementTagNameMap {
    'ss-system-error': SsSystemError;
  }
}

import { define } from '../element-helpers.js';
import { SsForm } from './ss-form.element.js';

export { SsForm } from './ss-form.element.js';
export type { SsFormSubmitDetail, SsFormSuccessDetail, SsFormInvalidDetail, SsFormFailureDetail } from './events.js';
export type { SsFormState } from './submit-state.js';
export type { FormValue } from './values.js';

define('ss-form', SsForm);

declare global {
  interface HTMLElementTagNameMap {
    'ss-form': SsForm;
  }
}

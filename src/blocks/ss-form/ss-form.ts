import { define } from '../element-helpers.js';
import { SsForm } from './ss-form.element.js';

export { SsForm } from './ss-form.element.js';
export type { SsFormState, SsFormSubmitDetail, SsFormSuccessDetail, SsFormInvalidDetail, SsFormFailureDetail } from './ss-form.element.js';
export type { FormValue } from './values.js';

define('ss-form', SsForm);

declare global {
  interface HTMLElementTagNameMap {
    'ss-form': SsForm;
  }
}

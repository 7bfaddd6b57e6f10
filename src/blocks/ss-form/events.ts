// The form's events, typed once. All bubble and are composed.
import type { FormValue } from './values.js';

export interface SsFormSubmitDetail {
  formId: string;
  /** Field id → value, as it will be sent (spec 001 §3 value shapes). */
  values: Record<string, FormValue>;
}
export interface SsFormSuccessDetail extends SsFormSubmitDetail {
  newsletter: boolean;
  /** The address it goes to next, when a success redirect is set. */
  redirect?: string;
}
export interface SsFormInvalidDetail {
  /** Field id → the message it is marked with. */
  fields: Record<string, string>;
}
export interface SsFormFailureDetail extends SsFormInvalidDetail {
  /** The form-level message shown, if any. */
  message?: string;
  /** No answer came: the entries are kept for the next try. */
  network: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-form-submit': CustomEvent<SsFormSubmitDetail>;
    'ss-form-success': CustomEvent<SsFormSuccessDetail>;
    'ss-form-invalid': CustomEvent<SsFormInvalidDetail>;
    'ss-form-failure': CustomEvent<SsFormFailureDetail>;
  }
}

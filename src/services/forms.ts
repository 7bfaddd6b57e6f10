// The form calls (spec 001 §7): the submission key and the submission through the data
// layer, without the system error overlay (the form shows its own failures, spec 001 §8
// "Form"); the form-render census and the newsletter's subscribe event through the census
// module (consent, the outbox), loaded when first needed.
import { apiAddresses } from '../contract/api-addresses.js';
import { post, DataLayerError } from './data-layer.js';
import { t } from '../i18n/translator.js';
import { form as text } from '../i18n/en/form.js';
import { readCrumb } from './crumb.js';
import { pageFields, type PageFields } from '../contract/page-fields.js';

export type { PageFields } from '../contract/page-fields.js';

/** What SaveFormSubmission takes besides the key and the page fields (spec 001 §3). */
export interface FormSubmission {
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** The fields' values as JSON text: field id → value. */
  form: string;
  /** The captcha's answer, when the form has a captcha. */
  captchaKey?: string;
}

/** Real pages send the crumb as an X-CSRF-Token header too (real-markup.md "Form block"). */
const csrf = (): Record<string, string> => {
  const crumb = readCrumb();
  return crumb ? { 'X-CSRF-Token': crumb } : {};
};

const KEY_URL = '/api/form/FormSubmissionKey';

/** POST /api/form/FormSubmissionKey, with credentials: resolves with `data.key`. Rejects
 * with the data layer's error, or one of kind `parse` when the answer has no key. */
export async function formSubmissionKey(): Promise<string> {
  const data = await post<{ key?: unknown }>(KEY_URL, { secure: true, headers: csrf(), overlay: false });
  if (typeof data?.key !== 'string' || !data.key) throw new DataLayerError('parse', t(text, 'form.submissionKeyError'), KEY_URL, 200, data);
  return data.key;
}

/** POST /api/form/SaveFormSubmission as JSON. Resolves on any 2xx (a 204 included). */
export async function saveFormSubmission(key: string, submission: FormSubmission, page: PageFields = pageFields()): Promise<void> {
  const { captchaKey, ...rest } = submission;
  await post('/api/form/SaveFormSubmission', {
    data: { key, ...rest, captchaKey: captchaKey || undefined, ...page }, // undefined: left out of the JSON
    json: true,
    secure: true,
    headers: csrf(),
    overlay: false,
  });
}

/** The census module, once the page has loaded: telemetry stays off the critical path. */
const census = async () => {
  if (document.readyState !== 'complete') await new Promise((loaded) => addEventListener('load', loaded, { once: true }));
  return import('./census.js');
};

/** POST /api/census/form-render when a form renders (spec 001 §7): formId, the visitor
 * cookie and the page fields. */
export function recordFormRender(formId: string): void {
  // The switch as it is when the form renders (the census module may arrive after a change).
  if (apiAddresses.census !== false) void census().then((c) => c.recordCensus('form-render', { formId, ...pageFields() }));
}

/** A newsletter form's subscribe event (spec 001 §4), through the platform's older event
 * tracker (POST /api/events/RecordEvent: crumb, event, data; ours, where the spec names no
 * call). The visitor is subscribed whatever the tracker says. */
export function recordSubscribe(formId: string): void {
  const { pagePath, pageId } = pageFields();
  void census().then((c) => c.recordEvent('subscribe', { formId, pagePath, pageId }));
}

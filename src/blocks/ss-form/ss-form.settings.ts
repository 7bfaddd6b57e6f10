// The form block's settings, declared once (spec 001 §3 "Form submission", §4 "Form"; the
// published form's keys, real-markup.md "Form block"). The JSDoc of each is its
// documentation in the manifest and docs/elements.md (`draft` is ours: the spec has no drafts). A definition's own values (its
// `formId`, `advanced.submitButtonText`, …) and the published `<form>`'s `data-form-id` and
// `data-success-redirect` apply where these are not given.
import { bool, str, named } from '../../contract/settings.js';

export const settings = named({
  /** The form's id, sent with every submission (markup: the form's data-form-id). */
  formId: str(''),
  /** The collection the form belongs to, sent with every submission. */
  collectionId: str(''),
  /** The form's object name, sent with every submission. */
  objectName: str(''),
  /** Where to go after a successful submission: an http(s) or relative URL; any other is ignored (markup: the form's
   * data-success-redirect). */
  successRedirect: str('', { keys: ['successRedirect', 'formSubmissionRedirect'] }),
  /** The submit button's text, also sent as submitButtonText (default: the button's own text). */
  submitButtonText: str('', { keys: ['formSubmitButtonText', 'submitButtonText'] }),
  /** A newsletter form: no general message above server field errors, and a subscribe event on success (markup: form.newsletter-form). */
  newsletter: bool(false, { keys: ['newsletter', 'isNewsletter'] }),
  /** The form is inside a popup overlay (sent as isOverlayForm); a form inside `<ss-popup>` is, without it. */
  overlayForm: bool(false, { keys: ['isOverlayForm'] }),
  /** Keep the visitor's unsent input in this browser (7 days; never passwords or hidden fields); "false" turns it off. */
  draft: bool(true),
});

export type FormSettings = typeof settings;

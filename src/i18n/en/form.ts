// Form texts: submitting (spec 001 §4 "Form"), values (§3 "Form submission"), validation
// (§5), the key call (§7) and failures (§8 "Form").
import type { Area } from '../format.js';

export const form = {
  'form.submitting': 'Submitting…',
  'form.processingError': 'Error processing form submission. Please reload and try again.',
  'form.unknownError': 'Unknown error, please try again later.',
  'form.submissionKeyError': 'Could not get a form submission key, please try again later.',
  'form.fieldsUnparsable': 'Could not parse the form fields, please check your entries.',
  'form.problemScrollDown': 'Your form has encountered a problem. Please scroll down to review.',
  'form.problemScrollUp': 'Your form has encountered a problem. Please scroll up to review.',
  'form.status401': 'Unable to submit form. Please try again later.',
  'form.status404': 'This form has not been configured yet.',
  'form.status429': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'form.status500': 'Unable to send form. Please try again later.',
  'form.invalidFields': 'One or more fields is invalid, please check your entries.',
  'form.captchaIncomplete': 'Complete CAPTCHA before submitting.',
  'form.characterLimit': 'You have exceeded the character limit.',
  // The textarea's live counter, the spec's 'count / max'.
  'form.characterCount': '{count} / {max}',
  'form.emailInvalid': 'Email is not valid. Email addresses should follow the format {email}.',
  // The spec: "US zip must be exactly five digits", without a message.
  'form.zipInvalid': 'A US ZIP code must be exactly five digits.', // ours
  'form.emptyValue': 'N/A',
  // The spec: "A form render failure is logged, not shown."
  'form.renderFailed': '[ss-blocks] The form was not rendered: {message}', // ours
  // The rest are ours: the spec names the rule, not the text.
  'form.required': '{title} is required.', // ours
  // The example address the spec's email message is filled with.
  'form.emailExample': 'user@domain.com', // ours
  'form.offline': 'The connection was lost. Your entries are kept: send the form again once you are back online.', // ours
  'form.backOnline': 'You are back online: send the form again to deliver your entries.', // ours
  'form.thankYou': 'Thank you!', // ours
  'form.nothingToShow': '[ss-blocks] The form block has no form in its markup and no definition.', // ours
} as const satisfies Area<'form'>;

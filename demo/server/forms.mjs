// Forms on the reference server: the demo forms' definitions, reading a definition in either
// shape (the editor's fieldsets or the published island's keys, as the client reads them),
// validating a submission against it (spec 001 §5), and showing a stored value (§3).
import { isObject } from './http.mjs';
import { createHash } from 'node:crypto';

export const MESSAGES = {
  notConfigured: 'This form has not been configured yet.',
  key: 'Error processing form submission. Please reload and try again.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  captcha: 'Complete CAPTCHA before submitting.',
  email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  zip: 'A US ZIP code must be exactly five digits.',
  tooLong: 'You have exceeded the character limit.',
  rejected: 'This value was rejected by the server.',
  /** @param {string} title */
  required: (title) => `${title} is required.`,
};

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
];

const LIKERT = ['-2', '-1', '0', '1', '2'];
const LIKERT_LABELS = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'];
const US = new Set(['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);
/** The parts of a multi-part value that a required field needs (by index). */
const REQUIRED_PARTS = /** @type {Record<string, number[]>} */ ({
  name: [0, 1],
  address: [0, 2, 3, 4, 5],
  date: [0, 1, 2],
  time: [0, 1],
  phone: [1, 2, 3],
});

/**
 * @typedef {{ id: string, type: string, title?: string, required?: boolean, options?: string[], maxLength?: number,
 *   key?: string, value?: string }} Field
 * @typedef {{ formId: string, name: string, collectionId: string, objectName: string, newsletter: boolean,
 *   fields: Field[], captcha: boolean, advanced: Record<string, string> }} Definition
 */

/** @param {unknown} v @returns {v is Record<string, any>} */

/**
 * The definition's problem, or null: an object whose fields are a list of objects, each with
 * a non-empty string id (unique) and a known type.
 * @param {unknown} def
 */
export function definitionError(def) {
  if (!isObject(def)) return 'Expected a JSON object';
  const fields = isObject(def.build) ? def.build.fields : def.formFields;
  if (!Array.isArray(fields)) return 'Expected build.fields (or formFields): a list of fields';
  const ids = new Set();
  for (const [i, f] of fields.entries()) {
    if (!isObject(f)) return `Field ${i} is not an object`;
    if (typeof f.id !== 'string' || !f.id.trim()) return `Field ${i} has no id`;
    if (!FIELD_TYPES.includes(f.type)) return `Field ${f.id} has an unknown type: ${JSON.stringify(f.type)}`;
    if (ids.has(f.id)) return `Field id ${f.id} is used twice`;
    ids.add(f.id);
  }
  return null;
}

/**
 * Either shape, read into one (the client's src/model/form-definition.ts does the same).
 * @param {Record<string, any>} def a definition that passed definitionError
 * @returns {Definition}
 */
export function normalise(def) {
  const advanced = isObject(def.advanced) ? def.advanced : {};
  return {
    formId: String(def.formId ?? ''),
    name: String(def.name ?? def.formName ?? ''),
    collectionId: String(def.collectionId ?? ''),
    objectName: String(def.objectName ?? ''),
    newsletter: def.newsletter === true || def.isNewsletter === true,
    fields: isObject(def.build) ? def.build.fields : def.formFields,
    captcha: (isObject(def.captcha) ? def.captcha.enabled : def.captchaEnabled) === true,
    advanced: {
      submitButtonText: advanced.submitButtonText ?? def.formSubmitButtonText ?? '',
      postSubmitMessage: advanced.postSubmitMessage ?? '',
      postSubmitHtml: advanced.postSubmitHtml ?? def.formSubmissionMessage?.html ?? '',
    },
  };
}

const blank = (/** @type {unknown} */ v) => typeof v !== 'string' || v.trim() === '';
const text = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : '');

/** @param {unknown} v */
const containsTestValue = (v) =>
  (typeof v === 'string' && v.includes('server-error-test')) ||
  (Array.isArray(v) && v.some(containsTestValue)) ||
  (isObject(v) && Object.values(v).some(containsTestValue));

/**
 * True when a required field has no value, by its type's rule.
 * @param {Field} f @param {unknown} v
 */
function missing(f, v) {
  const parts = REQUIRED_PARTS[f.type];
  if (parts) return !Array.isArray(v) || parts.some((i) => blank(v[i]));
  if (f.type === 'checkbox') return !Array.isArray(v) || v.length === 0;
  if (f.type === 'likert') return !isObject(v) || (f.options ?? []).some((q) => !Array.isArray(v[q]) || v[q].length === 0);
  return blank(v);
}

/**
 * The field's problem, or null.
 * @param {Field} f @param {unknown} v
 */
function fieldError(f, v) {
  if (f.type === 'section' || f.type === 'hidden') return null;
  if (containsTestValue(v)) return MESSAGES.rejected;
  if (f.required && missing(f, v)) return MESSAGES.required(f.title ?? f.id);
  const options = f.options ?? [];
  switch (f.type) {
    case 'email': {
      const s = text(v);
      return s && !(s.length >= 3 && s.length <= 256 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)) ? MESSAGES.email : null;
    }
    case 'address': {
      const parts = Array.isArray(v) ? v : [];
      const zip = text(parts[4]).trim();
      const country = text(parts[5]).trim().toLowerCase();
      return zip && (!country || US.has(country)) && !/^\d{5}$/.test(zip) ? MESSAGES.zip : null;
    }
    case 'textarea':
      return f.maxLength && f.maxLength > 0 && text(v).length > f.maxLength ? MESSAGES.tooLong : null;
    case 'radio':
    case 'select':
      return !blank(v) && !options.includes(text(v)) ? MESSAGES.rejected : null;
    case 'checkbox':
      return Array.isArray(v) && v.every((x) => options.includes(x)) ? null : v === undefined ? null : MESSAGES.rejected;
    case 'likert':
      if (v === undefined) return null;
      return isObject(v) &&
        Object.entries(v).every(([q, a]) => options.includes(q) && Array.isArray(a) && a.every((x) => LIKERT.includes(x)))
        ? null
        : MESSAGES.rejected;
    default:
      return null;
  }
}

/**
 * Field errors of a submission by field id (empty when valid). Ids the form does not have
 * are ignored.
 * @param {Definition} def @param {Record<string, unknown>} form
 */
export function submissionErrors(def, form) {
  /** @type {Record<string, string>} */
  const errors = {};
  for (const f of def.fields) {
    const message = fieldError(f, form[f.id]);
    if (message) errors[f.id] = message;
  }
  return errors;
}

/**
 * What a key is bound to: the form and its entries. The captcha answer is left out (it may
 * change on a retry of the same submission), and so are the definition's password fields
 * (ours): a browser never keeps a password, so a retry after a reload cannot repeat it.
 * @param {unknown} formId @param {unknown} form @param {Definition} [def]
 */
export function payloadHash(formId, form, def) {
  const secret = (def?.fields ?? []).filter((f) => f.type === 'password').map((f) => f.id);
  let bound = form;
  if (secret.length && typeof form === 'string') {
    try {
      const entries = JSON.parse(form);
      if (isObject(entries)) {
        for (const id of secret) delete entries[id];
        bound = JSON.stringify(entries);
      }
    } catch {
      // an unreadable form is bound as it is
    }
  }
  return createHash('sha256')
    .update(JSON.stringify([formId, bound]))
    .digest('hex');
}

/**
 * A stored value as a person reads it: 'N/A' when empty (spec 001 §3), sub-inputs joined by
 * a space, choices by a comma, likert answers by their labels.
 * @param {Field | undefined} f @param {unknown} v
 */
export function displayValue(f, v) {
  const empty = (/** @type {unknown} */ x) =>
    x === undefined ||
    x === null ||
    (typeof x === 'string' ? x.trim() === '' : Array.isArray(x) ? x.every(empty) : isObject(x) ? Object.values(x).every(empty) : false);
  // A time of only its AM/PM (a select, never blank) was not given.
  if (empty(v) || (f?.type === 'time' && Array.isArray(v) && empty(v.slice(0, 3)))) return 'N/A';
  if (Array.isArray(v)) return v.filter((x) => !empty(x)).join(f && REQUIRED_PARTS[f.type] ? ' ' : ', ');
  if (isObject(v)) {
    return Object.entries(v)
      .map(([q, a]) => `${q}: ${Array.isArray(a) && a.length ? a.map((x) => LIKERT_LABELS[LIKERT.indexOf(x)] ?? x).join(', ') : 'N/A'}`)
      .join('\n');
  }
  return String(v);
}

/** The demo site's forms (demo/index.html carries the same: the contact form as its JSON
 * island, the newsletter and failure forms as published markup; demo/plain.html the plain
 * page's form as published markup). */
export const DEMO_FORMS = {
  contact: {
    formId: 'contact',
    name: 'Contact us',
    collectionId: '64a1c0ffee0000000000abcd',
    objectName: 'page-contact',
    build: {
      fields: [
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
        { id: 'textarea-1', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
        { id: 'email-1', type: 'email', title: 'Email', required: true },
        { id: 'number-1', type: 'number', title: 'Guests' },
        { id: 'website-1', type: 'website', title: 'Website' },
        { id: 'currency-1', type: 'currency', title: 'Budget', currencySymbol: '$' },
        { id: 'password-1', type: 'password', title: 'Password' },
        { id: 'twitter-1', type: 'twitter', title: 'Twitter' },
        { id: 'date-1', type: 'date', title: 'Preferred date' },
        { id: 'time-1', type: 'time', title: 'Preferred time' },
        { id: 'name-1', type: 'name', title: 'Name', required: true },
        { id: 'address-1', type: 'address', title: 'Address' },
        { id: 'phone-1', type: 'phone', title: 'Phone', showCountryCode: true },
        { id: 'section-1', type: 'section', title: 'About your visit', underline: true },
        { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace', 'Bar'], required: true },
        { id: 'checkbox-1', type: 'checkbox', title: 'Interests', options: ['Coffee', 'Pastry', 'Events'] },
        { id: 'select-1', type: 'select', title: 'How did you hear of us?', options: ['Friend', 'Search', 'Social media', 'Walked by'] },
        { id: 'likert-1', type: 'likert', title: 'Your last visit', options: ['The coffee was good', 'The staff were friendly'] },
        { id: 'hidden-1', type: 'hidden', title: 'Source', key: 'source', value: 'demo-site' },
      ],
    },
    advanced: {
      submitButtonText: 'Send message',
      postSubmitMessage: 'Thank you! We will write back within two days.',
      postSubmitHtml: '<p>Meanwhile, <a href="/#work">see our recent work</a>.</p>',
    },
    captcha: { enabled: true },
  },
  newsletter: {
    formId: 'newsletter',
    name: 'Newsletter',
    newsletter: true,
    build: { fields: [{ id: 'email-1', type: 'email', title: 'Email address', required: true }] },
    advanced: { submitButtonText: 'Sign up', postSubmitMessage: 'Thank you for signing up!' },
  },
  failures: {
    formId: 'failures',
    name: 'Try a failure',
    collectionId: '64a1c0ffee0000000000abcd',
    build: {
      fields: [
        { id: 'email-1', type: 'email', title: 'Email', required: true },
        { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 200 },
      ],
    },
    advanced: { submitButtonText: 'Send' },
  },
  plain: {
    formId: 'plain',
    name: 'Write to us',
    collectionId: '64a1c0ffee0000000000abcd',
    build: {
      fields: [
        { id: 'name-1', type: 'text', title: 'Name', required: true },
        { id: 'email-1', type: 'email', title: 'Email', required: true },
        { id: 'textarea-1', type: 'textarea', title: 'Message', maxLength: 500 },
      ],
    },
    advanced: { submitButtonText: 'Send' },
  },
};

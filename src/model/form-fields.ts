// The form's field types and likert answers (spec 001 §3): the few constants the form block
// needs on every page, apart from the definition model (form-definition.ts), which only a
// form rendered from JSON and the editor load.

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
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Likert answers run -2 to 2 (spec 001 §3). */
export const LIKERT_ANSWERS = ['-2', '-1', '0', '1', '2'] as const;

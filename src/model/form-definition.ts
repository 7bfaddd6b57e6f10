// The form definition: what the form editor produces and what the platform's form block
// carries as JSON (spec 001 §3 "Form editor field types and editable properties"; the
// newer published JSON island of real-markup.md "Form block"). One zod (mini) model, made
// on first use; both shapes read into one normalised definition. Pure: no DOM.
import * as z from 'zod/mini';
import { t } from '../i18n/translator.js';
import { formFields as messages } from '../i18n/en/form-fields.js';

import { FIELD_TYPES, type FieldType } from './form-fields.js';
import { isPlainObject } from './plain-object.js';

export { FIELD_TYPES, LIKERT_ANSWERS, type FieldType } from './form-fields.js';

const TEXT = ['description', 'placeholder', 'required'] as const;
const PLAIN = ['description', 'required'] as const;
const CHOICE = ['description', 'options', 'required'] as const;

/** Each type's editable properties, exactly as the spec's table gives them (spec 001 §3). */
export const EDITABLE_PROPERTIES = {
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  number: TEXT,
  website: TEXT,
  currency: ['description', 'currencySymbol', 'required'],
  password: PLAIN,
  twitter: PLAIN,
  date: PLAIN,
  time: PLAIN,
  name: PLAIN,
  address: PLAIN,
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: CHOICE,
  checkbox: CHOICE,
  select: CHOICE,
  likert: CHOICE,
  hidden: ['key', 'value'],
} as const satisfies Record<FieldType, readonly string[]>;

export type EditableProperty = (typeof EDITABLE_PROPERTIES)[FieldType][number] | 'maxLength';

/** The editable properties of a type. Textarea also gets maxLength when the vanilla form
 * handler feature is on (spec 001 §3). */
export function editableProperties(type: FieldType, features: { vanillaFormHandler?: boolean } = {}): readonly EditableProperty[] {
  const props: readonly EditableProperty[] = EDITABLE_PROPERTIES[type];
  return type === 'textarea' && features.vanillaFormHandler ? [...props, 'maxLength'] : props;
}

/** What the editor shows in place of a hidden field's value (spec 001 §3: "Hidden fields
 * use a password-mask placeholder value"). */
export const HIDDEN_PLACEHOLDER = '••••••••';

/** One field of a definition: its id, type and title, and its type's editable properties. */
export interface FormField {
  id: string;
  type: FieldType;
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  options?: string[];
  /** Hidden fields: the query parameter that gives the value. */
  key?: string;
  /** Hidden fields: the value when the address has no such parameter. */
  value?: string;
  /** Textareas: the most characters allowed; 0 or less means no limit. */
  maxLength?: number;
}

/** A form as the editor saves it: the spec's fieldsets build, storage, advanced, captcha
 * and disclaimer, and the ids a submission carries (spec 001 §3 "Form submission"). */
export interface FormDefinition {
  formId: string;
  name: string;
  collectionId: string;
  objectName: string;
  /** A newsletter form: no general message on server field errors; records a subscribe
   * event on success (spec 001 §4, §5). */
  newsletter: boolean;
  build: { fields: FormField[] };
  /** Where submissions go (an e-mail address, a connected service): the server's concern. */
  storage: Record<string, unknown>;
  advanced: { submitButtonText: string; postSubmitMessage: string; postSubmitHtml: string; successRedirect: string };
  captcha: { enabled: boolean };
  disclaimer: { enabled: boolean; text: string };
}

const o = z.optional;
// Only the zod features the page contract already uses (looseObject, optional, array, string,
// boolean, custom): zod is tree-shaken per module for the whole page, so each new feature
// would add to every block's shared chunk.
const text = () => o(z.string());
const flag = () => o(z.boolean());

function makeFieldSchema() {
  return z.looseObject({
    id: z.custom<string>((v) => typeof v === 'string' && v.trim() !== ''),
    type: z.custom<FieldType>((v) => (FIELD_TYPES as readonly unknown[]).includes(v)),
    title: text(),
    description: text(),
    placeholder: text(),
    required: flag(),
    currencySymbol: text(),
    showCountryCode: flag(),
    underline: flag(),
    options: o(z.array(z.string())),
    key: text(),
    value: text(),
    // Published pages may write it as text ("500").
    maxLength: o(z.custom<number | string>((v) => (typeof v === 'number' || typeof v === 'string') && Number.isFinite(Number(v)))),
  });
}

function makeDefinitionSchema() {
  const group = <S extends z.core.$ZodLooseShape>(shape: S) => o(z.looseObject(shape));
  return z.looseObject({
    formId: text(),
    name: text(),
    collectionId: text(),
    objectName: text(),
    newsletter: flag(),
    build: group({ fields: z.array(z.custom<unknown>()) }),
    storage: o(z.custom<Raw>(isPlainObject)),
    advanced: group({ submitButtonText: text(), postSubmitMessage: text(), postSubmitHtml: text(), successRedirect: text() }),
    captcha: group({ enabled: flag() }),
    disclaimer: group({ enabled: flag(), text: text() }),
  });
}

let fieldSchema: ReturnType<typeof makeFieldSchema> | undefined;
let definitionSchema: ReturnType<typeof makeDefinitionSchema> | undefined;

type Raw = Record<string, unknown>;

/** A problem found while reading a definition: where, and what zod said. */
export interface DefinitionProblem {
  /** "fields.3" for the fourth field, or the top-level key. */
  path: string;
  message: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The published island's keys (real-markup.md) mapped onto the editor's shape; the
 * editor's own keys win where both are present. Unknown keys are dropped. */
function normaliseShape(raw: Raw): Raw {
  const pick = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null);
  // A fieldset given as something other than an object stays as it is: zod reports it and
  // its defaults apply.
  const group = (value: unknown, make: (g: Raw) => Raw) =>
    value === undefined || isPlainObject(value) ? make(isPlainObject(value) ? value : {}) : value;
  const message = isPlainObject(raw.formSubmissionMessage) ? raw.formSubmissionMessage : {};
  return {
    formId: pick(raw.formId, raw.id),
    name: pick(raw.name, raw.formName),
    collectionId: raw.collectionId,
    objectName: raw.objectName,
    newsletter: pick(raw.newsletter, raw.isNewsletter),
    build: group(raw.build, (b) => ({ fields: pick(b.fields, raw.formFields, []) })),
    storage: raw.storage,
    advanced: group(raw.advanced, (a) => ({
      submitButtonText: pick(a.submitButtonText, raw.formSubmitButtonText, raw.submitButtonText),
      postSubmitMessage: pick(a.postSubmitMessage, str(message.text), raw.formSubmissionText),
      postSubmitHtml: pick(a.postSubmitHtml, str(message.html)),
      successRedirect: pick(a.successRedirect, raw.successRedirect, raw.formSubmissionRedirect),
    })),
    captcha: group(raw.captcha, (c) => ({ enabled: pick(c.enabled, raw.captchaEnabled) })),
    disclaimer: raw.disclaimer,
  };
}

const issueText = (error: z.core.$ZodError) => error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** A field with exactly its type's editable properties (and maxLength on a textarea, which
 * the editor writes only with the vanilla form handler on), or a problem. */
export function parseField(raw: unknown): { field: FormField } | { problem: string } {
  const result = (fieldSchema ??= makeFieldSchema()).safeParse(raw);
  if (!result.success) return { problem: issueText(result.error) };
  const r = result.data;
  const field: FormField = { id: r.id, type: r.type, title: r.title ?? '' };
  const target = field as unknown as Raw;
  for (const p of editableProperties(r.type, { vanillaFormHandler: true })) {
    const value = (r as Raw)[p];
    if (value !== undefined) target[p] = p === 'maxLength' ? Number(value) : value;
  }
  return { field };
}

/** Reads a definition in either shape. A field that is not valid (an unknown type, no id,
 * an id used before) is left out and listed in `problems`; the rest of the form stays. A
 * top-level value of the wrong type is a problem and its default is used. */
export function parseDefinition(raw: unknown): { definition: FormDefinition; problems: DefinitionProblem[] } {
  const problems: DefinitionProblem[] = [];
  const shaped = normaliseShape(isPlainObject(raw) ? raw : {});
  if (!isPlainObject(raw)) problems.push({ path: '', message: t(messages, 'formFields.definitionNotObject') });
  let top = (definitionSchema ??= makeDefinitionSchema()).safeParse(shaped);
  if (!top.success) {
    // Drop each top-level key zod objects to and read again: one bad value costs its default only.
    for (const issue of top.error.issues) {
      const key = String(issue.path[0] ?? '');
      problems.push({ path: key, message: issue.message });
      delete (shaped as Raw)[key];
    }
    top = definitionSchema.safeParse(shaped);
  }
  const d = top.success ? top.data : {};
  const fields: FormField[] = [];
  const seen = new Set<string>();
  (d.build?.fields ?? []).forEach((rawField, index) => {
    const parsed = parseField(rawField);
    if ('problem' in parsed) return problems.push({ path: `fields.${index}`, message: parsed.problem });
    if (seen.has(parsed.field.id))
      return problems.push({ path: `fields.${index}`, message: t(messages, 'formFields.fieldIdTwice', { id: parsed.field.id }) });
    seen.add(parsed.field.id);
    fields.push(parsed.field);
  });
  const a = d.advanced ?? {};
  return {
    definition: {
      formId: d.formId ?? '',
      name: d.name ?? '',
      collectionId: d.collectionId ?? '',
      objectName: d.objectName ?? '',
      newsletter: d.newsletter ?? false,
      build: { fields },
      storage: d.storage ?? {},
      advanced: {
        submitButtonText: a.submitButtonText ?? '',
        postSubmitMessage: a.postSubmitMessage ?? '',
        postSubmitHtml: a.postSubmitHtml ?? '',
        successRedirect: a.successRedirect ?? '',
      },
      captcha: { enabled: d.captcha?.enabled ?? false },
      disclaimer: { enabled: d.disclaimer?.enabled ?? false, text: d.disclaimer?.text ?? '' },
    },
    problems,
  };
}

/** True when block data describes the form's fields (either shape). */
export const hasFields = (data: Raw): boolean =>
  Array.isArray(data.formFields) || (isPlainObject(data.build) && Array.isArray(data.build.fields));

// The form panel's logic (spec 001 §3 "Form editor field types and editable properties",
// §5 "Editor messages"): reading a form block's definition, adding, removing, reordering and
// editing its fields with exactly their type's editable properties, and validating the draft
// with the catalogue's editor messages. Pure: no DOM, no React (vitest: test/unit/editor/).
import { t } from '../../src/i18n/translator.js';
import { editor as text } from '../../src/i18n/en/editor.js';
import {
  editableProperties,
  parseDefinition,
  FIELD_TYPES,
  type EditableProperty,
  type FieldType,
  type FormDefinition,
  type FormField,
} from '../../src/model/form-definition.js';
import { isEmail } from '../../src/blocks/ss-form/validation.js';

export { FIELD_TYPES, HIDDEN_PLACEHOLDER, type FieldType, type FormDefinition, type FormField } from '../../src/model/form-definition.js';

/** The features the editor offers (spec 001 §3: "Textarea also gets maxLength when the vanilla
 * form handler feature is on"). Ours: on in the demo, whose form block is that handler. */
export const FORM_FEATURES = { vanillaFormHandler: true } as const;

/** The currency symbols of the spec's commerce currency list (001 §3): euro, the dollars and
 * pesos ($, A$, C$, NZ$, HK$, S$), krone/koruna, pound, franc, ruble, zloty, baht, ringgit,
 * real, rupiah, rupee, yen, rand, shekel. A currency field's symbol is one of these. */
export const CURRENCY_SYMBOLS = [
  '$',
  '€',
  '£',
  'A$',
  'C$',
  'NZ$',
  'HK$',
  'S$',
  'kr',
  'Kč',
  'CHF',
  '₽',
  'zł',
  '฿',
  'RM',
  'R$',
  'Rp',
  '₹',
  '¥',
  'R',
  '₪',
] as const;

/** The option types: their fields carry `options` (spec 001 §3). */
export const CHOICE_TYPES: readonly FieldType[] = ['radio', 'checkbox', 'select', 'likert'];

/** The editor-only texts the catalogue has no message for (ours, plain English as the
 * editor's labels are: the catalogue holds what published pages show). */
export const EDITOR_TEXTS = {
  titleRequired: 'Please enter a title',
  optionRequired: 'Please enter an option',
  noOptions: 'Add at least one option',
  keyRequired: 'Please enter a key',
  maxLength: '{val} is not a whole number of characters (0 for no limit)',
} as const;

/** What the editor calls each thing for 'This {tagType} already exists' (ours). */
export const TAG_TYPES = { option: 'option', key: 'key' } as const;

/** Where a draft is wrong: an error key (see `errorKey`) → the message to show. */
export type FormErrors = Record<string, string>;

/** The error key of a field's property (`field:text-1:title`), an option
 * (`field:radio-1:options:2`), a form setting (`storage.email`, `advanced.successRedirect`). */
export const errorKey = (fieldId: string, prop: string, index?: number): string =>
  `field:${fieldId}:${prop}${index === undefined ? '' : `:${index}`}`;

/** The draft of a form block as the editor holds it: the definition, read in either shape. */
export function readForm(raw: Record<string, unknown> | undefined): FormDefinition {
  return parseDefinition(raw ?? {}).definition;
}

/** The editable properties of a field's type under the demo's features. */
export const propertiesOf = (type: FieldType): readonly EditableProperty[] => editableProperties(type, FORM_FEATURES);

const TYPE_TITLES: Record<FieldType, string> = {
  text: 'Text',
  textarea: 'Message',
  email: 'Email',
  number: 'Number',
  website: 'Website',
  currency: 'Amount',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section',
  radio: 'Choose one',
  checkbox: 'Choose any',
  select: 'Choose from the list',
  likert: 'Survey',
  hidden: 'Hidden',
};

/** The first unused `<type>-<n>` id, as the published definitions number theirs. */
function freshId(type: FieldType, fields: readonly FormField[]): string {
  const used = new Set(fields.map((f) => f.id));
  let n = 1;
  while (used.has(`${type}-${n}`)) n++;
  return `${type}-${n}`;
}

/** A new field of a type, with its type's properties only (ours: a title named for the type,
 * two options for the option types, a hidden field's key unique among the form's keys). */
export function newField(type: FieldType, fields: readonly FormField[]): FormField {
  const id = freshId(type, fields);
  const field: FormField = { id, type, title: TYPE_TITLES[type] };
  const props = propertiesOf(type);
  if (props.includes('required')) field.required = false;
  if (props.includes('options')) field.options = ['Option 1', 'Option 2'];
  if (props.includes('currencySymbol')) field.currencySymbol = '$';
  if (props.includes('key')) {
    const keys = new Set(fields.map((f) => f.key));
    let key = id.replace('-', '');
    for (let n = 2; keys.has(key); n++) key = `${id.replace('-', '')}_${n}`;
    field.key = key;
    field.value = '';
  }
  return field;
}

const withFields = (definition: FormDefinition, fields: FormField[]): FormDefinition => ({
  ...definition,
  build: { ...definition.build, fields },
});

/** Adds a field of a type at the end (or after index `at`); the new field's id with it. */
export function addField(definition: FormDefinition, type: FieldType, at?: number): { definition: FormDefinition; id: string } {
  const fields = [...definition.build.fields];
  const field = newField(type, fields);
  fields.splice(at === undefined ? fields.length : at + 1, 0, field);
  return { definition: withFields(definition, fields), id: field.id };
}

export function removeField(definition: FormDefinition, id: string): FormDefinition {
  return withFields(
    definition,
    definition.build.fields.filter((f) => f.id !== id),
  );
}

/** Moves a field by `delta` places (-1 up, 1 down); unchanged at either end. */
export function moveField(definition: FormDefinition, id: string, delta: number): FormDefinition {
  const fields = [...definition.build.fields];
  const from = fields.findIndex((f) => f.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= fields.length) return definition;
  const [field] = fields.splice(from, 1);
  fields.splice(to, 0, field!);
  return withFields(definition, fields);
}

/** What a field's editor may change: its title and its type's editable properties. */
export type FieldPatch = Partial<Pick<FormField, 'title' | EditableProperty>>;

/** Changes a field; a property its type does not have is ignored (spec 001 §3: exactly the
 * table's properties per type). */
export function updateField(definition: FormDefinition, id: string, patch: FieldPatch): FormDefinition {
  return withFields(
    definition,
    definition.build.fields.map((f) => {
      if (f.id !== id) return f;
      const allowed = new Set<string>(['title', ...propertiesOf(f.type)]);
      const next = { ...f } as Record<string, unknown>;
      for (const [k, v] of Object.entries(patch)) if (allowed.has(k)) next[k] = v;
      return next as unknown as FormField;
    }),
  );
}

/** Adds an option to an option field, or says why not ('This option already exists'). */
export function addOption(definition: FormDefinition, id: string, raw: string): { definition: FormDefinition } | { error: string } {
  const field = definition.build.fields.find((f) => f.id === id);
  const value = raw.trim();
  if (!field || !propertiesOf(field.type).includes('options')) return { definition };
  if (!value) return { error: EDITOR_TEXTS.optionRequired };
  const options = field.options ?? [];
  if (options.some((o) => o.trim() === value)) return { error: t(text, 'editor.tagExists', { tagType: TAG_TYPES.option }) };
  return { definition: updateField(definition, id, { options: [...options, value] }) };
}

export function setOption(definition: FormDefinition, id: string, index: number, value: string): FormDefinition {
  const field = definition.build.fields.find((f) => f.id === id);
  const options = [...(field?.options ?? [])];
  if (index < 0 || index >= options.length) return definition;
  options[index] = value;
  return updateField(definition, id, { options });
}

export function removeOption(definition: FormDefinition, id: string, index: number): FormDefinition {
  const field = definition.build.fields.find((f) => f.id === id);
  return updateField(definition, id, { options: (field?.options ?? []).filter((_, i) => i !== index) });
}

/** The form's own settings the panel edits: where submissions are mailed (ours: the
 * definition's `storage.email`), the button, the message after sending, the redirect. */
export interface FormSettingsPatch {
  email?: string;
  submitButtonText?: string;
  postSubmitMessage?: string;
  successRedirect?: string;
}

export function updateSettings(definition: FormDefinition, patch: FormSettingsPatch): FormDefinition {
  const { email, ...advanced } = patch;
  return {
    ...definition,
    storage: email === undefined ? definition.storage : { ...definition.storage, email },
    advanced: { ...definition.advanced, ...advanced },
  };
}

export const notificationEmail = (definition: FormDefinition): string =>
  typeof definition.storage.email === 'string' ? definition.storage.email : '';

/** A page a form may send its visitor to after a submission: a path on the site (`/thanks`,
 * `/{urlId}?filters`) or an http(s) address. Ours: the spec names no form; mailto:, tel:,
 * `//host` and anything with spaces are not pages. */
export function isPageUrl(raw: string): boolean {
  const value = raw.trim();
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The notification address: empty (no e-mail) or an address (spec 001 §5 format, 3–256). */
export const emailError = (value: string): string | undefined =>
  value.trim() === '' || isEmail(value.trim()) ? undefined : t(text, 'editor.invalidEmail');

export const pageUrlError = (value: string): string | undefined =>
  value.trim() === '' || isPageUrl(value) ? undefined : t(text, 'editor.invalidPageUrl', { val: value.trim() });

/** Every problem of a draft, keyed by `errorKey`; empty when the draft can be sent. */
export function validateForm(definition: FormDefinition): FormErrors {
  const errors: FormErrors = {};
  const keys = new Set<string>();
  for (const f of definition.build.fields) {
    const props = propertiesOf(f.type);
    if (f.type !== 'hidden' && !f.title.trim()) errors[errorKey(f.id, 'title')] = EDITOR_TEXTS.titleRequired;
    if (props.includes('options')) {
      const options = f.options ?? [];
      if (options.length === 0) errors[errorKey(f.id, 'options')] = EDITOR_TEXTS.noOptions;
      const seen = new Set<string>();
      options.forEach((o, i) => {
        const value = o.trim();
        if (!value) errors[errorKey(f.id, 'options', i)] = EDITOR_TEXTS.optionRequired;
        else if (seen.has(value)) errors[errorKey(f.id, 'options', i)] = t(text, 'editor.tagExists', { tagType: TAG_TYPES.option });
        seen.add(value);
      });
    }
    if (props.includes('currencySymbol') && !(CURRENCY_SYMBOLS as readonly string[]).includes(f.currencySymbol ?? '')) {
      errors[errorKey(f.id, 'currencySymbol')] = t(text, 'editor.notAnOption', { val: f.currencySymbol ?? '' });
    }
    if (props.includes('key')) {
      const key = (f.key ?? '').trim();
      if (!key) errors[errorKey(f.id, 'key')] = EDITOR_TEXTS.keyRequired;
      else if (keys.has(key)) errors[errorKey(f.id, 'key')] = t(text, 'editor.tagExists', { tagType: TAG_TYPES.key });
      keys.add(key);
    }
    if (props.includes('maxLength') && f.maxLength !== undefined && !(Number.isInteger(f.maxLength) && f.maxLength >= 0)) {
      errors[errorKey(f.id, 'maxLength')] = EDITOR_TEXTS.maxLength.replace('{val}', String(f.maxLength));
    }
  }
  const email = emailError(notificationEmail(definition));
  if (email) errors['storage.email'] = email;
  const redirect = pageUrlError(definition.advanced.successRedirect);
  if (redirect) errors['advanced.successRedirect'] = redirect;
  return errors;
}

/** The definition as the change and the saved settings carry it (the editor's shape,
 * `build.fields`): plain JSON, trimmed options, no empty optional texts. */
export function toDefinition(definition: FormDefinition): Record<string, unknown> {
  const fields = definition.build.fields.map((f) => {
    const out: Record<string, unknown> = { id: f.id, type: f.type, title: f.title };
    for (const p of propertiesOf(f.type)) {
      let v = (f as unknown as Record<string, unknown>)[p];
      if (p === 'options' && Array.isArray(v)) v = v.map((o: string) => o.trim());
      if (v === undefined || (typeof v === 'string' && v === '' && p !== 'value')) continue;
      out[p] = v;
    }
    return out;
  });
  return JSON.parse(JSON.stringify({ ...definition, build: { fields } })) as Record<string, unknown>;
}

/** Is the value one of the field types (for a type picker fed from outside). */
export const isFieldType = (v: unknown): v is FieldType => (FIELD_TYPES as readonly unknown[]).includes(v);

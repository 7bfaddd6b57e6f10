// The form panel's logic (demo/editor/form-edit.ts): the spec's editable properties per
// field type (001 §3), adding, removing, reordering and editing fields, and validation with
// the catalogue's editor messages (001 §5).
import { describe, it, expect } from 'vitest';
import {
  CURRENCY_SYMBOLS,
  EDITOR_TEXTS,
  FIELD_TYPES,
  addField,
  addOption,
  errorKey,
  isPageUrl,
  moveField,
  newField,
  notificationEmail,
  propertiesOf,
  readForm,
  removeField,
  removeOption,
  setOption,
  toDefinition,
  updateField,
  updateSettings,
  validateForm,
  type FieldType,
} from '../../../demo/editor/form-edit.js';

const published = {
  formId: 'contact',
  name: 'Contact us',
  build: {
    fields: [
      { id: 'text-1', type: 'text', title: 'Subject', required: true, placeholder: 'About…' },
      { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace'] },
      { id: 'hidden-1', type: 'hidden', title: 'Source', key: 'source', value: 'demo' },
    ],
  },
  advanced: { submitButtonText: 'Send', successRedirect: '' },
};

describe('editable properties per type (spec 001 §3 table)', () => {
  const table: Record<string, string[]> = {
    'text textarea email number website': ['description', 'placeholder', 'required'],
    currency: ['description', 'currencySymbol', 'required'],
    'password twitter date time name address': ['description', 'required'],
    phone: ['description', 'showCountryCode', 'required'],
    section: ['description', 'underline'],
    'radio checkbox select likert': ['description', 'options', 'required'],
    hidden: ['key', 'value'],
  };
  for (const [types, props] of Object.entries(table)) {
    for (const type of types.split(' ')) {
      it(`${type}: ${props.join(', ')}${type === 'textarea' ? ', maxLength (vanilla form handler on)' : ''}`, () => {
        expect(propertiesOf(type as FieldType)).toEqual(type === 'textarea' ? [...props, 'maxLength'] : props);
      });
    }
  }

  it('covers all 19 types', () => expect(FIELD_TYPES).toHaveLength(19));

  it('a new field of each type has only its properties (and a unique id)', () => {
    const fields = readForm(published).build.fields;
    for (const type of FIELD_TYPES) {
      const f = newField(type, fields);
      const allowed = new Set(['id', 'type', 'title', ...propertiesOf(type)]);
      expect(Object.keys(f).filter((k) => !allowed.has(k))).toEqual([]);
      expect(fields.some((g) => g.id === f.id)).toBe(false);
    }
    expect(newField('text', fields).id).toBe('text-2');
    expect(newField('hidden', fields).key).toBe('hidden2');
  });

  it('updateField ignores a property the type does not have', () => {
    let d = readForm(published);
    d = updateField(d, 'hidden-1', { required: true, placeholder: 'x', key: 'utm' });
    const hidden = d.build.fields[2]!;
    expect(hidden.key).toBe('utm');
    expect(hidden).not.toHaveProperty('required');
    expect(hidden).not.toHaveProperty('placeholder');
    d = updateField(d, 'text-1', { options: ['a'], description: 'Say hi' });
    expect(d.build.fields[0]).not.toHaveProperty('options');
    expect(d.build.fields[0]!.description).toBe('Say hi');
  });
});

describe('adding, removing, reordering', () => {
  it('adds at the end, or after a field', () => {
    const d = readForm(published);
    const end = addField(d, 'email');
    expect(end.definition.build.fields.map((f) => f.id)).toEqual(['text-1', 'radio-1', 'hidden-1', 'email-1']);
    const after = addField(d, 'email', 0);
    expect(after.definition.build.fields.map((f) => f.id)).toEqual(['text-1', 'email-1', 'radio-1', 'hidden-1']);
    expect(after.id).toBe('email-1');
  });

  it('removes by id', () => {
    expect(removeField(readForm(published), 'radio-1').build.fields.map((f) => f.id)).toEqual(['text-1', 'hidden-1']);
  });

  it('moves up and down; unchanged at either end', () => {
    const d = readForm(published);
    expect(moveField(d, 'radio-1', -1).build.fields.map((f) => f.id)).toEqual(['radio-1', 'text-1', 'hidden-1']);
    expect(moveField(d, 'radio-1', 1).build.fields.map((f) => f.id)).toEqual(['text-1', 'hidden-1', 'radio-1']);
    expect(moveField(d, 'text-1', -1)).toBe(d);
    expect(moveField(d, 'hidden-1', 1)).toBe(d);
  });
});

describe('validation with the editor messages (spec 001 §5)', () => {
  it('a published form is valid', () => expect(validateForm(readForm(published))).toEqual({}));

  it("notification address: 'Please enter a valid email'; empty passes (no e-mail)", () => {
    const d = readForm(published);
    expect(validateForm(updateSettings(d, { email: 'studio@' }))).toEqual({ 'storage.email': 'Please enter a valid email' });
    expect(validateForm(updateSettings(d, { email: 'a@b' }))).toEqual({ 'storage.email': 'Please enter a valid email' });
    expect(validateForm(updateSettings(d, { email: 'hello@tidewater.example' }))).toEqual({});
    expect(validateForm(updateSettings(d, { email: '' }))).toEqual({});
    // 3 to 256 characters (spec 001 §9)
    const long = `${'a'.repeat(256 - '@b.co'.length)}@b.co`;
    expect(long).toHaveLength(256);
    expect(validateForm(updateSettings(d, { email: long }))).toEqual({});
    expect(validateForm(updateSettings(d, { email: `a${long}` }))).toEqual({ 'storage.email': 'Please enter a valid email' });
    expect(notificationEmail(updateSettings(d, { email: 'x@y.zz' }))).toBe('x@y.zz');
  });

  it("success redirect: '{val} is not a valid page URL'", () => {
    const d = readForm(published);
    for (const bad of ['thanks page', 'javascript:alert(1)', 'mailto:a@b.co', '//evil.example', 'https://localhost x']) {
      expect(validateForm(updateSettings(d, { successRedirect: bad }))).toEqual({
        'advanced.successRedirect': `${bad.trim()} is not a valid page URL`,
      });
    }
    for (const good of ['', '/thanks', '/thanks?from=form', 'https://tidewater.example/thanks']) {
      expect(isPageUrl(good) || good === '').toBe(true);
      expect(validateForm(updateSettings(d, { successRedirect: good }))).toEqual({});
    }
  });

  it("a duplicate option: 'This option already exists', on adding and on editing", () => {
    const d = readForm(published);
    expect(addOption(d, 'radio-1', ' Terrace ')).toEqual({ error: 'This option already exists' });
    expect(addOption(d, 'radio-1', '')).toEqual({ error: EDITOR_TEXTS.optionRequired });
    const added = addOption(d, 'radio-1', 'Bar');
    expect('definition' in added && added.definition.build.fields[1]!.options).toEqual(['Inside', 'Terrace', 'Bar']);
    const edited = setOption(d, 'radio-1', 1, 'Inside');
    expect(validateForm(edited)).toEqual({ [errorKey('radio-1', 'options', 1)]: 'This option already exists' });
    expect(validateForm(setOption(d, 'radio-1', 0, ' '))).toEqual({ [errorKey('radio-1', 'options', 0)]: EDITOR_TEXTS.optionRequired });
    const none = removeOption(removeOption(d, 'radio-1', 0), 'radio-1', 0);
    expect(validateForm(none)).toEqual({ [errorKey('radio-1', 'options')]: EDITOR_TEXTS.noOptions });
  });

  it("a duplicate hidden key: 'This key already exists'", () => {
    const { definition } = addField(readForm(published), 'hidden');
    expect(validateForm(definition)).toEqual({});
    const dup = updateField(definition, 'hidden-2', { key: 'source' });
    expect(validateForm(dup)).toEqual({ [errorKey('hidden-2', 'key')]: 'This key already exists' });
    expect(validateForm(updateField(definition, 'hidden-2', { key: ' ' }))).toEqual({
      [errorKey('hidden-2', 'key')]: EDITOR_TEXTS.keyRequired,
    });
  });

  it("a currency symbol not in the currency list: '{val} is not one of the expected options'", () => {
    const { definition } = addField(readForm(published), 'currency');
    for (const s of CURRENCY_SYMBOLS) expect(validateForm(updateField(definition, 'currency-1', { currencySymbol: s }))).toEqual({});
    expect(validateForm(updateField(definition, 'currency-1', { currencySymbol: 'Q' }))).toEqual({
      [errorKey('currency-1', 'currencySymbol')]: 'Q is not one of the expected options',
    });
  });

  it('a title is needed (ours), except on hidden fields', () => {
    const d = readForm(published);
    expect(validateForm(updateField(d, 'text-1', { title: '  ' }))).toEqual({ [errorKey('text-1', 'title')]: EDITOR_TEXTS.titleRequired });
    expect(validateForm(updateField(d, 'hidden-1', { title: '' }))).toEqual({});
  });

  it('textarea maxLength: a whole number from 0 (ours)', () => {
    const { definition } = addField(readForm(published), 'textarea');
    expect(validateForm(updateField(definition, 'textarea-1', { maxLength: 0 }))).toEqual({});
    expect(validateForm(updateField(definition, 'textarea-1', { maxLength: 500 }))).toEqual({});
    expect(validateForm(updateField(definition, 'textarea-1', { maxLength: -1 }))).toHaveProperty([errorKey('textarea-1', 'maxLength')]);
    expect(validateForm(updateField(definition, 'textarea-1', { maxLength: 2.5 }))).toHaveProperty([errorKey('textarea-1', 'maxLength')]);
  });
});

describe('toDefinition: what the change and the saved settings carry', () => {
  it('the editor shape, each field with its properties only, reads back the same', () => {
    let d = readForm(published);
    d = updateField(d, 'text-1', { placeholder: '' });
    d = updateSettings(d, { email: 'hello@tidewater.example', successRedirect: '/thanks' });
    const out = toDefinition(d);
    expect(out.build).toEqual({
      fields: [
        { id: 'text-1', type: 'text', title: 'Subject', required: true },
        { id: 'radio-1', type: 'radio', title: 'Seating', options: ['Inside', 'Terrace'] },
        { id: 'hidden-1', type: 'hidden', title: 'Source', key: 'source', value: 'demo' },
      ],
    });
    expect(out.storage).toEqual({ email: 'hello@tidewater.example' });
    expect((out.advanced as Record<string, unknown>).successRedirect).toBe('/thanks');
    expect(toDefinition(readForm(out))).toEqual(out);
  });

  it('reads the published island shape (formFields, formSubmitButtonText) too', () => {
    const d = readForm({ formId: 'x', formFields: [{ id: 'email-1', type: 'email', title: 'Email' }], formSubmitButtonText: 'Go' });
    expect(d.build.fields.map((f) => f.id)).toEqual(['email-1']);
    expect(d.advanced.submitButtonText).toBe('Go');
  });
});

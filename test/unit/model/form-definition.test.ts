import { describe, it, expect } from 'vitest';
import {
  EDITABLE_PROPERTIES,
  FIELD_TYPES,
  HIDDEN_PLACEHOLDER,
  editableProperties,
  parseDefinition,
  parseField,
} from '../../../src/model/form-definition.js';

describe('the form definition model (spec 001 §3 "Form editor field types and editable properties")', () => {
  it('knows the nineteen field types of the spec', () => {
    expect([...FIELD_TYPES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('gives each type exactly the editable properties of the table', () => {
    const table: Record<string, string[]> = {
      text: ['description', 'placeholder', 'required'],
      textarea: ['description', 'placeholder', 'required'],
      email: ['description', 'placeholder', 'required'],
      number: ['description', 'placeholder', 'required'],
      website: ['description', 'placeholder', 'required'],
      currency: ['description', 'currencySymbol', 'required'],
      password: ['description', 'required'],
      twitter: ['description', 'required'],
      date: ['description', 'required'],
      time: ['description', 'required'],
      name: ['description', 'required'],
      address: ['description', 'required'],
      phone: ['description', 'showCountryCode', 'required'],
      section: ['description', 'underline'],
      radio: ['description', 'options', 'required'],
      checkbox: ['description', 'options', 'required'],
      select: ['description', 'options', 'required'],
      likert: ['description', 'options', 'required'],
      hidden: ['key', 'value'],
    };
    expect(EDITABLE_PROPERTIES).toEqual(table);
    for (const type of FIELD_TYPES) expect(editableProperties(type)).toEqual(table[type]);
  });

  it('adds maxLength to a textarea only when the vanilla form handler feature is on', () => {
    expect(editableProperties('textarea', { vanillaFormHandler: true })).toEqual(['description', 'placeholder', 'required', 'maxLength']);
    expect(editableProperties('textarea', { vanillaFormHandler: false })).not.toContain('maxLength');
    expect(editableProperties('text', { vanillaFormHandler: true })).not.toContain('maxLength');
  });

  it('masks a hidden field value with a password-mask placeholder', () => {
    expect(HIDDEN_PLACEHOLDER).toMatch(/^•+$/);
  });

  it("keeps only a field type's own properties", () => {
    const r = parseField({
      id: 'h',
      type: 'hidden',
      title: 'Source',
      key: 'utm',
      value: 'x',
      placeholder: 'no',
      required: true,
      options: ['a'],
    });
    expect(r).toEqual({ field: { id: 'h', type: 'hidden', title: 'Source', key: 'utm', value: 'x' } });
    const s = parseField({ id: 's', type: 'section', title: 'About', underline: true, required: true, description: 'd' });
    expect(s).toEqual({ field: { id: 's', type: 'section', title: 'About', underline: true, description: 'd' } });
    const t = parseField({ id: 't', type: 'textarea', title: 'M', maxLength: '500' });
    expect(t).toEqual({ field: { id: 't', type: 'textarea', title: 'M', maxLength: 500 } });
  });

  it('reports a field without an id, with an unknown type or a bad property', () => {
    expect(parseField({ type: 'text' })).toHaveProperty('problem');
    expect(parseField({ id: ' ', type: 'text' })).toHaveProperty('problem');
    expect(parseField({ id: 'a', type: 'signature' })).toHaveProperty('problem');
    expect(parseField({ id: 'a', type: 'radio', options: 'a,b' })).toHaveProperty('problem');
    expect(parseField({ id: 'a', type: 'text', required: 'yes' })).toHaveProperty('problem');
  });
});

describe('parseDefinition', () => {
  const editor = {
    formId: 'f1',
    name: 'Contact',
    collectionId: 'c1',
    objectName: 'o1',
    newsletter: false,
    build: { fields: [{ id: 'email-1', type: 'email', title: 'Email', required: true }] },
    storage: { email: 'owner@example.com' },
    advanced: { submitButtonText: 'Send', postSubmitMessage: 'Thanks', postSubmitHtml: '<p>Hi</p>', successRedirect: '/thanks' },
    captcha: { enabled: true },
    disclaimer: { enabled: true, text: 'We keep your data safe.' },
  };

  it('reads the editor shape with its five fieldsets', () => {
    const { definition, problems } = parseDefinition(editor);
    expect(problems).toEqual([]);
    expect(definition).toEqual(editor);
  });

  it('reads the published island shape into the same definition', () => {
    const island = {
      formId: 'f1',
      formName: 'Contact',
      collectionId: 'c1',
      objectName: 'o1',
      formSubmitButtonText: 'Send',
      formSubmissionMessage: { html: '<p>Hi</p>' },
      captchaEnabled: true,
      formFields: [{ id: 'email-1', type: 'email', title: 'Email', required: true, locked: false }],
      localizedStrings: { x: 'y' },
    };
    const { definition } = parseDefinition(island);
    expect(definition.formId).toBe('f1');
    expect(definition.name).toBe('Contact');
    expect(definition.advanced.submitButtonText).toBe('Send');
    expect(definition.advanced.postSubmitHtml).toBe('<p>Hi</p>');
    expect(definition.captcha.enabled).toBe(true);
    expect(definition.build.fields).toEqual([{ id: 'email-1', type: 'email', title: 'Email', required: true }]);
  });

  it("the editor's own keys win over the island's", () => {
    const { definition } = parseDefinition({ ...editor, formSubmitButtonText: 'Other', captchaEnabled: false });
    expect(definition.advanced.submitButtonText).toBe('Send');
    expect(definition.captcha.enabled).toBe(true);
  });

  it('leaves out bad and repeated fields, keeping the rest, and says where', () => {
    const { definition, problems } = parseDefinition({
      build: {
        fields: [
          { id: 'a', type: 'text' },
          { id: 'b', type: 'nope' },
          { id: 'a', type: 'email' },
          'x',
          { id: 'c', type: 'select', options: ['1'] },
        ],
      },
    });
    expect(definition.build.fields.map((f) => f.id)).toEqual(['a', 'c']);
    expect(problems.map((p) => p.path)).toEqual(['fields.1', 'fields.2', 'fields.3']);
    expect(problems[1]!.message).toBe('its id a is used by an earlier field');
  });

  it('uses the default for a top-level value of the wrong type', () => {
    const { definition, problems } = parseDefinition({ formId: 7, captcha: 'yes', build: { fields: [{ id: 'a', type: 'text' }] } });
    expect(definition.formId).toBe('');
    expect(definition.captcha.enabled).toBe(false);
    expect(definition.build.fields).toHaveLength(1);
    expect(problems.map((p) => p.path).sort()).toEqual(['captcha', 'formId']);
  });

  it('gives every default for something that is not an object', () => {
    for (const raw of [null, 3, 'x', [1]]) {
      const { definition, problems } = parseDefinition(raw);
      expect(definition.build.fields).toEqual([]);
      expect(definition.advanced).toEqual({ submitButtonText: '', postSubmitMessage: '', postSubmitHtml: '', successRedirect: '' });
      expect(problems[0]!.message).toBe('the definition is not a JSON object');
    }
  });
});

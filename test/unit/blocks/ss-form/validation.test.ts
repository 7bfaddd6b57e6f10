import { describe, it, expect } from 'vitest';
import {
  EMAIL_MAX,
  fieldProblem,
  isEmail,
  isUsCountry,
  isUsZip,
  missing,
  overLimit,
  parseMaxLength,
} from '../../../../src/blocks/ss-form/validation.js';
import type { FieldState, Part } from '../../../../src/blocks/ss-form/values.js';

const field = (type: FieldState['type'], parts: Part[], more: Partial<FieldState> = {}): FieldState => ({
  id: `${type}-1`,
  type,
  title: 'Title',
  required: false,
  parts,
  maxLength: 0,
  ...more,
});

describe('email (spec 001 §5: address format, 3 to 256 characters)', () => {
  it('accepts an address of 256 characters and refuses 257', () => {
    const at = (n: number) => `${'a'.repeat(n - '@b.co'.length)}@b.co`;
    expect(at(256)).toHaveLength(EMAIL_MAX);
    expect(isEmail(at(256))).toBe(true);
    expect(isEmail(at(257))).toBe(false);
  });
  it('refuses what is not an address', () => {
    for (const v of ['', 'a', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b c.de', 'ab.co']) expect(isEmail(v), v).toBe(false);
    expect(isEmail('ada@example.com')).toBe(true);
  });
  it('an empty optional email is valid; a filled one must be an address', () => {
    expect(fieldProblem(field('email', [{ value: '' }]))).toBeUndefined();
    expect(fieldProblem(field('email', [{ value: 'nope' }]))).toEqual({ id: 'form.emailInvalid' });
    expect(fieldProblem(field('email', [{ value: '' }], { required: true }))).toEqual({ id: 'form.required', title: 'Title' });
  });
});

describe('US zip (spec 001 §5: exactly five digits)', () => {
  it('takes five digits only', () => {
    expect(isUsZip('12345')).toBe(true);
    for (const v of ['1234', '123456', '1234a', '12345-6789', ' 12345']) expect(isUsZip(v), v).toBe(false);
  });
  const address = (zip: string, country: string) =>
    field('address', [
      { value: '1 Main' },
      { value: '', optional: true },
      { value: 'X' },
      { value: 'IL' },
      { value: zip, role: 'zip' },
      { value: country, role: 'country' },
    ]);
  it('applies to an address in the United States or with no country', () => {
    expect(fieldProblem(address('1234', ''))).toEqual({ id: 'form.zipInvalid' });
    expect(fieldProblem(address('123456', 'United States'))).toEqual({ id: 'form.zipInvalid' });
    expect(fieldProblem(address('12345', 'USA'))).toBeUndefined();
    expect(fieldProblem(address('SW1A 1AA', 'United Kingdom'))).toBeUndefined();
    expect(fieldProblem(address('', ''))).toBeUndefined();
    expect(isUsCountry(' us ')).toBe(true);
    expect(isUsCountry('Canada')).toBe(false);
  });
});

describe('textarea limit (spec 001 §5)', () => {
  it('an invalid or negative maximum is 0: no limit', () => {
    for (const raw of ['', 'abc', '-5', '0', '1.5', null, undefined, 'Infinity'])
      expect(parseMaxLength(raw as string), String(raw)).toBe(0);
    expect(parseMaxLength('500')).toBe(500);
    expect(parseMaxLength(' 20 ')).toBe(20);
  });
  it('passes at the maximum and fails one above', () => {
    expect(overLimit('a'.repeat(10), 10)).toBe(false);
    expect(overLimit('a'.repeat(11), 10)).toBe(true);
    expect(overLimit('a'.repeat(5000), 0)).toBe(false);
    expect(fieldProblem(field('textarea', [{ value: 'a'.repeat(11) }], { maxLength: 10 }))).toEqual({ id: 'form.characterLimit' });
    expect(fieldProblem(field('textarea', [{ value: 'a'.repeat(10) }], { maxLength: 10 }))).toBeUndefined();
  });
  it('an empty optional textarea passes', () => {
    expect(fieldProblem(field('textarea', [{ value: '' }], { maxLength: 10 }))).toBeUndefined();
  });
});

describe('required fields', () => {
  it('single inputs: blank is missing', () => {
    expect(missing(field('text', [{ value: '  ' }]))).toBe(true);
    expect(missing(field('text', [{ value: 'x' }]))).toBe(false);
  });
  it('multi-part: every part that is not optional', () => {
    expect(missing(field('name', [{ value: 'Ada' }, { value: '' }]))).toBe(true);
    expect(missing(field('address', [{ value: 'a' }, { value: '', optional: true }, { value: 'c' }]))).toBe(false);
  });
  it('choices: one checked; likert: every question answered', () => {
    expect(
      missing(
        field('checkbox', [
          { value: 'a', checked: false },
          { value: 'b', checked: true },
        ]),
      ),
    ).toBe(false);
    expect(missing(field('radio', [{ value: 'a', checked: false }]))).toBe(true);
    const likert = (staff: boolean) =>
      field('likert', [
        { value: '1', question: 'Coffee', checked: true },
        { value: '1', question: 'Staff', checked: staff },
      ]);
    expect(missing(likert(false))).toBe(true);
    expect(missing(likert(true))).toBe(false);
  });
  it('sections and hidden fields are never missing', () => {
    expect(missing(field('section', []))).toBe(false);
    expect(missing(field('hidden', [{ value: '' }]))).toBe(false);
  });
});

import { describe, it, expect } from 'vitest';
import {
  displayValue,
  fieldValue,
  formValues,
  isEmptyValue,
  type FieldState,
  type FormValue,
  type Part,
} from '../../../../src/blocks/ss-form/values.js';

const field = (type: FieldState['type'], parts: Part[], id = `${type}-1`): FieldState => ({
  id,
  type,
  title: type,
  required: false,
  parts,
  maxLength: 0,
});
const text = (...values: string[]) => values.map((value) => ({ value }));
const q = new URLSearchParams();

describe('value shapes by field type (spec 001 §3 "Form submission")', () => {
  it('address, date, name, time: the list of their sub-inputs', () => {
    expect(fieldValue(field('address', text('1 Main St', '', 'Springfield', 'IL', '62701', 'United States')), q)).toEqual([
      '1 Main St',
      '',
      'Springfield',
      'IL',
      '62701',
      'United States',
    ]);
    expect(fieldValue(field('date', text('05', '17', '2026')), q)).toEqual(['05', '17', '2026']);
    expect(fieldValue(field('name', text('Ada', 'Lovelace')), q)).toEqual(['Ada', 'Lovelace']);
    expect(fieldValue(field('time', text('09', '30', '', 'AM')), q)).toEqual(['09', '30', '', 'AM']);
  });

  it('phone: a list of its parts; a 3-part value gets a blank country first', () => {
    expect(fieldValue(field('phone', text('555', '123', '4567')), q)).toEqual(['', '555', '123', '4567']);
    expect(fieldValue(field('phone', text('44', '20', '7946', '0000')), q)).toEqual(['44', '20', '7946', '0000']);
  });

  it('checkbox: the checked values; radio: the checked one; select: the chosen one', () => {
    const choices = (checked: boolean[]) => ['a', 'b', 'c'].map((value, i) => ({ value, checked: checked[i] }));
    expect(fieldValue(field('checkbox', choices([true, false, true])), q)).toEqual(['a', 'c']);
    expect(fieldValue(field('checkbox', choices([false, false, false])), q)).toEqual([]);
    expect(fieldValue(field('radio', choices([false, true, false])), q)).toBe('b');
    expect(fieldValue(field('radio', choices([false, false, false])), q)).toBe('');
    expect(fieldValue(field('select', text('Search')), q)).toBe('Search');
  });

  it('likert: question → the list of chosen answers', () => {
    const parts: Part[] = [
      ...['-2', '-1', '0', '1', '2'].map((value) => ({ value, question: 'Coffee', checked: value === '2' })),
      ...['-2', '-1', '0', '1', '2'].map((value) => ({ value, question: 'Staff', checked: false })),
    ];
    expect(fieldValue(field('likert', parts), q)).toEqual({ Coffee: ['2'], Staff: [] });
  });

  it('hidden: a same-named query parameter wins over its own value, as text', () => {
    const hidden = field('hidden', [{ value: 'demo-site', name: 'source' }]);
    expect(fieldValue(hidden, new URLSearchParams('source=newsletter&x=1'))).toBe('newsletter');
    expect(fieldValue(hidden, new URLSearchParams('source='))).toBe('');
    expect(fieldValue(hidden, new URLSearchParams('other=1'))).toBe('demo-site');
  });

  it('section: skipped; every other type: the single input value', () => {
    expect(fieldValue(field('section', []), q)).toBeUndefined();
    for (const type of ['text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter'] as const) {
      expect(fieldValue(field(type, text(` ${type} `)), q)).toBe(` ${type} `);
    }
    const all = formValues([field('section', [], 's'), field('text', text('x'), 't')], q);
    expect(all).toEqual({ t: 'x' });
  });
});

describe('displaying a value', () => {
  const opts = { empty: 'N/A' };
  it("shows an empty value as 'N/A' (spec 001 §3)", () => {
    const empties: (FormValue | null | undefined)[] = ['', '  ', [], ['', ' '], {}, { Q: [] }, null, undefined];
    for (const v of empties) expect(displayValue(v, opts)).toBe('N/A');
    expect(isEmptyValue('x')).toBe(false);
  });

  it('a time of only its AM/PM is not given', () => {
    expect(displayValue(['', '', '', 'AM'], { ...opts, type: 'time' })).toBe('N/A');
    expect(displayValue(['9', '30', '', 'AM'], { ...opts, type: 'time' })).toBe('9 30 AM');
  });

  it('joins sub-inputs with a space and choices with a comma', () => {
    expect(displayValue(['Ada', '', 'Lovelace'], { ...opts, type: 'name' })).toBe('Ada Lovelace');
    expect(displayValue(['a', 'c'], { ...opts, type: 'checkbox' })).toBe('a, c');
  });

  it('shows likert answers by their labels, an unanswered question as N/A', () => {
    const label = (a: string) => ({ '2': 'Strongly Agree' })[a] ?? a;
    expect(displayValue({ Coffee: ['2'], Staff: [] }, { ...opts, likertLabel: label })).toBe('Coffee: Strongly Agree\nStaff: N/A');
  });
});

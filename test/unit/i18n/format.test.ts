// Filling placeholders and choosing plural forms (src/i18n/format.ts).
import { describe, it, expect } from 'vitest';
import { fill, placeholders, pluralText } from '../../../src/i18n/format.js';

describe('fill', () => {
  it('fills every {name} placeholder, each as often as it occurs', () => {
    expect(fill('Links must be formatted as {host} or {otherHost}', { host: 'a.com', otherHost: 'https://a.com' })).toBe(
      'Links must be formatted as a.com or https://a.com',
    );
    expect(fill('{x}, {x} and {x}', { x: 1 })).toBe('1, 1 and 1');
  });

  it('writes numbers with String(): no grouping, no rounding', () => {
    expect(fill('XHR request DONE with unexpected status: {status}', { status: 404 })).toBe('XHR request DONE with unexpected status: 404');
    expect(fill('{n}', { n: 1234567.5 })).toBe('1234567.5');
    expect(fill('{n}', { n: 0 })).toBe('0');
  });

  it('ours: leaves a placeholder whose parameter is missing, null or undefined as written', () => {
    expect(fill('Slide {n} of {total}', { n: 2 })).toBe('Slide 2 of {total}');
    expect(fill('Slide {n} of {total}', { n: null, total: undefined })).toBe('Slide {n} of {total}');
    expect(fill('Slide {n} of {total}')).toBe('Slide {n} of {total}');
  });

  it('fills an empty string as given (it is a value, not a missing one)', () => {
    expect(fill('[{x}]', { x: '' })).toBe('[]');
  });

  it('reads only own parameters, never inherited ones', () => {
    expect(fill('{toString} {constructor}', {})).toBe('{toString} {constructor}');
  });

  it('keeps braces that are not placeholders, and does not fill a value twice', () => {
    expect(fill('{ not one } {1x} {a-b}', { a: 1 })).toBe('{ not one } {1x} {a-b}');
    expect(fill('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
  });

  it('lists placeholders in order, each once', () => {
    expect(placeholders('The file {fileName} is too large. The maximum allowed file size is {maxSize}. {fileName}')).toEqual([
      'fileName',
      'maxSize',
    ]);
    expect(placeholders('Okay')).toEqual([]);
  });
});

describe('pluralText', () => {
  const items = { one: 'One item in cart', other: '{count} items in cart' };

  it('chooses by the locale plural rules: English one is 1 only', () => {
    expect(pluralText(items, 1, 'en')).toBe('One item in cart');
    expect(pluralText(items, 0, 'en')).toBe('{count} items in cart');
    expect(pluralText(items, 2, 'en')).toBe('{count} items in cart');
    expect(pluralText(items, 1.5, 'en')).toBe('{count} items in cart');
  });

  it('uses other for a category the message has no form for', () => {
    // Polish: 2–4 are "few", 5 is "many"; only one and other given here.
    const pl = { one: 'one', other: 'other' };
    expect(pluralText(pl, 1, 'pl')).toBe('one');
    expect(pluralText(pl, 3, 'pl')).toBe('other');
    expect(pluralText(pl, 5, 'pl')).toBe('other');
    expect(pluralText({ one: 'one', few: 'few', many: 'many', other: 'other' }, 3, 'pl')).toBe('few');
    expect(pluralText({ one: 'one', few: 'few', many: 'many', other: 'other' }, 5, 'pl')).toBe('many');
  });

  it('takes a numeric string as the count and uses other without a usable count', () => {
    expect(pluralText(items, '1', 'en')).toBe('One item in cart');
    expect(pluralText(items, undefined, 'en')).toBe('{count} items in cart');
    expect(pluralText(items, 'many', 'en')).toBe('{count} items in cart');
    expect(pluralText(items, NaN, 'en')).toBe('{count} items in cart');
  });
});

// The warning for a bad setting value (contract/settings.ts reports it), in the current
// locale: a module of its own, loaded on the first bad value, so the words of every warning
// stay out of the code every page loads.
import { t } from '../i18n/translator.js';
import { settings as text } from '../i18n/en/settings.js';
import type { Expected, Place, Setting } from './settings.js';

const KINDS = {
  boolean: 'settings.expectedBoolean',
  number: 'settings.expectedNumber',
  integer: 'settings.expectedInteger',
  string: 'settings.expectedString',
  dimensions: 'settings.expectedDimensions',
  focalPoint: 'settings.expectedFocalPoint',
  url: 'settings.expectedUrl',
  pages: 'settings.expectedPages',
} as const satisfies Record<Exclude<Expected['kind'], 'oneOf'>, keyof typeof text>;

/** What a valid value looks like: "true or false", "an integer ≥ 0", "one of light, dark". */
export function expectedText({ kind, values = [], names = values, ids, min, above }: Expected): string {
  if (kind === 'oneOf') return t(text, 'settings.expectedOneOf', { values: [...names, ...(ids ? [ids] : [])].join(', ') });
  const what = t(text, KINDS[kind]);
  return min === undefined ? what : t(text, above ? 'settings.expectedAbove' : 'settings.expectedAtLeast', { kind: what, min });
}

/** Where the value was found: "attribute gap", "img attribute data-mode", "ss-gallery data "gutter"". */
export function placeText(place?: Place): string {
  if (!place) return t(text, 'settings.whereSetting');
  if ('key' in place) return t(text, 'settings.whereData', place);
  return place.element === undefined
    ? t(text, 'settings.whereAttribute', place)
    : t(text, 'settings.whereElementAttribute', { element: place.element, attribute: place.attribute });
}

/** Logs that raw is no valid value of s, and the default used instead. */
export function warnInvalid(s: Setting<unknown>, raw: unknown, place?: Place): void {
  console.warn(
    t(text, 'settings.invalid', {
      where: placeText(place),
      value: JSON.stringify(raw),
      attribute: s.attribute,
      expected: expectedText(s.expected),
      fallback: JSON.stringify(s.default),
    }),
  );
}

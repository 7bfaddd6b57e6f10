// The warning for a bad setting value (contract/settings.ts reports it), in the current
// locale: a module of its own, loaded on the first bad value, so the words of every warning
// stay out of the code every page loads. It is handed the translator instead of importing
// it: loading it then asks nothing more of the code that loads it.
import type { t as translate } from '../i18n/translator.js';
import { settings as text } from '../i18n/en/settings.js';
import type { Expected, Place, Setting } from './settings.js';

type Translate = typeof translate;

const capitalized = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** What a valid value looks like: "true or false", "an integer ≥ 0", "one of light, dark". */
export function expectedText(t: Translate, { kind, values = [], names = values, ids, min, above }: Expected): string {
  if (kind === 'oneOf') return t(text, 'settings.expectedOneOf', { values: [...names, ...(ids ? [ids] : [])].join(', ') });
  // Each kind has its message: focalPoint, settings.expectedFocalPoint.
  const what = t(text, `settings.expected${capitalized(kind)}`);
  return min === undefined ? what : t(text, above ? 'settings.expectedAbove' : 'settings.expectedAtLeast', { kind: what, min });
}

/** Where the value was found: "attribute gap", "img attribute data-mode", "ss-gallery data "gutter"". */
export function placeText(t: Translate, place?: Place): string {
  if (!place) return t(text, 'settings.whereSetting');
  if ('key' in place) return t(text, 'settings.whereData', place);
  const { element, attribute } = place;
  return element === undefined
    ? t(text, 'settings.whereAttribute', { attribute })
    : t(text, 'settings.whereElementAttribute', { element, attribute });
}

/** Logs that raw is no valid value of s, and the default used instead. */
export function warnInvalid(t: Translate, s: Setting<unknown>, raw: NonNullable<unknown>, place?: Place): void {
  console.warn(
    t(text, 'settings.invalid', {
      where: placeText(t, place),
      value: JSON.stringify(raw),
      attribute: s.attribute,
      expected: expectedText(t, s.expected),
      // A setting without a default of its own (optional()) falls back to its user's.
      fallback: s.default === undefined ? t(text, 'settings.theDefault') : JSON.stringify(s.default),
    }),
  );
}

// Filling a message: `{name}` placeholders and plural forms (spec 000 §5 "Plural text must
// include an 'other' form"). Pure functions: no state, nothing read from the page.

/** The plural categories of `Intl.PluralRules`. */
export type PluralCategory = Intl.LDMLPluralRule;

/** A plural message: one text per category, chosen by the `count` parameter. `other` is
 * required: it is the text for every category a locale has no form for. */
export type PluralForms = { readonly [C in Exclude<PluralCategory, 'other'>]?: string } & { readonly other: string };

/** A message of the catalogue: a text, or plural forms. */
export type Message = string | PluralForms;

/** A parameter's value; numbers are written with `String()` (callers format money, dates
 * and large numbers themselves, as the spec's texts want them). */
export type ParamValue = string | number;

/** The placeholder syntax: `{name}`; braces around anything else are literal text. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The placeholder names a text uses, in order, each once. */
export function placeholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

/** The one function that fills a text's `{name}` placeholders. A placeholder whose
 * parameter is missing (absent, null or undefined) stays as written, `{name}`: visible in
 * the page so that a review finds it, where throwing would take a block down over a text. */
export function fill(text: string, params?: Readonly<Record<string, ParamValue | null | undefined>>): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}

export const isPlural = (message: unknown): message is PluralForms =>
  typeof message === 'object' && message !== null && !Array.isArray(message);

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `count` under `locale`'s plural rules; `other` when the locale's
 * category has no form, or when there is no usable count. */
export function pluralText(forms: PluralForms, count: unknown, locale: string): string {
  const n = typeof count === 'number' ? count : typeof count === 'string' && count.trim() !== '' ? Number(count) : NaN;
  if (!Number.isFinite(n)) return forms.other;
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return forms[r.select(n)] ?? forms.other;
}

/** One area's English table: message ids (`<area>.<name>`) to messages. */
export type Area<P extends string = string> = { readonly [Id in `${P}.${string}`]: Message };

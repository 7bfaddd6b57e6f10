// One reader for every block setting: an attribute (kebab-case, the spec's data-* names
// kept) or a key of the block's JSON data, checked by the setting's own predicate; a bad value
// is reported and replaced by the setting's default: one place validates.
//
// Plain typed predicates, not zod: every block reads its settings, so this module is in the
// code every page loads, and a scalar check needs none of zod's runtime (about 4 kB gz of
// each page). zod stays for the structured contracts (site context, form definition, ...).
// For the same reason a bad value's warning is worded by a module of its own
// (settings-report.ts), loaded on the first bad value: what a valid value looks like and
// where the value was found are data here.
import { t } from '../i18n/translator.js';
import type { BlockData } from './block-data.js';
import type * as Report from './settings-report.js';

/**
 * One setting, declared once: its attribute, the keys it is read
 * under in the block's JSON, what a valid value looks like and its default, and one line of
 * doc as the JSDoc of its declaration (a comment, so pages do not download it). Blocks derive
 * their Lit properties (blocks/setting-properties.ts), their TypeScript types (SettingValues,
 * which keeps the JSDoc for editors) and their manifest entries (scripts/settings-manifest.mjs,
 * which writes the type from `expected` and the default) from it.
 */
export interface Setting<T> {
  /** The attribute on the element. */
  readonly attribute: string;
  /** Keys in the block's JSON data; the first present wins (the spec's name first). */
  readonly keys: readonly string[];
  readonly default: T;
  /** What a valid value looks like, for the warning (and the manifest's type). */
  readonly expected: Expected;
  /** The property is written back to its attribute (only where styling needs it). */
  readonly reflect?: boolean;
  /** The value, or undefined when raw is not valid. */
  parse(raw: unknown): T | undefined;
  toAttribute(value: T): string | null;
}

/** What a valid value looks like, worded by the warning (settings-report.ts): a kind of
 * value; for `oneOf` the values of the closed set, the names they are read under when there
 * are others (`mapped`) and the numeric ids also read ("1–6"); a number's bounds
 * (`above`: the lower one exclusive). For `string`, `values` are suggestions only. */
export interface Expected {
  readonly kind: 'boolean' | 'number' | 'integer' | 'string' | 'oneOf' | 'dimensions' | 'focalPoint' | 'url' | 'pages';
  readonly values?: readonly string[];
  readonly names?: readonly string[];
  readonly ids?: string;
  readonly min?: number;
  readonly max?: number;
  readonly above?: boolean;
}

/** Where a bad value was found, worded by the warning: an attribute of the element being
 * read, an attribute of another element, or a key of an element's block data. */
export type Place = { readonly attribute: string; readonly element?: string } | { readonly element: string; readonly key: string };

/** Where a setting is read from, when not from its name (`named`): its attribute (default: the
 * name in kebab-case) and its JSON keys (default: the name alone). */
export type Options = { attribute?: string; keys?: readonly string[]; reflect?: boolean };

/** A setting as declared, before `named` gives it the attribute and keys its name implies. */
export type Declared<T> = Omit<Setting<T>, 'attribute' | 'keys'> & { readonly attribute?: string; readonly keys?: readonly string[] };

/** True when a value (after coercion) is a valid value of the setting. */
type Check<T> = (value: unknown) => value is T;

function setting<T>(
  valid: Check<T>,
  def: T,
  expected: Expected,
  o: Options,
  coerce: (raw: unknown) => unknown = (raw) => raw,
): Declared<T> {
  return {
    ...o,
    default: def,
    expected,
    parse(raw) {
      const value = coerce(raw);
      return valid(value) ? value : undefined;
    },
    toAttribute: (v) => (v === null || v === undefined ? null : String(v)),
  };
}

const isBoolean: Check<boolean> = (v) => typeof v === 'boolean';
const isString: Check<string> = (v) => typeof v === 'string';

const asBoolean = (raw: unknown) => {
  if (typeof raw !== 'string') return raw === 1 ? true : raw === 0 ? false : raw;
  const s = raw.trim().toLowerCase();
  if (s === '' || s === 'true' || s === '1' || s === 'yes' || s === 'on') return true;
  if (s === 'false' || s === '0' || s === 'no' || s === 'off') return false;
  return raw;
};
const asNumber = (raw: unknown) => (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw);

/** A boolean: present/"true"/"1" or "false"/"0" in an attribute, true/false in JSON. */
export const bool = (def: boolean, o: Options = {}) => setting<boolean>(isBoolean, def, { kind: 'boolean' }, o, asBoolean);

/** A finite number, optionally bounded; numeric strings are accepted. */
export function num(def: number, o: Options & { min?: number; max?: number; int?: boolean; exclusiveMin?: boolean } = {}) {
  const { min, max, int, exclusiveMin } = o;
  const fits = (v: unknown): v is number =>
    typeof v === 'number' &&
    Number.isFinite(v) &&
    (!int || Number.isInteger(v)) &&
    (min === undefined || (exclusiveMin ? v > min : v >= min)) &&
    (max === undefined || v <= max);
  return setting<number>(fits, def, { kind: int ? 'integer' : 'number', min, max, above: exclusiveMin }, o, asNumber);
}

/** A string. */
export const str = (def: string, o: Options & { expected?: Expected } = {}) =>
  setting<string>(isString, def, o.expected ?? { kind: 'string' }, o);

/** One of a closed set of strings, matched case-insensitively. */
export function oneOf<const V extends string>(values: readonly V[], def: V, o: Options = {}) {
  const lower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return setting<V>(
    (v): v is V => (values as readonly unknown[]).includes(v),
    def,
    { kind: 'oneOf', values },
    o,
    (raw) => (typeof raw === 'string' ? (lower.get(raw.trim().toLowerCase()) ?? raw) : raw),
  );
}

let report: Promise<typeof Report> | undefined;
let reported: Promise<void> = Promise.resolve();

/** Warns that raw is no valid value of s. The warning is worded by settings-report.ts, which
 * the first bad value loads: it is logged a moment later, each in the order reported. */
export function reportInvalid(s: Setting<unknown>, raw: NonNullable<unknown>, place?: Place): void {
  reported = (report ??= import('./settings-report.js')).then((r) => r.warnInvalid(t, s, raw, place));
}

/** Resolves once every bad value reported so far is logged. */
export const settingReports = (): Promise<void> => reported;

/** Parses raw, reporting and falling back to the default when it is not valid. */
export function parseOrDefault<T>(s: Setting<T>, raw: unknown, place?: Place): T {
  if (raw === undefined || raw === null) return s.default;
  const value = s.parse(raw);
  if (value === undefined) {
    reportInvalid(s as Setting<unknown>, raw, place);
    return s.default;
  }
  return value;
}

export type Settings = Record<string, Setting<unknown>>;

/** A block's settings, each named by its property: unless its declaration says otherwise, its
 * attribute is the name in kebab-case (`showMeta` → `show-meta`) and its JSON key the name
 * itself (unused by an element that reads no block data). */
export const named = <D extends Record<string, Declared<unknown>>>(declared: D) =>
  Object.fromEntries(
    Object.entries(declared).map(([name, s]) => [name, { attribute: name.replace(/[A-Z]/g, '-$&').toLowerCase(), keys: [name], ...s }]),
  ) as { [K in keyof D]: Setting<D[K]['default']> };

export type SettingValues<S extends Settings> = { [K in keyof S]: S[K]['default'] };

/** The default value of every setting. */
export function defaults<S extends Settings>(settings: S): SettingValues<S> {
  return Object.fromEntries(Object.entries(settings).map(([k, s]) => [k, s.default])) as SettingValues<S>;
}

/** Fills from the block's JSON data every setting whose attribute is absent (an attribute
 * always wins). Returns the names of the settings it set. */
export function applyBlockData<S extends Settings>(
  el: Element,
  settings: S,
  data: BlockData,
  target: Partial<SettingValues<S>> = el as unknown as Partial<SettingValues<S>>,
): (keyof S)[] {
  const set: (keyof S)[] = [];
  for (const [name, s] of Object.entries(settings)) {
    if (el.hasAttribute(s.attribute)) continue;
    // != null: undefined or null, in fewer bytes of the code every page loads.
    const key = s.keys.find((k) => data[k] != null);
    if (key === undefined) continue;
    (target as Record<string, unknown>)[name] = parseOrDefault(s, data[key], { element: el.localName, key });
    set.push(name as keyof S);
  }
  return set;
}

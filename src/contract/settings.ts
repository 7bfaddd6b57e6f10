// One reader for every block setting: an attribute (kebab-case, the spec's data-* names
// kept) or a key of the block's JSON data, checked by the setting's own predicate; a bad value
// is reported and replaced by the setting's default: one place validates.
//
// Plain typed predicates, not zod: every block reads its settings, so this module is in the
// code every page loads, and a scalar check needs none of zod's runtime (about 4 kB gz of
// each page). zod stays for the structured contracts (site context, form definition, ...).
import { t } from '../i18n/translator.js';
import { settings as text } from '../i18n/en/settings.js';
import type { BlockData } from './block-data.js';

/**
 * One setting, declared once: its attribute, the keys it is read
 * under in the block's JSON, its type and default, and one line of doc as the JSDoc of its
 * declaration (a comment, so pages do not download it). Blocks derive their Lit properties
 * (blocks/setting-properties.ts), their TypeScript types (SettingValues, which keeps the
 * JSDoc for editors) and their manifest entries (scripts/settings-manifest.mjs) from it.
 */
export interface Setting<T> {
  /** The attribute on the element. */
  readonly attribute: string;
  /** Keys in the block's JSON data; the first present wins (the spec's name first). */
  readonly keys: readonly string[];
  readonly default: T;
  /** What a valid value looks like, for messages (in the current locale). */
  readonly expected: () => string;
  /** The value's type as TypeScript text, for the manifest ("boolean", "'light' | 'dark'"). */
  readonly type: string;
  /** The property is written back to its attribute (only where styling needs it). */
  readonly reflect?: boolean;
  /** The value, or undefined when raw is not valid. */
  parse(raw: unknown): T | undefined;
  toAttribute(value: T): string | null;
}

export type Options = { attribute: string; keys?: readonly string[]; reflect?: boolean };

/** True when a value (after coercion) is a valid value of the setting. */
type Check<T> = (value: unknown) => value is T;

function setting<T>(
  valid: Check<T>,
  def: T,
  expected: () => string,
  type: string,
  { attribute, keys = [], reflect }: Options,
  coerce: (raw: unknown) => unknown = (raw) => raw,
  toAttribute: (v: T) => string | null = (v) => (v === null || v === undefined ? null : String(v)),
): Setting<T> {
  return {
    attribute,
    keys,
    default: def,
    expected,
    type,
    reflect,
    parse(raw) {
      const value = coerce(raw);
      return valid(value) ? value : undefined;
    },
    toAttribute,
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
export const bool = (def: boolean, o: Options) =>
  setting<boolean>(
    isBoolean,
    def,
    () => t(text, 'settings.expectedBoolean'),
    'boolean',
    o,
    asBoolean,
    (v) => String(v),
  );

/** A finite number, optionally bounded; numeric strings are accepted. */
export function num(def: number, o: Options & { min?: number; max?: number; int?: boolean; exclusiveMin?: boolean }) {
  const { min, max, int, exclusiveMin } = o;
  const fits = (v: unknown): v is number =>
    typeof v === 'number' &&
    Number.isFinite(v) &&
    (!int || Number.isInteger(v)) &&
    (min === undefined || (exclusiveMin ? v > min : v >= min)) &&
    (max === undefined || v <= max);
  const expected = () => {
    const kind = t(text, int ? 'settings.expectedInteger' : 'settings.expectedNumber');
    if (min === undefined) return kind;
    return t(text, exclusiveMin ? 'settings.expectedAbove' : 'settings.expectedAtLeast', { kind, min });
  };
  return setting<number>(fits, def, expected, 'number', o, asNumber);
}

/** A string. */
export const str = (def: string, o: Options & { expected?: () => string }) =>
  setting<string>(isString, def, o.expected ?? (() => t(text, 'settings.expectedString')), 'string', o);

/** One of a closed set of strings, matched case-insensitively. */
export function oneOf<const V extends string>(values: readonly V[], def: V, o: Options) {
  const lower = new Map(values.map((v) => [v.toLowerCase(), v]));
  return setting<V>(
    (v): v is V => (values as readonly unknown[]).includes(v),
    def,
    () => t(text, 'settings.expectedOneOf', { values: values.join(', ') }),
    values.map((v) => `'${v}'`).join(' | '),
    o,
    (raw) => (typeof raw === 'string' ? (lower.get(raw.trim().toLowerCase()) ?? raw) : raw),
  );
}

/** A value given under other names that map onto ours (e.g. left → start). */
export function mapped<const V extends string>(map: Record<string, V>, def: V, o: Options) {
  const values = [...new Set(Object.values(map))];
  const base = oneOf(values, def, o);
  return {
    ...base,
    expected: () => t(text, 'settings.expectedOneOf', { values: Object.keys(map).join(', ') }),
    parse: (raw: unknown) => base.parse(typeof raw === 'string' ? (map[raw.trim().toLowerCase()] ?? raw) : raw),
  } satisfies Setting<V>;
}

/** Where a bad value was found, for the warning. */
export const where = {
  attribute: (attribute: string) => t(text, 'settings.whereAttribute', { attribute }),
  elementAttribute: (element: string, attribute: string) => t(text, 'settings.whereElementAttribute', { element, attribute }),
  data: (element: string, key: string) => t(text, 'settings.whereData', { element, key }),
};

export function reportInvalid(place: string, s: Setting<unknown>, raw: unknown): void {
  console.warn(
    t(text, 'settings.invalid', {
      where: place,
      value: JSON.stringify(raw),
      attribute: s.attribute,
      expected: s.expected(),
      fallback: JSON.stringify(s.default),
    }),
  );
}

/** Parses raw, reporting and falling back to the default when it is not valid. */
export function parseOrDefault<T>(s: Setting<T>, raw: unknown, place = t(text, 'settings.whereSetting')): T {
  if (raw === undefined || raw === null) return s.default;
  const value = s.parse(raw);
  if (value === undefined) {
    reportInvalid(place, s as Setting<unknown>, raw);
    return s.default;
  }
  return value;
}

/** A setting with no default of its own: undefined means "the layout's (or caller's) default". */
export function optional<T>(s: Setting<T>): Setting<T | undefined> {
  return { ...s, default: undefined, type: `${s.type} | undefined`, toAttribute: (v) => (v === undefined ? null : s.toAttribute(v)) };
}

export type Settings = Record<string, Setting<unknown>>;
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
    const key = s.keys.find((k) => data[k] !== undefined && data[k] !== null);
    if (key === undefined) continue;
    (target as Record<string, unknown>)[name] = parseOrDefault(s, data[key], where.data(el.localName, key));
    set.push(name as keyof S);
  }
  return set;
}

/** Every setting's value read from attributes, then block data, then defaults, without Lit:
 * for plain modules (the image loader) and for tests. */
export function readSettings<S extends Settings>(el: Element, settings: S, data: BlockData = {}): SettingValues<S> {
  const out = defaults(settings) as Record<string, unknown>;
  for (const [name, s] of Object.entries(settings)) {
    const attr = el.getAttribute(s.attribute);
    if (attr !== null) out[name] = parseOrDefault(s, attr, where.elementAttribute(el.localName, s.attribute));
  }
  applyBlockData(el, settings, data, out as Partial<SettingValues<S>>);
  return out as SettingValues<S>;
}

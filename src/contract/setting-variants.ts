// Settings few blocks declare, apart from contract/settings.ts, which every page loads: a
// value given under other names (the published spellings of a position, a crop mode), a
// setting with no default of its own.
import { oneOf, type Declared, type Options } from './settings.js';

/** A value given under other names that map onto ours (e.g. left → start). */
export function mapped<const V extends string>(map: Record<string, V>, def: V, o?: Options) {
  const base = oneOf([...new Set(Object.values(map))], def, o);
  return {
    ...base,
    expected: { ...base.expected, names: Object.keys(map) },
    parse: (raw: unknown) => base.parse(typeof raw === 'string' ? (map[raw.trim().toLowerCase()] ?? raw) : raw),
  } satisfies Declared<V>;
}

/** A setting with no default of its own: undefined means "the layout's (or caller's) default". */
export function optional<T>(s: Declared<T>): Declared<T | undefined> {
  return { ...s, default: undefined, toAttribute: (v) => (v === undefined ? null : s.toAttribute(v)) };
}

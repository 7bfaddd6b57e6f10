// The scalar settings are checked by plain predicates (contract/settings.ts), no longer by zod
// schemas: these run both over the same inputs, after the same coercion, so a predicate cannot
// drift from the schema it replaced (each value accepted or refused as before, with the same
// result).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { bool, num, oneOf, str, type Declared } from '../../../src/contract/settings.js';
import { mapped } from '../../../src/contract/setting-variants.js';

// The coercions as the zod version applied them before its schema.
const asBoolean = (raw: unknown) => {
  if (typeof raw !== 'string') return raw === 1 ? true : raw === 0 ? false : raw;
  const s = raw.trim().toLowerCase();
  if (s === '' || s === 'true' || s === '1' || s === 'yes' || s === 'on') return true;
  if (s === 'false' || s === '0' || s === 'no' || s === 'off') return false;
  return raw;
};
const asNumber = (raw: unknown) => (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw);
const asOneOf = (values: readonly string[]) => (raw: unknown) =>
  typeof raw === 'string' ? (values.find((v) => v.toLowerCase() === raw.trim().toLowerCase()) ?? raw) : raw;

/** What the zod version returned for raw: the schema's data, or undefined when it refused. */
const zodParse =
  <T>(schema: z.ZodMiniType<T>, coerce: (raw: unknown) => unknown = (raw) => raw) =>
  (raw: unknown): T | undefined => {
    const result = schema.safeParse(coerce(raw));
    return result.success ? result.data : undefined;
  };

type Bounds = { min?: number; max?: number; int?: boolean; exclusiveMin?: boolean };
const numberSchema = ({ min, max, int, exclusiveMin }: Bounds) =>
  z.custom<number>(
    (v) =>
      typeof v === 'number' &&
      Number.isFinite(v) &&
      (!int || Number.isInteger(v)) &&
      (min === undefined || (exclusiveMin ? v > min : v >= min)) &&
      (max === undefined || v <= max),
  );

// Values at and around every boundary and coercion rule, then anything fast-check makes.
const edges: unknown[] = [
  ...['', ' ', 'true', 'TRUE', ' on ', 'yes', 'no', 'off', 'false', '0', '1', '-1', '0.5', '1e3', '0x10', ' 7 ', 'NaN', 'Infinity'],
  ...['light', 'DARK', ' Dark ', 'left', 'Center', 'up', 'middle', 'constructor', '__proto__', 'toString'],
  ...[0, -0, 1, -1, 0.5, 2, 9.999, 10, 10.001, NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.EPSILON, 2 ** 53],
  ...[true, false, null, undefined, [], {}, [1], ['light'], 1n, Symbol('s'), () => true],
  ...[new Boolean(true), new String('light'), new Number(1), new Date(0)],
];
const inputs = fc.oneof(fc.constantFrom(...edges), fc.anything(), fc.string(), fc.double(), fc.integer());

function agrees<T>(setting: Declared<T>, reference: (raw: unknown) => T | undefined): void {
  for (const raw of edges) expect(setting.parse(raw), String(raw)).toEqual(reference(raw));
  fc.assert(
    fc.property(inputs, (raw) => {
      expect(setting.parse(raw)).toEqual(reference(raw));
    }),
    { numRuns: 1000 },
  );
}

describe('settings predicates agree with the zod schemas they replaced', () => {
  it('bool', () => agrees(bool(false, { attribute: 'a' }), zodParse(z.boolean(), asBoolean)));

  it('str', () => agrees(str('x', { attribute: 'a' }), zodParse(z.string())));

  const bounds: Bounds[] = [
    {},
    { int: true },
    { min: 0 },
    { min: 0, exclusiveMin: true },
    { min: 1, max: 10, int: true },
    { min: -5, max: 9.999 },
    { max: 0 },
  ];
  for (const b of bounds) {
    it(`num ${JSON.stringify(b)}`, () => agrees(num(1, { attribute: 'a', ...b }), zodParse(numberSchema(b), asNumber)));
  }

  it('oneOf', () => {
    const values = ['light', 'dark', 'middle'] as const;
    agrees(
      oneOf(values, 'light', { attribute: 'a' }),
      zodParse(
        z.custom<string>((v) => (values as readonly unknown[]).includes(v)),
        asOneOf(values),
      ),
    );
  });

  it('mapped', () => {
    const map = { left: 'start', center: 'middle', right: 'end', start: 'start', middle: 'middle', end: 'end' } as const;
    const values = ['start', 'middle', 'end'];
    const toOurs = (raw: unknown) => (typeof raw === 'string' ? ((map as Record<string, string>)[raw.trim().toLowerCase()] ?? raw) : raw);
    agrees(
      mapped(map, 'middle', { attribute: 'a' }),
      zodParse(
        z.custom<string>((v) => values.includes(v as string)),
        (raw) => asOneOf(values)(toOurs(raw)),
      ),
    );
  });
});

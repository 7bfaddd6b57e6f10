// Visitor tracking's rules (spec 000 §3 "Visitor cookie record", §4 "Visitor tracking", §5,
// §9): pure functions, with property tests for the cookie parsing.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ANALYTICS_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  VISITOR_LIFETIME_MS,
  formatVisitor,
  nextVisit,
  parseSession,
  parseVisitor,
} from '../../../src/services/visitor.js';

const NOW = 1_800_000_000_000;

describe("the cookies' lifetimes (spec 000 §9)", () => {
  it('visitor 63072000000 ms, session 1800000 ms, analytics 390 days', () => {
    expect(VISITOR_LIFETIME_MS).toBe(63_072_000_000);
    expect(SESSION_LIFETIME_MS).toBe(1_800_000);
    expect(ANALYTICS_LIFETIME_MS).toBe(390 * 24 * 60 * 60 * 1000);
  });
});

describe('parsing (spec 000 §5)', () => {
  it('a visitor cookie is an id and four positive integers separated by pipes', () => {
    expect(parseVisitor('abc|1|2|3|4')).toEqual({ id: 'abc', first: 1, previous: 2, latest: 3, count: 4 });
    for (const bad of [
      '',
      'abc',
      'abc|1|2|3',
      'abc|1|2|3|4|5',
      '|1|2|3|4',
      'abc|0|2|3|4',
      'abc|1|-2|3|4',
      'abc|1|2.5|3|4',
      'abc|1|2|3|x',
      'abc|01|2|3|4',
      undefined,
    ]) {
      expect(parseVisitor(bad), String(bad)).toBeUndefined();
    }
  });

  it('a session cookie is a positive integer', () => {
    expect(parseSession('1700000000000')).toBe(1_700_000_000_000);
    for (const bad of ['', '0', '-5', '1.5', 'x', '12a', undefined]) expect(parseSession(bad), String(bad)).toBeUndefined();
  });

  it('property: every formatted record parses back to itself', () => {
    const record = fc.record({
      id: fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
      first: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      previous: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      latest: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      count: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    });
    fc.assert(
      fc.property(record, (r) => {
        expect(parseVisitor(formatVisitor(r))).toEqual(r);
      }),
    );
  });

  it('property: any other text is refused or parses to a valid record, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const r = parseVisitor(raw);
        if (r) expect([r.first, r.previous, r.latest, r.count].every((n) => Number.isSafeInteger(n) && n > 0)).toBe(true);
        const s = parseSession(raw);
        if (s !== undefined) expect(Number.isSafeInteger(s) && s > 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the visit rules (spec 000 §4)', () => {
  it('no valid visitor cookie: a new visitor with count 1 and a new session', () => {
    for (const raw of [undefined, 'garbage', 'a|1|2|3']) {
      expect(nextVisit(raw, '123', NOW, 'new-id')).toEqual({
        visitor: { id: 'new-id', first: NOW, previous: NOW, latest: NOW, count: 1 },
        sessionStart: NOW,
        newVisitor: true,
        newSession: true,
      });
    }
  });

  it('a valid visitor and an expired (absent) or invalid session: one more visit, a new session', () => {
    for (const session of [undefined, 'x', '0']) {
      expect(nextVisit('v|100|200|300|4', session, NOW, 'unused')).toEqual({
        visitor: { id: 'v', first: 100, previous: 300, latest: NOW, count: 5 },
        sessionStart: NOW,
        newVisitor: false,
        newSession: true,
      });
    }
  });

  it('a valid visitor in a live session: the same visit', () => {
    expect(nextVisit('v|100|200|300|4', '250', NOW, 'unused')).toEqual({
      visitor: { id: 'v', first: 100, previous: 200, latest: 300, count: 4 },
      sessionStart: 250,
      newVisitor: false,
      newSession: false,
    });
  });

  it('property: the count never goes down and a new visit is always recorded as latest', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        fc.option(fc.string({ maxLength: 15 }), { nil: undefined }),
        (v, s) => {
          const before = parseVisitor(v);
          const visit = nextVisit(v, s, NOW, 'id');
          expect(visit.visitor.count).toBeGreaterThanOrEqual(before ? before.count : 1);
          if (visit.newSession) expect(visit.visitor.latest).toBe(NOW);
          expect(parseVisitor(formatVisitor(visit.visitor))).toEqual(visit.visitor);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

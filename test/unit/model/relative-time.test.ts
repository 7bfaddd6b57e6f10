import { describe, it, expect } from 'vitest';
import { parseDatetime, relativeTime, RELATIVE_SECONDS_LIMIT, RELATIVE_TIME_REFRESH_MS } from '../../../src/model/relative-time.js';

const T = Date.UTC(2026, 2, 1, 9, 30);
const at = (seconds: number) => relativeTime(T, T + seconds * 1000);

describe('relativeTime (spec 001 §9)', () => {
  it('has the spec numbers', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(RELATIVE_SECONDS_LIMIT).toBe(60);
  });

  it("is 'just now' at 0 s and under 1 s (ours)", () => {
    expect(at(0)).toEqual({ kind: 'just-now' });
    expect(at(0.999)).toEqual({ kind: 'just-now' });
  });

  it('counts whole seconds from 1 s to 59 s', () => {
    expect(at(1)).toEqual({ kind: 'seconds', count: 1 });
    expect(at(5.9)).toEqual({ kind: 'seconds', count: 5 });
    expect(at(59)).toEqual({ kind: 'seconds', count: 59 });
    expect(at(59.999)).toEqual({ kind: 'seconds', count: 59 });
  });

  it('is a date from 60 s', () => {
    expect(at(60)).toEqual({ kind: 'date' });
    expect(at(3600 * 24 * 400)).toEqual({ kind: 'date' });
  });

  it("a time up to 60 s ahead of the clock is 'just now', further ahead a date (ours)", () => {
    expect(at(-59)).toEqual({ kind: 'just-now' });
    expect(at(-61)).toEqual({ kind: 'date' });
  });
});

describe('parseDatetime', () => {
  it('reads ISO 8601', () => {
    expect(parseDatetime('2026-03-01T09:30:00Z')).toBe(T);
    expect(parseDatetime(' 2026-03-01T09:30Z ')).toBe(T);
  });

  it('names no time for empty or unreadable values', () => {
    for (const v of [null, undefined, '', '  ', 'yesterday', '2026-13-45', 'NaN']) expect(parseDatetime(v), String(v)).toBeUndefined();
  });
});

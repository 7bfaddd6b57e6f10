// Stack truncation (spec 000 §8: over 5000 characters cut and marked), with property tests, and
// the reporter's cap and cut as its reports reach the outbox (a stand-in here).
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import fc from 'fast-check';
import {
  MAX_BATCHES,
  MAX_QUEUED,
  MAX_STACK,
  SEND_DEBOUNCE_MS,
  addToBurst,
  reportError,
  resetErrorReporting,
  startErrorReporting,
  truncateStack,
  type ErrorRecord,
} from '../../../src/services/error-reporting.js';

const MARK = '[STACK TRACE TRUNCATED]';

describe('error reporting limits (spec 000 §9)', () => {
  it('20 batches, 10 queued events, 1000 ms debounce, 5000-character stacks', () => {
    expect([MAX_BATCHES, MAX_QUEUED, SEND_DEBOUNCE_MS, MAX_STACK]).toEqual([20, 10, 1000, 5000]);
  });
});

describe('truncateStack', () => {
  it('keeps 5000 characters as they are and cuts 5001', () => {
    expect(truncateStack('a'.repeat(5000))).toBe('a'.repeat(5000));
    expect(truncateStack('a'.repeat(5001))).toBe('a'.repeat(5000) + MARK);
  });

  it('property: a stack within the limit is unchanged; a longer one keeps its first 5000 characters and the mark', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12000 }), (stack) => {
        const out = truncateStack(stack);
        if (stack.length <= 5000) expect(out).toBe(stack);
        else {
          expect(out).toBe(stack.slice(0, 5000) + MARK);
          expect(out.length).toBe(5000 + MARK.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('a burst of errors (spec 000 §9: 10 events queued at most; ours: identical ones counted)', () => {
  const error = (n: number, line = 1): ErrorRecord => ({
    app: 'a',
    message: `Error: ${n}`,
    stack: '',
    file: 'f.js',
    line,
    column: 0,
    customData: null,
    websiteId: '',
    templateId: '',
    url: '',
    userAgent: '',
    count: 1,
  });

  it('keeps 10 different errors and drops the 11th; an identical one is counted', () => {
    const burst: ErrorRecord[] = [];
    for (let n = 1; n <= 11; n++) addToBurst(burst, error(n));
    addToBurst(burst, error(3));
    addToBurst(burst, error(3, 2));
    expect(burst.map((e) => [e.message, e.count])).toEqual([...Array.from({ length: 10 }, (_, i) => [`Error: ${i + 1}`, i === 2 ? 2 : 1])]);
  });

  it('property: at most 10 kept, the first 10 different ones in order, counts add up to their reports', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ n: fc.integer({ min: 0, max: 14 }), line: fc.integer({ min: 0, max: 2 }) }), { maxLength: 80 }),
        (reports) => {
          const burst: ErrorRecord[] = [];
          for (const { n, line } of reports) addToBurst(burst, error(n, line));
          const key = (r: { n: number; line: number }) => `${r.n}:${r.line}`;
          const firsts = [...new Set(reports.map(key))].slice(0, MAX_QUEUED);
          expect(burst.length).toBeLessThanOrEqual(MAX_QUEUED);
          expect(burst.map((e) => `${e.message.slice(7)}:${e.line}`)).toEqual(firsts);
          for (const e of burst)
            expect(e.count).toBe(reports.filter((r) => `${r.n}:${r.line}` === `${e.message.slice(7)}:${e.line}`).length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('reportError through to the outbox (spec 000 §8, §9: the cap and the cut, not only the helpers)', () => {
  const outbox = vi.hoisted(() => ({ defineChannel: vi.fn(), enqueue: vi.fn(async () => {}), flush: vi.fn(async () => {}) }));
  vi.mock('../../../src/services/outbox.js', () => outbox);
  type Batch = { event: string; data: ErrorRecord }[];
  const sent = () => outbox.enqueue.mock.calls.map((c) => (c as unknown[])[1] as Batch);

  beforeEach(() => {
    vi.useFakeTimers();
    for (const name of ['addEventListener', 'removeEventListener']) vi.stubGlobal(name, () => {});
    vi.stubGlobal('location', { href: 'https://site.test/page' });
    vi.stubGlobal('navigator', { userAgent: 'test' });
    outbox.enqueue.mockClear();
    resetErrorReporting();
    startErrorReporting({ app: 'site' });
  });
  afterEach(() => {
    resetErrorReporting();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends 1000 ms after the last error, and at most 20 batches a page', async () => {
    reportError(new Error('first'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(1);
    for (let n = 2; n <= 21; n++) {
      reportError(new Error(`error ${n}`));
      await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    }
    expect(sent()).toHaveLength(MAX_BATCHES);
    expect(sent().map((b) => b[0]!.data.message)).toEqual([
      'Error: first',
      ...Array.from({ length: 19 }, (_, i) => `Error: error ${i + 2}`),
    ]);
    expect(sent()[0]![0]!.event).toBe('interface_error_site');
  });

  it("cuts a report's stack over 5000 characters and marks it; 5000 go as they are", async () => {
    const error = (length: number) => Object.assign(new Error('long'), { stack: 's'.repeat(length) });
    reportError(error(5001));
    reportError(error(5000));
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    expect(sent()[0]!.map((e) => e.data.stack)).toEqual(['s'.repeat(5000) + MARK, 's'.repeat(5000)]);
  });
});

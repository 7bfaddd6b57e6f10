// Stack truncation (spec 000 §8: over 5000 characters cut and marked), with property tests.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MAX_BATCHES, MAX_QUEUED, MAX_STACK, SEND_DEBOUNCE_MS, truncateStack } from '../../../src/services/error-reporting.js';

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

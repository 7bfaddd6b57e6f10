import { describe, it, expect } from 'vitest';
import { motionReduced } from '../../../src/contract/reduced-motion.js';

function page(search: string, reduce: boolean): Window {
  return {
    location: { search },
    matchMedia: (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)' }),
  } as unknown as Window;
}

describe('motionReduced', () => {
  it('is false with no preference and no flag', () => {
    expect(motionReduced(page('', false))).toBe(false);
    expect(motionReduced(page('?nomotion=false', false))).toBe(false);
    expect(motionReduced(page('?motion=true', false))).toBe(false);
  });

  it('is true under prefers-reduced-motion: reduce', () => {
    expect(motionReduced(page('', true))).toBe(true);
  });

  it('is true with nomotion=true in the address (spec 000 §2)', () => {
    expect(motionReduced(page('?nomotion=true', false))).toBe(true);
    expect(motionReduced(page('?a=1&nomotion=true', false))).toBe(true);
  });

  it('is true without a window (server rendering: nothing to animate)', () => {
    expect(motionReduced(undefined)).toBe(true);
  });
});

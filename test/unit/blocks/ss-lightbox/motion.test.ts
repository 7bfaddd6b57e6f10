import { describe, it, expect } from 'vitest';
import {
  ARROW_THROTTLE_MS,
  CONTENT_MS,
  EDGE_ZONE,
  FADE_MS,
  OVERLAY_MS,
  OVERLAY_OPACITY,
  PADDING_PX,
  clickStep,
  disabledSteps,
  neighbours,
  stepIndex,
} from '../../../../src/blocks/ss-lightbox/motion.js';

describe('the lightbox numbers (doc 2 §9)', () => {
  it("are the spec's", () => {
    expect(OVERLAY_OPACITY).toBe(0.95);
    expect([OVERLAY_MS, CONTENT_MS]).toEqual([300, 600]);
    expect(PADDING_PX).toBe(100);
    expect(ARROW_THROTTLE_MS).toBe(200);
    expect(EDGE_ZONE).toEqual([0.02, 0.98]);
    expect(FADE_MS).toBe(500);
  });
});

describe('clickStep: the left half back, the right half forward, inside 2–98 % (doc 2 §4, §9)', () => {
  it('does nothing just outside the zone and steps just inside it', () => {
    expect(clickStep(19, 1000)).toBeUndefined(); // 1.9 %
    expect(clickStep(21, 1000)).toBe('previous'); // 2.1 %
    expect(clickStep(979, 1000)).toBe('next'); // 97.9 %
    expect(clickStep(981, 1000)).toBeUndefined(); // 98.1 %
  });
  it('includes both ends of the zone', () => {
    expect(clickStep(20, 1000)).toBe('previous');
    expect(clickStep(980, 1000)).toBe('next');
  });
  it('splits at the middle', () => {
    expect(clickStep(499.9, 1000)).toBe('previous');
    expect(clickStep(500, 1000)).toBe('next');
  });
  it('ignores a screen of no width and positions that are not numbers', () => {
    expect(clickStep(10, 0)).toBeUndefined();
    expect(clickStep(Number.NaN, 1000)).toBeUndefined();
  });
});

describe('stepIndex: wrap when looping, else clamp (doc 2 §4)', () => {
  it('wraps at both ends when looping', () => {
    expect(stepIndex(4, 5, 'next', true)).toBe(0);
    expect(stepIndex(0, 5, 'previous', true)).toBe(4);
  });
  it('stays at the ends otherwise', () => {
    expect(stepIndex(4, 5, 'next', false)).toBe(4);
    expect(stepIndex(0, 5, 'previous', false)).toBe(0);
    expect(stepIndex(2, 5, 'next', false)).toBe(3);
  });
  it('has nowhere to go with one item or none', () => {
    expect(stepIndex(0, 1, 'next', true)).toBe(0);
    expect(stepIndex(0, 0, 'next', true)).toBe(0);
  });
  it('disables the buttons at the ends only without looping', () => {
    expect(disabledSteps(0, 3, false)).toEqual({ previous: true, next: false });
    expect(disabledSteps(2, 3, false)).toEqual({ previous: false, next: true });
    expect(disabledSteps(0, 3, true)).toEqual({ previous: false, next: false });
  });
});

describe('neighbours: the items rendered and preloaded around the current one', () => {
  it('are the previous and next, wrapping when looping', () => {
    expect(neighbours(2, 5, false).sort()).toEqual([1, 2, 3]);
    expect(neighbours(0, 5, true).sort()).toEqual([0, 1, 4]);
    expect(neighbours(0, 5, false).sort()).toEqual([0, 1]);
    expect(neighbours(0, 1, true)).toEqual([0]);
  });
});

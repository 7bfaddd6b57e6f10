import { describe, it, expect } from 'vitest';
import {
  fitFontSize,
  TEXT_SHRINK_MIN_PX,
  TEXT_SHRINK_RESIZE_DEBOUNCE_MS,
  TEXT_SHRINK_THRESHOLD_PX,
} from '../../../src/model/text-shrink.js';

/** Text that fits at `limit` px and below; records the sizes measured. */
const upTo = (limit: number) => {
  const tried: number[] = [];
  return { tried, fits: (px: number) => (tried.push(px), px <= limit) };
};

describe('fitFontSize (spec 001 §5, §9)', () => {
  it('has the spec numbers', () => {
    expect([TEXT_SHRINK_MIN_PX, TEXT_SHRINK_THRESHOLD_PX, TEXT_SHRINK_RESIZE_DEBOUNCE_MS]).toEqual([11, 13, 100]);
  });

  it('keeps a size that fits', () => {
    expect(fitFontSize(40, upTo(40).fits)).toBe(40);
  });

  it('chooses the largest whole size that fits', () => {
    for (const limit of [11, 12, 17, 23.5, 39]) expect(fitFontSize(40, upTo(limit).fits), String(limit)).toBe(Math.floor(limit));
  });

  it('never goes below 11', () => {
    expect(fitFontSize(40, upTo(10).fits)).toBe(11);
    expect(fitFontSize(40, () => false)).toBe(11);
  });

  it('leaves text at or below 13 px alone, measuring nothing; shrinks text just above', () => {
    const at13 = upTo(0);
    expect(fitFontSize(13, at13.fits)).toBe(13);
    expect(fitFontSize(12.5, at13.fits)).toBe(12.5);
    expect(at13.tried).toEqual([]);
    expect(fitFontSize(13.5, upTo(12).fits)).toBe(12);
    expect(fitFontSize(14, upTo(0).fits)).toBe(11);
  });

  it('measures few sizes', () => {
    const m = upTo(23);
    fitFontSize(60, m.fits);
    expect(m.tried.length).toBeLessThanOrEqual(8);
  });
});

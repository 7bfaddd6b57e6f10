// The text-shrink helper's rule (spec 001 §5: "The text-shrink helper never goes below font
// size 11"; §9: "Font minimum 11 for text shrink. Font size minimum threshold 13 px"). Pure:
// the caller measures whether a size fits; this chooses the size.

/** spec 001 §5, §9: the smallest font size text is shrunk to (px). */
export const TEXT_SHRINK_MIN_PX = 11;
/** spec 001 §9: text at or below this size is left as it is (px). */
export const TEXT_SHRINK_THRESHOLD_PX = 13;
/** spec 001 §9 "Resize debounce 100 ms": a re-fit waits this long after the last resize. */
export const TEXT_SHRINK_RESIZE_DEBOUNCE_MS = 100;

/**
 * The font size (px) for text whose own size is `start`: `start` itself when it fits or is at
 * or below the 13 px threshold; otherwise the largest whole pixel size from 11 up that fits
 * (`fits` is assumed to hold for every size below one that fits); 11 when none does. Sizes
 * are tried by halving the range: a 60 px headline costs about six measurements.
 */
export function fitFontSize(start: number, fits: (px: number) => boolean): number {
  if (!(start > TEXT_SHRINK_THRESHOLD_PX) || fits(start)) return start;
  let lo = TEXT_SHRINK_MIN_PX;
  let hi = Math.ceil(start) - 1;
  if (hi <= lo || !fits(lo)) return TEXT_SHRINK_MIN_PX;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

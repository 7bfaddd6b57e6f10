// Motion: the visitor's prefers-reduced-motion and the page's `nomotion=true`
// query flag (spec 000 §2 "Gallery addressing") both stop animation and autoplay. One place
// for both checks; read when asked, never at import time (SSR-safe).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** spec 000 §2: the query flag nomotion=true disables autoplay (and our animations). */
export const noMotionFlag = (search: string): boolean => new URLSearchParams(search).get('nomotion') === 'true';

/** True when animations should be skipped. Without a window (SSR) there is nothing to animate. */
export function motionReduced(win: Window | undefined = globalThis.window): boolean {
  if (!win) return true;
  return !!win.matchMedia?.(REDUCED_MOTION_QUERY).matches || noMotionFlag(win.location.search);
}

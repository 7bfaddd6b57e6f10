// CONVENTIONS "Motion": the visitor's prefers-reduced-motion and the page's `nomotion=true`
// query flag (spec 000 §2 "Gallery addressing") both stop animation. Read when asked, never at
// import time (SSR-safe).

/** True when animations should be skipped. Without a window (SSR) there is nothing to animate. */
export function motionReduced(win: Window | undefined = globalThis.window): boolean {
  if (!win) return true;
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return true;
  return new URLSearchParams(win.location.search).get('nomotion') === 'true';
}

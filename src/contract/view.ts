// The viewport and the page's scroll, for blocks (data flows one way: a block never reads
// `window` itself). A module of its own, apart from page.ts: only the popup uses these, and
// page.ts is in the CDN's core chunk every block loads. Read when called, never at import time.

/** spec 001 §9 "Breakpoints: mobile up to 432 px, desktop from 433 px". */
export const MOBILE_MAX_WIDTH = 432;

/** True when the viewport is a mobile one (432 px wide or less), now. */
export const mobileViewport = (): boolean => matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;

/** How far the page is scrolled: the top, the document's height and the viewport's. */
export function pageScroll(): { top: number; height: number; viewport: number } {
  const root = document.documentElement;
  return { top: scrollY, height: root.scrollHeight, viewport: innerHeight };
}

/** Calls handler on each scroll of the page (passive); returns its removal. */
export function onPageScroll(handler: () => void): () => void {
  addEventListener('scroll', handler, { passive: true });
  return () => removeEventListener('scroll', handler);
}

// Right-to-left layout (issue 13 §2: galleries, arrows and swipe directions mirror under
// `dir="rtl"`). Styles mirror by themselves through logical properties (`inset-inline-start`,
// `margin-inline`, `float: inline-start`); what script places or reads in physical pixels
// (a gallery track's transforms, a drag's dx, an arrow key, the half of a slide clicked, a
// tooltip's corner) asks this one module. SSR-safe: nothing runs at import time.

/** True when el lays out right to left: a `dir` attribute on it or an ancestor (typically
 * `<html dir="rtl">`), or the CSS `direction` a page set. Reads computed style: call it once
 * per layout or per event, not per frame. */
export const isRtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/**
 * Calls fn after a `dir` attribute changes anywhere in the document (a language switch that
 * turns the page to right-to-left after it rendered); returns the call that stops it. One
 * observer for the whole page, filtered to that one attribute, so no other change of the page
 * costs anything; it stops when nothing listens. What only CSS places needs none of this.
 */
export function onDirChange(fn: () => void, doc: Document = document): () => void {
  listeners.add(fn);
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(() => listeners.forEach((f) => f()));
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });
  }
  return () => {
    listeners.delete(fn);
    if (listeners.size || !observer) return;
    observer.disconnect();
    observer = undefined;
  };
}

// A direction change after render (galleries mirror under `dir="rtl"`). What CSS
// places follows a new direction by itself (logical properties); what script reads per event
// (keys, clicks, drags) reads it then (`isRtl`, blocks/element-helpers.ts). Only what script
// wrote for one direction and keeps — a gallery track's transforms — needs telling, and
// only the gallery imports this, so no other block pays for it. SSR-safe: nothing runs at
// import time.

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

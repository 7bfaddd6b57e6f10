// The page does not scroll while a modal dialog is open (a native modal <dialog> leaves the
// page scrollable by wheel, touch and keys: PageDown on a button inside it scrolls the page).
// One lock per document, counted, so nested modals share it and the last release restores.

// Longhands: the page may have set only one of them (`overflow-y: scroll`).
const PROPERTIES = ['overflow-x', 'overflow-y', 'scrollbar-gutter'];
type Saved = { values: [string, string][]; attribute: string | null; cssText: string };
const locks = new WeakMap<Document, { count: number; saved: Saved }>();

/**
 * Locks the page's scrolling and returns the release (idempotent). The root gets
 * `overflow: hidden`; when it shows a classic scrollbar (one that takes width), it also gets
 * `scrollbar-gutter: stable`, so the scrollbar's width stays reserved and nothing on the
 * page moves. The last release puts back the root's own inline values exactly (its style
 * attribute to the character, unless the page changed other inline styles meanwhile); the
 * scroll position never changes.
 */
export function lockScroll(doc: Document): () => void {
  const html = doc.documentElement;
  let lock = locks.get(doc);
  if (lock) lock.count++;
  else {
    const s = html.style;
    const saved: Saved = {
      values: PROPERTIES.map((p) => [s.getPropertyValue(p), s.getPropertyPriority(p)]),
      attribute: html.getAttribute('style'),
      cssText: s.cssText,
    };
    const win = doc.defaultView;
    const scrollbarWidth = win ? win.innerWidth - html.clientWidth : 0;
    if (scrollbarWidth > 0 && win && !win.getComputedStyle(html).scrollbarGutter.includes('stable')) {
      s.setProperty('scrollbar-gutter', 'stable');
    }
    // important: a page's own `html { overflow-y: scroll }` must not win.
    s.setProperty('overflow', 'hidden', 'important');
    lock = { count: 1, saved };
    locks.set(doc, lock);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = locks.get(doc);
    if (!current || --current.count > 0) return;
    locks.delete(doc);
    const s = html.style;
    const { values, attribute, cssText } = current.saved;
    PROPERTIES.forEach((p, i) => {
      const [value, priority] = values[i]!;
      if (value) s.setProperty(p, value, priority);
      else s.removeProperty(p);
    });
    // Nothing else changed meanwhile: the attribute as the page wrote it, to the character.
    // (Reading it first: Chromium writes CSSOM changes into the attribute lazily, and would
    // put an empty one back after the removal.)
    if (s.cssText === cssText && html.getAttribute('style') !== attribute) {
      if (attribute === null) html.removeAttribute('style');
      else html.setAttribute('style', attribute);
    }
  };
}

// Adopting an element's own sheet into the document or shadow root around it. A constructed
// sheet belongs to the document whose window made it: the browser refuses it in another
// (NotAllowedError), so an element moved into an iframe's document gets a copy made by that
// window, and one moved into a document with no window (createHTMLDocument), which draws
// nothing, gets none.
import type { CSSResult } from 'lit';

const copies = new WeakMap<Document, Map<CSSResult, CSSStyleSheet>>();

/** Adds `css`'s sheet to `root`'s adopted sheets, once. */
export function adoptSheet(root: Document | ShadowRoot, css: CSSResult): void {
  let sheet = css.styleSheet;
  const doc = root.ownerDocument ?? (root as Document);
  if (!sheet || !('adoptedStyleSheets' in root)) return;
  if (doc !== document) {
    const view = doc.defaultView as (Window & typeof globalThis) | null;
    if (!view) return;
    const mine = copies.get(doc) ?? new Map<CSSResult, CSSStyleSheet>();
    copies.set(doc, mine);
    sheet = mine.get(css) ?? new view.CSSStyleSheet();
    if (!mine.has(css)) mine.set(css, sheet).get(css)!.replaceSync(css.cssText);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

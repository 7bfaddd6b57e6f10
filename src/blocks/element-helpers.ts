// Small helpers the elements and their define modules use: events, ids, registration and
// the text direction.

/** Fires a block event, bubbling and composed. Returns false when a
 * listener canceled a `cancelable` one. */
export function emit<T>(target: EventTarget, type: string, detail: T, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
}

let uid = 0;

/** The element's id, giving it a page-unique `<prefix>-<n>` first when it has none (for
 * ARIA references between light-DOM parts). */
export const idFor = (el: Element, prefix: string): string => (el.id ||= `${prefix}-${++uid}`);

let defining = true;

/** Registers a tag once; a second registration of the same tag is skipped, and so is every
 * registration of a later copy of the library on the page (src/one-copy.ts). */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (defining && typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, ctor);
}

/** A later copy of the library defines nothing: the page's elements are the first copy's,
 * including those the autoloader defines only once they appear. A build that never calls
 * this (the autoloader's) keeps none of it: the flag folds away when minified. */
export function stopDefining(): void {
  defining = false;
}

/** True when el lays out right to left: a `dir` attribute on it or an ancestor (typically
 * `<html dir="rtl">`), or the CSS `direction` a page set (README "Right-to-left"). Styles
 * mirror by themselves through logical properties; what script places or reads in physical
 * pixels asks this. It reads computed style: once per layout or per event, never per frame. */
export const isRtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

// Focus containment (spec 000 §5 "Focus containment needs exactly one of container or
// predicate"): Tab and Shift+Tab kept among a set of elements, given either as a container
// (every tabbable element inside it, through shadow roots and slots) or as a predicate over
// the page's tabbable elements (a set that is not one subtree: a gallery's slides in view and
// its controls). Both, or neither, is an error.
import { t } from '../i18n/translator.js';
import { gallery } from '../i18n/en/gallery.js';
import { deepActiveElement, tabbables } from './focus-containment.js';

export interface FocusScopeOptions {
  container?: Element;
  predicate?: (el: HTMLElement) => boolean;
}

export class FocusScope {
  readonly container?: Element;
  readonly predicate?: (el: HTMLElement) => boolean;

  constructor(o: FocusScopeOptions) {
    if (!o || !o.container === !o.predicate) throw new Error(t(gallery, 'gallery.focusContainment'));
    this.container = o.container;
    this.predicate = o.predicate;
  }

  /** The elements Tab visits in the scope, in order. */
  elements(doc: Document = document): HTMLElement[] {
    if (this.container) return tabbables(this.container);
    return tabbables(doc.documentElement).filter(this.predicate!);
  }

  /** Keeps a Tab keydown inside the scope: to the next (Shift: previous) element of the
   * scope, from the last to the first and back, and into the scope from outside it. Focus is
   * moved by hand every time: a predicate's elements need not be neighbours in the page's
   * Tab order. */
  handle(event: KeyboardEvent, doc: Document = document): void {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const list = this.elements(doc);
    if (!list.length) return;
    const active = deepActiveElement(doc);
    const at = active ? list.indexOf(active) : -1;
    const last = list.length - 1;
    let to: HTMLElement;
    if (at < 0) to = event.shiftKey ? list[last] : list[0];
    else to = list[event.shiftKey ? (at === 0 ? last : at - 1) : at === last ? 0 : at + 1];
    event.preventDefault();
    to.focus();
  }
}

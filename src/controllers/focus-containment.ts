// Focus helpers that see through shadow roots and slots: where focus is, whether an element
// holds it, and which elements Tab visits inside a dialog (its composed tree).
import { containsComposed } from '../contract/composed.js';

export { containsComposed };

/** The focused element, looking through open shadow roots; null when nothing (or body) is. */
export function deepActiveElement(doc: Document): HTMLElement | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== doc.body ? el : null;
}

/** The children Tab order walks: a host's shadow tree, a slot's assigned (or fallback)
 * elements, else the light children. */
function composedChildren(el: Element): Iterable<Element> {
  if (el.shadowRoot) return el.shadowRoot.children;
  if (el instanceof HTMLSlotElement) return el.assignedElements({ flatten: true });
  return el.children;
}

function tabbable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement || el instanceof SVGElement) || (el as HTMLElement).tabIndex < 0) return false;
  // Links without href report tabIndex 0 yet are not focusable.
  if ((el.localName === 'a' || el.localName === 'area') && !el.hasAttribute('href') && !el.hasAttribute('tabindex')) return false;
  if (el.matches(':disabled') || (el as HTMLElement).inert) return false;
  // Browsers without checkVisibility (Safari before 17.4): rendered boxes at least.
  return el.checkVisibility?.({ checkVisibilityCSS: true, visibilityProperty: true }) ?? el.getClientRects().length > 0;
}

/** The elements Tab visits inside `root`, in composed-tree order (positive tabindex values
 * are taken in tree order too: the library's overlays use none). */
export function tabbables(root: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (el: Element) => {
    if ((el as HTMLElement).inert) return;
    if (el !== root && tabbable(el)) out.push(el);
    for (const child of composedChildren(el)) walk(child);
  };
  walk(root);
  return out;
}

/**
 * Keeps Tab and Shift+Tab inside `root` (WAI-ARIA APG dialog pattern): from the last
 * tabbable element Tab goes to the first, from the first Shift+Tab goes to the last. A
 * native modal `<dialog>` makes the page inert, but Tab still leaves it for the browser's
 * own controls; this wraps instead.
 */
export function containTab(event: KeyboardEvent, root: Element): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const list = tabbables(root);
  const doc = root.ownerDocument;
  const active = deepActiveElement(doc);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !active || active === root || !containsComposed(root, active);
  let to: HTMLElement | undefined;
  if (event.shiftKey) to = active === first || outside ? last : undefined;
  else to = active === last || outside ? first : undefined;
  if (to) {
    event.preventDefault();
    to.focus();
  }
}

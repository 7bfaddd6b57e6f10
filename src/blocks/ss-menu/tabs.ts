// Finds a menu's tabs and panels in the markup it was given (real-markup.md "Accordion and
// menu"), and groups the host's children for manual slot assignment.
import type { Slottable } from '../../controllers/light-dom-controller.js';

/** Tabs: plain markup's `[role=tab]`; real pages' `label.menu-select-labels[role=tab]`. */
export const TAB = '[role=tab], .menu-select-labels';
/** Panels: `[role=tabpanel]` (real pages: `.menu[role=tabpanel][aria-label]`). */
export const PANEL = '[role=tabpanel]';

export interface MenuParts {
  tabs: HTMLElement[];
  panels: HTMLElement[];
}

/** Tabs and panels of `host` in document order, paired by position; those of a nested menu
 * are its own. */
export function findTabs(host: HTMLElement): MenuParts {
  const own = (el: Element) => el.closest(host.localName) === host;
  return {
    tabs: [...host.querySelectorAll<HTMLElement>(TAB)].filter(own),
    panels: [...host.querySelectorAll<HTMLElement>(PANEL)].filter(own),
  };
}

/** A `<label>` cannot carry role=tab (ARIA in HTML gives label no allowed roles; axe
 * aria-allowed-role), so a real page's label is swapped for a `<span>` with the same
 * attributes (less `for`) and children: both are inline with no box styles of their own, so
 * nothing moves, and the page's class-based CSS still applies. Other tabs are kept. */
export function asTab(tab: HTMLElement): HTMLElement {
  if (tab.localName !== 'label') return tab;
  const span = tab.ownerDocument.createElement('span');
  for (const { name, value } of tab.attributes) if (name !== 'for') span.setAttribute(name, value);
  span.append(...tab.childNodes);
  tab.replaceWith(span);
  return span;
}

/** The host's child nodes split into those before its own tab children, the tabs (with the
 * whitespace between them, which renders as it did before upgrade) and those after; one
 * group when no tab is a child of the host (real markup has its own tablist). */
export function split(host: HTMLElement, tabs: readonly Element[]): Slottable[][] {
  const nodes = [...host.childNodes].filter((n): n is Slottable => n.nodeType === Node.ELEMENT_NODE || n.nodeType === Node.TEXT_NODE);
  const at = nodes.flatMap((n, i) => (tabs.includes(n as Element) ? [i] : []));
  if (!at.length) return [nodes];
  const [first, last] = [at[0], at[at.length - 1] + 1];
  return [nodes.slice(0, first), nodes.slice(first, last), nodes.slice(last)];
}

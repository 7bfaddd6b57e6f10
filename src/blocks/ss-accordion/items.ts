// Finds an accordion's items in the markup it was given (real-markup.md "Accordion and menu"),
// and groups the host's children for manual slot assignment.
import type { Slottable } from '../../controllers/light-dom-controller.js';

/** What counts as an item header: a heading (real pages use `h4[role=heading]`). */
export const HEADING = 'h1,h2,h3,h4,h5,h6,[role=heading]';

// Plain markup: a heading child of the host holding a button. Real markup: the heading in
// `li.accordion-item`. In both the panel is the heading's next element sibling.
const TRIGGERS = `:scope > :is(${HEADING}) button, .accordion-item :is(${HEADING}) button`;

export interface AccordionItem {
  readonly trigger: HTMLElement;
  readonly panel: HTMLElement;
}

/** The items of `host` in document order; items of nested accordions are theirs, not ours. */
export function findItems(host: HTMLElement): AccordionItem[] {
  const items: AccordionItem[] = [];
  for (const trigger of host.querySelectorAll<HTMLElement>(TRIGGERS)) {
    if (trigger.closest(host.localName) !== host) continue;
    const panel = trigger.closest(HEADING)?.nextElementSibling;
    if (panel instanceof HTMLElement) items.push({ trigger, panel });
  }
  return items;
}

const blank = (n: Node) => n.nodeType === Node.TEXT_NODE && !n.textContent?.trim();

/** The host's child nodes in order, in groups: each plain item's heading and panel (both
 * children of the host) is one group, `[heading, panel]`, every run of other nodes (a
 * real-markup wrapper, an intro paragraph) another; only an item's group holds a panel.
 * Runs of only whitespace are dropped: between block boxes they render nothing. */
export function segments(host: HTMLElement, items: readonly AccordionItem[]): Slottable[][] {
  const panelOf = new Map<Node, HTMLElement>();
  for (const { trigger, panel } of items) {
    const heading = trigger.closest(HEADING);
    if (heading?.parentNode === host) panelOf.set(heading, panel);
  }
  const used = new Set<Node>(panelOf.values());
  const out: Slottable[][] = [];
  let run: Slottable[] = [];
  const flush = () => {
    if (!run.every(blank)) out.push(run);
    run = [];
  };
  for (const node of host.childNodes) {
    // Comments cannot be slotted (HTMLSlotElement.assign takes elements and text).
    if (used.has(node) || node.nodeType === Node.COMMENT_NODE) continue;
    const panel = panelOf.get(node);
    if (!panel) {
      run.push(node as Slottable);
      continue;
    }
    flush();
    out.push([node as Element, panel]);
  }
  flush();
  return out;
}

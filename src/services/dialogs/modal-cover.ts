// Whether an open modal dialog covers an element: what an autoplaying gallery behind the
// lightbox asks before it moves. It reads the page's dialog stack (services/dialog-stack.ts)
// without creating it, so a page without dialogs carries none of the stack's code.
import { containsComposed } from '../../contract/composed.js';
import type { DialogStack } from '../dialog-stack.js';

// One stack per page even when two builds of the library are loaded (the CDN bundle and a
// bundler's copy): the stack lives on the global object under a registered symbol.
export const PAGE_STACK_KEY = Symbol.for('ss-blocks.dialog-stack');
export type PageSlot = { stack: DialogStack; listening?: Document };

/** The page's stack slot, if any dialog or handler made one. */
export const pageSlotIfAny = (): PageSlot | undefined => (globalThis as { [PAGE_STACK_KEY]?: PageSlot })[PAGE_STACK_KEY];

/** Whether the page's top-most open modal dialog covers el: el is outside its element
 * (through shadow roots and slots). */
export function coveredByModal(el: Element): boolean {
  const modal = [...(pageSlotIfAny()?.stack.dialogs ?? [])].reverse().find((d) => d.modal);
  return !!modal && !(modal.element && containsComposed(modal.element, el));
}

// The page's one dialog stack (spec 001 §4 "Escape key", §9 "Modal base z-index 30000").
// Every overlay registers here while it is open; Escape closes the top-most one, and only
// that one. Nothing touches the page at import time: the document's keydown listener is
// installed on the first registration (or the first unhandled-Escape handler).
import { PAGE_STACK_KEY, pageSlotIfAny, type PageSlot } from './dialogs/modal-cover.js';

export { coveredByModal } from './dialogs/modal-cover.js';

/** Modal base z-index (spec 001 §9): the level of the first open dialog. */
export const MODAL_BASE_Z_INDEX = 30000;

/** What an overlay tells the stack when it registers. */
export interface StackedDialog {
  /**
   * Called when Escape (or another close request the browser sends a native `<dialog>`,
   * such as the Android back gesture) reaches this dialog as the top-most one. The dialog
   * closes itself here: it sets its own open state to false and releases its registration.
   */
  escape(event: Event): void;
  /** True for a modal dialog (the rest of the page is inert); default false. */
  modal?: boolean;
  /** The dialog's element: what a modal dialog does not cover (`coveredByModal`). */
  element?: Element;
}

/** A dialog's place on the stack, from `registerDialog` until `release()`. */
export interface DialogRegistration {
  /** The z-index the dialog shows at: one above the top-most dialog at registration, or
   * the modal base 30000 when it is the first. */
  readonly zIndex: number;
  /** True while this dialog is the top-most. */
  readonly top: boolean;
  /** Takes the dialog off the stack (call it when the dialog closes). Idempotent. */
  release(): void;
}

/** An Escape key press, or what a test or close request hands over in its place. */
export interface EscapeEvent {
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * Called with an Escape no dialog took (the stack was empty). The rest of the spec's Escape
 * rules (shift+Esc logout, the editor toggle, the owner config redirect, useEscapeKeyToLogin)
 * plug in here. Handlers run in registration order until one calls `event.preventDefault()`.
 */
export type UnhandledEscapeHandler = (event: KeyboardEvent) => void;

export interface DialogStack {
  /** Puts a dialog on top of the stack. */
  register(dialog: StackedDialog): DialogRegistration;
  /** The open dialogs, bottom first. */
  readonly dialogs: readonly StackedDialog[];
  /**
   * Routes one Escape: with a dialog open, consumes the event (`preventDefault`) and hands
   * it to the top-most dialog only, returning true; with none open, runs the unhandled
   * handlers and returns false. An event already default-prevented is left alone (false).
   */
  escape(event: EscapeEvent): boolean;
  /** Adds a handler for Escape presses no dialog took; returns its removal. */
  onUnhandledEscape(handler: UnhandledEscapeHandler): () => void;
}

/** A stack of its own, touching no page: the page's one is `pageDialogStack()`. */
export function createDialogStack(base = MODAL_BASE_Z_INDEX): DialogStack {
  const entries: { dialog: StackedDialog; zIndex: number }[] = [];
  const unhandled: UnhandledEscapeHandler[] = [];
  return {
    register(dialog) {
      const below = entries[entries.length - 1];
      const entry = { dialog, zIndex: below ? below.zIndex + 1 : base };
      entries.push(entry);
      return {
        zIndex: entry.zIndex,
        get top() {
          return entries[entries.length - 1] === entry;
        },
        release() {
          const i = entries.indexOf(entry);
          if (i >= 0) entries.splice(i, 1);
        },
      };
    },
    get dialogs() {
      return entries.map((e) => e.dialog);
    },
    escape(event) {
      if (event.defaultPrevented) return false;
      const top = entries[entries.length - 1];
      if (top) {
        // spec 001 §4 "Escape key": the top-most registered dialog first, and only it.
        event.preventDefault();
        top.dialog.escape(event as Event);
        return true;
      }
      for (const handler of [...unhandled]) {
        handler(event as KeyboardEvent);
        if (event.defaultPrevented) break;
      }
      return false;
    },
    onUnhandledEscape(handler) {
      unhandled.push(handler);
      return () => {
        const i = unhandled.indexOf(handler);
        if (i >= 0) unhandled.splice(i, 1);
      };
    },
  };
}

function pageSlot(): PageSlot {
  return pageSlotIfAny() ?? ((globalThis as { [PAGE_STACK_KEY]?: PageSlot })[PAGE_STACK_KEY] = { stack: createDialogStack() });
}

function listen(slot: PageSlot): void {
  const doc = globalThis.document;
  if (!doc || slot.listening === doc) return;
  slot.listening = doc;
  // Bubbling, so a widget inside a dialog that uses Escape itself (a listbox closing, say)
  // can take it first by calling preventDefault.
  doc.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.isComposing) slot.stack.escape(e);
  });
}

/** The page's one dialog stack. */
export function pageDialogStack(): DialogStack {
  return pageSlot().stack;
}

/**
 * Registers an open dialog on the page's stack. Call it when the dialog opens and
 * `release()` the result when it closes. `DialogController` does this for Lit elements;
 * an overlay of your own registers directly:
 *
 * ```js
 * import { registerDialog } from 'ss-blocks/services/dialog-stack';
 *
 * function openMyOverlay(el) {
 *   const entry = registerDialog({ modal: true, escape: () => closeMyOverlay(el) });
 *   el.style.zIndex = String(entry.zIndex);  // 30000, 30001, … above earlier dialogs
 *   el.hidden = false;
 *   el._stackEntry = entry;
 * }
 * function closeMyOverlay(el) {
 *   el.hidden = true;
 *   el._stackEntry?.release();
 * }
 * ```
 */
export function registerDialog(dialog: StackedDialog): DialogRegistration {
  const slot = pageSlot();
  listen(slot);
  return slot.stack.register(dialog);
}

/**
 * Adds a handler for Escape presses that no open dialog took, and returns its removal:
 * where the page's other Escape rules go (spec 001 §4: shift+Esc logs out; otherwise Esc
 * toggles the editor or sends an authenticated owner to config; useEscapeKeyToLogin).
 *
 * ```js
 * onUnhandledEscape((e) => {
 *   if (e.shiftKey) { e.preventDefault(); logOut(); }
 * });
 * ```
 */
export function onUnhandledEscape(handler: UnhandledEscapeHandler): () => void {
  const slot = pageSlot();
  listen(slot);
  return slot.stack.onUnhandledEscape(handler);
}

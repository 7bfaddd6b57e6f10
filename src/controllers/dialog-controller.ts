// The one way an overlay opens: the page's dialog stack, focus in
// and back, focus contained, the page inert and its scroll locked, Escape through the stack.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { registerDialog, pageDialogStack, type DialogRegistration } from '../services/dialog-stack.js';
import { containTab, containsComposed, deepActiveElement, tabbables } from './focus-containment.js';
import { lockScroll } from './scroll-lock.js';
import { inertOutside } from './inert-outside.js';

export interface DialogControllerOptions {
  /** The dialog element, once rendered: a `<dialog>` (preferred) or any element. */
  dialog: () => HTMLElement | null | undefined;
  /** The host's open state; the controller follows it after each update of the host. */
  open: () => boolean;
  /**
   * The dialog must close: Escape (or a close request such as the Android back gesture)
   * reached it as the top-most dialog, or the browser closed a native `<dialog>` on its own.
   * The host sets its open state to false here (and fires its own close event).
   */
  requestClose: (event: Event) => void;
  /** Where focus goes on opening. Default: the first tabbable element in the dialog, else
   * the dialog itself (modal); a non-modal dialog takes focus only when this is given. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** False for a non-modal dialog (a cookie popup): on the stack (Escape, z-index) but the
   * page stays usable — not inert, scrollable, focus neither contained nor moved in unless
   * `initialFocus` is given. Default true. */
  modal?: boolean;
}

/** The stack level a controller puts on its host while open, for the host's CSS:
 * `z-index: var(--ss-<block>-z-index, var(--ss-dialog-z-index, 30000))`. */
export const Z_INDEX_PROPERTY = '--ss-dialog-z-index';

/**
 * Opens and closes a Lit element's overlay, giving it what every overlay of the page must
 * have (spec 001 §4 "Escape key", §9 "Modal base z-index 30000"):
 *
 * - **The stack.** While open the dialog is registered on the page's one dialog stack
 *   (`services/dialog-stack`). Escape closes the top-most registered dialog first, and only
 *   that one: the stack calls `requestClose` of the top-most dialog. The host's level
 *   (30000, then one more for each dialog opened above) is set on the host as the custom
 *   property `--ss-dialog-z-index`.
 * - **Native `<dialog>` where it serves.** A `<dialog>` opens with `showModal()`: the top
 *   layer (above any z-index of the page), the rest of the page inert, the `::backdrop`.
 *   Where it does not serve, the controller adds what is missing:
 *   - its own Escape handling would bypass the stack: the stack's keydown listener consumes
 *     Escape first, and a `cancel` event that still comes (a close request the keydown did
 *     not see) is canceled and routed through the stack; a native close the browser does not
 *     let us cancel ends in `requestClose`;
 *   - Tab leaves a modal `<dialog>` for the browser's own controls: the controller wraps it
 *     from the last tabbable element to the first and back (focus contained);
 *   - the page still scrolls behind a modal `<dialog>` (wheel, touch, PageDown): the
 *     controller locks the root's scrolling while any modal is open, keeping the scrollbar's
 *     width reserved so nothing moves, and restores the root's inline styles exactly;
 *   - focus: moved to `initialFocus` (not the browser's first-focusable choice) and returned
 *     to the element that had it before opening, through shadow roots.
 * - **Any other element** (a block whose overlay cannot be a `<dialog>`): the same
 *   guarantees by the controller — every element outside the dialog gets `inert`, restored
 *   on close. It is not in the top layer: a native modal dialog opened before it stays above
 *   it, so prefer `<dialog>`.
 * - **Non-modal** (`modal: false`): registered on the stack (Escape closes it when top-most,
 *   it gets its level), opened with `show()` when a `<dialog>`, and nothing else.
 *
 * The controller animates nothing; an overlay's entry animation belongs in its CSS under
 * `@media (prefers-reduced-motion: no-preference)`.
 *
 * Usage, in a Lit element with an `open` property:
 *
 * ```ts
 * class MyOverlay extends LitElement {
 *   static properties = { open: { type: Boolean, reflect: true } };
 *   open = false;
 *   private dialog = new DialogController(this, {
 *     dialog: () => this.renderRoot.querySelector('dialog'),
 *     open: () => this.open,
 *     requestClose: () => (this.open = false),
 *     initialFocus: () => this.renderRoot.querySelector('button'),
 *   });
 *   render() {
 *     return html`<dialog aria-label="Example"><button @click=${() => (this.open = false)}>Close</button></dialog>`;
 *   }
 * }
 * ```
 * with `:host { position: fixed; z-index: var(--ss-dialog-z-index, 30000); }` in its styles.
 */
export class DialogController implements ReactiveController {
  private registration: DialogRegistration | undefined;
  private element: HTMLElement | undefined;
  private returnFocus: HTMLElement | null = null;
  private releases: (() => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: DialogControllerOptions,
  ) {
    host.addController(this);
  }

  /** True while the dialog is shown and registered on the stack. */
  get isOpen(): boolean {
    return !!this.registration;
  }

  /** The dialog's level on the stack while open. */
  get zIndex(): number | undefined {
    return this.registration?.zIndex;
  }

  private get modal(): boolean {
    return this.options.modal ?? true;
  }

  hostConnected(): void {
    // Moved in the document while open: the update shows it again where it now is.
    if (this.options.open()) this.host.requestUpdate();
  }

  hostUpdated(): void {
    // A document with no window (one made by createHTMLDocument) draws nothing and refuses
    // showModal(): an open dialog moved there shows again once back in a page.
    const want = this.options.open() && this.host.isConnected && !!this.host.ownerDocument.defaultView;
    if (want && !this.registration) this.show();
    else if (!want && this.registration) this.hide();
  }

  hostDisconnected(): void {
    if (this.registration) this.hide();
  }

  private show(): void {
    const el = this.options.dialog();
    if (!el) return;
    const doc = this.host.ownerDocument;
    const active = deepActiveElement(doc);
    // Outside the dialog, not outside the host: a host's own light-DOM content (the items a
    // lightbox shows in the page) may have opened it.
    this.returnFocus = active && !containsComposed(el, active) ? active : null;
    this.element = el;
    this.registration = registerDialog({ modal: this.modal, element: el, escape: (e) => this.options.requestClose(e) });
    this.host.style.setProperty(Z_INDEX_PROPERTY, String(this.registration.zIndex));
    if (this.modal) this.releases.push(lockScroll(doc));
    const chosen = this.options.initialFocus?.();
    if (el instanceof HTMLDialogElement) {
      // show() would move focus into a non-modal dialog; the open attribute shows it without
      // (the close watcher show() adds is not needed: Escape comes through the stack).
      if (!el.open) {
        if (this.modal) el.showModal();
        else if (chosen) el.show();
        else el.open = true;
      }
      el.addEventListener('cancel', this.onCancel);
      el.addEventListener('close', this.onNativeClose);
    } else if (this.modal) {
      this.releases.push(inertOutside(el));
    }
    if (this.modal) el.addEventListener('keydown', this.onKeydown);
    (chosen ?? (this.modal ? (tabbables(el)[0] ?? el) : null))?.focus();
  }

  private hide(): void {
    const el = this.element;
    const doc = this.host.ownerDocument;
    this.registration?.release();
    this.registration = undefined;
    this.element = undefined;
    this.host.style.removeProperty(Z_INDEX_PROPERTY);
    if (!this.host.getAttribute('style')) this.host.removeAttribute('style');
    this.releases
      .splice(0)
      .reverse()
      .forEach((release) => release());
    if (el) {
      el.removeEventListener('keydown', this.onKeydown);
      el.removeEventListener('cancel', this.onCancel);
      el.removeEventListener('close', this.onNativeClose);
      if (el instanceof HTMLDialogElement && el.open) el.close();
    }
    const back = this.returnFocus;
    this.returnFocus = null;
    // Only when the dialog had focus (or nothing has it now): a page that moved focus
    // elsewhere meanwhile keeps its choice. No scrolling: the page is where it was.
    const active = deepActiveElement(doc);
    if (back?.isConnected && (!active || (el && containsComposed(el, active)) || containsComposed(this.host, active))) {
      back.focus({ preventScroll: true });
    }
  }

  private onKeydown = (e: KeyboardEvent): void => {
    if (this.element) containTab(e, this.element);
  };

  private onCancel = (e: Event): void => {
    // A close request the stack's keydown listener did not see: it goes through the stack
    // like Escape, which closes the top-most dialog (this one, or one above it). One the
    // browser does not let us cancel (no user activation since the last) closes this
    // dialog whatever we do: onNativeClose follows it.
    if (e.cancelable && !pageDialogStack().escape(e)) e.preventDefault();
  };

  private onNativeClose = (e: Event): void => {
    // The browser closed the dialog on its own: follow it. A close event that arrives when
    // the dialog is open again (closed on removal, shown again on return) is stale.
    if (this.registration && !(e.target as HTMLDialogElement).open) this.options.requestClose(e);
  };
}

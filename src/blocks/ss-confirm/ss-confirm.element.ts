import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { DialogController } from '../../controllers/dialog-controller.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { pageDialogStack } from '../../services/dialog-stack.js';
import type { SettingValues } from '../../contract/settings.js';
import { dialog as text } from '../../i18n/en/dialog.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { onOverlay, placeBox, sizeBox } from './box.js';
import {
  HIDE_FALLBACK_MS,
  INFORMATION_MS,
  checkPadding,
  checkPosition,
  isModal,
  leastDestructive,
  type ConfirmPosition,
  type ConfirmResult,
} from './options.js';
import { buttons, content } from './render.js';
import { settings, type ConfirmSettings } from './ss-confirm.settings.js';
import { styles } from './ss-confirm.styles.js';
import { addToast, removeToast } from './toasts.js';

export interface SsConfirmCloseDetail {
  /** The answer: `confirm` or `reject` (their buttons; `confirm` also when the information
   * toast hides on its own), or `cancel` (the Cancel button, Escape, a click on the overlay,
   * `hide()`). */
  result: ConfirmResult;
  /** What closed it. */
  source: 'button' | 'keyboard' | 'overlay' | 'timeout' | 'api';
}
export type SsConfirmCloseEvent = CustomEvent<SsConfirmCloseDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-confirm-close': SsConfirmCloseEvent;
  }
}

const declared = settingProperties(settings);
// Validated by its own setter (spec 001 §5); declared apart, as the manifest analyzer cannot
// read a spread inside the properties.
const paddingProperty = { ...declared['padding'], noAccessor: true };

/**
 * @summary A confirmation dialog, an alert, or an information toast.
 * @tag ss-confirm
 *
 * @attr open - Shows the widget; removing it hides it (with the fade) without an event.
 *
 * @slot - The message, when the page gives markup of its own instead of `message`.
 *
 * @fires {CustomEvent} ss-confirm-close - The widget answered and starts hiding: `detail.result` is confirm, reject or cancel;
 *   `detail.source` is button, keyboard, overlay, timeout or api.
 *
 * @csspart base - The box: a `<dialog>` (role alertdialog) for styles 0–2, style its overlay with `ss-confirm::part(base)::backdrop`; the
 *   toast's box for style 3.
 * @csspart live - The toast's live region (role status) around its box (style 3).
 * @csspart title - The title.
 * @csspart message - The message.
 * @csspart actions - The button row.
 * @csspart button - Every button.
 * @csspart confirm-button - Confirm (or Okay).
 * @csspart reject-button - Reject.
 * @csspart cancel-button - Cancel.
 *
 * @cssprop --ss-confirm-z-index - Pins the stacking level (default: the dialog stack's, 30000 and up).
 * @cssprop --ss-confirm-backdrop - The overlay's colour (styles 0–2).
 * @cssprop --ss-confirm-background - The box's background.
 * @cssprop --ss-confirm-color - The box's text colour.
 * @cssprop --ss-confirm-accent - The buttons' colour.
 * @cssprop --ss-confirm-radius - Corner radius.
 * @cssprop --ss-confirm-duration - The fade in and out (default 0.3s; none with reduced motion).
 */
export class SsConfirm extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties: PropertyDeclarations = {
    ...declared,
    padding: paddingProperty,
    position: { attribute: false, noAccessor: true },
    open: { attribute: 'open', type: Boolean, reflect: true },
    // attribute: false as well, for the manifest analyzer (it reads state: true as an attribute).
    visible: { state: true, attribute: false },
    hiding: { state: true, attribute: false },
    live: { state: true, attribute: false },
  };

  /** Shown: set by `show()`, cleared by an answer or `hide()`. */
  open = false;
  /** On screen: from showing until the hide's fade is over. */
  private visible = false;
  /** The fade out is running. */
  private hiding = false;
  /** The toast's text is in its live region (a frame after the region shows, so it is announced). */
  private live = false;
  /** Set to its default by BlockElement's constructor, through the setter. */
  private paddingValue!: number;
  #position: ConfirmPosition | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private frame = 0;
  private whenHiddenResolvers: (() => void)[] = [];
  private readonly texts = new LocaleController(this);

  constructor() {
    super();
    const host = this;
    // Held by the element through addController.
    new DialogController(this, {
      dialog: () => this.stackElement(),
      open: () => this.visible,
      get modal() {
        return host.modal;
      },
      initialFocus: () => (this.modal ? this.button(leastDestructive(this.confirmStyle)) : undefined),
      requestClose: (e) => {
        if (this.open) return this.hide('cancel', 'keyboard');
        // Fading out, it is still on the stack until hidden: an Escape now is for the dialog
        // below it (spec 001 §4 "Escape key": the top-most open one).
        if (e.type !== 'keydown' && e.type !== 'cancel') return;
        const dialogs = pageDialogStack().dialogs;
        const i = dialogs.findIndex((d) => d.element === this.stackElement());
        if (i > 0) dialogs[i - 1]!.escape(e);
      },
    });
  }

  // spec 001 §5: anything but a number throws a TypeError.
  /** The box's padding in px (default 20); anything but a number throws a TypeError. */
  get padding(): number {
    return this.paddingValue;
  }
  set padding(value: number) {
    const old = this.paddingValue;
    this.paddingValue = checkPadding(value);
    this.requestUpdate('padding', old);
  }

  // spec 001 §5: anything but a function (or undefined) throws a TypeError.
  /** Places the box: `(box, viewport) => ({ top, left })` in viewport pixels, called on showing
   * and on resize (default: centred; the toast at the top right). Anything but a
   * function (or undefined) throws a TypeError. */
  get position(): ConfirmPosition | undefined {
    return this.#position;
  }
  set position(value: ConfirmPosition | undefined) {
    const old = this.#position;
    this.#position = checkPosition(value);
    this.requestUpdate('position', old);
  }

  private get modal(): boolean {
    return isModal(this.confirmStyle);
  }

  /** Shows the widget. */
  show(): void {
    this.open = true;
  }

  /** Answers and hides: fires `ss-confirm-close` with the result (default cancel) unless it
   * is already hidden or hiding. */
  hide(result: ConfirmResult = 'cancel', source: SsConfirmCloseDetail['source'] = 'api'): void {
    if (!this.open) return;
    this.open = false;
    emit<SsConfirmCloseDetail>(this, 'ss-confirm-close', { result, source });
  }

  /** Resolves once the widget is hidden (its fade over): at once when it is not on screen. */
  whenHidden(): Promise<void> {
    return this.visible || this.open ? new Promise((resolve) => this.whenHiddenResolvers.push(resolve)) : Promise.resolve();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the document while open: on screen again where it now is.
    if (this.open && !this.visible) this.visible = true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Removed while on screen: it is gone, at once.
    if (this.visible) this.finishHiding();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open) {
      this.visible = true;
      this.stopHiding();
    } else if (this.visible && !this.hiding) {
      this.stopToastTimer();
      // Nothing to wait for: no motion, or no document to show it in.
      if (motionReduced() || !this.isConnected) this.finishHiding(false);
      else this.hiding = true;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    const box = this.box();
    if (box) sizeBox(box, this.width, this.padding);
    const shown = changed.has('visible' as keyof SsConfirm) && this.visible;
    if (shown) this.onShown();
    if (changed.has('hiding' as keyof SsConfirm) && this.hiding) {
      // spec 001 §9: hidden when the fade ends, or 600 ms after it began whatever the fade does.
      this.hideTimer = setTimeout(() => this.finishHiding(), HIDE_FALLBACK_MS);
      // No fade at all (a duration of 0, or an entry animation it could not start from):
      // nothing to wait for. After this update, not within it.
      if (!box?.getAnimations().some((a) => a instanceof CSSTransition)) queueMicrotask(() => this.hiding && this.finishHiding());
    }
    if (this.visible && (shown || changed.has('position' as keyof SsConfirm) || changed.has('live' as keyof SsConfirm))) this.place();
  }

  private onShown(): void {
    window.addEventListener('resize', this.place);
    if (this.modal) return;
    if (!this.position) addToast(this, () => this.renderRoot.querySelector('[part~=live]'));
    this.startToastTimer();
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => (this.live = this.visible));
  }

  private startToastTimer(): void {
    this.stopToastTimer();
    // spec 001 §4: information hides after 2000 ms and reports confirm.
    if (this.open && !this.modal) this.toastTimer = setTimeout(() => this.hide('confirm', 'timeout'), INFORMATION_MS);
  }

  private stopToastTimer(): void {
    clearTimeout(this.toastTimer);
    this.toastTimer = undefined;
  }

  private stopHiding(): void {
    clearTimeout(this.hideTimer);
    this.hideTimer = undefined;
    this.hiding = false;
  }

  /** The fade is over (or was not needed): off screen, off the stack, focus back; removed
   * when it destroys itself on hide. */
  private finishHiding(update = true): void {
    this.stopHiding();
    this.stopToastTimer();
    cancelAnimationFrame(this.frame);
    this.visible = false;
    this.live = false;
    window.removeEventListener('resize', this.place);
    removeToast(this);
    const done = () => {
      if (this.destroyOnHide && this.isConnected && !this.visible) this.remove();
      this.whenHiddenResolvers.splice(0).forEach((resolve) => resolve());
    };
    if (update && this.isConnected) void this.updateComplete.then(done);
    else queueMicrotask(done);
  }

  private onTransitionEnd(e: TransitionEvent): void {
    if (this.hiding && e.target === e.currentTarget && e.propertyName === 'opacity') this.finishHiding();
  }

  private place = (): void => {
    const box = this.box();
    if (box && this.visible) placeBox(box, this.position);
  };

  /** What the dialog controller opens: the `<dialog>`, or the toast's live region. */
  private stackElement(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(this.modal ? 'dialog' : '[part~=live]');
  }

  private box(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[part~=base]');
  }

  private button(result: ConfirmResult | undefined): HTMLElement | null {
    return result ? this.renderRoot.querySelector<HTMLElement>(`[part~='${result}-button']`) : null;
  }

  private onDialogClick(e: MouseEvent): void {
    // spec 001 §4: a click on the overlay cancels.
    if (onOverlay(e)) this.hide('cancel', 'overlay');
  }

  private classes(): string {
    return [this.hiding && 'hiding', this.scalable && 'scalable', motionReduced() && 'still'].filter(Boolean).join(' ');
  }

  protected override render(): TemplateResult {
    if (!this.modal) {
      // The live region is always there, so the text put into it is announced.
      return html`<div part="live" role="status">
        ${
          this.visible && this.live
            ? html`<div
              part="base"
              class=${this.classes()}
              @transitionend=${this.onTransitionEnd}
              @pointerenter=${this.stopToastTimer}
              @pointerleave=${this.startToastTimer}
            >
              ${content(this.heading, this.message, false)}
            </div>`
            : nothing
        }
      </div>`;
    }
    const named = !!this.heading;
    return html`<dialog
      part="base"
      class=${this.classes()}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby=${named ? 'title' : 'message'}
      aria-describedby=${named ? 'message' : nothing}
      aria-label=${named || this.message || this.childNodes.length ? nothing : this.texts.t(text, 'dialog.label')}
      @click=${this.onDialogClick}
      @transitionend=${this.onTransitionEnd}
    >
      ${content(this.heading, this.message, true)}
      ${buttons(this.confirmStyle, { confirm: this.confirmText, reject: this.rejectText, cancel: this.cancelText }, this.texts, (result) =>
        this.hide(result, 'button'),
      )}
    </dialog>`;
  }
}

export interface SsConfirm extends Omit<SettingValues<ConfirmSettings>, 'padding'> {}

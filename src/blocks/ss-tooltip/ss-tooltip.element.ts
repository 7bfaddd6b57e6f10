import { LitElement, html, type TemplateResult } from 'lit';
import { motionReduced } from '../../contract/reduced-motion.js';
import { tooltip } from '../../i18n/en/tooltip.js';
import { t } from '../../i18n/translator.js';
import { adaptiveThrottle, type Throttled } from '../../model/throttle.js';
import { atAnchor, atPointer, TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS } from '../../model/tooltip-position.js';
import { emit, idFor, isRtl } from '../element-helpers.js';
import { styles } from './ss-tooltip.styles.js';

/** What showed the tooltip. */
export type TooltipSource = 'pointer' | 'focus';
export interface SsTooltipToggleDetail {
  open: boolean;
  source: TooltipSource | 'escape';
}
export type SsTooltipToggleEvent = CustomEvent<SsTooltipToggleDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-tooltip-toggle': SsTooltipToggleEvent;
  }
}

/**
 * A tooltip for one control (WAI-ARIA APG "Tooltip" pattern; spec 001 §9 "Timing and
 * geometry"). It shows after 1200 ms of hovering the control, 15 px right of and below the
 * mouse (following it as it moves), at most 250 px wide and kept 20 px inside the viewport's
 * edges; and after the same delay when the control gets keyboard focus, under the control.
 * It hides when the pointer leaves, when focus leaves, and on Escape.
 *
 * ```html
 * <button id="save-draft">Save</button>
 * <ss-tooltip for="save-draft" popover>Keeps what you typed on this device.</ss-tooltip>
 * ```
 *
 * The element is `role="tooltip"`, and the control's `aria-describedby` names it (added to
 * what the control has, taken off again when the tooltip leaves the document): a screen
 * reader reads the tip with the control, shown or not. The tip itself never takes focus and
 * holds text only (interactive content belongs in a dialog). Write `popover` in the markup,
 * as above, to keep the text hidden before the script runs; the element makes it a manual
 * popover, shown in the top layer (above anything, never clipped by a scrolling ancestor).
 *
 * Escape: while the tooltip shows, Escape hides it and is consumed (`preventDefault`), so a
 * dialog the control sits in stays open; the next Escape goes to the page's dialog stack as
 * usual (README "Dialogs and the Escape key"). While it does not show, Escape is left alone.
 * After Escape the tip stays hidden until the pointer leaves or focus moves.
 *
 * Motion: it fades in over 0.3 s (spec 001 §9 "Default animation"), and appears at once under
 * `prefers-reduced-motion` or `?nomotion=true`. Following the mouse is throttled adaptively
 * (model/throttle: twice the average time a placement takes, over its last 22).
 *
 * Decisions where the spec is silent: keyboard focus waits the same 1200 ms (tabbing along a
 * toolbar does not flash a tip per control; the description is read at once anyway); 250 is
 * the maximum width, a short tip is narrower; a touch does not show it (no hover: a long
 * press is the browser's); the tooltip of a focused control goes under it, 15 px away, and
 * above it near the bottom edge; near the bottom edge the mouse's tip goes above the mouse.
 * Right to left (`dir="rtl"` on it or an ancestor) it mirrors: 15 px left of the mouse, and
 * under a focused control with their right edges aligned.
 *
 * @summary A tooltip for a control: shown on hover and keyboard focus after 1200 ms.
 * @tag ss-tooltip
 *
 * @attr for - The id of the control it describes, in the same document or shadow root.
 *
 * @fires {CustomEvent} ss-tooltip-toggle - It showed or hid; `detail.open`, `detail.source` ('pointer', 'focus', or 'escape').
 *
 * @slot - The tip's text.
 *
 * @cssprop --ss-tooltip-background - Background (default #1f1f1f).
 * @cssprop --ss-tooltip-color - Text colour (default #fff).
 * @cssprop --ss-tooltip-font-size - Text size (default 0.8125rem).
 * @cssprop --ss-tooltip-padding - Padding (default 6px 10px).
 * @cssprop --ss-tooltip-radius - Corner radius (default 4px).
 */
export class SsTooltip extends LitElement {
  static override styles = styles;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = { htmlFor: { attribute: 'for' } };

  /** The id of the control it describes (attribute `for`). */
  htmlFor = '';

  #anchor?: HTMLElement;
  #source?: TooltipSource;
  #timer?: ReturnType<typeof setTimeout>;
  #pointer?: { x: number; y: number };
  #hovered = false;
  #dismissed = false;
  #track?: Throttled<[]>;
  #reported = '';
  #attachedFor?: string;

  /** True while the tip shows. */
  get open(): boolean {
    return this.#source !== undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'tooltip');
    if (this.getAttribute('popover') !== 'manual') this.setAttribute('popover', 'manual');
    idFor(this, 'ss-tooltip');
    this.#attach();
    // Its control may come later in the markup than the tooltip.
    if (!this.#anchor && document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', () => this.#attach(), { once: true });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#detach();
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>`;
  }

  protected override updated(): void {
    // `for` set after connecting (a framework sets properties once the element is in place).
    if (this.htmlFor !== this.#attachedFor) this.#attach();
  }

  /** Shows the tip now (at the control, or at the mouse while it hovers). */
  show(source: TooltipSource = 'focus'): void {
    clearTimeout(this.#timer);
    if (!this.#anchor || this.#dismissed) return;
    const was = this.#source;
    this.#source = source;
    if (!was) {
      this.showPopover?.();
      addEventListener('keydown', this.#onKey, true);
      if (!motionReduced()) this.animate([{ opacity: 0 }, { opacity: 1 }], { duration: TOOLTIP_FADE_MS, easing: 'ease-out' });
    }
    this.#place();
    if (!was) emit<SsTooltipToggleDetail>(this, 'ss-tooltip-toggle', { open: true, source });
  }

  /** Hides the tip. */
  hide(source: SsTooltipToggleDetail['source'] = 'focus'): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#track?.cancel();
    if (!this.#source) return;
    this.#source = undefined;
    removeEventListener('keydown', this.#onKey, true);
    this.getAnimations().forEach((a) => a.cancel());
    if (this.matches(':popover-open')) this.hidePopover();
    emit<SsTooltipToggleDetail>(this, 'ss-tooltip-toggle', { open: false, source });
  }

  #attach(): void {
    this.#detach();
    this.#attachedFor = this.htmlFor;
    if (!this.isConnected || !this.htmlFor) return;
    const root = this.getRootNode() as Document | ShadowRoot;
    const anchor = root.getElementById?.(this.htmlFor);
    if (!anchor) {
      if (document.readyState !== 'loading' && this.#reported !== this.htmlFor) {
        this.#reported = this.htmlFor;
        console.error(t(tooltip, 'tooltip.noAnchor', { id: this.htmlFor }));
      }
      return;
    }
    this.#anchor = anchor;
    const ids = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(this.id)) anchor.setAttribute('aria-describedby', [...ids, this.id].join(' '));
    for (const [type, fn] of this.#listeners) anchor.addEventListener(type, fn);
  }

  #detach(): void {
    this.hide();
    const anchor = this.#anchor;
    if (!anchor) return;
    this.#anchor = undefined;
    for (const [type, fn] of this.#listeners) anchor.removeEventListener(type, fn);
    const ids = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== this.id);
    if (ids.length) anchor.setAttribute('aria-describedby', ids.join(' '));
    else anchor.removeAttribute('aria-describedby');
  }

  #wait(source: TooltipSource): void {
    if (this.#dismissed || this.#timer !== undefined || this.#source) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.show(source);
    }, TOOLTIP_DELAY_MS);
  }

  #place = (): void => {
    const anchor = this.#anchor;
    if (!anchor || !this.#source) return;
    const box = this.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const size = { width: box.width, height: box.height };
    const rtl = isRtl(this);
    const at =
      this.#source === 'pointer' && this.#pointer
        ? atPointer(this.#pointer.x, this.#pointer.y, size, viewport, rtl)
        : atAnchor(anchor.getBoundingClientRect(), size, viewport, rtl);
    this.style.left = `${at.left}px`;
    this.style.top = `${at.top}px`;
  };

  #onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || e.isComposing || e.defaultPrevented || !this.#source) return;
    // A widget's own use of Escape, before the dialog stack's (README "Dialogs and the
    // Escape key"): the tip goes, a dialog around the control stays.
    e.preventDefault();
    this.#dismissed = true;
    this.hide('escape');
  };

  readonly #listeners: [string, EventListener][] = [
    [
      'pointerenter',
      ((e: PointerEvent) => {
        if (e.pointerType === 'touch') return;
        this.#hovered = true;
        this.#pointer = { x: e.clientX, y: e.clientY };
        this.#wait('pointer');
      }) as EventListener,
    ],
    [
      'pointermove',
      ((e: PointerEvent) => {
        if (e.pointerType === 'touch') return;
        this.#pointer = { x: e.clientX, y: e.clientY };
        if (this.#source === 'pointer') (this.#track ??= adaptiveThrottle(this.#place))();
      }) as EventListener,
    ],
    [
      'pointerleave',
      () => {
        this.#hovered = false;
        this.#dismissed = false;
        if (this.#anchor?.matches(':focus-visible')) {
          if (this.#source === 'pointer') this.show('focus');
        } else this.hide('pointer');
      },
    ],
    [
      'focusin',
      () => {
        if (this.#anchor?.matches(':focus-visible')) this.#wait('focus');
      },
    ],
    [
      'focusout',
      () => {
        this.#dismissed = false;
        if (!this.#hovered) this.hide('focus');
      },
    ],
  ];
}

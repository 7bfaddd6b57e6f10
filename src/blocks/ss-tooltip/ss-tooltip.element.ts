import { html, type TemplateResult } from 'lit';
import type { SettingValues } from '../../contract/settings.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { tooltip } from '../../i18n/en/tooltip.js';
import { t } from '../../i18n/translator.js';
import { adaptiveThrottle, type Throttled } from '../../model/throttle.js';
import { atAnchor, atPointer, TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS } from '../../model/tooltip-position.js';
import { BlockElement } from '../block-element.js';
import { emit, idFor, isRtl } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type TooltipSettings } from './ss-tooltip.settings.js';
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
 * @summary A tooltip for a control: shown on hover and keyboard focus after 1200 ms.
 * @tag ss-tooltip
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
export class SsTooltip extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

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

/** The settings' properties, typed from their declaration (`ss-tooltip.settings.ts`). */
export interface SsTooltip extends SettingValues<TooltipSettings> {}

import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { oneOf } from '../../contract/settings.js';
import { settingProperty } from '../setting-properties.js';
import { emit } from '../element-helpers.js';
import { styles } from './ss-system-error.styles.js';
import { CLEANED_TEXT, CLEANED_TITLE, CLEAR_LABEL, RELOAD_LABEL, UNABLE_TO_CONNECT } from './messages.js';

export const SYSTEM_ERROR_VARIANTS = ['cleaned', 'network', 'other'] as const;
export type SystemErrorVariant = (typeof SYSTEM_ERROR_VARIANTS)[number];

export interface SsSystemErrorClearDetail {
  /** What closed it: the Clear button or the Escape key. */
  source: 'button' | 'keyboard';
}
export type SsSystemErrorClearEvent = CustomEvent<SsSystemErrorClearDetail>;
export type SsSystemErrorReloadEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-system-error-clear': SsSystemErrorClearEvent;
    'ss-system-error-reload': SsSystemErrorReloadEvent;
  }
}

/** The focused element, looking through open shadow roots. */
function deepActive(doc: Document): HTMLElement | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/**
 * The system error overlay (spec 001 §8 "System error overlay"): a modal alert dialog over
 * the page with the buttons Reload Page and Clear. Variants: `cleaned` shows 'Something Went
 * Wrong!' and says the exception was logged; `network` shows the error text (default 'Unable
 * to connect to the provider. Please try again.'); `other` shows the message, url and format.
 * Texts are rendered as text, never as HTML. Opening moves focus to Clear (the least
 * destructive action) and keeps Tab inside; Escape closes like Clear; closing returns focus
 * to where it was. The data layer shows it through `services/system-error.ts`.
 *
 * @summary The page's system error dialog.
 * @tag ss-system-error
 *
 * @attr variant - 'cleaned' | 'network' | 'other' (default 'network'; an unknown value is reported and replaced).
 * @attr message - The error text (network, other).
 * @attr url - The URL that failed (other).
 * @attr format - The expected answer format, e.g. JSON (other).
 * @attr open - Shows the overlay.
 *
 * @fires {CustomEvent} ss-system-error-clear - The overlay was closed by Clear or Escape; `detail.source` says which.
 * @fires {CustomEvent} ss-system-error-reload - Cancelable; Reload Page was pressed. Unless canceled the page reloads.
 *
 * @csspart backdrop - The dimmed layer over the page.
 * @csspart base - The dialog box (role alertdialog).
 * @csspart title - The heading.
 * @csspart body - The explanation (cleaned) or the details list (other).
 * @csspart actions - The button row.
 * @csspart button - Both buttons.
 * @csspart reload-button - Reload Page.
 * @csspart clear-button - Clear.
 *
 * @cssprop --ss-system-error-z-index - Stacking level (default 30000, the modal base z-index of spec 001 §9).
 * @cssprop --ss-system-error-backdrop - Backdrop colour.
 * @cssprop --ss-system-error-background - Dialog background.
 * @cssprop --ss-system-error-color - Dialog text colour.
 * @cssprop --ss-system-error-accent - Button colour.
 * @cssprop --ss-system-error-radius - Corner radius.
 * @cssprop --ss-system-error-width - Maximum dialog width.
 * @cssprop --ss-system-error-duration - Entry animation (default 0.3s; none with reduced motion).
 */
export class SsSystemError extends LitElement {
  static override styles = styles;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = {
    variant: settingProperty(oneOf(SYSTEM_ERROR_VARIANTS, 'network', { attribute: 'variant', reflect: true })),
    message: { attribute: 'message' },
    url: { attribute: 'url' },
    format: { attribute: 'format' },
    open: { attribute: 'open', type: Boolean, reflect: true },
  };

  variant: SystemErrorVariant = 'network';
  message = '';
  url = '';
  format = '';
  open = false;

  private returnFocus: HTMLElement | null = null;

  /** Closes the overlay as Clear does and fires `ss-system-error-clear`. */
  clear(source: SsSystemErrorClearDetail['source'] = 'button'): void {
    if (!this.open) return;
    this.open = false;
    emit<SsSystemErrorClearDetail>(this, 'ss-system-error-clear', { source });
  }

  /** Reloads the page unless `ss-system-error-reload` is canceled. */
  reload(): void {
    if (emit(this, 'ss-system-error-reload', {}, true)) location.reload();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Remember the focus before anything in the overlay takes it.
    if (changed.has('open') && this.open) {
      const active = deepActive(this.ownerDocument);
      this.returnFocus = active && !this.contains(active) ? active : null;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open) this.button('clear')?.focus();
    else if (changed.get('open')) {
      const back = this.returnFocus;
      this.returnFocus = null;
      if (back?.isConnected) back.focus();
    }
  }

  private button(name: 'reload' | 'clear'): HTMLButtonElement | null {
    return this.renderRoot.querySelector(`[part~='${name}-button']`);
  }

  private onKeydown(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      // The top-most dialog takes Escape first (spec 001 §4 "Escape key").
      e.preventDefault();
      e.stopPropagation();
      this.clear('keyboard');
      return;
    }
    if (e.key !== 'Tab') return;
    // Focus stays inside (WAI-ARIA APG alertdialog): wrap between the two buttons.
    const first = this.button('reload');
    const last = this.button('clear');
    const active = (this.renderRoot as ShadowRoot).activeElement;
    const to = e.shiftKey ? (active === last ? null : last) : active === last ? first : null;
    if (to) {
      e.preventDefault();
      to.focus();
    }
  }

  private content(): { title: string; body: TemplateResult | typeof nothing } {
    const text = this.message || UNABLE_TO_CONNECT;
    if (this.variant === 'cleaned') return { title: CLEANED_TITLE, body: html`<p part="body" id="body">${CLEANED_TEXT}</p>` };
    if (this.variant === 'network' || (!this.url && !this.format)) return { title: text, body: nothing };
    const row = (term: string, value: string) => (value ? html`<div><dt>${term}</dt><dd>${value}</dd></div>` : nothing);
    return { title: text, body: html`<dl part="body" id="body">${row('URL', this.url)}${row('Format', this.format)}</dl>` };
  }

  protected override render(): TemplateResult {
    const { title, body } = this.content();
    return html`
      <div part="backdrop" @pointerdown=${(e: Event) => e.preventDefault()}></div>
      <div
        part="base"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="title"
        aria-describedby=${body === nothing ? nothing : 'body'}
        tabindex="-1"
        @keydown=${this.onKeydown}
      >
        <h2 part="title" id="title">${title}</h2>
        ${body}
        <div part="actions">
          <button part="button reload-button" type="button" @click=${this.reload}>${RELOAD_LABEL}</button>
          <button part="button clear-button" type="button" @click=${() => this.clear()}>${CLEAR_LABEL}</button>
        </div>
      </div>
    `;
  }
}

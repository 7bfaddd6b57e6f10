import { html, nothing, type TemplateResult } from 'lit';
import { reloadPage } from '../../contract/page.js';
import type { SettingValues } from '../../contract/settings.js';
import { DialogController } from '../../controllers/dialog-controller.js';
import { SYSTEM_ERROR_VARIANTS, type SystemErrorVariant } from '../../services/system-error.js';
import { BlockElement } from '../block-element.js';
import { settingProperties } from '../setting-properties.js';
import { emit } from '../element-helpers.js';
import { settings, type SystemErrorSettings } from './ss-system-error.settings.js';
import { styles } from './ss-system-error.styles.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { dataLayer } from '../../i18n/en/data-layer.js';
import { systemError } from '../../i18n/en/system-error.js';

export { SYSTEM_ERROR_VARIANTS, type SystemErrorVariant };

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

/**
 * @summary The page's system error dialog.
 * @tag ss-system-error
 *
 * @attr open - Shows the overlay.
 *
 * @fires {CustomEvent} ss-system-error-clear - The overlay was closed by Clear or Escape; `detail.source` says which.
 * @fires {CustomEvent} ss-system-error-reload - Cancelable; Reload Page was pressed. Unless canceled the page reloads.
 *
 * @csspart base - The dialog box (a `<dialog>`, role alertdialog); style the dimmed layer behind it with
 *   `ss-system-error::part(base)::backdrop`.
 * @csspart title - The heading.
 * @csspart body - The explanation (cleaned) or the details list (other).
 * @csspart actions - The button row.
 * @csspart button - Both buttons.
 * @csspart reload-button - Reload Page.
 * @csspart clear-button - Clear.
 *
 * @cssprop --ss-system-error-z-index - Pins the overlay's stacking level (default: the dialog stack's level, 30000 and up).
 * @cssprop --ss-system-error-backdrop - Backdrop colour.
 * @cssprop --ss-system-error-background - Dialog background.
 * @cssprop --ss-system-error-color - Dialog text colour.
 * @cssprop --ss-system-error-accent - Button colour.
 * @cssprop --ss-system-error-radius - Corner radius.
 * @cssprop --ss-system-error-width - Maximum dialog width.
 * @cssprop --ss-system-error-duration - Entry animation (default 0.3s; none with reduced motion).
 */
export class SsSystemError extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = {
    ...settingProperties(settings),
    open: { attribute: 'open', type: Boolean, reflect: true },
  };

  /** Shows the overlay. */
  open = false;

  /** The texts follow the page's locale. */
  private readonly texts = new LocaleController(this);

  constructor() {
    super();
    // Held by the element through addController.
    new DialogController(this, {
      dialog: () => this.renderRoot.querySelector('dialog'),
      open: () => this.open,
      initialFocus: () => this.button('clear'),
      requestClose: () => this.clear('keyboard'),
    });
  }

  /** Closes the overlay as Clear does and fires `ss-system-error-clear`. */
  clear(source: SsSystemErrorClearDetail['source'] = 'button'): void {
    if (!this.open) return;
    this.open = false;
    emit<SsSystemErrorClearDetail>(this, 'ss-system-error-clear', { source });
  }

  /** Reloads the page unless `ss-system-error-reload` is canceled. */
  reload(): void {
    if (emit(this, 'ss-system-error-reload', {}, true)) reloadPage();
  }

  private button(name: 'reload' | 'clear'): HTMLButtonElement | null {
    return this.renderRoot.querySelector(`[part~='${name}-button']`);
  }

  private onPointerdown(e: PointerEvent): void {
    // On the backdrop (or the box's padding) the target is the dialog itself: the press
    // neither closes it nor takes focus from the button that has it.
    if (e.target === e.currentTarget) e.preventDefault();
  }

  private content(): { title: string; body: TemplateResult | typeof nothing } {
    const t = this.texts;
    const text = this.message || t.t(dataLayer, 'dataLayer.unableToConnect');
    if (this.variant === 'cleaned') {
      return {
        title: t.t(systemError, 'systemError.cleanedTitle'),
        body: html`<p part="body" id="body">${t.t(systemError, 'systemError.cleanedText')}</p>`,
      };
    }
    if (this.variant === 'network' || (!this.url && !this.format)) return { title: text, body: nothing };
    const row = (term: string, value: string) => (value ? html`<div><dt>${term}</dt><dd>${value}</dd></div>` : nothing);
    const rows = [row(t.t(systemError, 'systemError.url'), this.url), row(t.t(systemError, 'systemError.format'), this.format)];
    return { title: text, body: html`<dl part="body" id="body">${rows}</dl>` };
  }

  protected override render(): TemplateResult {
    const { title, body } = this.content();
    return html`
      <dialog
        part="base"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="title"
        aria-describedby=${body === nothing ? nothing : 'body'}
        tabindex="-1"
        @pointerdown=${this.onPointerdown}
      >
        <h2 part="title" id="title">${title}</h2>
        ${body}
        <div part="actions">
          <button part="button reload-button" type="button" @click=${this.reload}>${this.texts.t(systemError, 'systemError.reload')}</button>
          <button part="button clear-button" type="button" @click=${() => this.clear()}>${this.texts.t(systemError, 'systemError.clear')}</button>
        </div>
      </dialog>
    `;
  }
}

/** The settings' properties, typed from their declaration (`ss-system-error.settings.ts`). */
export interface SsSystemError extends SettingValues<SystemErrorSettings> {}

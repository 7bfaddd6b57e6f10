// spec 001 §4 "Booking widgets" (loading, then loaded), §6 (the preview-only alert for
// logged-in admins), §7 (partner booking widget scripts, Zola and Acuity: URLs taken from the
// page), §8 ("Booking widget failures are logged only"), §9 (booking widget wide above
// 850 px; reservation block column layout at 750 px or less).
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { pageUrl } from '../../contract/page.js';
import { settingProperties } from '../setting-properties.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { NearViewportController } from '../../controllers/near-viewport.js';
import { t } from '../../i18n/translator.js';
import { account } from '../../i18n/en/account.js';
import { booking as text } from '../../i18n/en/booking.js';
import { loadScript, ScriptError, SCRIPT_TIMEOUT_MS } from '../../services/scripts.js';
import { hasAdminPermission } from '../../model/roles.js';
import { siteContext } from '../../contract/site-context.js';
import { settings, type BookingSettings } from './ss-booking.settings.js';
import { styles } from './ss-booking.styles.js';

export interface SsBookingLoadDetail {
  /** The partner script's address ('' when the widget has none to load). */
  url: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-booking-load': CustomEvent<SsBookingLoadDetail>;
  }
}

// spec 001 §4: loading, then loaded; failed and preview are ours.
/** loading, then loaded; failed (the script was refused, failed or
 * timed out: the published markup stays, nothing else shows) and preview (a logged-in admin:
 * the preview-only alert instead of the widget). */
export type SsBookingState = 'loading' | 'loaded' | 'failed' | 'preview';

/** Addresses whose failure was logged: once per page, however many widgets use them. */
const reported = new Set<string>();

/**
 * @tag ss-booking
 * @summary A partner booking widget whose script loads near the viewport; a preview-only alert for admins.
 *
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 * @attr state - Written by the element, for styling: loading, loaded, failed or preview. Never read.
 *
 * @fires {CustomEvent<SsBookingLoadDetail>} ss-booking-load - The partner script has run (or there was none): the state is now loaded.
 *   Detail `{ url }`.
 *
 * @slot - The partner's markup, with a link to its booking page.
 * @slot details - Details shown beside the widget (opening hours, an address).
 *
 * @csspart base - The layout: details and widget.
 * @csspart details - The details' box.
 * @csspart widget - The widget's box (`aria-busy` while loading).
 * @csspart preview - The preview-only alert shown to admins instead of the widget.
 * @csspart preview-title - Its title.
 * @csspart preview-message - Its message.
 *
 * @cssprop [--ss-booking-gap=1.5rem] - The gap between details and widget.
 * @cssprop [--ss-booking-min-height=0] - The widget's least height (reserve the partner widget's height to avoid a shift when it draws).
 * @cssprop [--ss-booking-preview-background=#fffbeb] - The preview alert's background.
 * @cssprop [--ss-booking-preview-border=#b7791f] - Its border.
 * @cssprop [--ss-booking-preview-color=#1f2933] - Its text colour.
 */
export class SsBooking extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('booking');
  /** @internal Not decorators: see BlockElement.properties; `attribute: false` for the
   * manifest analyzer, which reads `state: true` as an attribute. */
  static override properties: PropertyDeclarations = { ...settingProperties(settings), phase: { state: true, attribute: false } };

  private phase: SsBookingState = 'loading';
  private readonly texts = new LocaleController(this);
  private readonly near = new NearViewportController(this, { onNear: () => void this.load() });

  /** loading, loaded, failed or preview. */
  get state(): SsBookingState {
    return this.phase;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.awaitingMarkup || this.skipped) return;
    if (this.phase === 'loading' && hasAdminPermission(siteContext())) this.phase = 'preview';
    this.setAttribute('state', this.phase);
    if (this.phase === 'loading') this.near.watch();
  }

  /** A new script address starts over (a framework sets it after the element is in the
   * page; a page sets it once it has allowed its host): loading, then loaded, again. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated || !changed.has('scriptSrc') || this.skipped || this.phase === 'preview' || !this.isConnected) return;
    this.show('loading');
    if (this.near.near) void this.load();
    else this.near.watch();
  }

  protected override render(): TemplateResult {
    if (this.skipped) return html`<slot></slot>`;
    const alone = !this.querySelector(':scope > [slot="details"]');
    const widget =
      this.phase === 'preview'
        ? html`<div part="preview" role="note" aria-labelledby="preview-title">
            <p part="preview-title" id="preview-title">${this.texts.t(account, 'account.previewOnlyTitle')}</p>
            <p part="preview-message">${this.texts.t(account, 'account.previewOnlyMessage')}</p>
          </div>`
        : html`<div part="widget" aria-busy=${this.phase === 'loading' ? 'true' : nothing}><slot></slot></div>`;
    return html`<div part="base" class=${alone ? 'alone' : ''}>
      <div part="details" ?hidden=${alone}><slot name="details" @slotchange=${() => this.requestUpdate()}></slot></div>
      ${widget}
    </div>`;
  }

  private async load(): Promise<void> {
    if (this.phase !== 'loading') return;
    const src = this.scriptSrc.trim();
    if (!src) return this.loaded('');
    // The booking kind of the one rule for inserted scripts: its partners' hosts and those
    // the page allowed (fetched when a widget loads, not with the block).
    const { decideScript, refusal } = await import('../../services/script-hosts.js');
    if (this.phase !== 'loading' || this.scriptSrc.trim() !== src) return;
    const decision = decideScript('booking', src, pageUrl().href);
    if (!decision.ok) {
      this.show('failed');
      if (reported.has(decision.url)) return;
      reported.add(decision.url);
      console.warn(refusal('booking', decision));
      return;
    }
    try {
      await loadScript(decision.url);
      if (this.scriptSrc.trim() === src) this.loaded(decision.url);
    } catch (e) {
      // A failure of an address the widget no longer has is not its own.
      if (this.scriptSrc.trim() !== src) return;
      this.show('failed');
      const url = decision.url;
      if (reported.has(url)) return;
      reported.add(url);
      const timeout = e instanceof ScriptError && e.reason === 'timeout';
      console.error(
        timeout ? t(text, 'booking.timeout', { url, seconds: SCRIPT_TIMEOUT_MS / 1000 }) : t(text, 'booking.loadFailed', { url }),
      );
    }
  }

  private loaded(url: string): void {
    if (this.phase !== 'loading') return;
    this.show('loaded');
    emit<SsBookingLoadDetail>(this, 'ss-booking-load', { url });
  }

  private show(phase: SsBookingState): void {
    this.phase = phase;
    this.setAttribute('state', phase);
  }
}

/** Forgets which failures were logged (tests). */
export function resetBookingReports(): void {
  reported.clear();
}

/** The settings' properties, typed from their declaration (`ss-booking.settings.ts`). */
export interface SsBooking extends SettingValues<BookingSettings> {}

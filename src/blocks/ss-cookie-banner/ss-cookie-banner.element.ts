// spec 001 §3 "Cookie banner settings", §4 "Cookie banner", §9 "Cookie choice lasts 30 days".
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { screenshotRequested } from '../../contract/page.js';
import { applyBlockData, type SettingValues } from '../../contract/settings.js';
import { onSiteEvent } from '../../contract/site-events.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { banner as text } from '../../i18n/en/banner.js';
import { bannerSettings, type BannerSettings } from '../../model/cookie-settings.js';
import { choice, setChoice, type Choice } from '../../services/consent.js';
import type { DialogRegistration } from '../../services/dialog-stack.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type BannerSettingDeclarations } from './ss-cookie-banner.settings.js';
import { styles } from './ss-cookie-banner.styles.js';

export interface SsCookieBannerChoiceDetail {
  choice: Choice;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-cookie-banner-choice': CustomEvent<SsCookieBannerChoiceDetail>;
  }
}

const check = html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;

/**
 * @tag ss-cookie-banner
 * @summary The cookie consent banner: bar or popup, accept or decline, 30 days.
 *
 * @fires {CustomEvent<SsCookieBannerChoiceDetail>} ss-cookie-banner-choice - The visitor accepted or declined. Detail `{ choice }`.
 *
 * @csspart base - The banner (a region, or a dialog for the popup).
 * @csspart text - The body.
 * @csspart actions - The buttons.
 * @csspart button - Each button.
 * @csspart accept - Accept.
 * @csspart decline - Decline.
 *
 * @cssprop [--ss-cookie-banner-z-index=29001] - Stacking level of the bar, over the page's bars (a popup takes the dialog stack's).
 * @cssprop [--ss-cookie-banner-max-width=24rem] - The popup's width.
 */
export class SsCookieBanner extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties: PropertyDeclarations = {
    ...settingProperties(settings),
    settings: { attribute: false },
    forced: { state: true, attribute: false },
    dismissed: { state: true, attribute: false },
    filledText: { state: true, attribute: false },
  };

  // spec 001 §3: the payload's keys.
  /** The site API's cookie settings, as the site context's cookieSettings holds them;
   * the attributes win over them. */
  settings: Record<string, unknown> = {};
  private forced?: Record<string, unknown>;
  private dismissed = false;
  private readonly texts = new LocaleController(this);
  private stops: (() => void)[] = [];
  private dialog?: DialogRegistration;
  /** The settings the payload set. */
  private fromPayload: (keyof BannerSettingDeclarations)[] = [];
  /** The owner text now in the body (none while the banner is away: a banner shown again
   * has a new body). Until it is there (the sanitiser loads with the first), the banner is
   * laid out but not shown: it appears whole, its buttons not pushed down a moment later by
   * the text (a layout shift). */
  private filledText?: string;

  override connectedCallback(): void {
    super.connectedCallback();
    this.stops = [
      onSiteEvent('cookie-banner-force', (d) => this.force(d?.settings)),
      onSiteEvent('cookie-banner-update', (d) => this.forced && this.force(d?.settings)),
      onSiteEvent('cookie-banner-unforce', () => this.unforce()),
    ];
  }

  /** Shows the banner with these settings (added to those forced before), whatever the
   * visitor chose: the editor's preview. */
  force(settings: Record<string, unknown> = {}): void {
    this.forced = { ...this.forced, ...settings };
    this.dismissed = false;
  }

  /** Back to the page's own banner (hidden again once the visitor has chosen). */
  unforce(): void {
    this.forced = undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stops.forEach((stop) => stop());
    this.leaveStack();
  }

  /** The settings it shows: forced ones, else its own (the payload's where its attributes
   * leave them open), in the model's one form, the position mapped for the variant. */
  get current(): BannerSettings {
    return bannerSettings(
      this.forced ??
        Object.fromEntries(Object.entries(settings).map(([name, s]) => [s.keys[0], this[name as keyof BannerSettingDeclarations]])),
    );
  }

  /** Shown until a choice (a forced banner always), unless dismissed or in a screenshot. */
  get visible(): boolean {
    if (this.forced) return true;
    return !this.dismissed && choice() === undefined && this.settings.isCookieBannerEnabled !== false && !screenshotRequested();
  }

  /** Stores the choice for 30 days and takes the banner away: it renders nothing from then
   * on, and stays in the document (a framework that rendered it still owns the node; the
   * page's start removes the one it added). */
  choose(accepted: boolean): void {
    setChoice(accepted);
    this.forced = undefined;
    this.dismissed = true;
    emit<SsCookieBannerChoiceDetail>(this, 'ss-cookie-banner-choice', { choice: accepted ? 'accepted' : 'declined' });
  }

  protected override willUpdate(changed: PropertyValues): void {
    // The payload fills the settings the attributes leave open, as a block's JSON data does;
    // those a payload set before and this one does not go back to their defaults.
    if (!changed.has('settings')) return;
    for (const name of this.fromPayload)
      if (!this.hasAttribute(settings[name].attribute)) Object.assign(this, { [name]: settings[name].default });
    this.fromPayload = applyBlockData(this, settings, this.settings);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const base = this.renderRoot.querySelector<HTMLElement>('[part=base]');
    const { text: html, variant } = this.current;
    // Owner HTML goes in a container Lit writes nothing into (the sanitiser loads with it).
    const body = base?.querySelector<HTMLElement>('.custom');
    if (!body) this.filledText = undefined;
    else if (html && html !== this.filledText) {
      // A sanitiser that cannot load leaves the default message: the banner still shows.
      void import('../sanitize-html.js')
        .then(({ sanitizeHtml }) => body.replaceChildren(sanitizeHtml(html)))
        .catch(() => (body.textContent = this.texts.t(text, 'banner.text')))
        .then(() => (this.filledText = html));
    }
    // A popup is a non-modal dialog on the page's stack: Escape hides it for this page view.
    if (!base || variant !== 'popup') this.leaveStack();
    else if (!this.dialog) {
      void import('../../services/dialog-stack.js').then(({ registerDialog }) => {
        if (this.dialog || !this.isConnected || !this.visible) return;
        this.dialog = registerDialog({ escape: () => this.dismiss(), element: this });
        this.style.setProperty('--_z', String(this.dialog.zIndex));
      });
    }
  }

  private leaveStack(): void {
    this.dialog?.release();
    this.dialog = undefined;
  }

  private dismiss(): void {
    this.dismissed = true;
    this.forced = undefined;
    this.leaveStack();
  }

  protected override render(): TemplateResult | typeof nothing {
    if (!this.visible) return nothing;
    const s = this.current;
    const accept = s.ctaText || this.texts.t(text, 'banner.accept');
    const decline = s.optOutText || this.texts.t(text, 'banner.decline');
    const popup = s.variant === 'popup';
    // The icon variant's button has the text as its name.
    const icon = s.ctaVariant === 'icon';
    return html`<div
      part="base"
      class="${s.variant} ${s.position} ${s.theme}"
      ?data-filling=${!!s.text && s.text !== this.filledText}
      role=${popup ? 'dialog' : 'region'}
      aria-modal=${popup ? 'false' : nothing}
      aria-label=${this.texts.t(text, 'banner.label')}
    >
      ${
        s.text
          ? html`<div part="text" class="text custom"></div>`
          : html`<div part="text" class="text"><p>${this.texts.t(text, 'banner.text')}</p></div>`
      }
      <div part="actions">
        ${
          s.acceptType === 'opt-in-and-out'
            ? html`<button part="button decline" class="text-button" type="button" @click=${() => this.choose(false)}>${decline}</button>`
            : nothing
        }
        <button
          part="button accept"
          class=${icon ? 'icon' : s.ctaVariant === 'text' ? 'text-button' : 'filled'}
          type="button"
          aria-label=${icon ? accept : nothing}
          @click=${() => this.choose(true)}
        >${icon ? check : accept}</button>
      </div>
    </div>`;
  }
}

/** The settings' properties, typed from their declaration (`ss-cookie-banner.settings.ts`). */
export interface SsCookieBanner extends SettingValues<BannerSettingDeclarations> {}

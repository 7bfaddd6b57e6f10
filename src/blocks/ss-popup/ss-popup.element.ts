// spec 001 §3 "Popup overlay settings", §4 "Popup overlay", "Escape key", §9 "Layout,
// popups and banner"; real-markup.md "Cookie banner and popup".
import { html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { blockDataMessages, type BlockData } from '../../contract/block-data.js';
import { inEditingBackend, pageUrl, screenshotRequested } from '../../contract/page.js';
import { mobileViewport, onPageScroll, pageScroll } from '../../contract/view.js';
import { applyBlockData, type SettingValues } from '../../contract/settings.js';
import { siteContext } from '../../contract/site-context.js';
import { choice, onChoice } from '../../services/consent.js';
import { DialogController } from '../../controllers/dialog-controller.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { popup as text } from '../../i18n/en/popup.js';
import { given, ownData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { readRecord, recordClosed, recordSubmitted } from './record.js';
import { decide, scrolledPercent, trigger, type PopupVerdict } from './rules.js';
import { settings, type PopupSettings } from './ss-popup.settings.js';
import { styles } from './ss-popup.styles.js';

/** The site's cookie banner is up, or about to be (it loads in idle time), and the visitor
 * has not answered it: the popup, a modal, would make it inert under it. */
function bannerWaiting(): boolean {
  if (choice() !== undefined) return false;
  const banner = document.querySelector('ss-cookie-banner') as { visible?: boolean } | null;
  if (banner && 'visible' in banner) return !!banner.visible;
  const enabled = (siteContext().cookieSettings as { isCookieBannerEnabled?: unknown } | undefined)?.isCookieBannerEnabled === true;
  return !!banner || (enabled && !screenshotRequested() && !inEditingBackend());
}

/** What the popup is doing: waiting for its trigger, open, closed (for this page view), or
 * suppressed by its rules (`verdict` says why). */
export type SsPopupState = 'idle' | 'waiting' | 'open' | 'closed' | 'suppressed';

export interface SsPopupCloseDetail {
  /** What closed it: the Close button, Escape (through the dialog stack), a click on the
   * dimmed page around it, or a call to `close()`. */
  source: 'button' | 'keyboard' | 'backdrop' | 'api';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-popup-open': CustomEvent<Record<string, never>>;
    'ss-popup-close': CustomEvent<SsPopupCloseDetail>;
  }
}

const RULE_SETTINGS = new Set<string>(Object.keys(settings).filter((n) => n !== 'popupStyle' && n !== 'position'));

const cross = html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;

/**
 * @tag ss-popup
 * @summary The popup overlay: shown by its rules and trigger, remembered once closed or signed up.
 *
 * @attr open - Written while it shows. Setting it shows the popup whatever its rules say, as `show()` does.
 *
 * @fires {CustomEvent} ss-popup-open - It opened.
 * @fires {CustomEvent<SsPopupCloseDetail>} ss-popup-close - It closed. Detail `{ source }`: button, keyboard, backdrop or api.
 *
 * @slot - The popup's content: a heading (its name), text, a form.
 *
 * @csspart base - The dialog box (a `<dialog>`); style the dimmed page with `ss-popup::part(base)::backdrop`.
 * @csspart content - Around the slotted content.
 * @csspart close-button - The Close button.
 *
 * @cssprop [--ss-popup-width=28rem] - The card's width.
 * @cssprop [--ss-popup-gap=1.5rem] - The card's distance from the viewport's edges.
 * @cssprop [--ss-popup-background=#fff] - The dialog's background.
 * @cssprop [--ss-popup-color=#1b1f24] - The dialog's text colour.
 * @cssprop [--ss-popup-backdrop=rgb(0 0 0 / 0.45)] - The dimmed page behind a card.
 * @cssprop [--ss-popup-radius=8px] - The card's corner radius.
 */
export class SsPopup extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataMessages = blockDataMessages('popup');
  /** @internal Its own data only: a form block inside it carries its own. */
  static override dataSource = ownData;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties: PropertyDeclarations = {
    ...settingProperties(settings),
    open: { type: Boolean, reflect: true },
  };

  /** True while it shows. */
  open = false;
  private phase: SsPopupState = 'idle';
  private why?: PopupVerdict;
  private readonly texts = new LocaleController(this);
  private label = '';
  private siteRead = false;
  private armed = false;
  private disarms: (() => void)[] = [];
  private closing?: SsPopupCloseDetail['source'];

  constructor() {
    super();
    new DialogController(this, {
      dialog: () => this.renderRoot.querySelector('dialog'),
      open: () => this.open,
      requestClose: () => this.close('keyboard'),
    });
    this.addEventListener('ss-form-success', () => this.signedUp());
  }

  /** What it is doing: idle, waiting, open, closed or suppressed. */
  get state(): SsPopupState {
    return this.phase;
  }

  /** Why the rules let it show or not, once decided (see `rules.ts`): show, screenshot, editing,
   * mobile, page, signed-up, closed-for-good or closed-recently. */
  get verdict(): PopupVerdict | undefined {
    return this.why;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.awaitingMarkup) return;
    // Settings neither its attributes nor its JSON give come from the site's; read once,
    // here, so properties a framework sets after connecting win over them.
    if (!this.siteRead) {
      this.siteRead = true;
      if (!this.skipped) this.readSiteSettings();
    }
    if (this.armed) this.arm();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.disarm();
  }

  /** Shows it now, whatever its rules and trigger say (an editor's preview, a "show again"). */
  show(): void {
    this.disarm();
    this.open = true;
  }

  /** Closes it and remembers it closed (date and version). */
  close(source: SsPopupCloseDetail['source'] = 'api'): void {
    if (!this.open) return;
    this.closing = source;
    this.open = false;
  }

  protected override firstUpdated(): void {
    // Its content is complete: BlockElement waited for its markup before it rendered. Armed
    // after this update (opening at once is another update, not a change made inside this one).
    queueMicrotask(() => {
      this.armed = true;
      if (this.isConnected) this.arm();
    });
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('open')) {
      if (this.open) {
        this.disarm();
        this.phase = 'open';
        // Named by its heading (read when it opens: the content may have changed).
        this.label = this.querySelector('h1, h2, h3, h4, h5, h6, [role=heading]')?.textContent?.trim() ?? '';
      } else if (changed.get('open') === true) {
        this.phase = 'closed';
      }
    }
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('open') && this.open) emit(this, 'ss-popup-open', {});
    if (changed.has('open') && !this.open && changed.get('open') === true) {
      recordClosed(Date.now(), this.version);
      emit<SsPopupCloseDetail>(this, 'ss-popup-close', { source: this.closing ?? 'api' });
      this.closing = undefined;
    }
    // A rule or trigger changed before it showed (an editor changing the settings): decide again.
    if (
      this.armed &&
      (this.phase === 'waiting' || this.phase === 'suppressed') &&
      [...changed.keys()].some((k) => RULE_SETTINGS.has(k as string))
    ) {
      queueMicrotask(() => this.arm());
    }
  }

  /** The site context's `websiteSettings.popupOverlaySettings` (real-markup.md "Cookie banner
   * and popup"), read as the block's data for the settings neither its attributes nor its
   * own JSON give. */
  private readSiteSettings(): void {
    const site = siteContext().websiteSettings?.popupOverlaySettings as BlockData | undefined;
    if (!site) return;
    applyBlockData(this, Object.fromEntries(Object.entries(settings).filter(([, s]) => !given(this, s))), site);
  }

  /** Applies the rules and waits for the trigger. */
  private arm(): void {
    this.disarm();
    if (this.open || this.phase === 'closed' || this.skipped) return;
    const context = siteContext();
    this.why = decide(this, readRecord(), {
      now: Date.now(),
      mobile: mobileViewport(),
      screenshot: screenshotRequested(),
      editing: inEditingBackend(),
      pageId: context.collection?.id ?? context.collectionId,
      path: pageUrl().pathname,
    });
    if (this.why !== 'show') {
      this.phase = 'suppressed';
      return;
    }
    this.phase = 'waiting';
    const { timerMs, scrollPercent } = trigger(this);
    if (timerMs === undefined && scrollPercent === undefined) return this.triggered();
    if (timerMs !== undefined) {
      const id = setTimeout(() => this.triggered(), timerMs);
      this.disarms.push(() => clearTimeout(id));
    }
    if (scrollPercent !== undefined) {
      const check = () => {
        const { top, height, viewport } = pageScroll();
        if (scrolledPercent(top, height, viewport) >= scrollPercent) this.triggered();
      };
      this.disarms.push(onPageScroll(check));
      check();
    }
  }

  /** Its trigger fired: it shows, once the visitor has answered the cookie banner. */
  private triggered(): void {
    if (!bannerWaiting()) return this.show();
    this.disarm();
    // After the banner has taken itself away (the choice is heard before it has).
    this.disarms.push(onChoice(() => queueMicrotask(() => this.triggered())));
  }

  private disarm(): void {
    this.disarms.splice(0).forEach((stop) => stop());
  }

  private signedUp(): void {
    recordSubmitted(Date.now(), this.version);
  }

  private onClick(e: MouseEvent): void {
    // A click on the ::backdrop targets the dialog itself, outside its box.
    const box = e.currentTarget as HTMLElement;
    if (e.target !== box) return;
    const r = box.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) this.close('backdrop');
  }

  protected override render(): TemplateResult {
    const [row, column = 'center'] = this.position.split('-') as [string, string?];
    const classes = `${this.popupStyle} row-${row} column-${column}${this.open && !motionReduced() ? ' animate' : ''}`;
    return html`<dialog part="base" class=${classes} aria-label=${this.label || this.texts.t(text, 'popup.label')} @click=${this.onClick}>
      <div part="content"><slot></slot></div>
      <button part="close-button" type="button" aria-label=${this.texts.t(text, 'popup.close')} @click=${() => this.close('button')}>${cross}</button>
    </dialog>`;
  }
}

/** The settings' properties, typed from their declaration (`ss-popup.settings.ts`). */
export interface SsPopup extends SettingValues<PopupSettings> {}

// spec 001 §3 "Popup overlay settings", §4 "Popup overlay", "Escape key", §9 "Layout,
// popups and banner"; real-markup.md "Cookie banner and popup".
import { LitElement, html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { blockDataMessages, JSON_ATTRIBUTES, ISLAND, type BlockData } from '../../contract/block-data.js';
import { inEditingBackend, pageUrl, screenshotRequested } from '../../contract/page.js';
import { mobileViewport, onPageScroll, pageScroll } from '../../contract/view.js';
import { whenParsed } from '../../contract/parsed.js';
import { applyBlockData, defaults, type SettingValues } from '../../contract/settings.js';
import { siteContext } from '../../contract/site-context.js';
import { DialogController } from '../../controllers/dialog-controller.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { popup as text } from '../../i18n/en/popup.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { readRecord, recordClosed, recordSubmitted } from './record.js';
import { decide, scrolledPercent, trigger, type PopupVerdict } from './rules.js';
import { settings, type PopupSettings } from './ss-popup.settings.js';
import { styles } from './ss-popup.styles.js';

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

const SETTING_NAMES = Object.keys(settings) as (keyof PopupSettings)[];
const RULE_SETTINGS = new Set<string>(SETTING_NAMES.filter((n) => n !== 'popupStyle' && n !== 'position'));

const cross = html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;

/**
 * The popup overlay (spec 001 §4 "Popup overlay"): the site's promotional popup — a heading,
 * some text, usually a newsletter form — shown over the page once per visitor as its
 * settings say, remembered in the visitor's browser.
 *
 * **Markup.** The content is the element's light DOM, shown inside the dialog (so the page's
 * CSS styles it, and a `<ss-form>` inside works as anywhere). Hide it until the element is
 * defined: `ss-popup:not(:defined) { display: none }`. Its own JSON that cannot be read logs
 * 'Error decoding popup block data.' and the popup is skipped (`data-ss-skipped`): it never
 * shows, and the page goes on.
 *
 * **Settings** (spec 001 §3; real-markup.md) — each read, in this order, from its attribute,
 * the element's own JSON (`data-block-json`, `data-props`, or a JSON island inside it, under
 * the spec's keys), the site context's `websiteSettings.popupOverlaySettings`, else its
 * default. Units (ours, where the spec is silent): `timerDelay` in seconds (as the platform's
 * editor sets it), `scrollPercentage` 0–100 percent of what the page can scroll,
 * `displayFrequency` in days, `enabledPages` the platform's page (collection) ids — what
 * published pages list, matched against the site context's `collection.id` — or paths
 * starting with `/`.
 *
 * **Layout** (`popup-style`, JSON `style`; ours): `card`, a box at one of the nine
 * `position`s (TOP_LEFT … BOTTOM_RIGHT; default the centre) over the dimmed page, or
 * `full-screen`, filling the viewport. The published numeric style 1 is card, 2 full-screen.
 *
 * **When it shows** (spec 001 §4): not with the screenshot flag (`?screenshot`), not in the
 * editing backend (under /config or framed by the editor there, ours: only the editor's
 * preview, `show()`, opens it), not on a
 * mobile viewport (432 px wide or less) unless `enable-mobile`, only on the enabled pages
 * unless `show-on-all-pages`, never again once the form inside was sent with
 * `show-until-signup`; otherwise when never closed, when its `version` is newer than the one
 * closed, or once `display-frequency` days have passed since it was closed (-1: never again
 * once closed; a newer version still shows it, ours). Then it waits for its trigger:
 * `show-on-timer` (`timer-delay` seconds after its markup is complete), `show-on-scroll`
 * (the page scrolled past `scroll-percentage`; a page that cannot scroll counts as scrolled
 * to its end), the first of the two when both are on, else at once.
 *
 * **Remembered** in localStorage under `ss-popup-date-closed` (ISO date), `ss-popup-version`
 * and `ss-popup-submitted` ("true"): closing it writes the date and version; a form inside
 * it sent successfully (`ss-form-success`) writes submitted, and the date and version as if
 * closed (ours: the visitor has answered it). One record per site.
 *
 * **Accessible**: a modal `<dialog>` opened through the dialog controller on the page's
 * dialog stack — named by the content's first heading (else 'Popup'), focus moved to its
 * first focusable element and back where it was on closing, Tab kept inside, the page inert
 * and not scrolling behind it. Escape closes it when it is the top-most dialog (spec 001 §4
 * "Escape key"), as do its Close button and a click on the dimmed page around a card. Its
 * entrance (a 0.3 s fade and rise, spec 001 §9 "Default animation 0.3 s") is not played
 * under `prefers-reduced-motion` or `?nomotion=true`.
 *
 * @tag ss-popup
 * @summary The popup overlay: shown by its rules and trigger, remembered once closed or signed up (spec 001 §3, §4, §9).
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
export class SsPopup extends LitElement {
  static override styles = styles;
  /** @internal The declared settings, read by the editing frame (services/editor-frame.ts)
   * and the editor's panels, as on every BlockElement. */
  static settings = settings;
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
  private dataRead = false;
  private skipped = false;
  private armed = false;
  private disarms: (() => void)[] = [];
  private closing?: SsPopupCloseDetail['source'];

  constructor() {
    super();
    Object.assign(this, defaults(settings));
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
    // Settings the attributes leave open come from the element's JSON, then the site's;
    // read once, here, so properties a framework sets after connecting win over them.
    if (!this.dataRead) {
      this.dataRead = true;
      this.readData();
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
    // Armed once its content is complete (a page whose script upgrades it from the <head>).
    // After this update (opening at once is another update, not a change made inside this one).
    whenParsed(this, () =>
      queueMicrotask(() => {
        this.armed = true;
        if (this.isConnected) this.arm();
      }),
    );
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

  private readData(): void {
    const own = this.ownData();
    if (own === 'error') {
      // spec 000 §5, as every block: data that cannot be read skips it; the page goes on.
      this.skipped = true;
      this.setAttribute('data-ss-skipped', '');
      return;
    }
    const context = siteContext().websiteSettings?.popupOverlaySettings as BlockData | undefined;
    // The element's JSON first; the site's for the settings neither it nor an attribute set.
    const set = own ? applyBlockData(this, settings, own) : [];
    if (context) {
      const rest = Object.fromEntries(SETTING_NAMES.filter((n) => !set.includes(n)).map((n) => [n, settings[n]]));
      applyBlockData(this, rest, context);
    }
  }

  /** The element's own JSON: its data attribute or a JSON island inside it (not its
   * content's: a form block inside carries its own). */
  private ownData(): BlockData | 'error' | undefined {
    const attr = JSON_ATTRIBUTES.map((a) => this.getAttribute(a)).find((v) => v !== null);
    const raw = attr ?? this.querySelector(`:scope > ${ISLAND}`)?.textContent;
    if (raw == null) return undefined;
    const messages = blockDataMessages('popup');
    try {
      const data: unknown = JSON.parse(raw);
      if (data && typeof data === 'object' && !Array.isArray(data)) return data as BlockData;
      console.error(messages.evaluate(), { element: this });
    } catch (cause) {
      console.error(messages.decode(), { element: this, cause });
    }
    return 'error';
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
    if (timerMs === undefined && scrollPercent === undefined) return this.show();
    if (timerMs !== undefined) {
      const id = setTimeout(() => this.show(), timerMs);
      this.disarms.push(() => clearTimeout(id));
    }
    if (scrollPercent !== undefined) {
      const check = () => {
        const { top, height, viewport } = pageScroll();
        if (scrolledPercent(top, height, viewport) >= scrollPercent) this.show();
      };
      this.disarms.push(onPageScroll(check));
      check();
    }
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

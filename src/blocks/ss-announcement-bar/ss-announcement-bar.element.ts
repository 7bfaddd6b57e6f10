import { html, nothing, svg, type TemplateResult } from 'lit';
import type { SettingValues } from '../../contract/settings.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { sessionValue, setSessionValue } from '../../contract/window.js';
import { announcementBar as text } from '../../i18n/en/announcement-bar.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type AnnouncementBarSettings } from './ss-announcement-bar.settings.js';
import { styles } from './ss-announcement-bar.styles.js';

// Ours: the spec shows no storage for it.
/** Where a closed bar is remembered, for the rest of the visit (session storage, so a new
 * visit sees the site's news again). */
export const ANNOUNCEMENT_CLOSED_KEY = 'ss-announcement-bar-closed';
// spec 001 §9 "Default animation 0.3 s".
/** The bar fades out over this many ms when closed. */
export const ANNOUNCEMENT_FADE_MS = 300;

export type SsAnnouncementBarCloseEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-announcement-bar-close': SsAnnouncementBarCloseEvent;
  }
}

const cross = svg`<path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" />`;

/**
 * @summary The site's announcement bar: a named region with its text and links, and a close
 * button the visitor's choice is remembered by for the rest of the visit.
 * @tag ss-announcement-bar
 *
 * @fires {CustomEvent} ss-announcement-bar-close - The visitor closed it (it is hidden by then).
 *
 * @slot - The announcement: text and links, as the page publishes them.
 * @csspart close-button - The close button.
 *
 * @cssprop [--ss-announcement-bar-background=#f2f2f2] - Background.
 * @cssprop [--ss-announcement-bar-color=#1a1a1a] - Text colour (and the close button's).
 * @cssprop [--ss-announcement-bar-padding=0.75rem 3rem] - Padding; the inline padding holds the close button.
 */
export class SsAnnouncementBar extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

  private readonly texts = new LocaleController(this);
  #closing = false;

  override connectedCallback(): void {
    super.connectedCallback();
    // The region is the host: its name and role are there before the first render.
    this.setAttribute('role', 'region');
    if (this.dismissible && sessionValue(ANNOUNCEMENT_CLOSED_KEY) === '1') this.hidden = true;
  }

  protected override willUpdate(): void {
    this.setAttribute('aria-label', this.label || this.texts.t(text, 'announcementBar.label'));
  }

  protected override render(): TemplateResult {
    const close = this.dismissible
      ? html`<button part="close-button" type="button" aria-label=${this.texts.t(text, 'announcementBar.close')} @click=${this.close}>
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">${cross}</svg>
        </button>`
      : nothing;
    return html`<slot></slot>${close}`;
  }

  /** Closes the bar as its button does: fades it out (at once with reduced motion), hides
   * it, remembers that for the visit, and fires `ss-announcement-bar-close`. */
  async close(): Promise<void> {
    if (this.#closing || this.hidden) return;
    this.#closing = true;
    // Storage can be refused (a privacy mode, a sandboxed frame): it then closes for this page only.
    setSessionValue(ANNOUNCEMENT_CLOSED_KEY, '1');
    if (!motionReduced()) {
      const fade = this.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ANNOUNCEMENT_FADE_MS, easing: 'ease-out', fill: 'forwards' });
      await fade.finished.catch(() => undefined);
      fade.cancel();
    }
    this.hidden = true;
    this.#closing = false;
    emit(this, 'ss-announcement-bar-close', {});
  }
}

/** The settings' properties, typed from their declaration (`ss-announcement-bar.settings.ts`). */
export interface SsAnnouncementBar extends SettingValues<AnnouncementBarSettings> {}

import { css, html, type PropertyValues, type TemplateResult } from 'lit';
import type { SettingValues } from '../../contract/settings.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { time } from '../../i18n/en/time.js';
import { t } from '../../i18n/translator.js';
import { parseDatetime, relativeTime } from '../../model/relative-time.js';
import { BlockElement } from '../block-element.js';
import { settingProperties } from '../setting-properties.js';
import { settings, type RelativeTimeSettings } from './ss-relative-time.settings.js';
import { onRefresh } from './ticker.js';

const reported = new Set<string>();

/**
 * @summary A time that reads 'just now', 'about N seconds ago', then a date.
 * @tag ss-relative-time
 *
 * @slot - The text shown before the element is defined and when `datetime` cannot be read.
 * @csspart time - The `<time>` element.
 */
export class SsRelativeTime extends BlockElement {
  static override styles = css`
    :host {
      display: inline;
    }
  `;
  /** @internal */
  static override settings = settings;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = settingProperties(settings);

  private readonly texts = new LocaleController(this);
  #stop?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    // Put back after a while away: the time has moved on, and the timer is needed again.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listen(false);
  }

  protected override render(): TemplateResult {
    const when = parseDatetime(this.datetime);
    if (when === undefined) return html`<slot></slot>`;
    return html`<time part="time" datetime=${this.datetime}>${this.#text(when)}</time>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    const when = parseDatetime(this.datetime);
    if (when === undefined && this.datetime && changed.has('datetime') && !reported.has(this.datetime)) {
      reported.add(this.datetime);
      console.error(t(time, 'time.invalidDatetime', { value: this.datetime }));
    }
    this.#listen(when !== undefined && relativeTime(when, Date.now()).kind !== 'date');
  }

  #text(when: number): string {
    const rel = relativeTime(when, Date.now());
    if (rel.kind === 'just-now') return this.texts.t(time, 'time.justNow');
    if (rel.kind === 'seconds') return this.texts.t(time, 'time.secondsAgo', { count: rel.count });
    return new Intl.DateTimeFormat(this.texts.locale, { dateStyle: 'medium' }).format(when);
  }

  #listen(on: boolean): void {
    if (on && this.isConnected) this.#stop ??= onRefresh(() => this.requestUpdate());
    else {
      this.#stop?.();
      this.#stop = undefined;
    }
  }
}

/** The settings' properties, typed from their declaration (`ss-relative-time.settings.ts`). */
export interface SsRelativeTime extends SettingValues<RelativeTimeSettings> {}

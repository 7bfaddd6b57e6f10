import { LitElement, css, html, type PropertyValues, type TemplateResult } from 'lit';
import { LocaleController } from '../../controllers/locale-controller.js';
import { time } from '../../i18n/en/time.js';
import { t } from '../../i18n/translator.js';
import { parseDatetime, relativeTime } from '../../model/relative-time.js';
import { onRefresh } from './ticker.js';

const reported = new Set<string>();

/**
 * A time shown relative to now (spec 001 §9 "Timing and geometry"): 'just now', then 'about N
 * seconds ago' under 60 s, then a date. It is brought up to date every 5000 ms while it is in
 * the document (one timer for all of them on the page) and stops when it leaves. Once it shows
 * a date it no longer needs the timer.
 *
 * ```html
 * <ss-relative-time datetime="2026-03-01T09:30:00Z">1 March 2026, 09:30</ss-relative-time>
 * ```
 *
 * It renders a `<time datetime="…">` with the machine-readable value. The text inside the
 * tag is what shows before the element is defined, while `datetime` is empty (a time not set
 * yet: "Last saved never"), and when `datetime` is not a date and time: that is reported
 * once per value on the console, and nothing else breaks.
 *
 * The texts come from the catalogue (`time.justNow`, `time.secondsAgo` with its plural
 * forms); the date is written by `Intl.DateTimeFormat` (medium date style) in the page's
 * locale — the translator's (`setLocale`), so the words and the date agree — and follows a
 * locale change. Decisions where the spec is silent: 'just now' under one second, and for
 * a time up to a minute ahead of the visitor's clock; the seconds are whole seconds elapsed;
 * a time further ahead shows its date.
 *
 * @summary A time that reads 'just now', 'about N seconds ago', then a date.
 * @tag ss-relative-time
 *
 * @attr datetime - The time, ISO 8601 (`2026-03-01T09:30:00Z`).
 *
 * @slot - The text shown before the element is defined and when `datetime` cannot be read.
 * @csspart time - The `<time>` element.
 */
export class SsRelativeTime extends LitElement {
  static override styles = css`
    :host {
      display: inline;
    }
  `;
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = { datetime: { attribute: 'datetime' } };

  /** The time, ISO 8601. */
  datetime = '';

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

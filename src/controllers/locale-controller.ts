// An element's texts follow the page's locale: the host renders again when `setLocale`
// switches it or messages arrive for it, including a change made while the host was out of
// the document.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { translator as pageTranslator, type Translator } from '../i18n/translator.js';
import type { MessageId, ParamsArg } from '../i18n/catalogue.js';
import type { Area } from '../i18n/format.js';

export class LocaleController implements ReactiveController {
  #stop?: () => void;
  /** The translator's version the host last rendered with. */
  #rendered = -1;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Default: the page's translator. */
    readonly translator: Translator = pageTranslator,
  ) {
    host.addController(this);
  }

  /** The current locale. */
  get locale(): string {
    return this.translator.locale;
  }

  /** `translator.t`, for render(). */
  t<A extends Area, Id extends keyof A & MessageId>(area: A, id: Id, ...params: ParamsArg<Id>): string {
    return this.translator.t(area, id, ...params);
  }

  hostConnected(): void {
    this.#stop = this.translator.subscribe(() => this.host.requestUpdate());
    if (this.#rendered !== -1 && this.#rendered !== this.translator.version) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  hostUpdate(): void {
    this.#rendered = this.translator.version;
  }
}

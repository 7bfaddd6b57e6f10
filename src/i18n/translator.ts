// The translator: the current locale, the registered locales' tables, and the lookup with
// its fallback to English (spec 000 §8 "Translation libraries raise an error when the
// instance is not initialised"; 000 §5 "Plural text must include an 'other' form").
//
// English is not registered anywhere: each call names the English area it reads from
// (`t(form, 'form.submitting')`), so a page downloads only the areas its blocks use, and no
// module has to run for its side effect (package.json `sideEffects`).
import type { Checked, MessageId, Messages, ParamsArg } from './catalogue.js';
import { fill, isPlural, pluralText, type Area, type Message, type ParamValue } from './format.js';
import { i18n } from './en/i18n.js';

export type TranslationErrorCode = 'not-initialised' | 'plural-without-other' | 'invalid-message';

/** Thrown when a translator is used before `init()`, and when a table given to
 * `registerMessages` holds a plural message without an `other` form or a value that is
 * not a message. */
export class TranslationError extends Error {
  override name = 'TranslationError';
  constructor(
    readonly code: TranslationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Called after the locale changes, and after messages are registered for the current
 * locale or one it falls back to (either may change what elements show). */
export type LocaleListener = (locale: string) => void;

export interface TranslatorOptions {
  /** A BCP 47 tag; default `en`. */
  locale?: string;
  /** Tables to register, by locale. */
  messages?: Readonly<Record<string, Messages>>;
}

const ENGLISH = 'en';

/** A locale and the ones it falls back to, most specific first, English last:
 * `pt-BR` → `pt-BR`, `pt`, `en`. */
function fallbacks(locale: string): string[] {
  const parts = locale.split('-');
  const out: string[] = [];
  for (let i = parts.length; i > 0; i--) out.push(parts.slice(0, i).join('-'));
  if (!out.includes(ENGLISH)) out.push(ENGLISH);
  return out;
}

/** The canonical form of a BCP 47 tag (`EN-us` → `en-US`); a RangeError for one that is
 * not a tag. */
const canonical = (locale: string): string => Intl.getCanonicalLocales(locale)[0]!;

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Throws unless message is a text, or plural forms (texts under plural categories only,
 * so that a misspelt category is not silently never shown) with an `other` form. */
function check(id: string, message: unknown, locale: string): asserts message is Message {
  if (typeof message === 'string') return;
  if (!isPlural(message) || Object.entries(message).some(([c, form]) => !CATEGORIES.includes(c) || typeof form !== 'string')) {
    throw new TranslationError('invalid-message', fill(i18n['i18n.invalidMessage'], { id, locale }));
  }
  if (typeof message.other !== 'string') {
    throw new TranslationError('plural-without-other', fill(i18n['i18n.pluralWithoutOther'], { id, locale }));
  }
}

/**
 * Translates the catalogue's messages for one locale at a time. The page's instance,
 * `translator`, is ready in English; an instance made with `new` throws a
 * `TranslationError` on `t()`, `locale` and `setLocale()` until `init()` is called.
 */
export class Translator {
  #locale: string | undefined;
  #chain: string[] = [];
  #version = 0;
  readonly #tables = new Map<string, Map<string, Message>>();
  readonly #listeners = new Set<LocaleListener>();

  /** Sets the locale (default English) and registers `options.messages`; the instance can
   * be used from then on. Calling it again changes the locale. */
  init(options: TranslatorOptions = {}): this {
    for (const [locale, messages] of Object.entries(options.messages ?? {})) this.registerMessages(locale, messages);
    this.#use(options.locale ?? ENGLISH);
    return this;
  }

  get initialised(): boolean {
    return this.#locale !== undefined;
  }

  /** The current locale, canonical (`en-US`). */
  get locale(): string {
    return this.#ready();
  }

  /** Goes up by one at each change listeners are told of (a host that was away while the
   * locale changed knows it must render again). */
  get version(): number {
    return this.#version;
  }

  /** Switches the locale; listeners are told when it is a different one. A RangeError for a
   * string that is not a BCP 47 tag. */
  setLocale(locale: string): void {
    this.#ready();
    this.#use(locale);
  }

  /**
   * Adds (or replaces) messages of `locale`; what it lacks falls back to the less specific
   * locale (`pt-BR` → `pt`), then to English. Allowed before `init()`. Throws a
   * `TranslationError` when a plural message has no `other` form (spec 000 §5), before
   * anything of the table is kept. The types accept only the catalogue's ids, a text where
   * English has a text, plural forms where English has them, and only the placeholders
   * the English message has.
   */
  registerMessages<const T extends Messages>(locale: string, messages: T & Checked<T>): void;
  registerMessages(locale: string, messages: Readonly<Record<string, unknown>>): void {
    const tag = canonical(locale);
    const entries = Object.entries(messages);
    for (const [id, message] of entries) check(id, message, tag);
    let table = this.#tables.get(tag);
    if (!table) this.#tables.set(tag, (table = new Map()));
    for (const [id, message] of entries) table.set(id, message as Message);
    if (this.#chain.includes(tag)) this.#changed();
  }

  /** Calls `listener` after each change of locale or of its messages; returns the call that
   * stops it. */
  subscribe(listener: LocaleListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * The message `id` in the current locale, with its parameters filled; from `area`, the
   * English table the id belongs to, when no registered locale in the fallback chain has
   * it. A plural message's form is chosen by `params.count` under the plural rules of the
   * locale whose text is used. A missing parameter leaves its `{name}` in the text.
   */
  t<A extends Area, Id extends keyof A & MessageId>(area: A, id: Id, ...[params]: ParamsArg<Id>): string {
    this.#ready();
    let message: Message | undefined;
    let from = ENGLISH;
    for (const locale of this.#chain) {
      message = this.#tables.get(locale)?.get(id);
      if (message !== undefined) {
        from = locale;
        break;
      }
    }
    message ??= (area as Area)[id];
    // Only untyped callers get here: an area that does not hold the id.
    if (message === undefined) return id;
    const values = params as Readonly<Record<string, ParamValue>> | undefined;
    return fill(isPlural(message) ? pluralText(message, values?.count, from) : message, values);
  }

  #ready(): string {
    if (this.#locale === undefined) throw new TranslationError('not-initialised', i18n['i18n.notInitialised']);
    return this.#locale;
  }

  #use(locale: string): void {
    const tag = canonical(locale);
    if (tag === this.#locale) return;
    const first = this.#locale === undefined;
    this.#locale = tag;
    this.#chain = fallbacks(tag);
    if (!first) this.#changed();
  }

  #changed(): void {
    this.#version++;
    const locale = this.#locale!;
    for (const listener of [...this.#listeners]) {
      try {
        listener(locale);
      } catch (error) {
        // One listener's failure must not keep the others on the old locale.
        console.error(error);
      }
    }
  }
}

function english(): Translator {
  return new Translator().init();
}

/** The page's translator, ready in English: nothing is read from the page to make it, so
 * importing this module is safe on a server. */
export const translator: Translator = /* @__PURE__ */ english();

/** `translator.t`: the message `id` of the English `area`, in the current locale. */
export function t<A extends Area, Id extends keyof A & MessageId>(area: A, id: Id, ...params: ParamsArg<Id>): string {
  return translator.t(area, id, ...params);
}

/** `translator.setLocale`. */
export function setLocale(locale: string): void {
  translator.setLocale(locale);
}

/** `translator.locale`. */
export function currentLocale(): string {
  return translator.locale;
}

/** `translator.registerMessages`. */
export function registerMessages<const T extends Messages>(locale: string, messages: T & Checked<T>): void {
  translator.registerMessages<T>(locale, messages);
}

/** `translator.subscribe`: the listener learns of each locale change; returns the call
 * that stops it. */
export function onLocaleChange(listener: LocaleListener): () => void {
  return translator.subscribe(listener);
}

// The translator: the uninitialised instance error (spec 000 §8), plural forms and the
// 'other' rule (000 §5), registering and switching locales with the fallback to English,
// and the change notification. Each test makes its own instance; the page's instance is
// tested last and put back to English.
import { describe, it, expect, vi, afterEach } from 'vitest';
import {
  Translator,
  TranslationError,
  translator,
  t,
  setLocale,
  currentLocale,
  registerMessages,
  onLocaleChange,
  type Messages,
} from '../../../src/i18n/index.js';
import { cart } from '../../../src/i18n/en/cart.js';
import { form } from '../../../src/i18n/en/form.js';
import { gallery } from '../../../src/i18n/en/gallery.js';
import { time } from '../../../src/i18n/en/time.js';
import { dataLayer } from '../../../src/i18n/en/data-layer.js';
import { i18n } from '../../../src/i18n/en/i18n.js';

const ready = () => new Translator().init();
/** registerMessages without its types, as plain JavaScript would call it. */
const registerUntyped = (tr: Translator, locale: string, messages: unknown) =>
  (tr.registerMessages as (locale: string, messages: unknown) => void).call(tr, locale, messages);

describe('an instance before init (spec 000 §8)', () => {
  it('throws the translation error on t(), locale and setLocale()', () => {
    const fresh = new Translator();
    expect(fresh.initialised).toBe(false);
    for (const use of [() => fresh.t(form, 'form.submitting'), () => fresh.locale, () => fresh.setLocale('fr')]) {
      expect(use).toThrow(TranslationError);
      expect(use).toThrow(i18n['i18n.notInitialised']);
    }
    try {
      fresh.t(form, 'form.submitting');
    } catch (e) {
      expect((e as TranslationError).code).toBe('not-initialised');
    }
  });

  it('takes messages before init, and works after it', () => {
    const fresh = new Translator();
    fresh.registerMessages('fr', { 'form.submitting': 'Envoi…' });
    expect(() => fresh.t(form, 'form.submitting')).toThrow(TranslationError);
    fresh.init({ locale: 'fr' });
    expect(fresh.initialised).toBe(true);
    expect(fresh.t(form, 'form.submitting')).toBe('Envoi…');
  });

  it('init() defaults to English and registers the messages it is given', () => {
    expect(ready().locale).toBe('en');
    const fr = new Translator().init({ locale: 'fr', messages: { fr: { 'form.submitting': 'Envoi…' } } });
    expect(fr.t(form, 'form.submitting')).toBe('Envoi…');
  });
});

describe('t()', () => {
  it("gives the spec's English text, to the letter", () => {
    const tr = ready();
    expect(tr.t(form, 'form.submitting')).toBe('Submitting…');
    expect(tr.t(dataLayer, 'dataLayer.unauthorized')).toBe('Unauthorized request');
  });

  it('fills the parameters', () => {
    const tr = ready();
    expect(tr.t(form, 'form.emailInvalid', { email: 'name@example.com' })).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(tr.t(gallery, 'gallery.slideOf', { n: 3, total: 12 })).toBe('Slide 3 of 12');
  });

  it('ours: a parameter missing at run time stays as {name} (no throw)', () => {
    const tr = ready();
    const untyped = tr.t.bind(tr) as (area: object, id: string, params?: object) => string;
    expect(untyped(gallery, 'gallery.slideOf', { n: 3 })).toBe('Slide 3 of {total}');
    expect(untyped(gallery, 'gallery.slideOf')).toBe('Slide {n} of {total}');
  });

  it('gives the id itself when an untyped caller names an area without it', () => {
    const tr = ready();
    const untyped = tr.t.bind(tr) as (area: object, id: string) => string;
    expect(untyped(form, 'cart.tryAgain')).toBe('cart.tryAgain');
  });

  it('chooses the cart count form by count: 1 is "One item", 0 and 2 are "{n} items" (spec 001 §9)', () => {
    const tr = ready();
    expect(tr.t(cart, 'cart.count', { count: 1 })).toBe('One item in cart');
    expect(tr.t(cart, 'cart.count', { count: 0 })).toBe('0 items in cart');
    expect(tr.t(cart, 'cart.count', { count: 2 })).toBe('2 items in cart');
    expect(tr.t(cart, 'cart.count', { count: 100 })).toBe('100 items in cart');
    expect(tr.t(cart, 'cart.countCapped', { count: 100 })).toBe('More than 100 items in cart');
  });

  it('chooses plural forms under the rules of the locale whose text is used', () => {
    const tr = ready();
    tr.registerMessages('pl', {
      'cart.count': { one: '1 produkt', few: '{count} produkty', many: '{count} produktów', other: '{count} produktu' },
    });
    tr.setLocale('pl');
    expect(tr.t(cart, 'cart.count', { count: 1 })).toBe('1 produkt');
    expect(tr.t(cart, 'cart.count', { count: 4 })).toBe('4 produkty');
    expect(tr.t(cart, 'cart.count', { count: 5 })).toBe('5 produktów');
    expect(tr.t(cart, 'cart.count', { count: 1.5 })).toBe('1.5 produktu');
    // Polish has no translation of time.secondsAgo: English text, English rules (1 is one).
    expect(tr.t(time, 'time.secondsAgo', { count: 1 })).toBe('about 1 second ago');
    expect(tr.t(time, 'time.secondsAgo', { count: 22 })).toBe('about 22 seconds ago');
  });
});

describe("plural text must include an 'other' form (spec 000 §5)", () => {
  it('registerMessages throws, and keeps nothing of that table', () => {
    const tr = ready();
    const bad = { 'form.submitting': 'Envoi…', 'cart.count': { one: 'Un article' } };
    expect(() => registerUntyped(tr, 'fr', bad)).toThrow(TranslationError);
    expect(() => registerUntyped(tr, 'fr', bad)).toThrow("Message cart.count of locale fr is plural but has no 'other' form.");
    tr.setLocale('fr');
    expect(tr.t(form, 'form.submitting')).toBe('Submitting…');
  });

  it("accepts plural forms with only 'other'", () => {
    const tr = ready();
    tr.registerMessages('ja', { 'cart.count': { other: 'カートに{count}点' } });
    tr.setLocale('ja');
    expect(tr.t(cart, 'cart.count', { count: 1 })).toBe('カートに1点');
  });

  it('rejects a value that is neither a text nor plural forms', () => {
    const tr = ready();
    for (const value of [42, null, ['a'], { one: 'a', other: 7 }, { onee: 'a', other: 'b' }]) {
      try {
        registerUntyped(tr, 'fr', { 'form.submitting': value });
        expect.unreachable();
      } catch (e) {
        expect((e as TranslationError).code).toBe('invalid-message');
      }
    }
  });

  it('every English plural has other (the type requires it; checked here at run time too)', async () => {
    const en = await import('../../../src/i18n/en/index.js');
    const plurals = Object.values(en)
      .flatMap((area) => Object.entries(area as Record<string, unknown>))
      .filter(([, m]) => typeof m !== 'string');
    expect(plurals.length, 'the catalogue has plurals').toBeGreaterThan(0);
    for (const [id, forms] of plurals) expect(typeof (forms as { other?: unknown }).other, id).toBe('string');
    // And registerMessages, which refuses a plural without other, takes every area.
    const tr = new Translator().init();
    for (const area of Object.values(en)) registerUntyped(tr, 'en', area);
    expect(tr.t(cart, 'cart.count', { count: 2 })).toBe('2 items in cart');
  });
});

describe('locales', () => {
  it('switches at run time and falls back to English for a missing key', () => {
    const tr = ready();
    tr.registerMessages('fr', { 'form.submitting': 'Envoi…' });
    tr.setLocale('fr');
    expect(tr.locale).toBe('fr');
    expect(tr.t(form, 'form.submitting')).toBe('Envoi…');
    expect(tr.t(form, 'form.status404')).toBe('This form has not been configured yet.');
    tr.setLocale('en');
    expect(tr.t(form, 'form.submitting')).toBe('Submitting…');
  });

  it('ours: a regional locale falls back to its language, then to English', () => {
    const tr = ready();
    tr.registerMessages('pt', { 'form.submitting': 'Enviando…', 'dialog.okay': 'OK' });
    tr.registerMessages('pt-BR', { 'form.submitting': 'Enviando agora…' });
    tr.setLocale('pt-BR');
    expect(tr.t(form, 'form.submitting')).toBe('Enviando agora…');
    expect(tr.t(form, 'form.status404')).toBe('This form has not been configured yet.');
    tr.setLocale('pt-PT');
    expect(tr.t(form, 'form.submitting')).toBe('Enviando…');
  });

  it('ours: messages registered for English replace the built-in English in every locale', () => {
    const tr = ready();
    tr.registerMessages('en', { 'form.submitting': 'Sending…' });
    expect(tr.t(form, 'form.submitting')).toBe('Sending…');
    tr.setLocale('de');
    expect(tr.t(form, 'form.submitting')).toBe('Sending…');
  });

  it('registering again adds to the table and replaces what it names', () => {
    const tr = ready();
    tr.registerMessages('fr', { 'form.submitting': 'Envoi…', 'form.status404': 'Formulaire non configuré.' });
    tr.registerMessages('fr', { 'form.submitting': 'Envoi en cours…' });
    tr.setLocale('fr');
    expect(tr.t(form, 'form.submitting')).toBe('Envoi en cours…');
    expect(tr.t(form, 'form.status404')).toBe('Formulaire non configuré.');
  });

  it('canonicalises tags, and throws a RangeError for one that is not a tag', () => {
    const tr = ready();
    tr.registerMessages('FR-ca', { 'form.submitting': 'Envoi…' });
    tr.setLocale('fr-CA');
    expect(tr.locale).toBe('fr-CA');
    expect(tr.t(form, 'form.submitting')).toBe('Envoi…');
    expect(() => tr.setLocale('not a locale')).toThrow(RangeError);
    expect(tr.locale).toBe('fr-CA');
  });

  it('fills a translation with the same parameters', () => {
    const tr = ready();
    tr.registerMessages('de', { 'gallery.slideOf': 'Bild {n} von {total}' });
    tr.setLocale('de');
    expect(tr.t(gallery, 'gallery.slideOf', { n: 1, total: 3 })).toBe('Bild 1 von 3');
  });
});

describe('locale change notification', () => {
  it('tells listeners of each change of locale, not of setting the same one', () => {
    const tr = ready();
    const heard: string[] = [];
    tr.subscribe((locale) => heard.push(locale));
    const v = tr.version;
    tr.setLocale('fr');
    tr.setLocale('fr');
    tr.setLocale('FR');
    tr.setLocale('de');
    expect(heard).toEqual(['fr', 'de']);
    expect(tr.version).toBe(v + 2);
  });

  it('tells listeners when messages arrive for the current locale or one it falls back to, not for others', () => {
    const tr = ready().init({ locale: 'pt-BR' });
    const listener = vi.fn();
    tr.subscribe(listener);
    tr.registerMessages('de', { 'form.submitting': 'Senden…' });
    expect(listener).not.toHaveBeenCalled();
    tr.registerMessages('pt', { 'form.submitting': 'Enviando…' });
    tr.registerMessages('pt-BR', { 'form.submitting': 'Enviando…' });
    tr.registerMessages('en', { 'form.submitting': 'Sending…' });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenLastCalledWith('pt-BR');
  });

  it('stops telling a listener once unsubscribed', () => {
    const tr = ready();
    const listener = vi.fn();
    const stop = tr.subscribe(listener);
    tr.setLocale('fr');
    stop();
    tr.setLocale('de');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a listener that throws does not keep the others from hearing', () => {
    const tr = ready();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('listener failed');
    const after = vi.fn();
    tr.subscribe(() => {
      throw boom;
    });
    tr.subscribe(after);
    tr.setLocale('fr');
    expect(after).toHaveBeenCalledWith('fr');
    expect(error).toHaveBeenCalledWith(boom);
    error.mockRestore();
  });
});

describe('the page translator', () => {
  afterEach(() => setLocale('en'));

  it('is ready in English out of the box, with no window or document (SSR-safe)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(translator.initialised).toBe(true);
    expect(currentLocale()).toBe('en');
    expect(t(form, 'form.submitting')).toBe('Submitting…');
  });

  it('setLocale, registerMessages and onLocaleChange act on it', () => {
    const heard: string[] = [];
    const stop = onLocaleChange((l) => heard.push(l));
    registerMessages('es', { 'dialog.okay': 'Aceptar' });
    setLocale('es');
    expect(currentLocale()).toBe('es');
    expect(translator.locale).toBe('es');
    expect(t(cart, 'cart.count', { count: 3 })).toBe('3 items in cart');
    stop();
    expect(heard).toEqual(['es']);
  });
});

describe('types (checked by tsc, `npm run typecheck`)', () => {
  it('ties ids to their area and parameters to their message', () => {
    const tr = ready();
    // @ts-expect-error: an id of another area
    tr.t(form, 'cart.tryAgain');
    // @ts-expect-error: a missing parameter
    tr.t(form, 'form.emailInvalid');
    // @ts-expect-error: a parameter the message does not have
    tr.t(form, 'form.emailInvalid', { mail: 'x' });
    // @ts-expect-error: a plural's count is a number
    tr.t(cart, 'cart.count', { count: '3' });
    // @ts-expect-error: a message without parameters takes none
    tr.t(form, 'form.submitting', { x: 1 });
    expect(tr.t(form, 'form.submitting')).toBe('Submitting…');
  });

  it('checks a translation table against the ids, the shapes and the parameters', () => {
    const tr = ready();
    // @ts-expect-error: not an id
    tr.registerMessages('fr', { 'form.nope': 'x' });
    // @ts-expect-error: a placeholder the English message lacks
    tr.registerMessages('fr', { 'gallery.slideOf': 'Diapositive {n} sur {count}' });
    expect(() =>
      // @ts-expect-error: plural forms without 'other'
      tr.registerMessages('fr', { 'cart.count': { one: 'Un article' } }),
    ).toThrow(TranslationError);
    // @ts-expect-error: a text where English has plural forms
    tr.registerMessages('fr', { 'cart.count': 'articles' });
    tr.registerMessages('fr', { 'cart.count': { one: '{count} article', other: '{count} articles' }, 'gallery.slideOf': '{n}/{total}' });
    tr.setLocale('fr');
    expect(tr.t(gallery, 'gallery.slideOf', { n: 1, total: 2 })).toBe('1/2');
  });

  it('takes a table declared as Messages, or loaded as JSON', () => {
    const tr = ready();
    const de: Messages = { 'form.submitting': 'Senden…', 'cart.count': { one: 'Ein Artikel', other: '{count} Artikel' } };
    tr.registerMessages('de', de);
    tr.registerMessages('es', JSON.parse('{"form.submitting":"Enviando…"}') as Messages);
    tr.setLocale('de');
    expect(tr.t(cart, 'cart.count', { count: 1 })).toBe('Ein Artikel');
    tr.setLocale('es');
    expect(tr.t(form, 'form.submitting')).toBe('Enviando…');
  });
});

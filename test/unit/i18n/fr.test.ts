// The French table (src/i18n/fr/): every English id and no other, the English
// placeholders in every text, plural messages with `other`, and the translator's use of it.
import { describe, it, expect, afterEach } from 'vitest';
import * as en from '../../../src/i18n/en/index.js';
import { fr } from '../../../src/i18n/fr/index.js';
import { Translator, registerMessages, setLocale, t } from '../../../src/i18n/index.js';
import { placeholders, isPlural, type Message } from '../../../src/i18n/format.js';
import { dialog } from '../../../src/i18n/en/dialog.js';
import { time } from '../../../src/i18n/en/time.js';
import { cart } from '../../../src/i18n/en/cart.js';
import { gallery } from '../../../src/i18n/en/gallery.js';
import { banner } from '../../../src/i18n/en/banner.js';
import { form } from '../../../src/i18n/en/form.js';

const english = new Map<string, Message>(
  Object.values(en as unknown as Record<string, Record<string, Message>>).flatMap((area) => Object.entries(area)),
);
const french = new Map<string, Message>(Object.entries(fr));
const textsOf = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
/** A message's placeholders, over all its forms, sorted. */
const names = (m: Message): string[] => [...new Set(textsOf(m).flatMap(placeholders))].sort();

describe('the French table', () => {
  it('has a message for every English id', () => {
    expect(english.size).toBeGreaterThan(250);
    const missing = [...english.keys()].filter((id) => !french.has(id));
    expect(missing).toEqual([]);
  });

  it('has no id English lacks', () => {
    expect([...french.keys()].filter((id) => !english.has(id))).toEqual([]);
    expect(french.size).toBe(english.size);
  });

  it.each([...english.keys()])('%s: the same placeholders as English, and the same kind', (id) => {
    const [e, f] = [english.get(id)!, french.get(id)!];
    expect(names(f)).toEqual(names(e));
    expect(isPlural(f)).toBe(isPlural(e));
  });

  it('keeps the other form of each plural message, with its count, and French categories only', () => {
    const plurals = [...french].filter(([, m]) => isPlural(m));
    expect(plurals.length).toBeGreaterThan(5);
    for (const [id, m] of plurals) {
      const forms = m as Record<string, string>;
      expect(typeof forms.other, id).toBe('string');
      expect(placeholders(forms.other!), id).toContain('count');
      expect(typeof forms.one, id).toBe('string');
      for (const c of Object.keys(forms)) expect(['one', 'many', 'other'], id).toContain(c);
    }
  });

  it('is French (no text left as the English one, but for shared terms)', () => {
    const same = [...english].filter(([id, m]) => JSON.stringify(m) === JSON.stringify(french.get(id))).map(([id]) => id);
    // Terms French shares with English, and texts made only of placeholders.
    expect(same.sort()).toEqual(
      [
        'commerce.periodForPayments',
        'dialog.label',
        'form.characterCount',
        'formFields.am',
        'formFields.partAmPm',
        'formFields.partMinute',
        'formFields.pm',
        'lightbox.track',
        'map.coordinates',
        'mobileInfoBar.label',
        'settings.expectedAbove',
        'settings.expectedAtLeast',
        'systemError.format',
        'systemError.url',
      ].sort(),
    );
  });
});

describe('registered in a translator', () => {
  afterEach(() => setLocale('en'));

  it('is accepted whole, and t() gives French', () => {
    const tr = new Translator().init();
    tr.registerMessages('fr', fr);
    tr.setLocale('fr');
    expect(tr.t(dialog, 'dialog.okay')).toBe('OK');
    expect(tr.t(time, 'time.secondsAgo', { count: 5 })).toBe('il y a environ 5 secondes');
    // French `one` is 0 and 1.
    expect(tr.t(time, 'time.secondsAgo', { count: 1 })).toBe('il y a environ 1 seconde');
    expect(tr.t(cart, 'cart.count', { count: 0 })).toBe('0 article dans le panier');
    expect(tr.t(cart, 'cart.count', { count: 3 })).toBe('3 articles dans le panier');
    expect(tr.t(gallery, 'gallery.slideOf', { n: 2, total: 4 })).toBe('Diapositive 2 sur 4');
    // fr-CA falls back to fr.
    tr.setLocale('fr-CA');
    expect(tr.t(banner, 'banner.accept')).toBe('Accepter');
  });

  it("in the page's translator, switches with setLocale", () => {
    registerMessages('fr', fr);
    setLocale('fr');
    expect(t(form, 'form.submitting')).toBe('Envoi…');
    expect(t(banner, 'banner.decline')).toBe('Refuser');
    setLocale('en');
    expect(t(banner, 'banner.decline')).toBe('Decline');
  });
});

import { describe, it, expect, vi } from 'vitest';
import { bool, named, num, oneOf, str, parseOrDefault, settingReports } from '../../../src/contract/settings.js';
import { mapped, optional } from '../../../src/contract/setting-variants.js';
import { settingType } from '../../../scripts/settings-manifest.mjs';
import { settings as gallery } from '../../../src/blocks/ss-gallery/ss-gallery.settings.js';
import { fr } from '../../../src/i18n/fr/index.js';
import { registerMessages, setLocale } from '../../../src/i18n/index.js';

describe('settings', () => {
  it('names each setting by its property unless its declaration says otherwise (ours): kebab-case attribute, the name as JSON key', () => {
    const s = named({
      showMetaOnHover: bool(false),
      lightbox: bool(false, { keys: ['lightbox', 'lightboxEnabled'] }),
      disableDefaultUi: bool(false, { attribute: 'disable-default-ui' }),
      only: str('', { keys: [] }),
    });
    expect(Object.values(s).map((x) => [x.attribute, x.keys])).toEqual([
      ['show-meta-on-hover', ['showMetaOnHover']],
      ['lightbox', ['lightbox', 'lightboxEnabled']],
      ['disable-default-ui', ['disableDefaultUi']],
      ['only', []],
    ]);
    expect(s.showMetaOnHover.parse('')).toBe(true);
  });

  it('reads booleans from attribute strings and JSON', () => {
    const s = bool(false, { attribute: 'loop' });
    expect(s.parse('')).toBe(true);
    expect(s.parse('true')).toBe(true);
    expect(s.parse('false')).toBe(false);
    expect(s.parse(true)).toBe(true);
    expect(s.parse('maybe')).toBeUndefined();
  });

  it('bounds numbers just below and above the limit', () => {
    const s = num(250, { attribute: 'column-width', min: 0, exclusiveMin: true });
    expect(s.parse('0')).toBeUndefined();
    expect(s.parse('0.5')).toBe(0.5);
    expect(s.parse(300)).toBe(300);
    expect(s.parse('abc')).toBeUndefined();
  });

  it('matches enumerations case-insensitively and maps aliases', () => {
    expect(oneOf(['light', 'dark'], 'light', { attribute: 'theme' }).parse('DARK')).toBe('dark');
    const align = mapped({ left: 'start', center: 'middle', right: 'end', start: 'start', middle: 'middle', end: 'end' }, 'middle', {
      attribute: 'active-alignment',
    });
    expect(align.parse('left')).toBe('start');
    expect(align.parse('center')).toBe('middle');
    expect(align.parse('up')).toBeUndefined();
  });

  it('reports a bad value and uses the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(named({ name: str('x') }).name, 5)).toBe('x');
    await settingReports();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('expected a string');
    warn.mockRestore();
  });

  it('uses the default at once and logs the warning a moment later (its words load on the first bad value), in the order reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(named({ a: num(1, { min: 0 }) }).a, -1)).toBe(1);
    expect(parseOrDefault(named({ b: bool(false) }).b, 'maybe')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    await settingReports();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[ss-blocks] setting: -1 is not a valid a (expected a number ≥ 0); using 1.',
      '[ss-blocks] setting: "maybe" is not a valid b (expected true or false); using false.',
    ]);
    expect(parseOrDefault(named({ c: str('x') }).c, 5)).toBe('x');
    expect(warn).toHaveBeenCalledTimes(2);
    await settingReports();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('words where a bad value was found and what a valid one looks like', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { align, n, s } = named({
      align: mapped({ left: 'start', start: 'start', right: 'end', end: 'end' }, 'start'),
      n: num(1, { int: true, min: 0, exclusiveMin: true }),
      s: oneOf(['a', 'b'], 'a'),
    });
    parseOrDefault(align, 'up', { attribute: 'align' });
    parseOrDefault(n, 0, { element: 'img', attribute: 'n' });
    parseOrDefault(s, 'c', { element: 'ss-x', key: 'style' });
    await settingReports();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[ss-blocks] attribute align: "up" is not a valid align (expected one of left, start, right, end); using "start".',
      '[ss-blocks] img attribute n: 0 is not a valid n (expected an integer > 0); using 1.',
      '[ss-blocks] ss-x data "style": "c" is not a valid s (expected one of a, b); using "a".',
    ]);
    warn.mockRestore();
  });

  it('a setting without a default of its own names the default, in every locale (slides-per-row="-3")', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(gallery.slidesPerRow, '-3', { attribute: 'slides-per-row' })).toBeUndefined();
    await settingReports();
    registerMessages('fr', fr);
    setLocale('fr');
    try {
      parseOrDefault(gallery.slidesPerRow, '-3', { attribute: 'slides-per-row' });
      await settingReports();
    } finally {
      setLocale('en');
    }
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[ss-blocks] attribute slides-per-row: "-3" is not a valid slides-per-row (expected an integer ≥ 1); using the default.',
      '[ss-blocks] attribut slides-per-row\u00a0: "-3" invalide pour slides-per-row (attendu\u00a0: un entier ≥ 1)\u00a0; le réglage par défaut utilisé.',
    ]);
    for (const [message] of warn.mock.calls) expect(message).not.toMatch(/\{\w+\}/);
    warn.mockRestore();
  });

  it('gives each setting its type as TypeScript text for the manifest', () => {
    expect(settingType(bool(false, { attribute: 'a' }))).toBe('boolean');
    expect(settingType(num(1, { attribute: 'b' }))).toBe('number');
    expect(settingType(str('', { attribute: 'c' }))).toBe('string');
    expect(settingType(oneOf(['light', 'dark'], 'dark', { attribute: 'd' }))).toBe("'light' | 'dark'");
    expect(settingType(mapped({ left: 'start', start: 'start', end: 'end' }, 'start', { attribute: 'f' }))).toBe("'start' | 'end'");
    expect(settingType(optional(num(1, { attribute: 'e' })))).toBe('number | undefined');
    expect(optional(num(1, { attribute: 'e' })).default).toBeUndefined();
  });
});

// The maps service script's address (spec 000 §7: version 3, callback, key, optional
// language and region from the locale) and the external maps page (spec 000 §2).
import { describe, it, expect, vi } from 'vitest';
import { localeParams, mapsPageUrl, mapsScriptUrl, httpUrl, MAPS_SCRIPT, MAPS_PAGE, MAPS_TIMEOUT_MS } from '../../../src/services/maps.js';

describe('the script URL (spec 000 §7)', () => {
  it("has version 3, the callback and the key, and Google's address by default", () => {
    const url = new URL(mapsScriptUrl(MAPS_SCRIPT, 'AIza-key', 'ssMapsLoaded1'));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ v: '3', callback: 'ssMapsLoaded1', key: 'AIza-key' });
  });

  it('adds the language and region of the locale', () => {
    const q = (locale: string) => Object.fromEntries(new URL(mapsScriptUrl(MAPS_SCRIPT, 'k', 'cb', locale)).searchParams);
    expect(q('en-GB')).toMatchObject({ language: 'en-GB', region: 'GB' });
    expect(q('pt-br')).toMatchObject({ language: 'pt-BR', region: 'BR' });
    expect(q('fr')).toMatchObject({ language: 'fr' });
    expect(q('fr')).not.toHaveProperty('region');
    expect(q('')).not.toHaveProperty('language');
  });

  it("encodes the key, and keeps a configured address's own query", () => {
    const url = new URL(mapsScriptUrl('/demo/fake-maps.js?mode=hang', 'a&b=c d', 'cb'));
    expect(url.pathname).toBe('/demo/fake-maps.js');
    expect(url.searchParams.get('key')).toBe('a&b=c d');
    expect(url.searchParams.get('mode')).toBe('hang');
    expect(url.search).toContain('key=a%26b%3Dc+d');
  });

  it('times out after 30 s (spec 000 §9)', () => {
    expect(MAPS_TIMEOUT_MS).toBe(30000);
  });
});

describe('locale parameters', () => {
  it('language and region from a valid tag, nothing from an invalid one', () => {
    expect(localeParams('de-AT')).toEqual({ language: 'de-AT', region: 'AT' });
    expect(localeParams('zh-Hant-TW')).toEqual({ language: 'zh-Hant-TW', region: 'TW' });
    expect(localeParams('en')).toEqual({ language: 'en' });
    expect(localeParams('not a tag')).toEqual({});
    expect(localeParams(undefined)).toEqual({});
  });
});

describe('the external maps page (spec 000 §2)', () => {
  it('is Google Maps for the point by default', () => {
    expect(mapsPageUrl(MAPS_PAGE, 43.656, -70.251)).toBe('https://www.google.com/maps/search/?api=1&query=43.656%2C-70.251');
  });

  it('is refused when it is not a web address', () => {
    expect(mapsPageUrl('javascript:alert(1)', 1, 2)).toBeUndefined();
    expect(mapsPageUrl('data:text/html,x', 1, 2)).toBeUndefined();
  });

  it('a configured URL that is not http(s) is reported and the default used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(httpUrl(' javascript:alert(1) ', MAPS_PAGE)).toBe(MAPS_PAGE);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('is not an http(s) URL');
    expect(httpUrl('https://maps.example/js', MAPS_SCRIPT)).toBe('https://maps.example/js');
    expect(httpUrl('/demo/fake-maps.js', MAPS_SCRIPT)).toBe('/demo/fake-maps.js');
    expect(httpUrl(undefined, MAPS_SCRIPT)).toBe(MAPS_SCRIPT);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

import { describe, it, expect } from 'vitest';
import {
  faceCovers,
  fillTemplate,
  googleFontsUrl,
  isSoundCloudUrl,
  THIRD_PARTY_URLS,
  variationFace,
} from '../../../src/model/third-party.js';

describe('googleFontsUrl (spec 001 §7: a css2 stylesheet with family={name} repeated)', () => {
  const base = THIRD_PARTY_URLS.googleFonts;

  it('repeats family= once per name, in order, on the real service by default', () => {
    expect(base).toBe('https://fonts.googleapis.com/css2');
    expect(googleFontsUrl(base, ['Inter', 'Lora'])).toBe('https://fonts.googleapis.com/css2?family=Inter&family=Lora&display=swap');
  });

  it('writes spaces as + and keeps the service punctuation readable', () => {
    expect(googleFontsUrl(base, ['Playfair Display:ital,wght@0,400;1,700'])).toBe(
      'https://fonts.googleapis.com/css2?family=Playfair+Display:ital,wght@0,400;1,700&display=swap',
    );
  });

  it('percent-encodes what would change the query (& = # + ?)', () => {
    expect(googleFontsUrl(base, ['A&B=C#D+E?F'])).toBe('https://fonts.googleapis.com/css2?family=A%26B%3DC%23D%2BE%3FF&display=swap');
  });

  it('skips empty names and repeats (ours), and gives nothing without a name', () => {
    expect(googleFontsUrl(base, [' Inter ', '', 'Inter', '  '])).toBe('https://fonts.googleapis.com/css2?family=Inter&display=swap');
    expect(googleFontsUrl(base, [])).toBeUndefined();
    expect(googleFontsUrl(base, ['', ' '])).toBeUndefined();
  });

  it('appends to a base that has a query already (a configured stand-in)', () => {
    expect(googleFontsUrl('/demo/fake-fonts.css?v=2', ['Inter'])).toBe('/demo/fake-fonts.css?v=2&family=Inter&display=swap');
  });
});

describe('fillTemplate (ours: the kit id and the shortname cannot change the address)', () => {
  it('fills the Typekit kit and the comments provider count script', () => {
    expect(fillTemplate(THIRD_PARTY_URLS.typekit, 'kitId', 'abc1def')).toBe('https://use.typekit.net/abc1def.css');
    expect(fillTemplate(THIRD_PARTY_URLS.disqusCount, 'shortname', 'tidewater-cafe')).toBe('https://tidewater-cafe.disqus.com/count.js');
    expect(fillTemplate('/demo/fake-disqus-count.js?shortname={shortname}', 'shortname', ' site ')).toBe(
      '/demo/fake-disqus-count.js?shortname=site',
    );
  });

  it('refuses a value with anything but letters, digits (and hyphens in a shortname)', () => {
    for (const bad of ['', 'evil.com/x', 'a b', 'a@b', 'x?y', 'x#']) {
      expect(fillTemplate(THIRD_PARTY_URLS.disqusCount, 'shortname', bad), bad).toBeUndefined();
      expect(fillTemplate(THIRD_PARTY_URLS.typekit, 'kitId', bad), bad).toBeUndefined();
    }
    expect(fillTemplate(THIRD_PARTY_URLS.typekit, 'kitId', 'ab-c')).toBeUndefined();
  });
});

describe('Typekit faces (spec 001 §8: a Typekit font missing from the site’s set)', () => {
  const face = (family: string, style = 'normal', weight = '400') => ({ family, style, weight });

  it('reads a variation as style initial and weight in hundreds', () => {
    expect(variationFace('f', 'n4')).toEqual({ family: 'f', style: 'normal', weight: 400 });
    expect(variationFace('f', 'i7')).toEqual({ family: 'f', style: 'italic', weight: 700 });
    expect(variationFace('f', 'x4')).toBeUndefined();
    expect(variationFace('f', 'n0')).toBeUndefined();
  });

  it('matches the family without quotes or case, the style and the weight or weight range', () => {
    expect(faceCovers(face('"Tidewater-Serif"'), { family: 'tidewater-serif' })).toBe(true);
    expect(faceCovers(face('other'), { family: 'tidewater-serif' })).toBe(false);
    expect(faceCovers(face('f', 'italic', '400'), variationFace('f', 'i4')!)).toBe(true);
    expect(faceCovers(face('f', 'normal', '400'), variationFace('f', 'i4')!)).toBe(false);
    expect(faceCovers(face('f', 'normal', 'bold'), variationFace('f', 'n7')!)).toBe(true);
    expect(faceCovers(face('f', 'normal', '400 700'), variationFace('f', 'n7')!)).toBe(true);
    expect(faceCovers(face('f', 'normal', '400 700'), variationFace('f', 'n8')!)).toBe(false);
  });
});

describe('isSoundCloudUrl (spec 001 §8: invalid SoundCloud URLs)', () => {
  it('accepts track and playlist pages, short links and the embedded player carrying one', () => {
    for (const ok of [
      'https://soundcloud.com/artist/track',
      'http://soundcloud.com/artist/sets/album',
      'https://on.soundcloud.com/AbC12',
      'https://api.soundcloud.com/tracks/123',
      'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/123',
    ]) {
      expect(isSoundCloudUrl(ok), ok).toBe(true);
    }
  });
  it('refuses another host, no path, another scheme and a player without a valid address', () => {
    for (const bad of [
      '',
      'not a url',
      'https://soundcloud.com/',
      'https://soundcloud.com.evil.example/track',
      'https://example.com/artist/track',
      'javascript:alert(1)',
      'https://w.soundcloud.com/player/',
      'https://w.soundcloud.com/player/?url=https://example.com/x',
    ]) {
      expect(isSoundCloudUrl(bad), bad).toBe(false);
    }
  });
});

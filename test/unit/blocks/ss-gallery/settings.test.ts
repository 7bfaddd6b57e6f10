import { describe, it, expect, vi, afterEach } from 'vitest';
import {
  indexDefaults,
  settings as S,
  secondsToMs,
  stripVSize,
  STRIP_V_SIZE,
} from '../../../../src/blocks/ss-gallery/ss-gallery.settings.js';
import { GalleryIndex } from '../../../../src/model/gallery-index.js';
import { parseRatio } from '../../../../src/blocks/ss-gallery/ratio.js';
import { parseOrDefault, defaults, settingReports } from '../../../../src/contract/settings.js';
import { readSettings } from '../../../../src/contract/read-settings.js';

afterEach(() => vi.restoreAllMocks());

describe('gallery settings (spec 000 §3 Gallery block data)', () => {
  it('has the spec defaults (000 §3, §5, §9)', () => {
    expect(defaults(S)).toMatchObject({
      columnWidth: 250,
      autoplayDuration: 5,
      activeAlignment: 'middle',
      thumbnailsPerRow: 4,
      padding: 20,
      rowHeight: 250,
    });
  });

  it('has our defaults where the spec gives none', () => {
    expect(defaults(S)).toMatchObject({
      design: 'grid',
      imageAspectRatio: 'Auto',
      slidesPerRow: undefined,
      lightbox: false,
      lightboxTheme: 'dark',
      mixedContent: false,
      gutter: undefined,
      listImageSize: 50,
      squareThumbs: true,
      autoCrop: true,
      autoplay: false,
      thumbnails: false,
      vSize: undefined,
      aspectRatio: '',
      loop: true,
      keyboard: true,
      historyHash: false,
      currentIndex: 0,
    });
  });

  it('gives the strip vSize 10 when neither aspectRatio nor vSize is given (spec 000 §9)', () => {
    expect(STRIP_V_SIZE).toBe(10);
    expect(stripVSize({ vSize: undefined, aspectRatio: '' })).toBe(10);
    expect(stripVSize({ vSize: undefined, aspectRatio: '50' })).toBeUndefined();
    expect(stripVSize({ vSize: 12, aspectRatio: '' })).toBe(12);
    expect(stripVSize({ vSize: 0, aspectRatio: '50' })).toBe(0);
  });

  it('names attributes in kebab-case of the spec names', () => {
    expect(S.imageAspectRatio.attribute).toBe('image-aspect-ratio');
    expect(S.slidesPerRow.attribute).toBe('slides-per-row');
    expect(S.autoplayDuration.attribute).toBe('autoplay-duration');
    expect(S.activeAlignment.attribute).toBe('active-alignment');
    expect(S.thumbnailStripHeight.attribute).toBe('thumbnail-strip-height');
    expect(S.squareThumbs.attribute).toBe('square-thumbs');
  });

  it('converts autoplay-duration seconds to ms', () => {
    expect(secondsToMs(5)).toBe(5000);
    expect(secondsToMs(0.5)).toBe(500);
    expect(secondsToMs(2.25)).toBe(2250);
    expect(S.autoplayDuration.parse('3')).toBe(3);
    expect(S.autoplayDuration.parse('0')).toBeUndefined();
  });

  it('takes a URL or a path for collection-url, and reports one the browser cannot parse', async () => {
    expect(S.collectionUrl.parse('/gallery')).toBe('/gallery');
    expect(S.collectionUrl.parse('https://site.example/gallery/')).toBe('https://site.example/gallery/');
    expect(S.collectionUrl.parse('')).toBe('');
    expect(S.collectionUrl.parse('http://[')).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(S.collectionUrl, 'http://[')).toBe('');
    await settingReports();
    expect(warn.mock.calls[0][0]).toContain('expected a URL or a path');
  });

  it('maps active-alignment left/center/right to start/middle/end', async () => {
    expect(S.activeAlignment.parse('left')).toBe('start');
    expect(S.activeAlignment.parse('center')).toBe('middle');
    expect(S.activeAlignment.parse('right')).toBe('end');
    expect(S.activeAlignment.parse('end')).toBe('end');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(S.activeAlignment, 'top')).toBe('middle');
    await settingReports();
  });

  it('parses column width as a positive integer (spec 000 §5)', async () => {
    expect(S.columnWidth.parse('300')).toBe(300);
    expect(S.columnWidth.parse('300px')).toBe(300);
    expect(S.columnWidth.parse('250.9')).toBe(250);
    expect(S.columnWidth.parse(1)).toBe(1);
    expect(S.columnWidth.parse('1')).toBe(1);
    expect(S.columnWidth.parse(0)).toBeUndefined();
    expect(S.columnWidth.parse('0')).toBeUndefined();
    expect(S.columnWidth.parse('-5')).toBeUndefined();
    expect(S.columnWidth.parse('wide')).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrDefault(S.columnWidth, 'wide')).toBe(250);
    await settingReports();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads the spec names first, then the real keys of classic and section pages', () => {
    const el = { getAttribute: () => null, hasAttribute: () => false, localName: 'ss-gallery' } as unknown as Element;
    const classic = readSettings(el, S, {
      design: 'slideshow',
      'aspect-ratio': 'square',
      'thumbnails-per-row': 3,
      padding: 10,
      'auto-crop': false,
      'square-thumbs': false,
      'active-alignment': 'left',
      'autoplay-duration': 2,
      'meta-position': 'top-right',
      'show-meta': true,
      controls: false,
      newWindow: true,
      vSize: 12,
      aspectRatio: 50,
    });
    expect(classic).toMatchObject({
      design: 'slideshow',
      imageAspectRatio: 'square',
      thumbnailsPerRow: 3,
      padding: 10,
      autoCrop: false,
      squareThumbs: false,
      activeAlignment: 'start',
      autoplayDuration: 2,
      metaPosition: 'top-right',
      showMeta: true,
      controls: false,
      newWindow: true,
      vSize: 12,
      aspectRatio: '50',
    });
    const section = readSettings(el, S, { numColumns: 3, gutter: 12, aspectRatio: 'four-three', lightboxEnabled: true });
    expect(section).toMatchObject({ slidesPerRow: 3, gutter: 12, aspectRatio: 'four-three', lightbox: true });
    const both = readSettings(el, S, { imageAspectRatio: '16:9', 'aspect-ratio': 'square', slidesPerRow: 2, numColumns: 5 });
    expect(both).toMatchObject({ imageAspectRatio: '16:9', slidesPerRow: 2 });
  });
});

describe('the index model takes its defaults from the settings (spec 000 §3 Gallery options)', () => {
  const options = () => new GalleryIndex(indexDefaults()).options;

  it('has the spec defaults (000 §9: timeout 5000 ms, randomize on, keys 37 and 39)', () => {
    const o = options();
    expect(o.autoplayOptions).toMatchObject({ randomize: true, timeout: 5000 });
    expect(indexDefaults().timeout).toBe(5000);
    expect(o.keys).toEqual({ previous: [37], next: [39] });
  });

  it('has ours where the spec gives none (loop on, as the loop setting declares)', () => {
    const o = options();
    expect(o.autoplayOptions).toMatchObject({ interval: undefined, pauseOnMouseover: true });
    expect(o).toMatchObject({
      autoplay: false,
      currentIndex: 0,
      loop: true,
      keyboard: true,
      lazyLoad: true,
      historyHash: false,
      inMotion: false,
      numberOfSlides: 0,
    });
    expect(o.linkedGalleries).toEqual([]);
  });

  it('agrees with the settings on every option that is one: one source for each default', () => {
    const o = options();
    const shared = Object.keys(o).filter((k) => Object.hasOwn(S, k)) as (keyof typeof o & keyof typeof S)[];
    expect(shared.sort()).toEqual(['autoplay', 'currentIndex', 'historyHash', 'keyboard', 'lazyLoad', 'loop']);
    for (const k of shared) expect(o[k], k).toEqual(S[k].default);
    expect(o.autoplayOptions.timeout, 'autoplay-duration, in ms').toBe(secondsToMs(S.autoplayDuration.default));
  });
});

describe('parseRatio', () => {
  it.each([
    ['Auto', null],
    ['', null],
    ['square', 1],
    ['four-three', 4 / 3],
    ['three-four-vertical', 3 / 4],
    ['sixteen-nine', 16 / 9],
    ['nine-sixteen-vertical', 9 / 16],
    ['anamorphic-widescreen', 2.4],
    ['standard', 4 / 3],
    ['16:9', 16 / 9],
    ['3x2', 1.5],
    ['4/5', 0.8],
    ['1.5', 1.5],
    ['0:1', null],
    ['banana', null],
    ['__proto__', null],
    ['constructor', null],
  ])('%s → %s', (raw, ratio) => {
    expect(parseRatio(raw)).toBe(ratio);
  });
});

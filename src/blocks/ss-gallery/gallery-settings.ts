// Every gallery setting (spec 000 §3 "Gallery block data", "Gallery options"; real-markup.md
// "Gallery block", "Gallery sections"): the attribute is the kebab-case of the spec name; the
// JSON keys are the spec name first, then the keys real pages carry.
import { bool, mapped, num, oneOf, str, type Setting } from '../../contract/settings.js';

/** A setting with no default of its own: undefined means "the layout's default". */
function optional<T>(s: Setting<T>): Setting<T | undefined> {
  return { ...s, default: undefined, toAttribute: (v) => (v === undefined ? null : s.toAttribute(v)) };
}

/** spec 000 §5: a positive number; strings are parsed as integers ("300px" → 300). */
function positiveInt(def: number, o: { attribute: string; keys: string[] }): Setting<number> {
  const base = num(def, { ...o, min: 0, exclusiveMin: true });
  return {
    ...base,
    expected: 'a positive number',
    parse: (raw) => base.parse(typeof raw === 'string' ? Number.parseInt(raw, 10) : raw),
  };
}

/** spec 000 §3: autoplay-duration is given in seconds; timers need milliseconds. */
export const secondsToMs = (seconds: number): number => Math.round(seconds * 1000);

export const ALIGNMENTS = {
  left: 'start',
  center: 'middle',
  right: 'end',
  start: 'start',
  middle: 'middle',
  end: 'end',
} as const;

export const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;

const aspect = str('', { attribute: 'aspect-ratio', keys: ['aspectRatio'] });

export const gallerySettings = {
  design: str('grid', { attribute: 'design', keys: ['design'] }),
  imageAspectRatio: str('Auto', { attribute: 'image-aspect-ratio', keys: ['imageAspectRatio', 'aspect-ratio'] }),
  slidesPerRow: optional(num(3, { attribute: 'slides-per-row', keys: ['slidesPerRow', 'numColumns'], int: true, min: 1 })),
  lightbox: bool(false, { attribute: 'lightbox', keys: ['lightbox', 'lightboxEnabled'] }),
  lightboxTheme: oneOf(['light', 'dark'], 'dark', { attribute: 'lightbox-theme', keys: ['lightboxTheme', 'lightbox-theme'] }),
  mixedContent: bool(false, { attribute: 'mixed-content', keys: ['mixedContent'] }),
  columnWidth: positiveInt(250, { attribute: 'column-width', keys: ['columnWidth'] }),
  gutter: optional(num(0, { attribute: 'gutter', keys: ['gutter'], min: 0 })),
  listImageSize: num(50, { attribute: 'list-image-size', keys: ['listImageSize'], min: 0, max: 100, exclusiveMin: true }),
  squareThumbs: bool(true, { attribute: 'square-thumbs', keys: ['square-thumbs', 'squareThumbs'] }),
  autoCrop: bool(true, { attribute: 'auto-crop', keys: ['auto-crop', 'autoCrop', 'isCropping'] }),
  autoplay: bool(false, { attribute: 'autoplay', keys: ['autoplay'] }),
  autoplayDuration: num(5, { attribute: 'autoplay-duration', keys: ['autoplay-duration', 'autoplayDuration'], min: 0, exclusiveMin: true }),
  activeAlignment: mapped(ALIGNMENTS, 'middle', { attribute: 'active-alignment', keys: ['active-alignment', 'activeAlignment'] }),
  thumbnailsPerRow: num(4, { attribute: 'thumbnails-per-row', keys: ['thumbnails-per-row', 'thumbnailsPerRow'], int: true, min: 1 }),
  thumbnails: bool(false, { attribute: 'thumbnails', keys: ['thumbnails'] }),
  thumbnailStripHeight: num(80, { attribute: 'thumbnail-strip-height', keys: ['thumbnail-strip-height', 'thumbnailStripHeight'], min: 0 }),
  thumbnailStripMargin: num(10, { attribute: 'thumbnail-strip-margin', keys: ['thumbnail-strip-margin', 'thumbnailStripMargin'], min: 0 }),
  padding: num(20, { attribute: 'padding', keys: ['padding'], min: 0 }),
  vSize: optional(num(10, { attribute: 'v-size', keys: ['vSize'], min: 0 })),
  // A slider's height ratio on the platform is a number (doc 2 §9: 50); sections give a name.
  aspectRatio: { ...aspect, parse: (raw: unknown) => aspect.parse(typeof raw === 'number' ? String(raw) : raw) },
  // Keys real pages carry (real-markup.md "Gallery block").
  metaPosition: oneOf(META_POSITIONS, 'bottom-left', { attribute: 'meta-position', keys: ['meta-position', 'metaPosition'] }),
  showMeta: bool(false, { attribute: 'show-meta', keys: ['show-meta', 'showMeta'] }),
  showMetaOnHover: bool(false, { attribute: 'show-meta-on-hover', keys: ['show-meta-on-hover', 'showMetaOnHover'] }),
  controls: bool(true, { attribute: 'controls', keys: ['controls'] }),
  indicators: bool(false, { attribute: 'indicators', keys: ['indicators'] }),
  newWindow: bool(false, { attribute: 'new-window', keys: ['newWindow', 'new-window'] }),
  // Gallery options (spec 000 §3) that pages may set.
  loop: bool(true, { attribute: 'loop', keys: ['loop'] }),
  keyboard: bool(true, { attribute: 'keyboard', keys: ['keyboard'] }),
  historyHash: bool(false, { attribute: 'history-hash', keys: ['historyHash', 'history'] }),
  lazyLoad: bool(true, { attribute: 'lazy-load', keys: ['lazyLoad', 'lazy-load'] }),
  // Ours: justified rows' target height (spec 000 §9: 250).
  rowHeight: positiveInt(250, { attribute: 'row-height', keys: ['rowHeight'] }),
};

export type GallerySettings = typeof gallerySettings;

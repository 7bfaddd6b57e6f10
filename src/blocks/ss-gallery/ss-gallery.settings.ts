// Every gallery setting, declared once (spec 000 §3 "Gallery block data", "Gallery
// options"; the real pages' keys, spec folder real-markup.md "Gallery block", "Gallery
// sections"): the attribute is the kebab-case of the spec name; the JSON keys are the spec
// name first, then the keys real pages carry. The JSDoc of each is its documentation in the
// manifest and docs/elements.md, written for users: the sources are here. Defaults the spec
// does not give (ours): design grid, lightbox-theme dark, list-image-size 50, square-thumbs,
// auto-crop, controls, loop and keyboard on, swipe-boundaries inertial, snap-points 100%,
// thumbnail strip 80 px high and 10 px below, meta-position bottom-left, v-size 10 read as
// half the width. spec 000 §9 gives column-width and row-height 250, autoplay 5000 ms,
// transition fade, the current slide's click next, thumbnails-per-row 4, padding 20, the
// strip's vSize 10; §5 active-alignment middle.
import { bool, named, num, oneOf, str, type Declared, type Options } from '../../contract/settings.js';
import { mapped, optional } from '../../contract/setting-variants.js';
import type { DeclaredOptions } from '../../model/gallery-index.js';
import { DEFAULT_LIGHTBOX_THEME, LIGHTBOX_THEMES } from '../../model/lightbox-theme.js';
import { GRID_PADDING, GRID_PER_ROW } from './layouts/grid.js';
import { RATIO_NAMES } from './ratio.js';

/** spec 000 §5: a positive number; strings are parsed as integers ("300px" → 300). */
function positiveInt(def: number, o?: Options): Declared<number> {
  const base = num(def, { ...o, min: 0, exclusiveMin: true });
  return {
    ...base,
    parse: (raw) => base.parse(typeof raw === 'string' ? Number.parseInt(raw, 10) : raw),
  };
}

/** spec 000 §3: autoplay-duration is given in seconds; timers need milliseconds. */
export const secondsToMs = (seconds: number): number => Math.round(seconds * 1000);

/** spec 000 §9 Gallery layouts: the strip's vSize when neither aspectRatio nor vSize is given. */
export const STRIP_V_SIZE = 10;

/** The strip's vSize: as given, else 10 when no aspectRatio is given either (spec 000 §9). */
export const stripVSize = ({ vSize, aspectRatio }: { vSize?: number; aspectRatio: string }): number | undefined =>
  vSize ?? (aspectRatio.trim() ? undefined : STRIP_V_SIZE);

export const ALIGNMENTS = {
  left: 'start',
  center: 'middle',
  right: 'end',
  start: 'start',
  middle: 'middle',
  end: 'end',
} as const;

export const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;

/** Where the slide goes in the page address: auto (the path on the platform's pages, else the
 * hash), path, hash, query or none. */
export const ADDRESS_MODES = ['auto', 'path', 'hash', 'query', 'none'] as const;

/** What a click on the current slide does (spec 000 §4 "Strip layout", "Stacked"). */
export const CLICK_BEHAVIORS = ['next', 'previous', 'none', 'halves'] as const;

const aspect = str('');

/** A URL or a path ('' for none): the address is written under it, so one the browser
 * cannot parse ("http://[") is reported and replaced, not thrown on at navigation. */
function address(o?: Options): Declared<string> {
  const base = str('', { ...o, expected: { kind: 'url' } });
  return {
    ...base,
    parse: (raw) => {
      const s = base.parse(raw);
      return s !== undefined && (!s.trim() || URL.canParse(s, 'https://site.invalid/')) ? s : undefined;
    },
  };
}

/** The designs (spec 000 §2 "Gallery layouts": each maps to a layout; any other value falls
 * back to base, the layout of stacked). */
export const DESIGNS = ['grid', 'autogrid', 'autocolumns', 'list', 'carousel', 'slider', 'slideshow', 'stacked'] as const;
export type Design = (typeof DESIGNS)[number];

/** The slideshow's transitions by name (spec 000 §2 "Stacked has the transitions fade, ken
 * burns, new swipe, scroll and swipe"), checked by transition-names.ts. */
export const TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;
export type TransitionName = (typeof TRANSITIONS)[number];

/** One of a closed set, known names in their own spelling; any other name is kept as given,
 * for the gallery to warn about and replace (a design is laid out as base, design.ts; a
 * transition is fade, transition-names.ts). Not through the shared reader's fallback, which is
 * the default: spec 000 §2 falls back to base, with no bytes added to the reader every page
 * loads. Declared as the set, so the manifest and the editor offer its values. */
function oneOfOrAny<const V extends string>(values: readonly V[], def: V, o?: Options): Declared<string> {
  const base = oneOf(values, def, o);
  return { ...base, parse: (raw) => base.parse(raw) ?? (typeof raw === 'string' ? raw : undefined) };
}

export const settings = named({
  // The default grid is ours; the fallback is spec 000 §2's.
  /** grid | autogrid | autocolumns | list | carousel | slider | slideshow | stacked (default grid); any other value is logged and
   * stacked (the base layout) used. */
  design: oneOfOrAny(DESIGNS, 'grid'),
  /** A layout by name, overriding design: ours (autorows, strip, …) or a gallery section's (grid, masonry, strips, reel, fullscreen
   * slideshow); an unknown name is logged. */
  layout: str(''),
  /** Cell ratio: 'Auto' (none), "square", "four-three", "16:9", … */
  imageAspectRatio: str('Auto', {
    keys: ['imageAspectRatio', 'aspect-ratio'],
    expected: { kind: 'string', values: ['Auto', ...RATIO_NAMES] },
  }),
  /** Columns of the grid (thumbnails-per-row when absent); the most masonry columns (autocolumns) there are room for. */
  slidesPerRow: optional(num(3, { keys: ['slidesPerRow', 'numColumns'], int: true, min: 1 })),
  /** Activating a slide fires ss-gallery-lightbox-open. */
  lightbox: bool(false, { keys: ['lightbox', 'lightboxEnabled'] }),
  /** light | dark: the lightbox's theme, passed as lightboxTheme in ss-gallery-lightbox-open (a slide's data-lightbox-theme wins; default
   * dark). */
  lightboxTheme: oneOf(LIGHTBOX_THEMES, DEFAULT_LIGHTBOX_THEME, { keys: ['lightboxTheme', 'lightbox-theme'] }),
  /** Images and videos mixed: in the one-at-a-time layouts a video slide plays in place when the current one is clicked; without it a video
   * slide shows its poster and is treated as an image. */
  mixedContent: bool(false),
  /** autogrid/autocolumns minimum column width, px (default 250). */
  columnWidth: positiveInt(250),
  /** Space between slides, px; the layout's own when absent. */
  gutter: optional(num(0, { min: 0 })),
  /** list: the image's share of the width, percent (default 50). */
  listImageSize: num(50, { min: 0, max: 100, exclusiveMin: true }),
  /** Square grid cells when no ratio is set (default true). */
  squareThumbs: bool(true, { keys: ['square-thumbs', 'squareThumbs'] }),
  /** Crop images to fill their cell; false fits them (default true). */
  autoCrop: bool(true, { keys: ['auto-crop', 'autoCrop', 'isCropping'] }),
  /** Advance automatically (off under ?nomotion=true and prefers-reduced-motion). */
  autoplay: bool(false),
  /** Seconds per slide (default 5). */
  autoplayDuration: num(5, { keys: ['autoplay-duration', 'autoplayDuration'], min: 0, exclusiveMin: true }),
  /** Where the slider (strip) holds its current slide: left | center | right (→ start | middle | end; default middle). */
  activeAlignment: mapped(ALIGNMENTS, 'middle', { keys: ['active-alignment', 'activeAlignment'] }),
  /** The slideshow's transition: fade | ken-burns | swipe | new-swipe | scroll (default fade); an unknown name is logged and fade
   * used. */
  transition: oneOfOrAny(TRANSITIONS, 'fade'),
  /** A click on the current slide of a slider or slideshow: next | previous | none | halves (by which half was clicked); default
   * next. */
  activeSlideClickBehavior: oneOf(CLICK_BEHAVIORS, 'next', {
    keys: ['activeSlideClickBehavior', 'active-slide-click-behavior'],
  }),
  /** new-swipe: what the first and last slide do to a drag past them without loop, each none | hard | inertial; one word for both ends, two
   * for start and end (default inertial). */
  swipeBoundaries: str('inertial', { keys: ['swipeBoundaries', 'boundaries'] }),
  /** new-swipe: where a released track may rest, every N% of the width ("100%": slide by slide), or none (anywhere); default 100%. */
  snapPoints: str('100%', { keys: ['snapPoints', 'snap-points'] }),
  /** Grid columns when slides-per-row is absent (default 4). */
  thumbnailsPerRow: num(GRID_PER_ROW, {
    keys: ['thumbnails-per-row', 'thumbnailsPerRow'],
    int: true,
    min: 1,
  }),
  /** Show a strip of thumbnails under a one-at-a-time gallery, linked to it: a thumbnail makes its slide current, and the strip follows the
   * current slide. */
  thumbnails: bool(false),
  /** Thumbnail strip height, px, its vertical padding included (default 80). */
  thumbnailStripHeight: num(80, { keys: ['thumbnail-strip-height', 'thumbnailStripHeight'], min: 0 }),
  /** Space above the thumbnail strip, px (default 10). */
  thumbnailStripMargin: num(10, { keys: ['thumbnail-strip-margin', 'thumbnailStripMargin'], min: 0 }),
  /** Space between grid slides, px (default 20). */
  padding: num(GRID_PADDING, { min: 0 }),
  /** The slider's (strip's) height in twentieths of its width (10: half as high as wide); 10 when neither it nor aspect-ratio is
   * given. */
  vSize: optional(num(STRIP_V_SIZE, { min: 0 })),
  /** A number is the slider's height, percent of its width; a name ("square", "four-three") is a section's cell
   * ratio. */
  aspectRatio: { ...aspect, parse: (raw: unknown) => aspect.parse(typeof raw === 'number' ? String(raw) : raw) },
  /** Where the title and description sit over the slide: top, top-left, top-right, center, bottom, bottom-left, bottom-right (default
   * bottom-left). */
  metaPosition: oneOf(META_POSITIONS, 'bottom-left', { keys: ['meta-position', 'metaPosition'] }),
  /** One-at-a-time layouts: show the current slide's title and description (data-title, data-description) over it; in a carousel, each
   * slide's in view. */
  showMeta: bool(false, { keys: ['show-meta', 'showMeta'] }),
  /** Show the title and description only while the pointer is over the gallery or focus is in it (implies show-meta). */
  showMetaOnHover: bool(false, { keys: ['show-meta-on-hover', 'showMetaOnHover'] }),
  /** Show previous/next controls (default true). */
  controls: bool(true),
  /** One-at-a-time layouts: a row of buttons under the slides, one per slide (per row in a carousel), the current one marked; over 20, a "N
   * of M" count instead. */
  indicators: bool(false),
  /** Open click-through URLs in a new window. */
  newWindow: bool(false, { keys: ['newWindow', 'new-window'] }),
  /** Wrap at the ends (default true); without it the controls get a disabled class there. */
  loop: bool(true),
  /** Left/right arrow keys navigate (default true). */
  keyboard: bool(true),
  /** Reflect the slide in the address and select it from the address on load. */
  historyHash: bool(false, { keys: ['historyHash', 'history'] }),
  /** The collection's full URL for addressing (default: the site context's, else the page path). */
  collectionUrl: address(),
  /** Where the slide goes in the address (history-hash) and where the lightbox puts its item: `path` (`/gallery/dunes`, the platform's
   * form, which its server answers), `hash` (`#itemId=dunes`), `query` (`?itemId=dunes`), `none` (the address is left alone), or `auto`:
   * the path on the platform's pages (with a site context), else the hash, which a static site or an app's router leaves alone. */
  addressMode: oneOf(ADDRESS_MODES, 'auto'),
  /** The current slide (normalised: -1 is the last). */
  currentIndex: num(0, { int: true }),
  /** Load images as they near the viewport; false loads them all (in the page-wide load slots). */
  lazyLoad: bool(true, { keys: ['lazyLoad', 'lazy-load'] }),
  /** autorows target row height, px (default 250). */
  rowHeight: positiveInt(250),
  /** A classic block floated in the text beside it: left or right (default: not floated). */
  floatDir: optional(oneOf(['left', 'right'], 'left')),
  /** A floated gallery's width in twentieths of the column, as v-size is its height's (10: half the column; default 10). */
  hSize: num(10, { int: true, min: 1, max: 20 }),
  /** A gallery section's width: full (the content column; default), inset (within side margins) or full-bleed (the window's
   * width). */
  sectionWidth: oneOf(['full', 'inset', 'full-bleed'], 'full', { keys: ['width'] }),
  /** One-at-a-time layouts (a fullscreen slideshow): the slides' height, percent of the window's height; default: by their
   * ratio. */
  viewportHeight: optional(num(100, { min: 1, max: 100 })),
});

export type GallerySettings = typeof settings;

/** The index model's options that are settings here, at their declared defaults (spec 000 §3
 * "Gallery options"): the model takes them from this declaration and has none of its own. */
export const indexDefaults = (): DeclaredOptions => ({
  autoplay: settings.autoplay.default,
  timeout: secondsToMs(settings.autoplayDuration.default),
  currentIndex: settings.currentIndex.default,
  loop: settings.loop.default,
  keyboard: settings.keyboard.default,
  lazyLoad: settings.lazyLoad.default,
  historyHash: settings.historyHash.default,
});

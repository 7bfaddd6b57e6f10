// An image's settings, read from its attributes (spec 000 §3 "Image settings"; the
// platform's published `data-*` image attributes, spec folder real-markup.md "Images").
import { bool, named, num, oneOf, reportInvalid, str } from './settings.js';
import { mapped } from './setting-variants.js';
import { readSettings } from './read-settings.js';
import { t } from '../i18n/translator.js';
import { image } from '../i18n/en/image.js';
import {
  CENTERED,
  parseAlignment,
  parseResolution,
  writtenWidth,
  type Alignment,
  type CropMode,
  type Point,
  type Size,
  type SizeFormat,
} from '../model/image-sizing.js';

/** The spec's image errors (000 §8), in the current locale. */
export const imageError = (id: keyof typeof image): string => t(image, id);

const SETTINGS = named({
  /** Natural size, e.g. "1760x1226". */
  dimensions: str('', { attribute: 'data-image-dimensions', expected: { kind: 'dimensions' } }),
  /** Offsets in percent, so the crop survives a resize of the box. */
  fixedRatio: bool(false, { attribute: 'data-fixed-ratio' }),
  /** The point kept in view by a cover crop. */
  focalPoint: str('0.5,0.5', { attribute: 'data-image-focal-point', expected: { kind: 'focalPoint' } }),
  /** true/false: the loader loads it; viewport: sized, not loaded. */
  load: oneOf(['true', 'false', 'viewport'], 'true', { attribute: 'data-load' }),
  /** Request again even when the width is not larger. */
  forceImageUpdate: bool(false, { attribute: 'data-force-image-update' }),
  /** cover (fill) or contain (fit); else the parent's content-fill / content-fit class. */
  cropMode: mapped(
    {
      cover: 'cover',
      fill: 'cover',
      'content-fill': 'cover',
      contain: 'contain',
      fit: 'contain',
      'content-fit': 'contain',
      none: 'none',
    },
    'none',
    { attribute: 'data-mode' },
  ),
  /** Factor on the drawn width before a width is chosen. */
  sizeAdjustment: num(1, { attribute: 'data-size-adjustment', min: 0 }),
  /** ?format=750w, or -750w before the extension. */
  sizeFormat: oneOf(['queryString', 'filename'], 'queryString', { attribute: 'data-size-format' }),
  /** The image source to size. */
  source: str('', { attribute: 'data-src' }),
  /** false caps a contained image at its natural size. */
  stretch: bool(true, { attribute: 'data-image-stretch' }),
  /** Shown as the parent's background. */
  useBgImage: bool(false, { attribute: 'data-use-bg-image' }),
  /** object-fit and object-position instead of offsets. */
  useAdvancedPositioning: bool(false, { attribute: 'data-use-advanced-positioning' }),
  /** Count the DPR as 1 (default: the browser's save-data). */
  saveData: bool(false, { attribute: 'data-save-data' }),
  /** Lowest device pixel ratio counted. */
  minDpr: num(0, { attribute: 'data-min-dpr', min: 0 }),
  /** Highest device pixel ratio counted. */
  maxDpr: num(Infinity, { attribute: 'data-max-dpr', min: 0, exclusiveMin: true }),
});

export interface ImageSettings {
  dimensions: Size | null;
  fixedRatio: boolean;
  focalPoint: Point;
  load: boolean | 'viewport';
  forceImageUpdate: boolean;
  cropMode: CropMode;
  sizeAdjustment: number;
  sizeFormat: SizeFormat;
  source: string;
  stretch: boolean;
  useBgImage: boolean;
  useAdvancedPositioning: boolean;
  saveData: boolean;
  minDpr: number;
  maxDpr: number;
  /** Contain-fit only; centred when missing. */
  fitAlignment: Alignment;
  /** The width already loaded (`data-image-resolution`), 0 when none. */
  resolution: number;
}

/** "1760x1226" or "0.68,0.41" → two non-negative numbers; anything else is reported. */
function parsePair(raw: string, sep: RegExp, s: typeof SETTINGS.dimensions): number[] | null {
  if (!raw.trim()) return null;
  const n = raw.split(sep).map((v) => (v.trim() ? Number(v) : NaN));
  if (n.length === 2 && n.every((v) => Number.isFinite(v) && v >= 0)) return n;
  reportInvalid(s, raw, { element: 'img', attribute: s.attribute });
  return null;
}

const warned = new WeakSet<Element>();

/** Every image setting, from the image's attributes (and its parent's crop class and
 * alignment), defaults filled in. */
export function readImageSettings(img: HTMLImageElement): ImageSettings {
  const r = readSettings(img, SETTINGS);
  const parent = img.parentElement;
  let cropMode = r.cropMode;
  if (!img.hasAttribute('data-mode') && parent) {
    const c = parent.classList;
    cropMode = c.contains('content-fill') ? 'cover' : c.contains('content-fit') ? 'contain' : 'none';
  }
  let fitAlignment = CENTERED;
  if (cropMode === 'contain') {
    const a = parseAlignment(img.getAttribute('data-alignment') ?? parent?.getAttribute('data-alignment'));
    if (a) fitAlignment = a;
    else if (!warned.has(img)) {
      warned.add(img);
      console.warn(imageError('image.noAlignment'));
    }
  }
  const d = parsePair(r.dimensions, /x/i, SETTINGS.dimensions);
  const f = parsePair(r.focalPoint, /,/, SETTINGS.focalPoint) ?? [0.5, 0.5];
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  return {
    ...r,
    dimensions: d && d[0] > 0 && d[1] > 0 ? { width: d[0], height: d[1] } : null,
    focalPoint: { x: clamp(f[0]), y: clamp(f[1]) },
    load: r.load === 'viewport' ? 'viewport' : r.load === 'true',
    cropMode,
    source: r.source.trim(),
    saveData: img.hasAttribute('data-save-data') ? r.saveData : !!connection?.saveData,
    fitAlignment,
    resolution: parseResolution(img.getAttribute('data-image-resolution')) || writtenWidth(img.getAttribute('src'), r.source),
  };
}

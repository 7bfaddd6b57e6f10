// strip (the slider design, spec 000 §2): slides side by side at one height, each as wide as
// its ratio makes it, the current one aligned at the start, middle or end of the stage
// (spec 000 §5, §9: alignment middle by default, animation speed 0.5 s, preloadCount 1).
// Height (spec 000 §9: "vSize is 10 when neither aspectRatio nor vSize is given"; the units
// are ours): vSize in twentieths of the width (10: half as high as wide), else a numeric
// aspectRatio as percent of the width, else half the width.
import { t } from '../../../i18n/translator.js';
import { gallery } from '../../../i18n/en/gallery.js';
import { Boxes, placeSized, type Alignment, type GalleryLayout, type LayoutInput, type LayoutResult } from './types.js';

export const STRIP_SPEED = 500;
export const STRIP_PRELOAD = 1;
export const STRIP_ALIGNMENTS: readonly Alignment[] = ['start', 'middle', 'end'];

/** The strip's height for a stage width px wide: at most ten times the width (ours: a
 * height out of any screen's reach would only overflow the geometry). */
export function stripHeight(width: number, { vSize, heightPercent }: Pick<LayoutInput, 'vSize' | 'heightPercent'>): number {
  const h = vSize !== undefined ? (width * vSize) / 20 : heightPercent !== undefined ? (width * heightPercent) / 100 : width / 2;
  return Math.min(h, width * 10);
}

/** Where the track stands so that a slide at x, w wide, is aligned in a stage `width` wide.
 * Throws for an alignment other than start, middle or end (spec 000 §5). */
export function alignedLeft(x: number, w: number, width: number, alignment: Alignment): number {
  if (alignment === 'start') return x;
  if (alignment === 'middle') return x + w / 2 - width / 2;
  if (alignment === 'end') return x + w - width;
  throw new Error(t(gallery, 'gallery.stripAlignment', { value: String(alignment) }));
}

export function stripGeometry(height: number, aspects: readonly number[], ratio: number | null, gap: number): LayoutResult {
  const boxes = new Boxes(aspects.length);
  let x = 0;
  for (let i = 0; i < aspects.length; i++) {
    const w = height * (ratio ?? aspects[i]);
    boxes.set(i, x, 0, w, height);
    x += w + gap;
  }
  return { boxes, height: aspects.length ? height : 0, columns: 1, gap };
}

export const strip: GalleryLayout = {
  name: 'strip',
  navigable: true,
  geometry(input) {
    // A gap wider than the gallery shows nothing but gap (ours: at most the width).
    const gap = Math.min(input.gutter ?? input.padding, input.width);
    return stripGeometry(stripHeight(input.width, input), input.aspects, input.ratio, gap);
  },
  render: placeSized,
  track: {
    preload: () => STRIP_PRELOAD,
    per: () => 1,
    loops: true,
    anchor({ boxes: { data } }: LayoutResult, i: number, o) {
      return alignedLeft(data[4 * i], data[4 * i + 2], o.width, o.alignment);
    },
  },
};

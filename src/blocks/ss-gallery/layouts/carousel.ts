// carousel (spec 000 §4 "Carousel", §9 "Gallery layouts"): a row of equal cells, gutter 1,
// 3 per row, reduced to 2 below 480 px and to 3 below 724 px of the gallery's width; it
// moves a row (group) at a time and never wraps. Cells are square unless a ratio is set
// (square-thumbs off: the first slide's ratio). It loads its row, and only once it has moved
// preloads the next (ours: the spec gives the carousel no preload count, so until the visitor
// moves nothing beyond the view loads; then one row, its step, is ready ahead).
import { cellRatio } from './grid.js';
import { Boxes, placeSized, type GalleryLayout, type LayoutResult } from './types.js';

export const CAROUSEL_GUTTER = 1;
export const CAROUSEL_PER_ROW = 3;

/** Slides per row for a gallery `width` px wide: the setting, at most 2 below 480 px and at
 * most 3 below 724 px. */
export function carouselPerRow(width: number, setting = CAROUSEL_PER_ROW): number {
  const cap = width < 480 ? 2 : width < 724 ? 3 : Infinity;
  return Math.max(1, Math.min(setting, cap));
}

export const carousel: GalleryLayout = {
  name: 'carousel',
  navigable: true,
  geometry(input) {
    const per = carouselPerRow(input.width, input.columns);
    // Gutters take at most half the row (ours): a gutter wider than the gallery leaves cells.
    const gap = per > 1 ? Math.min(input.gutter ?? CAROUSEL_GUTTER, input.width / (2 * (per - 1))) : 0;
    const cell = Math.max(0, (input.width - gap * (per - 1)) / per);
    const ratio = cellRatio(input) ?? input.aspects[0] ?? 1;
    const height = cell / ratio;
    const boxes = new Boxes(input.aspects.length);
    for (let i = 0; i < boxes.length; i++) boxes.set(i, i * (cell + gap), 0, cell, height);
    return { boxes, height: boxes.length ? height : 0, columns: per, gap };
  },
  render: placeSized,
  track: {
    preload: (r: LayoutResult, moved: boolean) => (moved ? r.columns : 0),
    per: (r: LayoutResult) => r.columns,
    loops: false,
    anchor({ boxes: { data }, columns }: LayoutResult, i: number) {
      return data[4 * (i - (i % columns))];
    },
  },
};

// grid: a fixed number of columns (spec 000 §9: perRow 4, padding 20). Rows are as tall as
// the cell ratio gives, or (no fixed ratio, square thumbs off) as the row's tallest image.
import { Boxes, placeAbsolute, type GalleryLayout, type LayoutInput, type LayoutResult } from './types.js';

export const GRID_PER_ROW = 4;
export const GRID_PADDING = 20;

export function cellRatio({ ratio, squareThumbs }: LayoutInput): number | null {
  return ratio ?? (squareThumbs ? 1 : null);
}

export function gridGeometry(width: number, columns: number, gap: number, ratio: number | null, aspects: readonly number[]): LayoutResult {
  const cell = Math.max(0, (width - gap * (columns - 1)) / columns);
  const boxes = new Boxes(aspects.length);
  let y = 0;
  for (let start = 0; start < aspects.length; start += columns) {
    const row = aspects.slice(start, start + columns);
    const height = ratio ? cell / ratio : Math.max(...row.map((a) => cell / a));
    row.forEach((_, c) => boxes.set(start + c, c * (cell + gap), y, cell, height));
    y += height + gap;
  }
  return { boxes, height: boxes.length ? y - gap : 0, columns, gap };
}

export const grid: GalleryLayout = {
  name: 'grid',
  navigable: false,
  geometry(input) {
    const columns = input.columns ?? input.thumbnailsPerRow ?? GRID_PER_ROW;
    return gridGeometry(input.width, columns, input.gutter ?? input.padding, cellRatio(input), input.aspects);
  },
  render: placeAbsolute,
};

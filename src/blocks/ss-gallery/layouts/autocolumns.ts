// autocolumns: masonry columns (spec 000 §9: column width 250, gutter 0), at most
// slides-per-row of them when it is set (a section's numColumns; ours: fewer where the width
// has no room for them at the column width, as on a phone). Each slide goes to the shortest
// column, at the column's width and its own aspect ratio.
import { Boxes, columnsFor, placeAbsolute, type GalleryLayout } from './types.js';

export const AUTOCOLUMNS_GUTTER = 0;

export const autocolumns: GalleryLayout = {
  name: 'autocolumns',
  navigable: false,
  geometry({ width, aspects, ratio, columnWidth, gutter, columns: most }) {
    const gap = gutter ?? AUTOCOLUMNS_GUTTER;
    const columns = Math.min(columnsFor(width, columnWidth, gap), most ?? Infinity);
    const cell = Math.max(0, (width - gap * (columns - 1)) / columns);
    const tops = new Array<number>(columns).fill(0);
    const boxes = new Boxes(aspects.length);
    aspects.forEach((a, i) => {
      let col = 0;
      for (let c = 1; c < columns; c++) if (tops[c] < tops[col]) col = c;
      const height = cell / (ratio ?? a);
      boxes.set(i, col * (cell + gap), tops[col], cell, height);
      tops[col] += height + gap;
    });
    return { boxes, height: boxes.length ? Math.max(...tops) - gap : 0, columns, gap };
  },
  render: placeAbsolute,
};

// autogrid: as many columns of at least the column width as fit (spec 000 §9: 250), cells
// stretched to fill the row.
import { cellRatio, gridGeometry } from './grid.js';
import { columnsFor, placeAbsolute, type GalleryLayout } from './types.js';

export const autogrid: GalleryLayout = {
  name: 'autogrid',
  navigable: false,
  geometry(input) {
    const gap = input.gutter ?? input.padding;
    const columns = columnsFor(input.width, input.columnWidth, gap);
    return gridGeometry(input.width, columns, gap, cellRatio(input), input.aspects);
  },
  render: placeAbsolute,
};

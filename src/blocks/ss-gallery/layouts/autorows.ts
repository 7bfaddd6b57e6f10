// autorows: justified rows (spec 000 §9: row height 250, gutter 20). Slides keep their
// aspect ratio; each full row is scaled so it fills the width exactly, choosing for each
// row the break that keeps its height closest to the target. The last row keeps the target
// height (it is never stretched beyond it) and is left-aligned.
import { Boxes, placeAbsolute, type GalleryLayout } from './types.js';

export const AUTOROWS_GUTTER = 20;

export const autorows: GalleryLayout = {
  name: 'autorows',
  navigable: false,
  geometry({ width, aspects, ratio, rowHeight, gutter }) {
    const gap = gutter ?? AUTOROWS_GUTTER;
    const boxes = new Boxes(aspects.length);
    let row: number[] = [];
    let sum = 0;
    let y = 0;
    let columns = 0;
    const fit = (count: number, total: number) => (width - gap * (count - 1)) / total;
    const close = (height: number) => {
      let x = 0;
      for (const i of row) {
        const w = (ratio ?? aspects[i]) * height;
        boxes.set(i, x, y, w, height);
        x += w + gap;
      }
      columns = Math.max(columns, row.length);
      y += height + gap;
      row = [];
      sum = 0;
    };
    aspects.forEach((a0, i) => {
      const a = ratio ?? a0;
      row.push(i);
      sum += a;
      const h = fit(row.length, sum);
      if (h > rowHeight) return;
      if (row.length > 1) {
        const without = fit(row.length - 1, sum - a);
        if (without - rowHeight < rowHeight - h) {
          row.pop();
          sum -= a;
          close(without);
          row.push(i);
          sum = a;
          if (width / a <= rowHeight) close(width / a);
          return;
        }
      }
      close(h);
    });
    if (row.length) close(Math.min(rowHeight, fit(row.length, sum)));
    return { boxes, height: boxes.length ? y - gap : 0, columns, gap };
  },
  render: placeAbsolute,
};

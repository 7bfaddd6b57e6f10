import { describe, it, expect } from 'vitest';
import { layoutInput } from './layout-input.js';
import { autocolumns } from '../../../../src/blocks/ss-gallery/layouts/autocolumns.js';
import { autogrid } from '../../../../src/blocks/ss-gallery/layouts/autogrid.js';
import { autorows } from '../../../../src/blocks/ss-gallery/layouts/autorows.js';
import { base } from '../../../../src/blocks/ss-gallery/layouts/base.js';
import { grid } from '../../../../src/blocks/ss-gallery/layouts/grid.js';
import { list } from '../../../../src/blocks/ss-gallery/layouts/list.js';
import { boxAt, Boxes, columnsFor, nearRange, px, type Box } from '../../../../src/blocks/ss-gallery/layouts/types.js';

const input = layoutInput(1000);

/** A repeatable mix of portrait, landscape and panorama ratios. */
const mixed = (n: number) => Array.from({ length: n }, (_, i) => [1.5, 0.75, 1, 2.4, 1.33, 0.6][i % 6]);

const boxList = (boxes: Boxes): Box[] => Array.from({ length: boxes.length }, (_, i) => boxAt(boxes, i));

function rows(boxes: Box[]): Box[][] {
  const byY = new Map<number, Box[]>();
  for (const b of boxes) byY.set(b.y, [...(byY.get(b.y) ?? []), b]);
  return [...byY.values()];
}

describe('grid (spec 000 §9: perRow 4, padding 20)', () => {
  it('lays out 4 square columns with 20 px between them by default', () => {
    const r = grid.geometry(input({ aspects: mixed(9) }));
    expect(r.columns).toBe(4);
    expect(r.gap).toBe(20);
    const cell = (1000 - 3 * 20) / 4;
    expect(boxAt(r.boxes, 0)).toEqual({ x: 0, y: 0, width: cell, height: cell });
    expect(boxAt(r.boxes, 1).x).toBe(cell + 20);
    expect(boxAt(r.boxes, 3).x + boxAt(r.boxes, 3).width).toBeCloseTo(1000, 9);
    expect(boxAt(r.boxes, 4)).toEqual({ x: 0, y: cell + 20, width: cell, height: cell });
    expect(r.height).toBeCloseTo(3 * cell + 2 * 20, 9);
  });
  it('takes slidesPerRow before thumbnails-per-row, and gutter before padding', () => {
    expect(grid.geometry(input({ aspects: mixed(6), thumbnailsPerRow: 3 })).columns).toBe(3);
    const r = grid.geometry(input({ aspects: mixed(6), thumbnailsPerRow: 3, columns: 2, gutter: 0 }));
    expect(r.columns).toBe(2);
    expect(boxAt(r.boxes, 1).x).toBe(500);
  });
  it('uses a fixed ratio, else the tallest image of the row when square thumbs are off', () => {
    const fixed = grid.geometry(input({ aspects: [1, 1], columns: 2, gutter: 0, ratio: 2 }));
    expect(boxAt(fixed.boxes, 0).height).toBe(250);
    const auto = grid.geometry(input({ aspects: [2, 0.5], columns: 2, gutter: 0, squareThumbs: false }));
    expect(boxAt(auto.boxes, 0).height).toBe(1000);
    expect(boxAt(auto.boxes, 1).height).toBe(1000);
  });
  it('is empty for no slides', () => {
    const empty = grid.geometry(input({ aspects: [] }));
    expect(boxList(empty.boxes)).toEqual([]);
    expect(empty.height).toBe(0);
  });
});

describe('autogrid and autocolumns column counts (column width 250)', () => {
  it('fits as many columns of at least the column width as the width allows', () => {
    expect(columnsFor(1000, 250, 0)).toBe(4);
    expect(columnsFor(999, 250, 0)).toBe(3);
    expect(columnsFor(1060, 250, 20)).toBe(4);
    expect(columnsFor(1059, 250, 20)).toBe(3);
    expect(columnsFor(100, 250, 0)).toBe(1);
  });
  it('autogrid stretches the columns to the full width', () => {
    const r = autogrid.geometry(input({ width: 1100, aspects: mixed(8) }));
    expect(r.columns).toBe(4);
    const last = boxAt(r.boxes, 3);
    expect(last.x + last.width).toBeCloseTo(1100, 9);
    expect(boxAt(r.boxes, 0).width).toBeGreaterThanOrEqual(250);
  });
});

describe('autocolumns (spec 000 §9: column width 250, gutter 0)', () => {
  it('places each slide in the shortest column at its own ratio, no gutter by default', () => {
    const r = autocolumns.geometry(input({ width: 750, aspects: [1, 0.5, 2, 1, 1] }));
    expect(r.columns).toBe(3);
    expect(r.gap).toBe(0);
    expect(
      boxList(r.boxes)
        .slice(0, 3)
        .map((b) => [b.x, b.y, b.height]),
    ).toEqual([
      [0, 0, 250],
      [250, 0, 500],
      [500, 0, 125],
    ]);
    // The fourth goes under the shortest (third) column, the fifth under the first.
    expect(boxAt(r.boxes, 3)).toEqual({ x: 500, y: 125, width: 250, height: 250 });
    expect(boxAt(r.boxes, 4)).toEqual({ x: 0, y: 250, width: 250, height: 250 });
    expect(r.height).toBe(500);
  });
  it('keeps a gutter between columns and between slides of a column', () => {
    const r = autocolumns.geometry(input({ width: 520, aspects: [1, 1, 1], gutter: 20 }));
    expect(r.columns).toBe(2);
    expect(boxAt(r.boxes, 1).x).toBe(270);
    expect(boxAt(r.boxes, 2).y).toBe(270);
  });

  it("at most slides-per-row columns when it is set (a section's numColumns; ours), fewer where they do not fit", () => {
    const three = autocolumns.geometry(input({ width: 1280, aspects: mixed(6), columns: 3, gutter: 6 }));
    expect(three.columns).toBe(3);
    const last = boxAt(three.boxes, 2);
    expect(last.x + last.width).toBeCloseTo(1280, 9);
    expect(autocolumns.geometry(input({ width: 390, aspects: mixed(6), columns: 3 })).columns).toBe(1);
    expect(autocolumns.geometry(input({ width: 1280, aspects: mixed(6) })).columns).toBe(5);
  });
});

describe('autorows (spec 000 §9: row height 250, gutter 20)', () => {
  const width = 1000;
  const r = autorows.geometry(input({ width, aspects: mixed(60) }));
  const all = rows(boxList(r.boxes));

  it('fills every full row to the width exactly (within 1 px), with 20 px gutters', () => {
    expect(r.gap).toBe(20);
    for (const row of all.slice(0, -1)) {
      const right = row[row.length - 1].x + row[row.length - 1].width;
      expect(Math.abs(right - width)).toBeLessThan(1);
      for (let i = 1; i < row.length; i++) expect(row[i].x - (row[i - 1].x + row[i - 1].width)).toBeCloseTo(20, 9);
    }
  });
  it('keeps each slide ratio and rows near the target height', () => {
    boxList(r.boxes).forEach((b, i) => expect(b.width / b.height).toBeCloseTo(mixed(60)[i], 9));
    for (const row of all.slice(0, -1)) {
      expect(row[0].height).toBeGreaterThan(250 / 2);
      expect(row[0].height).toBeLessThan(250 * 2);
    }
  });
  it('never stretches the last row beyond the row height and never overflows', () => {
    const last = all[all.length - 1];
    expect(last[0].height).toBeLessThanOrEqual(250);
    const right = last[last.length - 1].x + last[last.length - 1].width;
    expect(right).toBeLessThanOrEqual(width + 1e-9);
  });
  it('stacks rows with the gutter between them', () => {
    for (let i = 1; i < all.length; i++) expect(all[i][0].y).toBeCloseTo(all[i - 1][0].y + all[i - 1][0].height + 20, 9);
    expect(r.height).toBeCloseTo(all[all.length - 1][0].y + all[all.length - 1][0].height, 9);
  });
  it('keeps a short single row at the row height', () => {
    const one = autorows.geometry(input({ width, aspects: [1, 1] }));
    expect(boxList(one.boxes)).toEqual([
      { x: 0, y: 0, width: 250, height: 250 },
      { x: 270, y: 0, width: 250, height: 250 },
    ]);
  });
  it('gives a panorama wider than the row a row of its own, exactly the width', () => {
    const p = autorows.geometry(input({ width, aspects: [8, 1, 1] }));
    expect(boxAt(p.boxes, 0)).toEqual({ x: 0, y: 0, width, height: 125 });
    expect(boxAt(p.boxes, 1)).toMatchObject({ x: 0, y: 145, height: 250 });
  });
  it('chooses the break that keeps the row closest to the target height', () => {
    // Width 1000, gutter 0: three squares give 333 px (too tall by 83), four 250 exactly.
    const q = autorows.geometry(input({ width, gutter: 0, aspects: [1, 1, 1, 1, 1] }));
    expect(boxAt(q.boxes, 3)).toEqual({ x: 750, y: 0, width: 250, height: 250 });
    expect(boxAt(q.boxes, 4).y).toBe(250);
  });
});

describe('list', () => {
  it('gives the image listImageSize percent of the width at its ratio', () => {
    const r = list.geometry(input({ width: 800, aspects: [2, 1], listImageSize: 25, gutter: 10 }));
    expect(boxList(r.boxes)).toEqual([
      { x: 0, y: 0, width: 200, height: 100 },
      { x: 0, y: 110, width: 200, height: 200 },
    ]);
  });
});

describe('base', () => {
  it('sizes every slide as one box, by the fixed ratio or the first slide, one stage width apart on the track', () => {
    expect(boxList(base.geometry(input({ width: 800, aspects: [2, 1] })).boxes)).toEqual([
      { x: 0, y: 0, width: 800, height: 400 },
      { x: 800, y: 0, width: 800, height: 400 },
    ]);
    expect(base.geometry(input({ width: 800, aspects: [2, 1], ratio: 1 })).height).toBe(800);
    expect(base.navigable).toBe(true);
    expect([grid, autogrid, autocolumns, autorows, list].every((l) => !l.navigable)).toBe(true);
  });
});

describe('Boxes (a typed array, no object per slide)', () => {
  it('keeps x, y, width, height per slide and gives them back as boxes', () => {
    const b = new Boxes(2);
    b.set(1, 10.5, 20, 30, 40.25);
    expect(b.length).toBe(2);
    expect(b.data).toBeInstanceOf(Float64Array);
    expect(b.data).toHaveLength(8);
    expect(boxAt(b, 1)).toEqual({ x: 10.5, y: 20, width: 30, height: 40.25 });
    expect(boxList(b)).toEqual([
      { x: 0, y: 0, width: 0, height: 0 },
      { x: 10.5, y: 20, width: 30, height: 40.25 },
    ]);
  });
});

describe('nearRange (the slides placed before the first paint)', () => {
  // Rows 100 px tall with no gap: slide i spans [100i, 100i + 100).
  const column = (n: number) => {
    const b = new Boxes(n);
    for (let i = 0; i < n; i++) b.set(i, 0, i * 100, 100, 100);
    return b;
  };

  it('takes the first to the last slide reaching into [top, bottom)', () => {
    expect(nearRange(column(10), 250, 450)).toEqual([2, 5]);
    // A box ending exactly at top, or starting exactly at bottom, is outside.
    expect(nearRange(column(10), 300, 500)).toEqual([3, 5]);
    expect(nearRange(column(10), 299.5, 500.5)).toEqual([2, 6]);
    expect(nearRange(column(10), -1000, 50)).toEqual([0, 1]);
  });

  it('spans slides out of order (masonry) and gives [0, 0) when none is near', () => {
    const b = new Boxes(3);
    b.set(0, 0, 0, 100, 500);
    b.set(1, 100, 0, 100, 50);
    b.set(2, 100, 50, 100, 50);
    expect(nearRange(b, 200, 300)).toEqual([0, 1]);
    expect(nearRange(b, 60, 70)).toEqual([0, 3]);
    expect(nearRange(column(10), 2000, 3000)).toEqual([0, 0]);
    expect(nearRange(new Boxes(0), 0, 100)).toEqual([0, 0]);
  });
});

describe('px', () => {
  it('writes CSS pixels to two decimals', () => {
    expect(px(235)).toBe('235.00px');
    expect(px(333.3333)).toBe('333.33px');
    expect(px(0)).toBe('0.00px');
  });
});

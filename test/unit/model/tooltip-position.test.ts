import { describe, it, expect } from 'vitest';
import {
  atAnchor,
  atPointer,
  TOOLTIP_DELAY_MS,
  TOOLTIP_EDGE_MARGIN,
  TOOLTIP_FADE_MS,
  TOOLTIP_MOUSE_OFFSET,
  TOOLTIP_WIDTH,
} from '../../../src/model/tooltip-position.js';

const VIEW = { width: 1000, height: 800 };
const BOX = { width: 250, height: 60 };

describe('tooltip position (spec 001 §9)', () => {
  it('has the spec numbers', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_WIDTH, TOOLTIP_MOUSE_OFFSET, TOOLTIP_EDGE_MARGIN, TOOLTIP_FADE_MS]).toEqual([1200, 250, 15, 20, 300]);
  });

  it('goes 15 px right of and below the mouse', () => {
    expect(atPointer(100, 200, BOX, VIEW)).toEqual({ left: 115, top: 215 });
  });

  it('stays 20 px inside the right edge: just inside, at, and past it', () => {
    // right edge at 1000 - 20 = 980: the box ends there when left = 730, i.e. the mouse at 715
    expect(atPointer(714, 200, BOX, VIEW).left).toBe(729);
    expect(atPointer(715, 200, BOX, VIEW).left).toBe(730);
    expect(atPointer(716, 200, BOX, VIEW).left).toBe(730);
    expect(atPointer(990, 200, BOX, VIEW).left).toBe(730);
  });

  it('stays 20 px inside the left and top edges', () => {
    expect(atPointer(0, 0, BOX, VIEW)).toEqual({ left: 20, top: 20 });
    expect(atPointer(4, 4, BOX, VIEW)).toEqual({ left: 20, top: 20 });
    expect(atPointer(5, 5, BOX, VIEW)).toEqual({ left: 20, top: 20 });
    expect(atPointer(6, 6, BOX, VIEW)).toEqual({ left: 21, top: 21 });
  });

  it('goes above the mouse where it would come within 20 px of the bottom edge', () => {
    // bottom edge at 780: below fits while y + 15 + 60 <= 780, i.e. y <= 705
    expect(atPointer(100, 705, BOX, VIEW).top).toBe(720);
    expect(atPointer(100, 706, BOX, VIEW).top).toBe(706 - 15 - 60);
  });

  it('a box wider or taller than the viewport keeps the left and top margins', () => {
    expect(atPointer(100, 100, { width: 250, height: 900 }, { width: 200, height: 800 })).toEqual({ left: 20, top: 20 });
  });

  it('under a focused control, left edges aligned, or above it at the bottom edge (ours)', () => {
    expect(atAnchor({ left: 300, right: 380, top: 100, bottom: 140 }, BOX, VIEW)).toEqual({ left: 300, top: 155 });
    expect(atAnchor({ left: 900, right: 980, top: 740, bottom: 780 }, BOX, VIEW)).toEqual({ left: 730, top: 740 - 15 - 60 });
  });

  describe('right to left (ours: mirrored)', () => {
    it('goes 15 px left of and below the mouse: its right edge 15 px left of it', () => {
      expect(atPointer(400, 200, BOX, VIEW, true)).toEqual({ left: 400 - 15 - 250, top: 215 });
    });

    it('stays 20 px inside the left edge: just inside, at, and past it', () => {
      // left = x - 265 reaches 20 at x = 285
      expect(atPointer(286, 200, BOX, VIEW, true).left).toBe(21);
      expect(atPointer(285, 200, BOX, VIEW, true).left).toBe(20);
      expect(atPointer(284, 200, BOX, VIEW, true).left).toBe(20);
      expect(atPointer(990, 200, BOX, VIEW, true).left).toBe(725);
      expect(atPointer(999, 200, BOX, VIEW, true).left, 'and inside the right one').toBe(730);
    });

    it('under a focused control, right edges aligned', () => {
      expect(atAnchor({ left: 300, right: 580, top: 100, bottom: 140 }, BOX, VIEW, true)).toEqual({ left: 330, top: 155 });
      expect(atAnchor({ left: 0, right: 100, top: 100, bottom: 140 }, BOX, VIEW, true).left).toBe(20);
    });
  });
});

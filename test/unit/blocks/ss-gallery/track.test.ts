import { describe, it, expect } from 'vitest';
import { layoutInput } from './layout-input.js';
import { ahead, period, visible } from '../../../../src/blocks/ss-gallery/layouts/track.js';
import { alignedLeft, strip, stripHeight, STRIP_PRELOAD, STRIP_SPEED } from '../../../../src/blocks/ss-gallery/layouts/strip.js';
import { carousel, carouselPerRow, CAROUSEL_GUTTER, CAROUSEL_PER_ROW } from '../../../../src/blocks/ss-gallery/layouts/carousel.js';
import { base, stacked, STACKED_PRELOAD, STACKED_SPEED } from '../../../../src/blocks/ss-gallery/layouts/stacked.js';
import { boxAt, type TrackOptions } from '../../../../src/blocks/ss-gallery/layouts/types.js';
import { parseBoundaries, parseSnapPoints, transitionNamed, TRANSITIONS } from '../../../../src/blocks/ss-gallery/transition-names.js';

const input = layoutInput(800);
const opts = (o: Partial<TrackOptions> = {}): TrackOptions => ({ width: 800, loop: true, alignment: 'middle', ...o });

describe('strip (spec 000 §9: speed 0.5 s, preloadCount 1, alignment middle, vSize 10)', () => {
  it('has the spec constants', () => {
    expect([STRIP_SPEED, STRIP_PRELOAD]).toEqual([500, 1]);
  });
  it('is vSize twentieths of the width high, else aspectRatio percent, else half the width', () => {
    expect(stripHeight(800, { vSize: 10 })).toBe(400);
    expect(stripHeight(800, { vSize: 6 })).toBe(240);
    expect(stripHeight(800, { heightPercent: 40 })).toBe(320);
    expect(stripHeight(800, { vSize: 4, heightPercent: 40 })).toBe(160);
    expect(stripHeight(800, {})).toBe(400);
  });
  it('puts slides side by side, each as wide as its ratio, the gutter (else padding) between', () => {
    const g = strip.geometry(input({ aspects: [1.5, 0.75], vSize: 10 }));
    expect(boxAt(g.boxes, 0)).toEqual({ x: 0, y: 0, width: 600, height: 400 });
    expect(boxAt(g.boxes, 1)).toEqual({ x: 620, y: 0, width: 300, height: 400 });
    expect(strip.geometry(input({ aspects: [1, 1], vSize: 10, gutter: 0 })).boxes.data[4]).toBe(400);
    expect(strip.geometry(input({ aspects: [2, 0.5], vSize: 10, ratio: 1 })).boxes.data[6]).toBe(400);
  });
  it('aligns the current slide at the start, middle or end; any other alignment is an error (spec 000 §5)', () => {
    expect(alignedLeft(1000, 300, 800, 'start')).toBe(1000);
    expect(alignedLeft(1000, 300, 800, 'middle')).toBe(750);
    expect(alignedLeft(1000, 300, 800, 'end')).toBe(500);
    expect(() => alignedLeft(0, 300, 800, 'left' as never)).toThrow('Strip alignment is start, middle or end, not "left".');
  });
});

describe('carousel (spec 000 §9: gutter 1, 3 per row, 2 below 480 px, 3 below 724 px)', () => {
  it('has the spec constants', () => {
    expect([CAROUSEL_GUTTER, CAROUSEL_PER_ROW]).toEqual([1, 3]);
  });
  it('reduces slides per row by width', () => {
    expect(carouselPerRow(479)).toBe(2);
    expect(carouselPerRow(480)).toBe(3);
    expect(carouselPerRow(479, 5)).toBe(2);
    expect(carouselPerRow(480, 5)).toBe(3);
    expect(carouselPerRow(723, 5)).toBe(3);
    expect(carouselPerRow(724, 5)).toBe(5);
    expect(carouselPerRow(1000)).toBe(3);
    expect(carouselPerRow(1000, 1)).toBe(1);
  });
  it('lays equal square cells 1 px apart and anchors each slide at its row', () => {
    const g = carousel.geometry(input({ aspects: [1, 1, 1, 1, 1] }));
    const cell = (800 - 2) / 3;
    expect(g.columns).toBe(3);
    expect(boxAt(g.boxes, 1)).toEqual({ x: cell + 1, y: 0, width: cell, height: cell });
    expect(carousel.track!.anchor(g, 4, opts())).toBeCloseTo(3 * (cell + 1), 9);
    expect(carousel.track!.per(g)).toBe(3);
    expect(carousel.track!.preload(g, false), 'nothing ahead until it moved').toBe(0);
    expect(carousel.track!.preload(g, true), 'then its next row').toBe(3);
    expect(carousel.track!.loops).toBe(false);
  });
  it('strip: a height at most ten times the width (ours)', () => {
    expect(stripHeight(500, { vSize: 3.6e305 })).toBe(5000);
    expect(stripHeight(500, { heightPercent: Infinity })).toBe(5000);
    expect(stripHeight(500, { vSize: 200 })).toBe(5000);
  });
  it("strip: a gap at most the gallery's width, whatever the padding says (ours)", () => {
    const g = strip.geometry(input({ width: 500, aspects: [1, 1], padding: 2.5e307 }));
    expect(boxAt(g.boxes, 1).x).toBe(boxAt(g.boxes, 0).width + 500);
  });
  it('keeps cells when the gutter is wider than the row: gutters take at most half of it (ours)', () => {
    const g = carousel.geometry(input({ width: 500, aspects: [1, 1, 1], gutter: 250 }));
    expect(boxAt(g.boxes, 0).width).toBeCloseTo(250 / 3, 9);
    expect(boxAt(g.boxes, 1).x).toBeCloseTo(250 / 3 + 125, 9);
    expect(carousel.geometry(input({ width: 500, aspects: [1], gutter: 250, columns: 1 })).boxes.data[2]).toBe(500);
  });
});

describe('stacked and base (spec 000 §9: stacked speed 1 s, preload 1)', () => {
  it('has the spec constants', () => {
    expect([STACKED_SPEED, STACKED_PRELOAD]).toEqual([1000, 1]);
    expect(stacked.track!.preload(stacked.geometry(input({ aspects: [1] })), false)).toBe(1);
  });
  it('sizes every slide by the ratio or the first slide, a stage width apart', () => {
    const g = base.geometry(input({ aspects: [2, 1, 1] }));
    expect(g.height).toBe(400);
    expect(boxAt(g.boxes, 2)).toEqual({ x: 1600, y: 0, width: 800, height: 400 });
    expect(stacked.track!.anchor(g, 2, opts())).toBe(1600);
  });
});

describe('the track walk', () => {
  const g = strip.geometry(input({ aspects: [1.5, 0.75, 1, 2.4, 1.33, 0.6], vSize: 10 }));
  const left = (i: number, o = opts()) => strip.track!.anchor(g, i, o);

  it('shows the slides that reach into the stage, with their x in it', () => {
    expect(visible(g, 0, left(0), 800, false)).toEqual([
      [0, 100],
      [1, 720],
    ]);
  });
  it('with loop, goes round: the last slides come before the first', () => {
    const v = visible(g, 0, left(0), 800, true);
    expect(v.map(([i]) => i)).toEqual([5, 0, 1]);
    expect(v[0][1]).toBeCloseTo(100 - 20 - 240, 9);
    expect(period(g)).toBeCloseTo(g.boxes.data[20] + g.boxes.data[22] + 20, 9);
  });
  it('finds the stage far from the slide it starts from (a drag, an animation)', () => {
    expect(visible(g, 0, left(3), 800, false).map(([i]) => i)).toEqual(visible(g, 3, left(3), 800, false).map(([i]) => i));
  });
  it('shows each slide once, however wide the stage', () => {
    const small = strip.geometry(input({ aspects: [1, 1], vSize: 2 }));
    expect(visible(small, 0, 0, 5000, true).map(([i]) => i)).toEqual([0, 1]);
  });
  it('is empty without slides or width', () => {
    expect(visible(strip.geometry(input({ aspects: [] })), 0, 0, 800, true)).toEqual([]);
    expect(visible(g, 0, 0, 0, true)).toEqual([]);
  });
  it('preloads the count after the last shown, going round with loop', () => {
    expect(
      ahead(
        [
          [3, 0],
          [4, 100],
        ],
        1,
        6,
        false,
      ),
    ).toEqual([5]);
    expect(
      ahead(
        [
          [4, 0],
          [5, 100],
        ],
        1,
        6,
        false,
      ),
    ).toEqual([]);
    expect(
      ahead(
        [
          [4, 0],
          [5, 100],
        ],
        1,
        6,
        true,
      ),
    ).toEqual([0]);
    expect(
      ahead(
        [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        3,
        7,
        false,
      ),
    ).toEqual([3, 4, 5]);
    expect(ahead([[0, 0]], 0, 7, false)).toEqual([]);
  });
});

describe('transitions (spec 000 §2, §5)', () => {
  it('has fade, ken burns, new swipe, scroll and swipe, by any of their spellings', () => {
    expect([...TRANSITIONS]).toEqual(['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']);
    expect(transitionNamed('ken burns')).toBe('ken-burns');
    expect(transitionNamed('kenBurns')).toBe('ken-burns');
    expect(transitionNamed(' New Swipe ')).toBe('new-swipe');
    expect(transitionNamed('FADE')).toBe('fade');
  });
  it("throws 'Could not find transition named ...' for another", () => {
    expect(() => transitionNamed('wobble')).toThrow(/^Could not find transition named "wobble"\.$/);
    expect(() => transitionNamed('constructor')).toThrow('Could not find transition named');
  });
  it('new-swipe boundaries are each none, hard or inertial', () => {
    expect(parseBoundaries('hard')).toEqual(['hard', 'hard']);
    expect(parseBoundaries('none inertial')).toEqual(['none', 'inertial']);
    expect(parseBoundaries('Hard, None')).toEqual(['hard', 'none']);
    for (const bad of ['soft', 'hard soft', 'hard hard hard', ''])
      expect(() => parseBoundaries(bad), bad).toThrow('A new-swipe boundary is none, hard or inertial');
  });
  it('snap points are a percent value or none', () => {
    expect(parseSnapPoints('100%')).toBe(1);
    expect(parseSnapPoints('50%')).toBe(0.5);
    expect(parseSnapPoints('none')).toBe(null);
    for (const bad of ['50', '0%', 'half', '-10%', ''])
      expect(() => parseSnapPoints(bad), bad).toThrow('Snap points are a percent or none');
  });
});

import { describe, it, expect } from 'vitest';
import {
  GalleryIndex,
  normalizeIndex,
  keyAction,
  keyCodeOf,
  ACTIVATE_KEYS,
  type GalleryIndexEvent,
  type GalleryOptions,
} from '../../../src/model/gallery-index.js';
// The model declares no default for the options that are settings: the gallery's settings
// give them (their defaults are tested with the settings, test/unit/blocks/ss-gallery).
import { indexDefaults } from '../../../src/blocks/ss-gallery/ss-gallery.settings.js';

const index = (options: Partial<GalleryOptions>, onEvent?: (e: GalleryIndexEvent) => void) =>
  new GalleryIndex(indexDefaults(), options, onEvent);

function make(options: Partial<GalleryOptions>) {
  const events: GalleryIndexEvent[] = [];
  const model = index(options, (e) => events.push(e));
  return { model, events, types: () => events.map((e) => e.type) };
}

describe('normalizeIndex (spec 000 §4 Gallery index)', () => {
  it('keeps indexes inside the count', () => {
    expect(normalizeIndex(0, 5)).toBe(0);
    expect(normalizeIndex(4, 5)).toBe(4);
  });
  it('wraps negatives from the end', () => {
    expect(normalizeIndex(-1, 5)).toBe(4);
    expect(normalizeIndex(-5, 5)).toBe(0);
    expect(normalizeIndex(-6, 5)).toBe(4);
  });
  it('wraps values beyond the count by modulo', () => {
    expect(normalizeIndex(5, 5)).toBe(0);
    expect(normalizeIndex(6, 5)).toBe(1);
    expect(normalizeIndex(12, 5)).toBe(2);
  });
  it('is 0 for an empty gallery or a non-number', () => {
    expect(normalizeIndex(3, 0)).toBe(0);
    expect(normalizeIndex(Number.NaN, 5)).toBe(0);
  });
  it('normalises the initial currentIndex and a new slide count', () => {
    const { model } = make({ numberOfSlides: 5, currentIndex: -2 });
    expect(model.currentIndex).toBe(3);
    model.numberOfSlides = 3;
    expect(model.currentIndex).toBe(0);
  });
});

describe('GalleryIndex options', () => {
  it('maps key codes 37/39 to previous/next and Enter/Space activate', () => {
    expect(keyAction(37)).toBe('previous');
    expect(keyAction(39)).toBe('next');
    expect(keyAction(38)).toBeUndefined();
    expect(keyAction(40)).toBeUndefined();
    expect(keyAction(65, { previous: [65], next: [68] })).toBe('previous');
    expect(ACTIVATE_KEYS).toEqual([13, 32]);
    expect(keyCodeOf({ keyCode: 0, key: 'ArrowRight' })).toBe(39);
    expect(keyCodeOf({ keyCode: 37, key: 'ArrowLeft' })).toBe(37);
    expect(keyCodeOf({ key: ' ' })).toBe(32);
  });
  it('right to left, swaps the left and right arrows only (ours, after WAI-ARIA APG)', () => {
    expect(keyAction(37, undefined, true)).toBe('next');
    expect(keyAction(39, undefined, true)).toBe('previous');
    expect(keyAction(38, undefined, true)).toBeUndefined();
    expect(keyAction(37, undefined, false)).toBe('previous');
    // A page's own keys are not arrows: they keep their meaning.
    expect(keyAction(65, { previous: [65], next: [68] }, true)).toBe('previous');
    expect(keyAction(37, { previous: [39], next: [37] }, true)).toBe('previous');
  });
});

describe('next / previous', () => {
  it('next just below the end moves on', () => {
    const { model, events } = make({ numberOfSlides: 3, currentIndex: 1 });
    expect(model.next()).toBe(true);
    expect(model.currentIndex).toBe(2);
    expect(events).toEqual([{ type: 'change', index: 2, previousIndex: 1 }]);
  });
  it('next at the end wraps to 0 with loop', () => {
    const { model, events } = make({ numberOfSlides: 3, currentIndex: 2, loop: true });
    expect(model.next()).toBe(true);
    expect(model.currentIndex).toBe(0);
    expect(events).toEqual([{ type: 'change', index: 0, previousIndex: 2 }]);
  });
  it('next at the end fires reachedEnd without loop', () => {
    const { model, events } = make({ numberOfSlides: 3, currentIndex: 2, loop: false });
    expect(model.next()).toBe(false);
    expect(model.currentIndex).toBe(2);
    expect(events).toEqual([{ type: 'reachedEnd', index: 2 }]);
  });
  it('previous just above the start moves back', () => {
    const { model } = make({ numberOfSlides: 3, currentIndex: 1 });
    expect(model.previous()).toBe(true);
    expect(model.currentIndex).toBe(0);
  });
  it('previous at the start wraps to the last with loop', () => {
    const { model } = make({ numberOfSlides: 3, currentIndex: 0, loop: true });
    expect(model.previous()).toBe(true);
    expect(model.currentIndex).toBe(2);
  });
  it('previous at the start fires reachedBeginning without loop', () => {
    const { model, types } = make({ numberOfSlides: 3, currentIndex: 0, loop: false });
    expect(model.previous()).toBe(false);
    expect(model.currentIndex).toBe(0);
    expect(types()).toEqual(['reachedBeginning']);
  });
  it('setIndex normalises and reports no change for the same slide', () => {
    const { model, events } = make({ numberOfSlides: 4, currentIndex: 0 });
    expect(model.setIndex(-1)).toBe(true);
    expect(model.currentIndex).toBe(3);
    expect(model.setIndex(7)).toBe(false);
    expect(events).toHaveLength(1);
  });
});

describe('disabled controls', () => {
  it('disables previous at the start and next at the end without loop', () => {
    const { model } = make({ numberOfSlides: 3, loop: false });
    expect(model.disabledControls).toEqual({ previous: true, next: false });
    model.setIndex(1);
    expect(model.disabledControls).toEqual({ previous: false, next: false });
    model.setIndex(2);
    expect(model.disabledControls).toEqual({ previous: false, next: true });
  });
  it('never disables with loop', () => {
    const { model } = make({ numberOfSlides: 3, loop: true });
    expect(model.disabledControls).toEqual({ previous: false, next: false });
    model.setIndex(2);
    expect(model.disabledControls).toEqual({ previous: false, next: false });
  });
  it('disables both for a single slide without loop', () => {
    const { model } = make({ numberOfSlides: 1, loop: false });
    expect(model.disabledControls).toEqual({ previous: true, next: true });
  });
});

describe('motion and linked galleries', () => {
  it('rejects changes while in motion', () => {
    const { model, events } = make({ numberOfSlides: 3, loop: true });
    model.inMotion = true;
    expect(model.next()).toBe(false);
    expect(model.previous()).toBe(false);
    expect(model.setIndex(2)).toBe(false);
    expect(model.currentIndex).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['rejected', 'rejected', 'rejected']);
    model.inMotion = false;
    expect(model.next()).toBe(true);
  });
  it('does not fire reachedEnd while in motion', () => {
    const { model, types } = make({ numberOfSlides: 2, currentIndex: 1 });
    model.inMotion = true;
    model.next();
    expect(types()).toEqual(['rejected']);
  });
  it('rejects while a linked gallery at a different index is in motion', () => {
    const thumbs = index({ numberOfSlides: 3, currentIndex: 1, inMotion: true });
    const { model } = make({ numberOfSlides: 3, linkedGalleries: [thumbs] });
    expect(model.next()).toBe(false);
    expect(model.currentIndex).toBe(0);
  });
  it('allows changes while a linked gallery at the same index is in motion', () => {
    const thumbs = index({ numberOfSlides: 3, currentIndex: 0, inMotion: true });
    const { model } = make({ numberOfSlides: 3, linkedGalleries: [thumbs] });
    expect(model.next()).toBe(true);
    expect(thumbs.currentIndex).toBe(1);
  });
  it('keeps linked galleries in sync both ways', () => {
    const thumbEvents: GalleryIndexEvent[] = [];
    const thumbs = index({ numberOfSlides: 3 }, (e) => thumbEvents.push(e));
    const main = index({ numberOfSlides: 3, linkedGalleries: [thumbs] });
    thumbs.options.linkedGalleries = [main];
    main.setIndex(2);
    expect(thumbs.currentIndex).toBe(2);
    expect(thumbEvents).toEqual([{ type: 'change', index: 2, previousIndex: 0 }]);
    thumbs.previous();
    expect(main.currentIndex).toBe(1);
  });
});

describe('GalleryIndex by groups (spec 000 §4 Carousel: by groups, bounded at first and last)', () => {
  it('moves to the first slide of the next and previous group', () => {
    const { model } = make({ numberOfSlides: 10, currentIndex: 4 });
    expect(model.groupStart(3)).toBe(3);
    expect(model.next(3)).toBe(true);
    expect(model.currentIndex).toBe(6);
    expect(model.next(3)).toBe(true);
    expect(model.currentIndex, 'the last group holds one slide').toBe(9);
    expect(model.previous(3)).toBe(true);
    expect(model.currentIndex).toBe(6);
  });
  it('fires reachedEnd at the last group and reachedBeginning at the first without loop', () => {
    const { model, types } = make({ numberOfSlides: 8, currentIndex: 6, loop: false });
    expect(model.next(3)).toBe(false);
    expect(model.currentIndex).toBe(6);
    model.setIndex(1);
    expect(model.previous(3)).toBe(false);
    expect(types()).toEqual(['reachedEnd', 'change', 'reachedBeginning']);
  });
  it('disables the controls at the first and last group without loop', () => {
    const { model } = make({ numberOfSlides: 7, currentIndex: 2, loop: false });
    expect(model.disabledFor(3)).toEqual({ previous: true, next: false });
    model.setIndex(3);
    expect(model.disabledFor(3)).toEqual({ previous: false, next: false });
    model.setIndex(6);
    expect(model.disabledFor(3)).toEqual({ previous: false, next: true });
    model.options.loop = true;
    expect(model.disabledFor(3)).toEqual({ previous: false, next: false });
  });
  it('gives the group start of any slide: the last group is where a bounded track ends', () => {
    const { model } = make({ numberOfSlides: 8, currentIndex: 1 });
    expect(model.groupStart(3, 7), 'the last row holds slides 6 and 7').toBe(6);
    expect(model.groupStart(3, 5)).toBe(3);
    expect(model.groupStart(3, 6)).toBe(6);
    expect(model.groupStart(1, 7)).toBe(7);
    expect(model.groupStart(3), 'the current slide by default').toBe(0);
  });
  it('wraps by groups with loop', () => {
    const { model } = make({ numberOfSlides: 7, currentIndex: 6, loop: true });
    expect(model.next(3)).toBe(true);
    expect(model.currentIndex).toBe(0);
    expect(model.previous(3)).toBe(true);
    expect(model.currentIndex).toBe(6);
  });
});

describe('within: a slide index brought within the slides (where a free track rests)', () => {
  it('wraps with loop', () => {
    const { model } = make({ numberOfSlides: 5, loop: true });
    expect(model.within(5)).toBe(0);
    expect(model.within(-1)).toBe(4);
    expect(model.within(4)).toBe(4);
  });
  it('stops at the first and last slide without loop', () => {
    const { model } = make({ numberOfSlides: 5, loop: false });
    expect(model.within(5)).toBe(4);
    expect(model.within(-1)).toBe(0);
    expect(model.within(0)).toBe(0);
    expect(model.within(4)).toBe(4);
  });
});

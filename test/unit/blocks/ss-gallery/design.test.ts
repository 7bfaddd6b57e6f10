import { describe, it, expect } from 'vitest';
import { getLayout, layoutForDesign, layoutNamed, LAYOUT_NAMES } from '../../../../src/blocks/ss-gallery/design.js';

describe('design → layout (spec 000 §2 Gallery layouts)', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['autorows', 'base'],
    ['masonry', 'base'],
    ['', 'base'],
    ['toString', 'base'],
    ['__proto__', 'base'],
  ])('%s → %s', (design, layout) => {
    expect(layoutForDesign(design)).toBe(layout);
  });

  it.each([
    ['masonry', 'autocolumns'],
    ['Strips', 'autorows'],
    ['reel', 'strip'],
    ['fullscreen slideshow', 'stacked'],
    [' Fullscreen-Slideshow ', 'stacked'],
    ['grid', 'grid'],
    ['autorows', 'autorows'],
    ['mosaic', 'mosaic'],
    ['__proto__', '__proto__'],
  ])("a section's layout name %s → %s (ours; any other name kept, for getLayout to report)", (name, layout) => {
    expect(layoutNamed(name)).toBe(layout);
  });

  it('has the eight layouts of the spec plus strip', () => {
    expect([...LAYOUT_NAMES].sort()).toEqual([
      'autocolumns',
      'autogrid',
      'autorows',
      'base',
      'carousel',
      'grid',
      'list',
      'stacked',
      'strip',
    ]);
    for (const name of LAYOUT_NAMES) expect(getLayout(name).name).toBe(name);
  });

  it('has the one-at-a-time layouts on a track', () => {
    for (const name of ['base', 'carousel', 'stacked', 'strip']) {
      expect(getLayout(name).navigable).toBe(true);
      expect(getLayout(name).track).toBeDefined();
    }
    for (const name of ['autocolumns', 'autogrid', 'autorows', 'grid', 'list']) expect(getLayout(name).track).toBeUndefined();
  });

  it('raises an error naming an unknown design', () => {
    expect(() => getLayout('masonry')).toThrowError('Could not find gallery design named "masonry".');
    expect(() => getLayout('constructor')).toThrowError('Could not find gallery design named "constructor".');
  });
});

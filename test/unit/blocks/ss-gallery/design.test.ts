import { describe, it, expect } from 'vitest';
import { getLayout, layoutForDesign, LAYOUT_NAMES } from '../../../../src/blocks/ss-gallery/design.js';

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

  it('has the eight layouts of the spec plus strip', () => {
    expect([...LAYOUT_NAMES].sort()).toEqual(['autocolumns', 'autogrid', 'autorows', 'base', 'carousel', 'grid', 'list', 'stacked', 'strip']);
    for (const name of LAYOUT_NAMES) expect(getLayout(name).name).toBe(name);
  });

  it('renders the motion layouts one slide at a time until they arrive', () => {
    for (const name of ['carousel', 'stacked', 'strip']) expect(getLayout(name).navigable).toBe(true);
  });

  it('raises an error naming an unknown design', () => {
    expect(() => getLayout('masonry')).toThrowError('Could not find gallery design named "masonry".');
    expect(() => getLayout('constructor')).toThrowError('Could not find gallery design named "constructor".');
  });
});

// The CDN autoloader cannot import services/page-markup.ts (its classic variant has no
// imports): its start condition repeats the selectors, and this keeps the copies equal.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  ADD_TO_CART_SELECTOR,
  ANIMATED_SELECTOR,
  CHECKOUT_SELECTOR,
  TEXT_SHRINK_SELECTOR,
  WIDGET_SELECTOR,
} from '../../../src/services/page-markup.js';

/** Code without its spaces and the formatter's trailing commas. */
const bare = (code: string) => code.replace(/\s+/g, '').replace(/,\)/g, ')');

describe('the autoloader starts the page for the helpers page-markup names', () => {
  it('repeats the selectors exactly', () => {
    const source = readFileSync('src/autoloader.ts', 'utf8');
    const selectors = [ANIMATED_SELECTOR, TEXT_SHRINK_SELECTOR, ADD_TO_CART_SELECTOR, CHECKOUT_SELECTOR, WIDGET_SELECTOR].join(',');
    expect(bare(source)).toContain(bare(`document.querySelector('#ss-site-context,${selectors}')`));
  });
});

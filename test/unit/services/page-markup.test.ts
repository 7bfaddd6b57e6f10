// The CDN autoloader cannot import services/page-markup.ts (its classic variant has no
// imports): its start condition repeats the selectors, and this keeps the copies equal.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { ANIMATED_SELECTOR, CHECKOUT_SELECTOR, TEXT_SHRINK_SELECTOR } from '../../../src/services/page-markup.js';

describe('the autoloader starts the page for the helpers page-markup names', () => {
  it('repeats the selectors exactly', () => {
    const source = readFileSync('src/autoloader.ts', 'utf8');
    expect(source).toContain(`'${ANIMATED_SELECTOR},${TEXT_SHRINK_SELECTOR},${CHECKOUT_SELECTOR}'`);
  });
});

// The leak suite (test/browser/shared/leak-suite.ts) on the cart indicator.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-cart-indicator/ss-cart-indicator.js';
import type { SsCartIndicator } from '../../../../src/blocks/ss-cart-indicator/ss-cart-indicator.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsCartIndicator>({
  name: 'ss-cart-indicator',
  create: (container) => place(container, '<ss-cart-indicator></ss-cart-indicator>'),
  states: { shown: () => {} },
  works(el) {
    expect(el.shadowRoot!.childElementCount, 'it renders').to.be.greaterThan(0);
  },
});

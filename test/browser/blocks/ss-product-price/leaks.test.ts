// The leak suite (test/browser/shared/leak-suite.ts) on the product price.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-product-price/ss-product-price.js';
import type { SsProductPrice } from '../../../../src/blocks/ss-product-price/ss-product-price.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsProductPrice>({
  name: 'ss-product-price',
  create: (container) => place(container, '<ss-product-price>$3.00</ss-product-price>'),
  states: { shown: () => {} },
  works(el) {
    expect(el.shadowRoot!.textContent + el.textContent).to.contain('3.00');
  },
});

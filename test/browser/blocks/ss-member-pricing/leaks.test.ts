// The leak suite (test/browser/shared/leak-suite.ts) on the member pricing toggle, with a
// published image beside its prices.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import type { SsMemberPricing } from '../../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import { IMG, leakSuite, place } from '../../shared/leak-suite.js';
import { checked, options } from './helpers.js';

leakSuite<SsMemberPricing>({
  name: 'ss-member-pricing',
  create: (container) =>
    place(
      container,
      `<ss-member-pricing><img alt="The studio" data-src="${IMG}" data-image-dimensions="800x600">
        <div aria-label="Billing period"><button type="button" data-option="monthly" aria-checked="true">Monthly</button><button type="button" data-option="yearly">Yearly</button></div>
        <p data-price="monthly">$12 a month</p><p data-price="yearly" hidden>$120 a year</p></ss-member-pricing>`,
    ),
  states: {
    monthly: () => {},
    yearly: async (el) => {
      options(el)[1].click();
      await el.updateComplete;
    },
  },
  async works(el) {
    options(el)[1].click();
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['false', 'true']);
  },
});

// The shared block suite (test/browser/shared/block-suite.ts) on the member pricing toggle.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import { SsMemberPricing } from '../../../../src/blocks/ss-member-pricing/ss-member-pricing.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';
import { checked, options, shown } from './helpers.js';

blockSuite<SsMemberPricing>({
  element: SsMemberPricing,
  // Join links that stay on the page: the suite clicks everything inside a skipped block.
  content: `<div aria-label="Billing period"><button type="button" data-option="monthly" aria-checked="true">Monthly</button><button type="button" data-option="yearly">Yearly</button></div>
    <p data-price="monthly">$12 a month</p><p data-price="yearly" hidden>$120 a year</p>
    <a data-join="monthly" href="#join-monthly">Join monthly</a><a data-join="yearly" href="#join-yearly" hidden>Join yearly</a>`,
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'member pricing' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'member pricing' }),
  },
  english: { decode: 'Error decoding member pricing block data.', evaluate: 'Error evaluating member pricing block data.' },
  ready: async (el) => void (await el.updateComplete),
  async works(el) {
    options(el)[1].click();
    await el.updateComplete;
    expect(checked(el)).to.deep.equal(['false', 'true']);
    expect(shown(el)).to.deep.equal({ prices: ['yearly'], joins: ['yearly'] });
  },
  renders(el) {
    expect(el.shadowRoot!.querySelector('[part="base"]')).to.not.equal(null);
    // spec 001 §4: one option selected, its price and join button alone shown.
    expect(checked(el).filter((c) => c === 'true')).to.have.length(1);
    expect(shown(el).prices).to.have.length(1);
    expect(shown(el).joins).to.have.length(1);
  },
});

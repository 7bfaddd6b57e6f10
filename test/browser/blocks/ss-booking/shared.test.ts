// The shared block suite (test/browser/shared/block-suite.ts) on the booking widget: no
// script address here, so every widget is loaded as soon as it is near (the partner script: ss-booking.test.ts).
import { expect } from '@open-wc/testing';
import { SsBooking } from '../../../../src/blocks/ss-booking/ss-booking.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';
import { part, resetBooking, until } from './helpers.js';

before(resetBooking);
after(resetBooking);

blockSuite<SsBooking>({
  element: SsBooking,
  // Not a link: the suite clicks everything inside a skipped block.
  content: '<p>Book a table on <strong>Tock</strong>.</p>',
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'booking' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'booking' }),
  },
  english: { decode: 'Error decoding booking block data.', evaluate: 'Error evaluating booking block data.' },
  ready: async (el) => void (await el.updateComplete),
  async works(el) {
    await until(() => el.state === 'loaded' || el.state === 'failed', 'settled');
    expect(el.getAttribute('state')).to.equal(el.state);
  },
  renders(el) {
    expect(part(el, 'base')).to.not.equal(null);
    expect(part(el, 'widget')!.querySelector('slot')!.assignedNodes().length).to.be.greaterThan(0);
  },
});

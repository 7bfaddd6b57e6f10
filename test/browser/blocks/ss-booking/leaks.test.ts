// The leak suite (test/browser/shared/leak-suite.ts) on the booking widget, no partner
// script here (the partner script: ss-booking.test.ts).
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-booking/ss-booking.js';
import type { SsBooking } from '../../../../src/blocks/ss-booking/ss-booking.js';
import { leakSuite, place } from '../../shared/leak-suite.js';
import { resetBooking } from './helpers.js';

before(resetBooking);
after(resetBooking);

leakSuite<SsBooking>({
  name: 'ss-booking',
  create: (container) => place(container, '<ss-booking><p>Book a table on <strong>Tock</strong>.</p></ss-booking>'),
  states: { created: () => {} },
  works(el) {
    expect(el.getAttribute('state')).to.equal(el.state);
  },
});

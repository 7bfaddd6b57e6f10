// The leak suite (test/browser/shared/leak-suite.ts) on the cookie banner.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import type { SsCookieBanner } from '../../../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsCookieBanner>({
  name: 'ss-cookie-banner',
  create: (container) => place(container, '<ss-cookie-banner></ss-cookie-banner>'),
  states: {
    created: () => {},
    forced: async (el) => {
      el.force();
      await el.updateComplete;
    },
  },
  async works(el) {
    el.force();
    await el.updateComplete;
    expect(el.visible).to.equal(true);
    el.unforce();
  },
});

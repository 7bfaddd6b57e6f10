// The leak suite (test/browser/shared/leak-suite.ts) on the confirmation widget.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-confirm/ss-confirm.js';
import type { SsConfirm } from '../../../../src/blocks/ss-confirm/ss-confirm.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsConfirm>({
  name: 'ss-confirm',
  create: (container) => place(container, '<ss-confirm heading="Remove item?" message="It leaves your cart."></ss-confirm>'),
  states: {
    hidden: () => {},
    shown: async (el) => {
      el.show();
      await el.updateComplete;
    },
  },
  async works(el) {
    el.show();
    await el.updateComplete;
    expect(el.open).to.equal(true);
    el.hide();
  },
});

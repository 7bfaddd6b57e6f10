// The leak suite (test/browser/shared/leak-suite.ts) on the system error overlay.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-system-error/ss-system-error.js';
import type { SsSystemError } from '../../../../src/blocks/ss-system-error/ss-system-error.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsSystemError>({
  name: 'ss-system-error',
  create: (container) => place(container, '<ss-system-error></ss-system-error>'),
  states: {
    closed: () => {},
    open: async (el) => {
      el.open = true;
      await el.updateComplete;
    },
  },
  async works(el) {
    el.open = true;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('dialog')?.open).to.equal(true);
    el.clear();
    await el.updateComplete;
  },
});

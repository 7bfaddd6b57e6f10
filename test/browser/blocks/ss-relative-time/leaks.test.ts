// The leak suite (test/browser/shared/leak-suite.ts) on the relative time, which ticks.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-relative-time/ss-relative-time.js';
import type { SsRelativeTime } from '../../../../src/blocks/ss-relative-time/ss-relative-time.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

leakSuite<SsRelativeTime>({
  name: 'ss-relative-time',
  create: (container) =>
    place(container, `<ss-relative-time datetime="${new Date(Date.now() - 10_000).toISOString()}">3 March</ss-relative-time>`),
  states: { shown: () => {} },
  works(el) {
    expect(el.shadowRoot!.textContent).to.match(/second|now/);
  },
});

// The shared block suite (test/browser/shared/block-suite.ts) on the menu.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-menu/ss-menu.js';
import { SsMenu } from '../../../../src/blocks/ss-menu/ss-menu.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';

const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=tab]')];
const shown = (el: Element) => [...el.querySelectorAll('[role=tabpanel]')].map((p) => p.getBoundingClientRect().height > 0);

blockSuite<SsMenu>({
  element: SsMenu,
  content: `<button role="tab">Lunch</button><button role="tab">Dinner</button><button role="tab">Drinks</button>
    <div role="tabpanel"><p>Soup.</p></div><div role="tabpanel" hidden><p>Steak.</p></div><div role="tabpanel" hidden><p>Wine.</p></div>`,
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'menu' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'menu' }),
  },
  english: { decode: 'Error decoding menu block data.', evaluate: 'Error evaluating menu block data.' },
  ready: async (el) => void (await el.updateComplete),
  async works(el) {
    tabs(el)[2].click();
    expect(el.selectedIndex).to.equal(2);
    expect(tabs(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['false', 'false', 'true']);
    expect(shown(el)).to.deep.equal([false, false, true]);
  },
  renders(el) {
    expect(el.shadowRoot!.querySelector('[part="tabs"]')).to.not.equal(null);
    expect(tabs(el).every((tab) => tab.getBoundingClientRect().height > 0)).to.equal(true);
    // spec 001 §4 Menu block: one tab is selected, and its panel shows.
    expect(shown(el).filter(Boolean)).to.have.length(1);
    expect(tabs(el).filter((tab) => tab.getAttribute('aria-selected') === 'true')).to.have.length(1);
  },
});

// The shared block suite (test/browser/shared/block-suite.ts) on the accordion.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-accordion/ss-accordion.js';
import { SsAccordion } from '../../../../src/blocks/ss-accordion/ss-accordion.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';

const buttons = (el: Element) => [...el.querySelectorAll('button')];
const panel = (button: Element) => document.getElementById(button.getAttribute('aria-controls')!)!;

blockSuite<SsAccordion>({
  element: SsAccordion,
  content: `<h3><button>Shipping</button></h3><div hidden><p>Within five days.</p></div>
    <h3><button>Returns</button></h3><div hidden><p>Thirty days.</p></div>`,
  host: 'style="--ss-accordion-duration: 0s"',
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'accordion' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'accordion' }),
  },
  english: { decode: 'Error decoding accordion block data.', evaluate: 'Error evaluating accordion block data.' },
  ready: async (el) => void (await el.updateComplete),
  async works(el) {
    buttons(el)[1].click();
    expect(el.openIndexes).to.deep.equal([1]);
    expect(buttons(el)[1].getAttribute('aria-expanded')).to.equal('true');
    expect(panel(buttons(el)[1]).getBoundingClientRect().height).to.be.greaterThan(0);
  },
  renders(el) {
    expect(el.shadowRoot!.querySelectorAll('[part="item"]')).to.have.length(2);
    expect(buttons(el).every((b) => b.getBoundingClientRect().height > 0 && b.hasAttribute('aria-expanded'))).to.equal(true);
  },
});

// The leak suite (test/browser/shared/leak-suite.ts) on the accordion, an image in a panel.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-accordion/ss-accordion.js';
import type { SsAccordion } from '../../../../src/blocks/ss-accordion/ss-accordion.js';
import { IMG, leakSuite } from '../../shared/leak-suite.js';

const buttons = (el: Element) => [...el.querySelectorAll('button')];

leakSuite<SsAccordion>({
  name: 'ss-accordion',
  async create(container) {
    const el = document.createElement('ss-accordion');
    el.style.setProperty('--ss-accordion-duration', '0s');
    el.innerHTML = `<h3><button>Shipping</button></h3><div hidden><p>Within five days.</p></div>
      <h3><button>Photos</button></h3><div hidden><img alt="Harbour" data-src="${IMG}" data-image-dimensions="800x600"></div>`;
    container.append(el);
    await el.updateComplete;
    return el;
  },
  states: {
    closed: () => {},
    'with its photo open': async (el) => {
      buttons(el)[1].click();
      await el.updateComplete;
    },
  },
  works(el) {
    buttons(el)[0].click();
    expect(el.openIndexes).to.deep.equal([0]);
  },
});

// The leak suite (test/browser/shared/leak-suite.ts) on the menu, an image in a panel.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-menu/ss-menu.js';
import type { SsMenu } from '../../../../src/blocks/ss-menu/ss-menu.js';
import { IMG, leakSuite, place } from '../../shared/leak-suite.js';

const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=tab]')];

leakSuite<SsMenu>({
  name: 'ss-menu',
  create: (container) =>
    place(
      container,
      `<ss-menu><button role="tab">Lunch</button><button role="tab">Dinner</button>
        <div role="tabpanel"><p>Soup.</p></div><div role="tabpanel" hidden><img alt="Steak" data-src="${IMG}" data-image-dimensions="800x600"></div></ss-menu>`,
    ),
  states: {
    'on its first tab': () => {},
    'on its second tab': async (el) => {
      tabs(el)[1].click();
      await el.updateComplete;
    },
  },
  works(el) {
    tabs(el)[1].click();
    expect(el.selectedIndex).to.equal(1);
  },
});

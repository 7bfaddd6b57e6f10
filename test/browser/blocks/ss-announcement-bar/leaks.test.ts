// The leak suite (test/browser/shared/leak-suite.ts) on the announcement bar.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-announcement-bar/ss-announcement-bar.js';
import { ANNOUNCEMENT_CLOSED_KEY, type SsAnnouncementBar } from '../../../../src/blocks/ss-announcement-bar/ss-announcement-bar.js';
import { leakSuite, place } from '../../shared/leak-suite.js';

const close = (el: SsAnnouncementBar) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close-button"]');

beforeEach(() => sessionStorage.removeItem(ANNOUNCEMENT_CLOSED_KEY));
after(() => sessionStorage.removeItem(ANNOUNCEMENT_CLOSED_KEY));

leakSuite<SsAnnouncementBar>({
  name: 'ss-announcement-bar',
  create: (container) =>
    place(container, `<ss-announcement-bar><p>Winter prints are here. <a href="#winter">See them</a></p></ss-announcement-bar>`),
  states: {
    shown: () => {},
    'fading out': (el) => close(el)!.click(),
    closed: async (el) => {
      const closing = el.close();
      el.getAnimations().forEach((a) => a.finish());
      await closing;
    },
  },
  works(el) {
    expect(close(el), 'its close button').to.not.equal(null);
  },
});

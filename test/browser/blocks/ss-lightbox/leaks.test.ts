// The leak suite (test/browser/shared/leak-suite.ts) on the lightbox: closed, opened on its
// published items, and opening.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsLightbox } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { leakSuite, place } from '../../shared/leak-suite.js';
import { IMG, finishMotion } from './helpers.js';

const content = ['Harbour', 'Dunes']
  .map(
    (title, i) =>
      `<figure data-slide-id="s${i}" data-title="${title}"><img alt="${title}" src="${IMG}?n=${i}" width="80" height="60"></figure>`,
  )
  .join('');

leakSuite<SsLightbox>({
  name: 'ss-lightbox',
  create: (container) => place(container, `<ss-lightbox>${content}</ss-lightbox>`),
  states: {
    closed: () => {},
    opening: async (el) => {
      el.querySelector('figure')!.click();
      await el.updateComplete;
    },
    open: async (el) => {
      el.querySelector('figure')!.click();
      await el.updateComplete;
      await finishMotion(el);
    },
  },
  async works(el) {
    el.querySelector('figure')!.click();
    await el.updateComplete;
    expect(el.open).to.equal(true);
    el.close();
    await el.updateComplete;
  },
});

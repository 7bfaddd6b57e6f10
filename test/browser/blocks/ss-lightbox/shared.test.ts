// The shared suites on the lightbox: what every block does (bad data, fuzzed attributes,
// axe) and what every overlay does (the dialog stack, focus, inert page, scroll lock).
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { SsLightbox } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';
import { runOverlaySuite } from '../../shared/overlay-suite.js';
import { IMG, dialogOf, finishMotion, items, openOn } from './helpers.js';

blockSuite<SsLightbox>({
  element: SsLightbox,
  content: ['Harbour', 'Dunes']
    .map(
      (title, i) => `<figure data-slide-id="s${i}" data-title="${title}"><img alt="${title}" src="${IMG}" width="80" height="60"></figure>`,
    )
    .join(''),
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'lightbox' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'lightbox' }),
  },
  english: { decode: 'Error decoding lightbox block data.', evaluate: 'Error evaluating lightbox block data.' },
  async ready(el) {
    await el.updateComplete;
  },
  async works(el) {
    el.querySelector('figure')!.click();
    await el.updateComplete;
    expect(el.open, 'a click on an item opens it').to.equal(true);
    expect(dialogOf(el).open).to.equal(true);
    el.close();
    await el.updateComplete;
  },
  renders(el) {
    expect(dialogOf(el), 'its dialog, closed').not.to.equal(null);
    expect(dialogOf(el).open).to.equal(false);
    expect(el.querySelector('figure')!.getBoundingClientRect().height, 'its items show as published').to.be.greaterThan(0);
  },
});

runOverlaySuite<SsLightbox>({
  name: 'ss-lightbox',
  create(container) {
    const el = document.createElement('ss-lightbox');
    container.append(el);
    return el;
  },
  async open(el) {
    await openOn(el, items(3));
    await finishMotion(el);
  },
  isOpen: (el) => el.open,
  settled: (el) => el.updateComplete,
  initialFocus: (el) => dialogOf(el),
  box: (el) => dialogOf(el),
  outsideClickCloses: true,
});

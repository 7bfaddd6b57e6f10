// The shared block suite (test/browser/shared/block-suite.ts) on the gallery.
import { expect, nextFrame } from '@open-wc/testing';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { gallery } from '../../../../src/i18n/en/gallery.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';
import { IMG } from './helpers.js';

const drawn = (el: SsGallery) => el.slides.filter((s) => s.element.getBoundingClientRect().height > 0);

blockSuite<SsGallery>({
  element: SsGallery,
  content: ['1500x1000', '750x1000', '1000x1000']
    .map((d, i) => `<figure data-slide-id="s${i}"><img alt="Photo ${i + 1}" data-src="${IMG}" data-image-dimensions="${d}"></figure>`)
    .join(''),
  host: 'style="width:600px"',
  // spec 000 §8 Gallery console messages.
  messages: { decode: () => t(gallery, 'gallery.decodeError'), evaluate: () => t(gallery, 'gallery.evaluateError') },
  english: { decode: 'Error decoding gallery block data.', evaluate: 'Error evaluating gallery block data.' },
  async ready(el) {
    await el.updateComplete;
    // The first layout comes in the next frame, its slides placed in the same frame.
    for (let i = 0; i < 2 && (!el.geometry || el.layoutPending); i++) await nextFrame();
  },
  async works(el) {
    expect(el.geometry!.boxes).to.have.length(3);
    expect(drawn(el)).to.have.length(3);
    expect(el.querySelector('img')!.hasAttribute('data-image-state'), 'its first image is requested').to.equal(true);
  },
  renders(el) {
    expect(el.shadowRoot!.querySelector('[part="base"]')).to.not.equal(null);
    expect(el.getAttribute('data-layout')).to.equal(el.layoutName);
    // Absurd but valid settings may draw slides a fraction of a pixel tall (a 12067:1 ratio),
    // or overflow to Infinity (a gutter of 9e307 px, which CSS then ignores): what must hold
    // is a geometry with no NaN, which would mean a setting was misread, and every slide
    // placed in it.
    const { height, boxes } = el.geometry!;
    expect(height >= 0, `the gallery's height ${height}`).to.equal(true);
    expect(
      boxes.data.every((n) => !Number.isNaN(n)),
      'no box with NaN',
    ).to.equal(true);
    expect(boxes.length).to.equal(3);
    expect(
      el.slides.every((s) => s.element.hasAttribute('data-ss-slide')),
      'every slide placed',
    ).to.equal(true);
  },
});

// The leak suite (test/browser/shared/leak-suite.ts) on the gallery: a grid, and a slideshow
// moving to its next slide.
import { expect, nextFrame } from '@open-wc/testing';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsLightbox } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { leakSuite, place } from '../../shared/leak-suite.js';
import { waitUntil } from '../../helpers/wait.js';
import { IMG, laidOut } from './helpers.js';

const content = ['1500x1000', '750x1000', '1000x1000']
  .map((d, i) => `<figure data-slide-id="s${i}"><img alt="Photo ${i + 1}" data-src="${IMG}" data-image-dimensions="${d}"></figure>`)
  .join('');

const gallery = (design: string, attrs = '') => ({
  async create(container: HTMLElement) {
    const el = await place<SsGallery>(container, `<ss-gallery design="${design}" ${attrs} style="width:600px">${content}</ss-gallery>`);
    await laidOut(el);
    return el;
  },
  async works(el: SsGallery) {
    await laidOut(el);
    expect(el.geometry!.boxes).to.have.length(3);
  },
});

/** The page's lightbox (services/lightbox), once a slide opened it. */
const pageLightbox = () => document.querySelector<SsLightbox>('body > ss-lightbox[data-ss-page-lightbox]');

// The gallery's lightbox code and the lightbox load once, on the first opening: before the
// timed tests (a loaded machine took over 300 frames).
before(async function () {
  this.timeout(15000);
  const el = await place<SsGallery>(document.body, `<ss-gallery lightbox style="width:600px">${content}</ss-gallery>`);
  await laidOut(el);
  el.querySelector('figure')!.click();
  await waitUntil(() => pageLightbox()?.open, 'the page lightbox opens');
  pageLightbox()!.close();
  el.remove();
});

leakSuite<SsGallery>({
  name: 'ss-gallery grid',
  ...gallery('grid', 'lightbox'),
  states: {
    'laid out': () => {},
    'after its photo showed in the page lightbox': async (el) => {
      el.querySelector('figure')!.click();
      for (let i = 0; i < 300 && !pageLightbox()?.open; i++) await nextFrame();
      const box = pageLightbox();
      expect(box?.open, 'the page lightbox opens').to.equal(true);
      await box!.updateComplete;
      box!.close();
      box!.shadowRoot!.getAnimations().forEach((a) => a.finish());
      await box!.updateComplete;
      expect(box!.open).to.equal(false);
    },
  },
});

leakSuite<SsGallery>({
  name: 'ss-gallery slideshow',
  ...gallery('slideshow'),
  states: {
    'on its first slide': () => {},
    'moving to its next slide': (el) => el.next(),
  },
});

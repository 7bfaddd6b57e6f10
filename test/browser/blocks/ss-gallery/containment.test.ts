// Every static layout, its slides directly inside the gallery or inside the classic block
// wrapper the platform publishes, under both script placements: the gallery's own box
// holds all its slides, and what follows the gallery starts below them.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { openStreamedPage, warmLibraryFirst, type StreamedPage } from '../../helpers/streamed-page.js';
import { IMG, mixed } from './helpers.js';

const N = 14;
const slides = (from: number, to: number) =>
  mixed(to)
    .slice(from)
    .map(
      ([w, h], k) =>
        `<div class="slide" data-slide-id="s${from + k}"><img alt="Photo ${from + k + 1}" data-src="${IMG}" data-image-dimensions="${w}x${h}"></div>`,
    )
    .join('');

/** The gallery in three network parts: its opening, some slides, the rest and what follows. */
function parts(design: string, wrapped: boolean): string[] {
  // autorows is a layout, not a design (spec 000 §2): it is named by the layout attribute.
  const attrs = design === 'autorows' ? 'layout="autorows"' : wrapped ? '' : `design="${design}"`;
  const open = wrapped
    ? `<ss-gallery id="g" ${attrs}><div class="sqs-block gallery-block sqs-block-gallery" data-block-type="8" data-block-json='{"design":"${design}","thumbnails-per-row":4,"padding":20}'>` +
      '<div class="sqs-block-content"><div class="sqs-gallery-container"><div class="sqs-gallery">'
    : `<ss-gallery id="g" ${attrs}>`;
  const close = wrapped ? '</div></div></div></div></ss-gallery>' : '</ss-gallery>';
  return [`<main>${open}${slides(0, 5)}`, slides(5, 10), `${slides(10, N)}${close}<p id="after">What follows the gallery.</p></main>`];
}

warmLibraryFirst();

describe('ss-gallery contains its slides', () => {
  let page: StreamedPage | undefined;
  afterEach(() => page?.frame.remove());

  for (const library of ['head', 'end'] as const) {
    for (const wrapped of [false, true]) {
      for (const design of ['grid', 'autogrid', 'autocolumns', 'autorows', 'list']) {
        it(`${design}, ${wrapped ? 'in a classic .sqs-block wrapper' : 'slides as children'}, script ${library === 'head' ? 'first in the <head>' : 'at the end of the body'}`, async function () {
          this.timeout(15000);
          page = await openStreamedPage(parts(design, wrapped), { library, width: 900 });
          await page.finish();
          const g = page.doc.getElementById('g') as SsGallery;
          await waitUntil(() => g.geometry && !g.layoutPending, 'laid out');
          await new Promise((r) => page!.win.requestAnimationFrame(r));
          expect(g.layoutName).to.equal(design);
          const box = g.getBoundingClientRect();
          const rects = [...g.querySelectorAll('.slide')].map((s) => s.getBoundingClientRect());
          expect(rects).to.have.length(N);
          const bottom = Math.max(...rects.map((r) => r.bottom));
          expect(box.height, 'the gallery has a height').to.be.greaterThan(100);
          expect(rects.every((r) => r.top >= box.top - 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5)).to.equal(true);
          expect(bottom, 'every slide inside the gallery box').to.be.at.most(box.bottom + 0.5);
          const after = page.doc.getElementById('after')!.getBoundingClientRect();
          expect(after.top, 'what follows starts below the slides').to.be.at.least(bottom - 0.5);
        });
      }
    }
  }
});

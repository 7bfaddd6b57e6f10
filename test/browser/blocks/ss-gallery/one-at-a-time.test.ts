// The one-at-a-time layouts at rest (spec 000 §2, §4 "Carousel", "Strip layout", §9 "Gallery
// layouts"): what each shows, where, what it loads (in view plus the preload count, nothing
// else), the carousel pattern's names, and axe on each.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { pageLoadSlots } from '../../../../src/services/image-loader.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { IMG, laidOut, measure, mixed, mountGallery } from './helpers.js';

const near = (a: number, b: number, tolerance = 1) => Math.abs(a - b) < tolerance;
/** Indices of the slides the browser draws (displayed, and with a box). */
const drawn = (el: SsGallery) =>
  el.slides
    .map((s, i) => [i, s.element] as const)
    .filter(([, e]) => !e.hidden && e.getBoundingClientRect().width > 0)
    .map(([i]) => i);
const requested = (el: SsGallery) =>
  el.slides
    .map((s, i) => [i, s.element.querySelector('img')] as const)
    .filter(([, img]) => img?.hasAttribute('data-image-state'))
    .map(([i]) => i);
const button = (el: SsGallery, dir: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part="control-${dir}"]`);
/** The gallery's stage box, the slides' x relative to it. */
const stageX = (el: SsGallery, i: number) => el.slides[i].element.getBoundingClientRect().left - el.getBoundingClientRect().left;

/** n slides whose markup is in place before upgrade (a published page), all `w`x`h`. */
async function published(attrs: string, n: number, width: number, dims = '1500x1000'): Promise<SsGallery> {
  const wrap = await fixture<HTMLElement>(html`<div></div>`);
  wrap.innerHTML = `<ss-gallery ${attrs} style="width:${width}px">${Array.from(
    { length: n },
    (_, i) =>
      `<figure data-slide-id="id-${i}"><img alt="Photo ${i + 1}" data-src="${IMG}?n=${i}" data-image-dimensions="${dims}"></figure>`,
  ).join('')}</ss-gallery>`;
  const el = wrap.firstElementChild as SsGallery;
  await el.updateComplete;
  return el;
}

describe('ss-gallery one at a time: the slider (strip)', () => {
  it('is half as high as wide by default (vSize 10), each slide as wide as its ratio, the current one in the middle', async () => {
    const el = await mountGallery('', 6, 800, 'slider');
    expect(el.layoutName).to.equal('strip');
    expect(near(el.getBoundingClientRect().height, 400)).to.equal(true);
    const r = measure(el);
    // Slide 0 (1500x1000) is 600 wide, centred in 800.
    expect(near(r[0].width, 600) && near(r[0].height, 400)).to.equal(true);
    expect(near(r[0].x, 100)).to.equal(true);
    // Its neighbour to the right, 20 px (padding) later, cut by the stage.
    expect(near(stageX(el, 1), 720)).to.equal(true);
    expect(drawn(el)).to.deep.equal([0, 1, 5]);
    await expectAccessible(el, 'slider');
  });

  it('v-size sets the height in twentieths of the width; a numeric aspect-ratio in percent', async () => {
    const v = await mountGallery('v-size=6', 3, 800, 'slider');
    expect(near(v.getBoundingClientRect().height, 240)).to.equal(true);
    const a = await mountGallery('aspect-ratio=40', 3, 800, 'slider');
    expect(near(a.getBoundingClientRect().height, 320)).to.equal(true);
    const both = await mountGallery('aspect-ratio=40 v-size=4', 3, 800, 'slider');
    expect(near(both.getBoundingClientRect().height, 160), 'v-size wins').to.equal(true);
  });

  it('active-alignment left, center and right hold the current slide at the start, middle and end', async () => {
    for (const [alignment, x] of [
      ['left', 0],
      ['center', 100],
      ['right', 200],
    ] as const) {
      const el = await mountGallery(`active-alignment=${alignment} loop=false`, 4, 800, 'slider');
      expect(el.activeAlignment).to.equal({ left: 'start', center: 'middle', right: 'end' }[alignment]);
      expect(near(stageX(el, 0), x), `${alignment}: ${stageX(el, 0)}`).to.equal(true);
    }
  });

  it('reports another alignment and keeps middle (spec 000 §5)', async () => {
    const { messages } = await captureConsole('warn', async () => {
      const el = await mountGallery('active-alignment=diagonal', 3, 800, 'slider');
      expect(el.activeAlignment).to.equal('middle');
    });
    expect(String(messages[0]?.[0])).to.contain('diagonal');
  });

  it('without loop, shows nothing before the first slide', async () => {
    const el = await mountGallery('loop=false', 6, 800, 'slider');
    expect(drawn(el)).to.deep.equal([0, 1]);
  });
});

describe('ss-gallery one at a time: the carousel', () => {
  it('shows 3 per row with a 1 px gutter, square cells', async () => {
    const el = await mountGallery('', 7, 800, 'carousel');
    expect(el.layoutName).to.equal('carousel');
    expect(drawn(el)).to.deep.equal([0, 1, 2]);
    const cell = (800 - 2) / 3;
    const r = measure(el);
    expect(near(r[0].width, cell) && near(r[0].height, cell)).to.equal(true);
    expect(near(r[1].x - (r[0].x + r[0].width), 1)).to.equal(true);
    expect(near(el.getBoundingClientRect().height, cell)).to.equal(true);
    await expectAccessible(el, 'carousel');
  });

  it('has 2 per row below 480 px and at most 3 below 724 px', async () => {
    for (const [width, per] of [
      [479, 2],
      [480, 3],
      [723, 3],
      [724, 5],
    ] as const) {
      const el = await mountGallery('slides-per-row=5', 8, width, 'carousel');
      expect(el.geometry!.columns, `${width} px`).to.equal(per);
      expect(drawn(el)).to.have.length(per);
    }
  });

  it('moves by rows, bounded at the first and last, with loop or without', async () => {
    const el = await mountGallery('', 7, 800, 'carousel');
    expect(el.loop).to.equal(true);
    expect(button(el, 'previous')!.classList.contains('disabled'), 'disabled at the first row').to.equal(true);
    const r = button(el, 'next')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await sendMouse({ type: 'move', position: [0, 0] });
    expect(el.currentIndex).to.equal(3);
    el.inMotion = false;
    el.next();
    el.inMotion = false;
    expect(el.currentIndex).to.equal(6);
    await el.updateComplete;
    expect(button(el, 'next')!.classList.contains('disabled'), 'disabled at the last row').to.equal(true);
    setTimeout(() => el.next());
    const end = await oneEvent(el, 'ss-gallery-reached-end');
    expect(end.detail.index).to.equal(6);
    expect(el.currentIndex).to.equal(6);
    el.inMotion = false;
    el.previous();
    expect(el.currentIndex).to.equal(3);
  });

  it('hides previous and next when every slide fits', async () => {
    const el = await mountGallery('', 3, 800, 'carousel');
    await el.updateComplete;
    expect(!!button(el, 'next'), 'next').to.equal(false);
    expect(!!button(el, 'previous'), 'previous').to.equal(false);
  });
});

describe('ss-gallery one at a time: the slideshow (stacked) and base', () => {
  for (const design of ['slideshow', 'stacked']) {
    it(`${design}: one slide shown, in a box sized by the first slide; accessible`, async () => {
      const el = await mountGallery('', 4, 600, design);
      expect(drawn(el)).to.deep.equal([0]);
      expect(near(el.getBoundingClientRect().height, 400)).to.equal(true);
      await expectAccessible(el, design);
    });
  }
});

describe('ss-gallery one at a time: loading (in view plus the preload count, nothing else)', function () {
  this.timeout(20000);
  beforeEach(() => waitUntil(() => pageLoadSlots().active === 0, "the page's load slots are free"));

  it('a 1,000-slide slider requests the slides in view and 1 more, and places the rest without loading them', async () => {
    const el = await published('design="slider"', 1000, 1000);
    await nextFrame();
    const inView = drawn(el);
    expect(inView.length).to.be.within(1, 4);
    expect(requested(el).sort((a, b) => a - b)).to.deep.equal(
      [...inView, Math.max(...inView.filter((i) => i < 500)) + 1].sort((a, b) => a - b),
    );
    await oneEvent(el, 'ss-gallery-layout');
    await nextFrame();
    expect(
      el.slides.every((s) => s.element.hasAttribute('data-ss-slide')),
      'every slide placed',
    ).to.equal(true);
    expect(drawn(el), 'only those in view drawn').to.deep.equal(inView);
    expect(requested(el), 'and nothing else loads').to.have.length(inView.length + 1);
  });

  it('a 1,000-slide slideshow requests its slide and the next (preload 1); navigating requests one more', async () => {
    const el = await published('design="slideshow"', 1000, 800);
    await nextFrame();
    expect(requested(el)).to.deep.equal([0, 1]);
    await oneEvent(el, 'ss-gallery-layout');
    el.goTo(1);
    expect(requested(el)).to.deep.equal([0, 1, 2]);
    el.inMotion = false;
    el.goTo(500);
    expect(requested(el)).to.deep.equal([0, 1, 2, 500, 501]);
  });

  it('a 1,000-slide carousel requests its row, and the next row only once it moved', async () => {
    const el = await published('design="carousel"', 1000, 900);
    await nextFrame();
    expect(requested(el)).to.deep.equal([0, 1, 2]);
    await oneEvent(el, 'ss-gallery-layout');
    expect(requested(el), 'still nothing beyond the view').to.deep.equal([0, 1, 2]);
    el.next();
    expect(requested(el)).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('stacked (base) requests its slide and the next', async () => {
    const el = await published('design="stacked"', 1000, 800);
    await nextFrame();
    expect(requested(el)).to.deep.equal([0, 1]);
  });

  it('loads every image with lazy-load off', async () => {
    const el = await published('design="slideshow" lazy-load="false"', 30, 600);
    await oneEvent(el, 'ss-gallery-layout');
    await waitUntil(() => requested(el).length === 30, 'all requested');
  });
});

describe('ss-gallery one at a time: the WAI-ARIA carousel pattern', () => {
  it('is a labelled region ("carousel"), its slides groups named "N of M"; hidden slides are out of the tree', async () => {
    const el = await mountGallery('', 5, 800, 'slideshow');
    expect(el.getAttribute('role')).to.equal('region');
    expect(el.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(el.getAttribute('aria-label')).to.equal('Gallery');
    const s = el.slides[0].element;
    expect([s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')]).to.deep.equal([
      'group',
      'slide',
      '1 of 5',
    ]);
    expect(el.slides.slice(1).every((x) => x.element.hidden)).to.equal(true);
  });

  it('keeps a label the page gives, and takes the region off for a static design', async () => {
    const el = await fixture<SsGallery>(html`<ss-gallery design="slider" aria-label="Harbour photographs" style="width:600px"
      ><figure><img alt="One" data-src=${IMG} data-image-dimensions="800x600" /></figure><figure><img alt="Two" data-src=${IMG} data-image-dimensions="800x600"
    /></figure></ss-gallery>`);
    await laidOut(el);
    expect(el.getAttribute('aria-label')).to.equal('Harbour photographs');
    el.design = 'grid';
    await oneEvent(el, 'ss-gallery-layout');
    expect(el.hasAttribute('role')).to.equal(false);
    expect(el.getAttribute('aria-label')).to.equal('Harbour photographs');
  });

  it('announces a change politely (live region), except while autoplaying', async () => {
    const el = await mountGallery('', 3, 600, 'slideshow');
    const live = el.shadowRoot!.querySelector('.live')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    el.next();
    await el.updateComplete;
    expect(live.textContent!.trim()).to.equal('Slide 2 of 3');
  });
});

void mixed;

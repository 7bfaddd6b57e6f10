// Each layout's geometry as Chromium draws it (spec 000 §9 "Gallery layouts"), resizing
// once per settled resize, zero layout shift while images load, and 1,000 slides.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { recordShifts } from '../../helpers/layout-shift.js';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { frames, laidOut, measure, mixed, mountGallery, rowsOf, slides } from './helpers.js';

const gallery = (attrs: string, n = 12, width = 1000) => mountGallery(attrs, n, width);

const near = (a: number, b: number, tolerance = 1) => Math.abs(a - b) < tolerance;

describe('ss-gallery layouts in the DOM', () => {
  it('grid: 4 columns, 20 px padding, square cells by default', async () => {
    const el = await gallery('');
    expect(el.layoutName).to.equal('grid');
    const rows = rowsOf(measure(el));
    expect(rows.map((r) => r.length)).to.deep.equal([4, 4, 4]);
    const cell = (1000 - 3 * 20) / 4;
    for (const r of rows[0]) expect(near(r.width, cell) && near(r.height, cell), JSON.stringify(r)).to.equal(true);
    expect(near(rows[0][1].x - (rows[0][0].x + rows[0][0].width), 20)).to.equal(true);
    expect(near(rows[1][0].y - (rows[0][0].y + rows[0][0].height), 20)).to.equal(true);
    expect(near(el.getBoundingClientRect().height, 3 * cell + 2 * 20)).to.equal(true);
    await expectAccessible(el);
  });

  it('grid: slides-per-row, gutter and image-aspect-ratio', async () => {
    const el = await gallery('slides-per-row=3 gutter=0 image-aspect-ratio=16:9', 6, 900);
    const rows = rowsOf(measure(el));
    expect(rows.map((r) => r.length)).to.deep.equal([3, 3]);
    expect(near(rows[0][0].width, 300) && near(rows[0][0].height, 300 * (9 / 16))).to.equal(true);
    expect(near(rows[0][1].x, 300)).to.equal(true);
  });

  it('autogrid: as many columns of at least 250 px as fit', async () => {
    const el = await gallery('design=autogrid gutter=0', 12, 999);
    expect(rowsOf(measure(el))[0]).to.have.length(3);
    const wide = await gallery('design=autogrid gutter=0', 12, 1000);
    const row = rowsOf(measure(wide))[0];
    expect(row).to.have.length(4);
    expect(near(row[3].x + row[3].width, 1000)).to.equal(true);
    await expectAccessible(wide);
  });

  it('autocolumns: masonry columns of 250 px with no gutter, each slide at its ratio', async () => {
    const el = await gallery('design=autocolumns', 12, 1000);
    const rects = measure(el);
    const lefts = [...new Set(rects.map((r) => Math.round(r.x)))].sort((a, b) => a - b);
    expect(lefts).to.deep.equal([0, 250, 500, 750]);
    mixed(12).forEach(([w, h], i) => expect(near(rects[i].height, (250 * h) / w), `slide ${i}`).to.equal(true));
    // No gutter: within a column each slide starts where the one above ends.
    for (const left of lefts) {
      const col = rects.filter((r) => Math.round(r.x) === left).sort((a, b) => a.y - b.y);
      for (let i = 1; i < col.length; i++) expect(near(col[i].y, col[i - 1].y + col[i - 1].height)).to.equal(true);
    }
    await expectAccessible(el);
  });

  it('autocolumns: column width given as a string is parsed as an integer', async () => {
    const el = await gallery('design=autocolumns column-width=300px', 6, 1000);
    expect(el.columnWidth).to.equal(300);
    expect(el.geometry!.columns).to.equal(3);
  });

  it('autorows: justified rows fill the width within 1 px, 20 px gutters, last row not stretched', async () => {
    const el = await gallery('layout=autorows', 24, 1000);
    expect(el.layoutName).to.equal('autorows');
    const rows = rowsOf(measure(el));
    expect(rows.length).to.be.greaterThan(2);
    for (const row of rows.slice(0, -1)) {
      const right = row[row.length - 1].x + row[row.length - 1].width;
      expect(Math.abs(right - 1000), `row ends at ${right}`).to.be.lessThan(1);
      expect(row[0].x).to.be.lessThan(1);
      for (let i = 1; i < row.length; i++) expect(near(row[i].x - (row[i - 1].x + row[i - 1].width), 20)).to.equal(true);
    }
    const last = rows[rows.length - 1];
    expect(last[0].height).to.be.at.most(250 + 0.5);
    expect(last[last.length - 1].x + last[last.length - 1].width).to.be.at.most(1000 + 0.5);
    await expectAccessible(el);
  });

  it('list: the image takes list-image-size percent of the width beside its text', async () => {
    const el = await fixture<SsGallery>(html`<ss-gallery design="list" list-image-size="40" gutter="16" style="width:800px">
      <div data-slide-id="a"><div class="image"><img alt="One" data-src="/test/fixtures/images/photo.png" data-image-dimensions="1600x1200" /></div><p>First caption</p></div>
      <div data-slide-id="b"><div class="image"><img alt="Two" data-src="/test/fixtures/images/photo.png" data-image-dimensions="1000x1000" /></div><p>Second caption</p></div>
    </ss-gallery>`);
    await laidOut(el);
    const imgs = [...el.querySelectorAll('img')].map((i) => i.getBoundingClientRect());
    expect(near(imgs[0].width, 320) && near(imgs[0].height, 240)).to.equal(true);
    expect(near(imgs[1].width, 320) && near(imgs[1].height, 320)).to.equal(true);
    const text = el.querySelector('p')!.getBoundingClientRect();
    expect(near(text.left - imgs[0].right, 16)).to.equal(true);
    expect(near(imgs[1].top - el.slides[0].element.getBoundingClientRect().bottom, 16)).to.equal(true);
    await expectAccessible(el);
  });

  it('base (design stacked): one slide shown, sized by the first slide', async () => {
    const el = await gallery('design=stacked', 3, 800);
    expect(el.layoutName).to.equal('base');
    const shown = el.slides.filter((s) => !s.element.hidden);
    expect(shown).to.have.length(1);
    expect(near(el.getBoundingClientRect().height, 800 / 1.5)).to.equal(true);
    await expectAccessible(el);
  });

  it('carousel, slider and slideshow map to their layouts and show one slide or one row', async () => {
    for (const [design, layout, shown] of [
      ['carousel', 'carousel', 3],
      ['slider', 'strip', 1],
      ['slideshow', 'stacked', 1],
    ] as const) {
      const el = await gallery(`design=${design} loop=false`, 4, 600);
      expect(el.layoutName).to.equal(layout);
      expect(el.getAttribute('data-layout')).to.equal(layout);
      const visible = el.slides.filter(
        (s) => !s.element.hidden && s.element.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5,
      );
      expect(visible.length, design).to.equal(shown);
      await expectAccessible(el);
    }
  });

  it('switching design lays out again from scratch', async () => {
    const el = await gallery('design=stacked', 4, 1000);
    el.design = 'grid';
    await oneEvent(el, 'ss-gallery-layout');
    expect(el.slides.every((s) => !s.element.hidden)).to.equal(true);
    expect(rowsOf(measure(el))[0]).to.have.length(4);
  });
});

describe('ss-gallery resizing', () => {
  it('waits 100 ms of quiet by default and computes the geometry once per settled resize', async () => {
    const el = await gallery('design=autocolumns', 12, 1000);
    expect(el.resizeQuiet).to.equal(100);
    let layouts = 0;
    el.addEventListener('ss-gallery-layout', () => layouts++);
    el.resizeQuiet = 1e9;
    for (const w of [900, 800, 700]) {
      el.style.width = `${w}px`;
      await frames(1);
    }
    await frames(1);
    expect(layouts, 'nothing is computed while resizing').to.equal(0);
    el.resizeQuiet = 0;
    el.style.width = '500px';
    const done = await oneEvent(el, 'ss-gallery-layout');
    await frames(1);
    expect(layouts).to.equal(1);
    expect(done.detail).to.include({ width: 500, columns: 2 });
  });

  it('lays out at once, without the quiet time, when it is first shown', async () => {
    const wrap = await fixture<HTMLElement>(html`<div hidden><ss-gallery style="width:800px">${slides(mixed(4))}</ss-gallery></div>`);
    const el = wrap.querySelector('ss-gallery')!;
    el.resizeQuiet = 1e9;
    await frames(2);
    expect(el.geometry).to.equal(undefined);
    wrap.hidden = false;
    const e = await oneEvent(el, 'ss-gallery-layout');
    expect(e.detail).to.include({ width: 800, columns: 4 });
  });

  it('ignores height-only changes of the page around it', async () => {
    const el = await gallery('design=grid', 4, 800);
    el.resizeQuiet = 0;
    let layouts = 0;
    el.addEventListener('ss-gallery-layout', () => layouts++);
    el.style.paddingBottom = '50px';
    await frames(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(layouts).to.equal(0);
  });
});

describe('ss-gallery images', () => {
  it('does not shift layout while images load (CLS 0)', async () => {
    const shifts = recordShifts();
    const el = await fixture<SsGallery>(html`<div>
      <ss-gallery layout="autorows" style="width:900px">${slides(mixed(12))}</ss-gallery>
      <p>Text after the gallery</p>
    </div>`);
    const g = el.querySelector('ss-gallery')!;
    await laidOut(g);
    const inView = [...g.querySelectorAll('img')].filter((i) => i.getBoundingClientRect().top < innerHeight);
    await waitUntil(() => inView.every((img) => img.getAttribute('data-image-state') === 'loaded'), 'images loaded');
    await frames(2);
    expect(shifts.stop()).to.equal(0);
  });

  it('loads images far below the viewport too with lazy-load off', async () => {
    const el = await fixture<SsGallery>(html`<ss-gallery lazy-load="false" style="width:1000px">${slides(mixed(80))}</ss-gallery>`);
    await laidOut(el);
    const last = el.querySelectorAll('img')[79];
    expect(last.getBoundingClientRect().top).to.be.greaterThan(innerHeight + 2000);
    for (let i = 0; i < 60 && !last.hasAttribute('data-image-state'); i++) await frames(1);
    expect(last.hasAttribute('data-image-state')).to.equal(true);
  });

  it('loads a slide 150 px below the viewport, not one 250 px below (slides skipped off-screen still count)', async () => {
    // Rows of 200 px cells with 100 px gaps: the second row starts at innerHeight + 150.
    const gap = 100;
    const top = innerHeight + 150 - (200 + gap);
    const el = await fixture<SsGallery>(html`<div style="padding:${top}px 0 3000px">
      <ss-gallery design="grid" slides-per-row="2" padding=${gap} image-aspect-ratio="square" style="width:500px">${slides(mixed(6))}</ss-gallery>
    </div>`);
    const g = el.querySelector('ss-gallery')!;
    await laidOut(g);
    const imgs = [...g.querySelectorAll('img')];
    const below = () => Math.round(imgs[2].closest('[data-ss-slide]')!.getBoundingClientRect().top - innerHeight);
    window.scrollBy(0, below() - 150);
    expect(below()).to.equal(150);
    for (let i = 0; i < 60 && !imgs[2].hasAttribute('data-image-state'); i++) await frames(1);
    await frames(3);
    expect(imgs[2].hasAttribute('data-image-state'), '150 px below').to.equal(true);
    expect(imgs[4].hasAttribute('data-image-state'), '450 px below').to.equal(false);
    window.scrollTo(0, 0);
  });

  it('1,000 slides: geometry once, only images near the viewport load', async () => {
    const el = await fixture<SsGallery>(html`<ss-gallery design="grid" style="width:1000px">${slides(mixed(1000))}</ss-gallery>`);
    await laidOut(el);
    expect(el.slides).to.have.length(1000);
    expect(el.getBoundingClientRect().height).to.be.greaterThan(50000);
    await frames(3);
    const requested = [...el.querySelectorAll('img')].filter((i) => i.hasAttribute('data-image-state')).length;
    const rowPitch = (1000 - 60) / 4 + 20;
    const reach = innerHeight + 200;
    expect(requested).to.be.greaterThan(0);
    expect(requested).to.be.at.most((Math.ceil(reach / rowPitch) + 1) * 4);
  });
});

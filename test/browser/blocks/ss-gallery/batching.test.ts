// A thousand slides: the slides near the view are placed before the first
// paint, the others a batch per frame, hidden until placed; nothing moves; a relayout while
// batches wait starts over; `ss-gallery-layout` fires once, after the last batch.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { pageLoadSlots } from '../../../../src/services/image-loader.js';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { BATCH, boxAt } from '../../../../src/blocks/ss-gallery/layouts/types.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { recordShifts } from '../../helpers/layout-shift.js';
import { IMG, frames, mixed } from './helpers.js';

const N = 1000;
const shown = (slide: HTMLElement) => slide.hasAttribute('data-ss-slide') && getComputedStyle(slide).display !== 'none';
const placedCount = (el: SsGallery) => el.slides.filter((s) => shown(s.element)).length;

/** Indices of the slides whose geometry box reaches into one viewport above the view to
 * two below it. */
function nearIndices(el: SsGallery): number[] {
  const top = el.getBoundingClientRect().top;
  const boxes = el.geometry!.boxes;
  return [...Array(boxes.length).keys()].filter((i) => {
    const b = boxAt(boxes, i);
    return b.y < -top + 2 * innerHeight && b.y + b.height > -top - innerHeight;
  });
}

/** Slides drawn somewhere other than their geometry box (relative to the gallery). */
function misplaced(el: SsGallery, indices: number[]): number[] {
  const origin = el.getBoundingClientRect();
  const boxes = el.geometry!.boxes;
  return indices.filter((i) => {
    const r = el.slides[i].element.getBoundingClientRect();
    const b = boxAt(boxes, i);
    const off = Math.max(
      Math.abs(r.left - origin.left - b.x),
      Math.abs(r.top - origin.top - b.y),
      Math.abs(r.width - b.width),
      Math.abs(r.height - b.height),
    );
    return off > 1;
  });
}

/** A gallery of N slides whose markup is there before it upgrades, as on a published page. */
async function thousand(attrs = 'design="grid"', width = 1000): Promise<SsGallery> {
  const wrap = await fixture<HTMLElement>(html`<div></div>`);
  wrap.innerHTML = `<ss-gallery ${attrs} style="width:${width}px">${mixed(N)
    .map(
      ([w, h], i) =>
        `<figure data-slide-id="id-${i}"><img alt="Photo ${i + 1}" data-src="${IMG}" data-image-dimensions="${w}x${h}"></figure>`,
    )
    .join('')}</ss-gallery>`;
  const el = wrap.firstElementChild as SsGallery;
  await el.updateComplete;
  return el;
}

describe('ss-gallery at 1,000 slides', function () {
  // Checking a thousand boxes and running axe over the gallery take a while on a slow machine.
  this.timeout(20000);

  it('places the slides near the view before the first paint, the others at most a batch per frame, then fires ss-gallery-layout once', async () => {
    const el = await thousand();
    const events: CustomEvent[] = [];
    el.addEventListener('ss-gallery-layout', (e) => events.push(e));
    expect(el.geometry, 'laid out in the next frame, not in the upgrading task').to.equal(undefined);
    await nextFrame();
    const near = nearIndices(el);
    expect(near.length).to.be.greaterThan(0).and.lessThan(N);
    expect(el.layoutPending).to.equal(true);
    expect(events).to.have.length(0);
    expect(placedCount(el)).to.equal(near.length);
    expect(near.every((i) => shown(el.slides[i].element))).to.equal(true);
    expect(misplaced(el, near)).to.deep.equal([]);
    // The gallery has its full height at once: nothing below it moves later.
    expect(Math.abs(el.getBoundingClientRect().height - el.geometry!.height)).to.be.lessThan(1);
    expect(el.geometry!.height).to.be.greaterThan(50000);

    const counts = [placedCount(el)];
    while (!events.length && counts.length < 40) {
      await nextFrame();
      counts.push(placedCount(el));
    }
    expect(events, 'the layout event').to.have.length(1);
    const steps = counts.slice(1).map((c, i) => c - counts[i]);
    expect(Math.max(...steps), `slides placed per frame: ${steps}`).to.be.at.most(BATCH);
    expect(counts.length - 1).to.be.at.least(Math.ceil((N - near.length) / BATCH));
    expect(counts[counts.length - 1]).to.equal(N);
    expect(el.layoutPending).to.equal(false);
    expect(events[0].detail).to.deep.equal({ layout: 'grid', width: 1000, height: el.geometry!.height, columns: 4 });
    await frames(3);
    expect(events).to.have.length(1);
  });

  it('places every slide in its box eventually, shifting nothing', async () => {
    const shifts = recordShifts();
    const el = await thousand('layout="autorows"');
    await nextFrame();
    const height = el.getBoundingClientRect().height;
    await oneEvent(el, 'ss-gallery-layout');
    await frames(2);
    expect(shifts.stop()).to.equal(0);
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(misplaced(el, [...Array(N).keys()])).to.deep.equal([]);
  });

  it('requests the images in view before any far slide is placed', async () => {
    // The page's 16 load slots may still hold the earlier galleries' images.
    await waitUntil(() => pageLoadSlots().active === 0, "the page's load slots are free");
    const el = await thousand();
    // The frame that lays the gallery out places the near slides and requests their images
    // in the same task; the first batch of far slides waits for the frame after it.
    await nextFrame();
    const near = nearIndices(el);
    expect(placedCount(el)).to.equal(near.length);
    const inView = near.filter((i) => el.slides[i].element.getBoundingClientRect().top < innerHeight + 200);
    expect(inView.length).to.be.greaterThan(0).and.at.most(16);
    // Requested: loading, or already loaded from the cache within the frame.
    const requested = (i: number) => el.slides[i].element.querySelector('img')!.hasAttribute('data-image-state');
    expect(
      inView.filter((i) => !requested(i)),
      'every image in view is requested',
    ).to.deep.equal([]);
    expect(el.querySelectorAll('img[data-image-state]').length, 'and no other').to.equal(inView.length);
  });

  it('starts over when a setting changes while batches wait: one event, no slide shown at its old place', async () => {
    const el = await thousand();
    await nextFrame();
    expect(el.layoutPending).to.equal(true);
    const events: CustomEvent[] = [];
    el.addEventListener('ss-gallery-layout', (e) => events.push(e));
    el.slidesPerRow = 5;
    await el.updateComplete;
    expect(el.geometry!.columns).to.equal(5);
    const visible = [...Array(N).keys()].filter((i) => shown(el.slides[i].element));
    expect(visible).to.deep.equal(nearIndices(el));
    expect(misplaced(el, visible)).to.deep.equal([]);
    // Slides waiting for their batch are out of the page, and out of the accessibility tree.
    await expectAccessible(el);
    if (el.layoutPending) await oneEvent(el, 'ss-gallery-layout');
    await frames(3);
    expect(events.map((e) => e.detail.columns)).to.deep.equal([5]);
    expect(misplaced(el, [...Array(N).keys()])).to.deep.equal([]);
  });

  it('starts over when resized while batches wait', async () => {
    const el = await thousand('design="autocolumns"');
    el.resizeQuiet = 0;
    await nextFrame();
    expect(el.layoutPending).to.equal(true);
    el.style.width = '760px';
    const e = await oneEvent(el, 'ss-gallery-layout');
    expect(e.detail).to.include({ layout: 'autocolumns', width: 760, columns: 3 });
    expect(el.layoutPending).to.equal(false);
    expect(misplaced(el, [...Array(N).keys()])).to.deep.equal([]);
  });

  it('stops placing when removed mid-way and lays out again when put back', async () => {
    const el = await thousand();
    await nextFrame();
    const parent = el.parentElement!;
    const before = el.slides.filter((s) => s.element.hasAttribute('data-ss-slide')).length;
    let events = 0;
    el.addEventListener('ss-gallery-layout', () => events++);
    el.remove();
    await frames(4);
    expect(el.slides.filter((s) => s.element.hasAttribute('data-ss-slide')).length).to.equal(before);
    expect(events).to.equal(0);
    parent.append(el);
    await oneEvent(el, 'ss-gallery-layout');
    expect(events).to.equal(1);
    expect(placedCount(el)).to.equal(N);
  });

  it('places slides that do not share a parent all at once', async () => {
    const el = await fixture<SsGallery>(html`<ss-gallery style="width:1000px">
      <div class="a"><div class="slide"><img alt="One" data-src=${IMG} data-image-dimensions="800x600" /></div></div>
      <div class="b"><div class="slide"><img alt="Two" data-src=${IMG} data-image-dimensions="800x600" /></div></div>
    </ss-gallery>`);
    const e = await oneEvent(el, 'ss-gallery-layout');
    expect(e.detail.columns).to.equal(4);
    expect(el.slides.every((s) => shown(s.element))).to.equal(true);
  });
});

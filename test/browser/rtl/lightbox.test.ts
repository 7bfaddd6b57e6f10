// The lightbox right to left (ours where the spec is silent, after WAI-ARIA APG
// and Splide/Swiper): the next item lies to the left. Its button, arrow keys, click halves,
// mobile track and caption swipe all mirror; LTR stays as it was.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsLightbox } from '../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { expectAccessible } from '../helpers/a11y.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { centre, drag, frames, items, openOn, part, slideOf, touch } from '../blocks/ss-lightbox/helpers.js';

const PHONE = { width: 375, height: 667 };
const rect = (el: SsLightbox, name: string) => part(el, name).getBoundingClientRect();
/** The chevron's horizontal scale: -1 when it is turned. */
const chevronScale = (el: SsLightbox, name: string) => getComputedStyle(part(el, name).querySelector('svg')!).scale;

async function desktop(dir: 'rtl' | 'ltr'): Promise<SsLightbox> {
  const wrap = await fixture<HTMLElement>(html`<div dir=${dir}><ss-lightbox></ss-lightbox></div>`);
  return wrap.querySelector<SsLightbox>('ss-lightbox')!;
}

async function phone(dir: 'rtl' | 'ltr'): Promise<SsLightbox> {
  Object.defineProperty(window, 'orientation', { configurable: true, value: 0 });
  try {
    const el = await desktop(dir);
    await el.updateComplete;
    return el;
  } finally {
    delete (window as { orientation?: number }).orientation;
  }
}

let clock: ManualClock | undefined;
afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

describe('ss-lightbox right to left, desktop', () => {
  it('the next button on the left, the previous on the right, chevrons turned outwards; close at the top left, the counter at the top right', async () => {
    const el = await desktop('rtl');
    await openOn(el, items(3), 1);
    const next = rect(el, 'control-next');
    const previous = rect(el, 'control-previous');
    expect(next.right).to.be.below(previous.left);
    expect(next.left).to.be.below(innerWidth / 2);
    expect(chevronScale(el, 'control-next')).to.equal('-1 1');
    expect(chevronScale(el, 'control-previous')).to.equal('-1 1');
    expect(rect(el, 'close-button').left).to.be.below(innerWidth / 2);
    expect(rect(el, 'counter').right).to.be.above(innerWidth / 2);
    await expectAccessible(el, 'lightbox rtl');
    el.close();
  });

  it('LTR is unchanged: next on the right, chevrons as drawn, close at the top right', async () => {
    const el = await desktop('ltr');
    await openOn(el, items(3), 1);
    expect(rect(el, 'control-next').left).to.be.above(rect(el, 'control-previous').right);
    expect(chevronScale(el, 'control-next')).to.equal('none');
    expect(rect(el, 'close-button').left).to.be.above(innerWidth / 2);
    el.close();
  });

  it('ArrowLeft goes forward, ArrowRight back', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    clock = installManualClock();
    const el = await desktop('rtl');
    await openOn(el, items(4), 1);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex).to.equal(2);
    // One step per 200 ms (spec 001 §9), on the test's clock.
    await clock.advance(200);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.currentIndex).to.equal(1);
    el.close();
  });

  it('a click on the left half of the image goes forward, on the right half back', async () => {
    const el = await desktop('rtl');
    await openOn(el, items(4), 1);
    const img = slideOf(el, 1).querySelector('img')!.getBoundingClientRect();
    const y = Math.round(img.top + img.height / 2);
    await sendMouse({ type: 'click', position: [Math.round(img.left + 10), y] });
    expect(el.currentIndex).to.equal(2);
    const img2 = slideOf(el, 2).querySelector('img')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(img2.right - 10), y] });
    expect(el.currentIndex).to.equal(1);
    el.close();
  });
});

describe('ss-lightbox right to left, on a phone', () => {
  beforeEach(() => setViewport(PHONE));

  it('the track starts at the right: the next item lies to the left; a swipe to the right moves on', async () => {
    const el = await phone('rtl');
    await openOn(el, items(3), 0);
    await frames(2);
    const track = part(el, 'stage');
    expect(Math.round(slideOf(el, 0).getBoundingClientRect().left)).to.equal(0);
    expect(Math.round(slideOf(el, 1).getBoundingClientRect().right), 'the next item off to the left').to.equal(0);
    await expectAccessible(el, 'phone rtl');
    const ended = oneEvent(track, 'scrollend');
    await drag(el, [60, 300], 240);
    await ended;
    expect(el.currentIndex).to.equal(1);
    expect(track.scrollLeft, 'scrolled to the left').to.equal(-PHONE.width);
    el.close();
  });

  it('the next button glides the track to the left (a negative scrollLeft)', async () => {
    const el = await phone('rtl');
    await openOn(el, items(3), 0);
    await frames(2);
    const track = part(el, 'stage');
    const ended = oneEvent(track, 'scrollend');
    part(el, 'control-next').click();
    await ended;
    expect([el.currentIndex, track.scrollLeft]).to.deep.equal([1, -PHONE.width]);
    el.close();
  });

  it('opened at an item, the track shows it', async () => {
    const el = await phone('rtl');
    await openOn(el, items(3), 2);
    await frames(3);
    expect(part(el, 'stage').scrollLeft).to.equal(-2 * PHONE.width);
    expect(Math.round(slideOf(el, 2).getBoundingClientRect().left)).to.equal(0);
    el.close();
  });

  it('a swipe to the right across the shown caption moves on', async () => {
    const el = await phone('rtl');
    await openOn(el, items(3), 0);
    part(el, 'caption-toggle').click();
    await el.updateComplete;
    const meta = rect(el, 'meta');
    const y = Math.round(meta.y + meta.height / 2);
    await touch('start', 60, y);
    for (let i = 1; i <= 6; i++) await touch('move', 60 + 40 * i, y);
    await new Promise((r) => setTimeout(r, 150));
    await touch('move', 320, y);
    await touch('end');
    expect(el.currentIndex).to.equal(1);
    el.close();
  });
});

void centre;

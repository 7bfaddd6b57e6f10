// <ss-lightbox> on a phone (doc 2 §4 "Lightbox": "Arrows and click navigation are not
// available on mobile. Mobile uses a caption toggle and scroll transition."), driven by a real
// finger: Chromium's own touch pipeline through the ss-touch runner command, so the track
// scrolls, snaps and settles as it does on a phone. Mobile is the image loader's rule
// (orientation support), given to the page before each lightbox is made.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../../helpers/viewport.js';
import type { TemplateResult } from 'lit';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsLightbox, SsLightboxChangeDetail } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { IMG, centre, dialogOf, drag, frames, items, openOn, part, slideOf, touch } from './helpers.js';

const PHONE = { width: 375, height: 667 };
const press = (key: string) => sendKeys({ press: key });

/** A lightbox made on a phone: the page has orientation support while it is created. */
async function phone(template: TemplateResult = html`<ss-lightbox></ss-lightbox>`): Promise<SsLightbox> {
  Object.defineProperty(window, 'orientation', { configurable: true, value: 0 });
  try {
    const root = await fixture<HTMLElement>(template);
    const el = root.localName === 'ss-lightbox' ? (root as SsLightbox) : root.querySelector<SsLightbox>('ss-lightbox')!;
    await el.updateComplete;
    return el;
  } finally {
    delete (window as { orientation?: number }).orientation;
  }
}

const track = (el: SsLightbox) => part(el, 'stage');
/** The current item's image (the others sit beside it on the track, off screen). */
const imageOf = (el: SsLightbox, i = el.currentIndex) => slideOf(el, i).querySelector('img')!;
const focused = (el: SsLightbox) => el.shadowRoot!.activeElement;
const changes = (el: SsLightbox) => {
  const seen: SsLightboxChangeDetail[] = [];
  el.addEventListener('ss-lightbox-change', (e) => seen.push(e.detail));
  return seen;
};

/** A finger put down at (x, y), moved by (dx, dy) in `steps` even moves, and lifted. */
async function swipe(x: number, y: number, dx: number, dy = 0, steps = 6): Promise<void> {
  await touch('start', x, y);
  for (let i = 1; i <= steps; i++) await touch('move', Math.round(x + (dx * i) / steps), Math.round(y + (dy * i) / steps));
  await touch('end');
}

async function tap([x, y]: [number, number]): Promise<void> {
  await touch('start', x, y);
  await touch('end');
}

/** The track's positions from now until its next scrolling ends (the browser's snap, not a
 * clock). An end reported before the track has moved away from where it was (the opening's
 * own instant scroll, or a spring back the test has seen at rest already, whose last scroll
 * event and end come later on a loaded machine) is not this scrolling's. */
async function glide(el: SsLightbox): Promise<{ positions: number[]; ended: Promise<unknown> }> {
  await frames(2);
  const t = track(el);
  const start = t.scrollLeft;
  const positions: number[] = [];
  const onScroll = () => positions.push(t.scrollLeft);
  t.addEventListener('scroll', onScroll);
  const ended = new Promise<void>((resolve) => {
    const onEnd = () => {
      if (!positions.some((p) => p !== start)) return;
      t.removeEventListener('scroll', onScroll);
      t.removeEventListener('scrollend', onEnd);
      resolve();
    };
    t.addEventListener('scrollend', onEnd);
  });
  return { positions, ended };
}

/** The track's position right after the render of the next change of item, in the same task:
 * a jump (`behavior: 'instant'`) has moved it there already, and a glide moves it from the
 * next frame on. Sampling the glide's positions instead depends on the page getting frames
 * while it runs, which a starved page does not. */
const positionWhenRendered = (el: SsLightbox) =>
  new Promise<number>((resolve) =>
    el.addEventListener('ss-lightbox-change', () => void el.updateComplete.then(() => resolve(track(el).scrollLeft)), { once: true }),
  );

/** Fades of items (desktop's navigation); mobile has none. */
const crossFades = (el: SsLightbox) => el.shadowRoot!.getAnimations().filter((a) => a.id === 'ss-lightbox-fade');

describe('ss-lightbox on a phone, with a finger', () => {
  const original = location.href;
  beforeEach(() => setViewport(PHONE));
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    history.replaceState(null, '', original);
  });

  describe('accessibility', () => {
    for (const theme of ['dark', 'light'] as const) {
      it(`has no axe violations open on a phone in the ${theme} theme, caption hidden and shown`, async () => {
        const el = await phone(html`<ss-lightbox theme=${theme}></ss-lightbox>`);
        await openOn(el, items(3), 1);
        expect(dialogOf(el).dataset.theme).to.equal(theme);
        await expectAccessible(el, `${theme}, caption hidden`);
        await tap(centre(part(el, 'caption-toggle').getBoundingClientRect()));
        await el.updateComplete;
        expect(part(el, 'meta').hidden).to.equal(false);
        await expectAccessible(el, `${theme}, caption shown`);
      });
    }
  });

  describe('defaults', () => {
    it('is mobile by the image loader rule (orientation support): the items on a snapping scroll track, a screen wide each', async () => {
      const el = await phone();
      expect(el.mobile).to.equal(true);
      await openOn(el, items(3), 1);
      expect(dialogOf(el).classList.contains('mobile')).to.equal(true);
      expect(getComputedStyle(track(el)).scrollSnapType).to.equal('x mandatory');
      expect(track(el).scrollLeft).to.equal(PHONE.width);
      expect(slideOf(el, 1).getBoundingClientRect().x).to.equal(0);
      expect(slideOf(el, 2).getBoundingClientRect().x).to.equal(PHONE.width);
      expect(el.looping, 'no looping on mobile').to.equal(false);
    });
  });

  describe('keyboard (real key presses)', () => {
    it('ignores the arrow keys, on the dialog and on the focused track (which would scroll to the next item)', async () => {
      const el = await phone();
      await openOn(el, items(4), 1);
      const seen = changes(el);
      let reached = 0;
      const listener = (e: KeyboardEvent) => e.key.startsWith('Arrow') && reached++;
      document.addEventListener('keydown', listener);
      try {
        expect(focused(el)).to.equal(dialogOf(el));
        await press('ArrowRight');
        await press('ArrowLeft');
        await press('Tab');
        expect(focused(el), 'Tab reaches the track first').to.equal(track(el));
        await press('ArrowRight');
        await press('ArrowRight');
        await press('ArrowLeft');
        await frames(2);
        expect(el.currentIndex).to.equal(1);
        expect(track(el).scrollLeft, 'the track did not scroll').to.equal(PHONE.width);
        expect(seen).to.deep.equal([]);
        expect(reached, 'nor did the page see them').to.equal(0);
      } finally {
        document.removeEventListener('keydown', listener);
      }
    });

    it('toggles the caption with Enter and Space on its button', async () => {
      const el = await phone();
      await openOn(el, items(3), 0);
      const toggle = part(el, 'caption-toggle');
      await press('Tab');
      await press('Tab');
      expect(focused(el), 'after the track').to.equal(toggle);
      await press('Enter');
      await el.updateComplete;
      expect([part(el, 'meta').hidden, toggle.getAttribute('aria-expanded')]).to.deep.equal([false, 'true']);
      expect(part(el, 'title').textContent!.trim()).to.equal('Photo 1');
      await press('Space');
      await el.updateComplete;
      expect([part(el, 'meta').hidden, toggle.getAttribute('aria-expanded')]).to.deep.equal([true, 'false']);
      expect(el.open).to.equal(true);
    });

    it('keeps Tab inside: track, caption toggle, previous, next, close, and round again', async () => {
      const el = await phone();
      await openOn(el, items(3), 1);
      const order = [
        track(el),
        part(el, 'caption-toggle'),
        part(el, 'control-previous'),
        part(el, 'control-next'),
        part(el, 'close-button'),
      ];
      for (const expected of [...order, order[0]]) {
        await press('Tab');
        expect(focused(el)).to.equal(expected);
      }
      await press('Shift+Tab');
      expect(focused(el), 'Shift+Tab from the first wraps to the last').to.equal(order.at(-1));
    });
  });

  describe('touch (a real finger)', () => {
    it('a swipe to the left scrolls the track to the next item, which becomes current; the address follows', async () => {
      history.replaceState(null, '', `/photos${new URL(original).search}`);
      const el = await phone();
      el.show(items(4), 1, { address: '/photos' });
      await el.updateComplete;
      el.shadowRoot!.getAnimations().forEach((a) => a.finish());
      expect(location.pathname).to.equal('/photos/slide-1');
      const seen = changes(el);
      const { positions, ended } = await glide(el);
      const [x, y] = centre(imageOf(el).getBoundingClientRect());
      // Past half a screen: it moves on with or without a fling (the runner's timing is real).
      // The finger is lifted whatever happens, so that a failure here leaves no touch down for
      // the next test.
      await waitUntil(() => track(el).scrollLeft === PHONE.width, 'the track rests at the current item');
      const start = track(el).scrollLeft;
      let underFinger: number;
      let currentUnderFinger: number;
      try {
        await touch('start', x + 120, y);
        for (let i = 1; i <= 6; i++) await touch('move', x + 120 - 40 * i, y);
        // The browser scrolls on its own thread: under load the track catches up a moment later.
        await waitUntil(() => track(el).scrollLeft - start >= 180, 'the track follows the finger', { timeout: 5000 }).catch(() => {});
        underFinger = track(el).scrollLeft;
        currentUnderFinger = el.currentIndex;
      } finally {
        await touch('end');
      }
      // 240 px of finger, less the browser's touch slop, from where the track was; Chromium's
      // scroll prediction may run a few pixels ahead of the finger (245 seen under load). Not
      // following would be 0, or a snap to the next item (375).
      expect(underFinger - start, 'the track follows the finger').to.be.within(180, 255);
      expect(currentUnderFinger, 'not before it settles').to.equal(1);
      await ended;
      expect(el.currentIndex).to.equal(2);
      expect(track(el).scrollLeft, 'snapped to the next item').to.equal(2 * PHONE.width);
      expect(
        positions.some((p) => p > underFinger && p < 2 * PHONE.width),
        'it glides there (the scroll transition)',
      ).to.equal(true);
      expect(crossFades(el), 'no fade on mobile').to.deep.equal([]);
      expect(seen.map(({ index, previousIndex, direction, source }) => [index, previousIndex, direction, source])).to.deep.equal([
        [2, 1, 'forward', 'swipe'],
      ]);
      expect(location.pathname, 'the address follows the item').to.equal('/photos/slide-2');
      expect(part(el, 'counter').textContent!.trim()).to.equal('3 of 4');
      expect([slideOf(el, 2).inert, slideOf(el, 1).inert]).to.deep.equal([false, true]);
      const back = oneEvent(window, 'popstate');
      el.close();
      await back;
    });

    it('a swipe to the right shows the previous item', async () => {
      const el = await phone();
      await openOn(el, items(4), 2);
      const seen = changes(el);
      await waitUntil(() => track(el).scrollLeft === 2 * PHONE.width, 'the track rests at the current item');
      const { ended } = await glide(el);
      // The finger lifts once the track has followed it past half a screen (a state: on a loaded
      // machine the browser's scrolling catches up with the finger a moment later).
      await drag(el, [60, 330], 240);
      await ended;
      expect(el.currentIndex).to.equal(1);
      expect(track(el).scrollLeft).to.equal(PHONE.width);
      expect(seen.map((c) => [c.index, c.direction, c.source])).to.deep.equal([[1, 'reverse', 'swipe']]);
    });

    it('stops at the ends: no wrapping by swipe', async () => {
      const el = await phone();
      await openOn(el, items(2), 0);
      const seen = changes(el);
      await swipe(100, 330, 150);
      // It rests at the first (a state: the track may still be springing back a frame or two).
      await waitUntil(() => track(el).scrollLeft === 0, 'the track rests at the first');
      expect([el.currentIndex, track(el).scrollLeft], 'at the first').to.deep.equal([0, 0]);
      await swipe(300, 330, -240);
      await waitUntil(() => el.currentIndex === 1 && track(el).scrollLeft === PHONE.width, 'the second item, the track at rest');
      await swipe(300, 330, -240);
      await waitUntil(() => track(el).scrollLeft === PHONE.width, 'the track rests at the last');
      expect([el.currentIndex, track(el).scrollLeft], 'at the last').to.deep.equal([1, PHONE.width]);
      expect(seen.map((c) => c.index)).to.deep.equal([1]);
    });

    it('a slow drag of less than half a screen settles back on the same item', async () => {
      const el = await phone();
      await openOn(el, items(3), 1);
      const seen = changes(el);
      const { ended } = await glide(el);
      await touch('start', 300, 330);
      for (let i = 1; i <= 6; i++) {
        await touch('move', 300 - 10 * i, 330);
        await frames(1);
      }
      // Held still, longer than the 40 ms after which Chromium's velocity tracker takes the
      // finger as stopped (two frames were not, on a loaded machine): no fling on release.
      await frames(2);
      await new Promise((r) => setTimeout(r, 100));
      await touch('end');
      await ended;
      expect([el.currentIndex, track(el).scrollLeft]).to.deep.equal([1, PHONE.width]);
      expect(seen).to.deep.equal([]);
    });

    it('a vertical pan changes nothing: not the item, not the track, not the page behind (scroll locked)', async () => {
      const root = await phone(html`<div style="height:3000px"><ss-lightbox></ss-lightbox></div>`);
      const el = root;
      window.scrollTo(0, 200);
      await openOn(el, items(3), 1);
      const seen = changes(el);
      const [x, y] = centre(imageOf(el).getBoundingClientRect());
      await swipe(x, y + 100, 4, -240, 8);
      await frames(3);
      await swipe(x, y - 100, -4, 240, 8);
      await frames(3);
      expect(window.scrollY, 'the page stays').to.equal(200);
      expect([el.currentIndex, track(el).scrollLeft]).to.deep.equal([1, PHONE.width]);
      expect(seen).to.deep.equal([]);
      el.close();
      await el.updateComplete;
      window.scrollTo(0, 0);
    });

    it('a tap on either half of the image does not navigate; a tap beside it closes', async () => {
      const el = await phone();
      await openOn(el, items(3), 1);
      const seen = changes(el);
      const r = imageOf(el).getBoundingClientRect();
      const y = Math.round(r.y + r.height / 2);
      await tap([Math.round(r.x + r.width * 0.1), y]);
      await tap([Math.round(r.x + r.width * 0.9), y]);
      await frames(2);
      expect([el.open, el.currentIndex, seen.length]).to.deep.equal([true, 1, 0]);
      const closed = oneEvent(el, 'ss-lightbox-close');
      await tap([Math.round(r.x + r.width / 2), Math.round(r.y - 40)]);
      expect((await closed).detail.source).to.equal('overlay');
    });

    it('toggles the caption with a tap, and the lightbox stays open', async () => {
      const el = await phone();
      await openOn(el, items(3), 0);
      const toggle = part(el, 'caption-toggle');
      expect([part(el, 'meta').hidden, toggle.textContent!.trim()]).to.deep.equal([true, 'Show caption']);
      await tap(centre(toggle.getBoundingClientRect()));
      await el.updateComplete;
      expect([part(el, 'meta').hidden, toggle.getAttribute('aria-expanded'), toggle.textContent!.trim()]).to.deep.equal([
        false,
        'true',
        'Hide caption',
      ]);
      expect(part(el, 'meta').getBoundingClientRect().height).to.be.greaterThan(0);
      await tap(centre(part(el, 'title').getBoundingClientRect()));
      await frames(1);
      expect(el.open, 'a tap on the caption does not close').to.equal(true);
      await tap(centre(toggle.getBoundingClientRect()));
      await el.updateComplete;
      expect([part(el, 'meta').hidden, toggle.getAttribute('aria-expanded')]).to.deep.equal([true, 'false']);
    });

    it('a swipe across the shown caption (over the track, outside its scrolling) moves on as the buttons do; a vertical pan does not', async () => {
      const el = await phone();
      await openOn(el, items(3), 0);
      await tap(centre(part(el, 'caption-toggle').getBoundingClientRect()));
      await el.updateComplete;
      const seen = changes(el);
      const meta = part(el, 'meta').getBoundingClientRect();
      const y = Math.round(meta.y + meta.height / 2);
      // A vertical pan is the caption's own scrolling, not a swipe. (No 8 px test here: a
      // move inside the touch slop is a tap to the browser, and two make a double tap.)
      await swipe(200, y, -20, -60, 3);
      await frames(2);
      expect([el.currentIndex, seen.length]).to.deep.equal([0, 0]);
      // Past half the screen: it moves on whatever the finger's speed (spec 000 §4 Touch). The
      // finger rests before it lifts: a fling left running would eat the next test's tap.
      const { ended } = await glide(el);
      await touch('start', 300, y);
      for (let i = 1; i <= 6; i++) await touch('move', 300 - 40 * i, y);
      await new Promise((r) => setTimeout(r, 150));
      await touch('move', 60, y);
      await touch('end');
      expect(el.currentIndex).to.equal(1);
      expect(seen[0]).to.include({ index: 1, source: 'swipe', direction: 'forward' });
      await ended;
      expect(track(el).scrollLeft, 'the track follows').to.equal(track(el).clientWidth);
      expect(el.open, 'the swipe closed nothing').to.equal(true);
    });

    it('the buttons still work: a tap on next glides the track to the next item; at the ends they are disabled', async () => {
      const el = await phone();
      await openOn(el, items(3), 1);
      const seen = changes(el);
      const { ended } = await glide(el);
      const whenRendered = positionWhenRendered(el);
      await tap(centre(part(el, 'control-next').getBoundingClientRect()));
      expect(el.currentIndex).to.equal(2);
      expect(await whenRendered, 'a glide, not a jump: the track has not moved yet').to.equal(PHONE.width);
      await ended;
      expect(track(el).scrollLeft).to.equal(2 * PHONE.width);
      expect(part(el, 'control-next').getAttribute('aria-disabled')).to.equal('true');
      await tap(centre(part(el, 'control-next').getBoundingClientRect()));
      await frames(2);
      expect([el.currentIndex, track(el).scrollLeft], 'disabled at the last: no wrap').to.deep.equal([2, 2 * PHONE.width]);
      expect(seen.map((c) => [c.index, c.source])).to.deep.equal([[2, 'button']]);
      const back = await glide(el);
      await tap(centre(part(el, 'control-previous').getBoundingClientRect()));
      await back.ended;
      expect([el.currentIndex, track(el).scrollLeft]).to.deep.equal([1, PHONE.width]);
    });

    it('with reduced motion, a tap on next moves the track at once', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const el = await phone();
        await openOn(el, items(3), 1);
        const whenRendered = positionWhenRendered(el);
        await tap(centre(part(el, 'control-next').getBoundingClientRect()));
        expect(await whenRendered, 'a jump, not a glide').to.equal(2 * PHONE.width);
        expect(el.currentIndex).to.equal(2);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('opens at an item of its own tapped, closes with a tap on the close button, and gives focus back to the item', async () => {
      const el = await phone(html`<ss-lightbox>
        <figure data-title="One"><img src=${IMG} alt="One" width="120" height="80" /></figure>
        <figure data-title="Two"><img src=${IMG} alt="Two" width="120" height="80" /></figure>
      </ss-lightbox>`);
      const two = el.querySelectorAll('figure')[1];
      await tap(centre(two.getBoundingClientRect()));
      await el.updateComplete;
      expect([el.open, el.currentIndex]).to.deep.equal([true, 1]);
      expect(focused(el), 'focus moved in').to.equal(dialogOf(el));
      el.shadowRoot!.getAnimations().forEach((a) => a.finish());
      await Promise.resolve();
      await el.updateComplete;
      const closed = oneEvent(el, 'ss-lightbox-close');
      await tap(centre(part(el, 'close-button').getBoundingClientRect()));
      expect((await closed).detail.source).to.equal('button');
      await el.updateComplete;
      await waitUntil(() => document.activeElement === two, 'focus back on the item tapped');
    });
  });
});

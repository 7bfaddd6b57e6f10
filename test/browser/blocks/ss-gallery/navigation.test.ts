// The index through the element (spec 000 §4 "Gallery index", "Click-through", "Autoplay",
// "Linked galleries"; §2 "Gallery addressing"; §5 arrow keys; §9 "Autoplay and keys").
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock } from '../../helpers/manual-clock.js';
import { IMG, frames, laidOut, mixed, mountGallery, slides } from './helpers.js';

/** A stacked gallery, laid out, with the code its settings ask for (motion, autoplay) in. */
const slideshow = async (attrs = '', n = 3) => {
  const el = await mountGallery(attrs, n, 600, 'stacked');
  await el.motionReady;
  return el;
};

const button = (el: SsGallery, dir: 'previous' | 'next') => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part="control-${dir}"]`)!;
const shown = (el: SsGallery) => el.slides.findIndex((s) => !s.element.hidden);
const center = (node: Element) => {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};

const touch = (type: 'start' | 'move' | 'end', x = 0, y = 0) => executeServerCommand('ss-touch', { type, x, y });
/** Jumps the transitions running to their end (the tests' fake time). */
async function finish(el: SsGallery): Promise<void> {
  el.slides.forEach((s) =>
    s.element.getAnimations({ subtree: true }).forEach((a) => a.effect!.getTiming().fill !== 'forwards' && a.finish()),
  );
  await frames(2);
}

const original = location.href;
afterEach(async () => {
  history.replaceState(null, '', original);
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ss-gallery navigation', () => {
  describe('controls and the index rules', () => {
    it('shows previous/next buttons in a one-at-a-time layout, accessible in every state', async () => {
      const el = await slideshow('loop=false');
      expect(button(el, 'previous')).not.to.equal(null);
      expect(button(el, 'next').getAttribute('aria-label')).to.equal('Next slide');
      await expectAccessible(el, 'first slide');
      el.goTo(1);
      await el.updateComplete;
      await expectAccessible(el, 'middle slide');
      el.goTo(2);
      await el.updateComplete;
      await expectAccessible(el, 'last slide');
    });

    it('has no controls in the static layouts', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:600px">${slides(mixed(3))}</ss-gallery>`);
      await laidOut(el);
      expect(button(el, 'next')).to.equal(null);
    });

    for (const design of ['stacked', 'slider']) {
      it(`without loop, disables previous at the first slide and next at the last (${design})`, async () => {
        const el = await mountGallery('loop=false', 3, 600, design);
        await el.motionReady;
        expect(button(el, 'previous').classList.contains('disabled')).to.equal(true);
        expect(button(el, 'next').classList.contains('disabled')).to.equal(false);
        await sendMouse({ type: 'click', position: center(button(el, 'next')) });
        await finish(el);
        expect(el.currentIndex).to.equal(1);
        if (design === 'stacked') expect(shown(el)).to.equal(1);
        expect(button(el, 'previous').classList.contains('disabled')).to.equal(false);
        expect(button(el, 'next').classList.contains('disabled')).to.equal(false);
        await sendMouse({ type: 'click', position: center(button(el, 'next')) });
        await finish(el);
        expect(el.currentIndex).to.equal(2);
        expect(button(el, 'next').classList.contains('disabled')).to.equal(true);
        expect(button(el, 'next').getAttribute('aria-disabled')).to.equal('true');
        expect(button(el, 'previous').classList.contains('disabled')).to.equal(false);
        await sendMouse({ type: 'move', position: [0, 0] });
      });
    }

    it('fires reached-end and reached-beginning without loop, and stays', async () => {
      const el = await slideshow('loop=false current-index=2');
      expect(el.currentIndex).to.equal(2);
      setTimeout(() => sendMouse({ type: 'click', position: center(button(el, 'next')) }));
      const end = await oneEvent(el, 'ss-gallery-reached-end');
      expect(end.detail).to.deep.equal({ index: 2 });
      expect(el.currentIndex).to.equal(2);
      el.currentIndex = 0;
      await el.updateComplete;
      setTimeout(() => el.previous());
      const start = await oneEvent(el, 'ss-gallery-reached-beginning');
      expect(start.detail).to.deep.equal({ index: 0 });
      expect(el.currentIndex).to.equal(0);
    });

    it('with loop (the default), wraps at both ends and never disables', async () => {
      const el = await slideshow();
      expect(el.previous()).to.equal(true);
      expect(el.currentIndex).to.equal(2);
      expect(el.next()).to.equal(true);
      expect(el.currentIndex).to.equal(0);
      await el.updateComplete;
      expect(button(el, 'previous').classList.contains('disabled')).to.equal(false);
    });

    it('normalises current-index: negatives from the end, beyond the count by modulo', async () => {
      const el = await slideshow('current-index=-1');
      expect(el.currentIndex).to.equal(2);
      el.currentIndex = 7;
      await el.updateComplete;
      expect(el.currentIndex).to.equal(1);
      expect(shown(el)).to.equal(1);
    });

    it('rejects changes while in motion, and while a linked gallery at another index is', async () => {
      const el = await slideshow();
      el.inMotion = true;
      expect(el.next()).to.equal(false);
      expect(el.goTo(2)).to.equal(false);
      expect(el.currentIndex).to.equal(0);
      el.inMotion = false;
      const thumbs = await slideshow();
      el.linkedGalleries = [thumbs];
      await el.updateComplete;
      thumbs.currentIndex = 1;
      await thumbs.updateComplete;
      thumbs.inMotion = true;
      expect(el.next()).to.equal(false);
      thumbs.inMotion = false;
      expect(el.goTo(1)).to.equal(true);
    });

    it('keeps linked galleries in sync and says so in the change event', async () => {
      const main = await slideshow();
      const thumbs = await slideshow();
      main.linkedGalleries = [thumbs];
      thumbs.linkedGalleries = [main];
      await main.updateComplete;
      await thumbs.updateComplete;
      setTimeout(() => main.next());
      const e = await oneEvent(thumbs, 'ss-gallery-change');
      expect(e.detail).to.include({ index: 1, previousIndex: 0, source: 'linked' });
      expect(thumbs.currentIndex).to.equal(1);
      thumbs.goTo(2);
      expect(main.currentIndex).to.equal(2);
    });

    it('uses .previous/.next controls from the markup, with the disabled class at the ends', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery design="slideshow" loop="false" style="width:600px">
        ${slides(mixed(2))}
        <div class="previous"></div>
        <div class="next"></div>
      </ss-gallery>`);
      await laidOut(el);
      const prev = el.querySelector<HTMLElement>('.previous')!;
      const next = el.querySelector<HTMLElement>('.next')!;
      expect(el.slides).to.have.length(2);
      expect(button(el, 'next')).to.equal(null);
      expect(prev.classList.contains('disabled')).to.equal(true);
      expect(next.getAttribute('role')).to.equal('button');
      next.click();
      await el.updateComplete;
      expect(el.currentIndex).to.equal(1);
      expect(next.classList.contains('disabled')).to.equal(true);
      expect(prev.classList.contains('disabled')).to.equal(false);
      await expectAccessible(el);
    });

    it('fires ss-gallery-change with the slide and its source', async () => {
      const el = await slideshow();
      setTimeout(() => button(el, 'next').click());
      const e = await oneEvent(el, 'ss-gallery-change');
      expect(e.bubbles && e.composed).to.equal(true);
      expect(e.detail).to.include({ index: 1, previousIndex: 0, source: 'pointer' });
      expect(e.detail.slide.id).to.equal('id-1');
    });
  });

  describe('keyboard (real keys)', () => {
    it('moves with the right and left arrows when in the viewport', async () => {
      const el = await slideshow();
      await frames(2);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(2);
      await sendKeys({ press: 'ArrowLeft' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'ArrowUp' });
      expect(el.currentIndex).to.equal(1);
    });

    it('ignores arrows while typing in an input, a textarea or an editable element', async () => {
      const wrap = await fixture(html`<div>
        <input aria-label="Search" /><textarea aria-label="Note"></textarea><div contenteditable="true" aria-label="Edit">x</div>
        <ss-gallery design="stacked" style="width:400px">${slides(mixed(3))}</ss-gallery>
      </div>`);
      const el = wrap.querySelector('ss-gallery')!;
      await laidOut(el);
      await frames(2);
      for (const field of wrap.querySelectorAll<HTMLElement>('input, textarea, [contenteditable]')) {
        field.focus();
        await sendKeys({ press: 'ArrowRight' });
        expect(el.currentIndex, field.localName).to.equal(0);
      }
      (document.activeElement as HTMLElement).blur();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(1);
    });

    it('ignores arrows while in motion, with keyboard off, and out of the viewport', async () => {
      const el = await slideshow();
      await frames(2);
      el.inMotion = true;
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      el.inMotion = false;
      el.keyboard = false;
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      const far = await fixture<SsGallery>(
        html`<div style="padding-top:3000px"><ss-gallery design="stacked" style="width:400px">${slides(mixed(3))}</ss-gallery></div>`,
      );
      const g = far.querySelector('ss-gallery')!;
      await laidOut(g);
      await frames(2);
      await sendKeys({ press: 'ArrowRight' });
      expect(g.currentIndex).to.equal(0);
    });

    it('activates a focused slide with Enter and Space (lightbox on)', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery lightbox style="width:600px">${slides(mixed(3))}</ss-gallery>`);
      await laidOut(el);
      // Canceled: the lightbox itself is tested in test/browser/blocks/ss-lightbox/.
      el.addEventListener('ss-gallery-lightbox-open', (e) => e.preventDefault());
      el.slides[1].element.focus();
      setTimeout(() => sendKeys({ press: 'Enter' }));
      const enter = await oneEvent(el, 'ss-gallery-lightbox-open');
      expect(enter.detail).to.include({ index: 1, source: 'keyboard' });
      el.slides[2].element.focus();
      setTimeout(() => sendKeys({ press: 'Space' }));
      const space = await oneEvent(el, 'ss-gallery-lightbox-open');
      expect(space.detail.index).to.equal(2);
    });

    it('activates markup controls with Enter and Space', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery design="stacked" style="width:600px">
        ${slides(mixed(3))}<span class="previous">Back</span><span class="next">Forward</span>
      </ss-gallery>`);
      await laidOut(el);
      el.querySelector<HTMLElement>('.next')!.focus();
      await sendKeys({ press: 'Enter' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'Space' });
      expect(el.currentIndex).to.equal(2);
    });
  });

  describe('lightbox and click-through (pointer)', () => {
    it('fires a cancelable ss-gallery-lightbox-open with the index and slides on click', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery lightbox style="width:800px">${slides(mixed(4))}</ss-gallery>`);
      await laidOut(el);
      el.addEventListener('ss-gallery-lightbox-open', (e) => e.preventDefault());
      setTimeout(() => sendMouse({ type: 'click', position: center(el.slides[2].element) }));
      const e = await oneEvent(el, 'ss-gallery-lightbox-open');
      expect(e.cancelable && e.bubbles && e.composed).to.equal(true);
      expect(e.detail.index).to.equal(2);
      expect(e.detail.source).to.equal('pointer');
      expect(e.detail.slides.map((s: { url: string }) => s.url)).to.deep.equal(['slide-0', 'slide-1', 'slide-2', 'slide-3']);
    });

    it('fires nothing on click with lightbox off', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:800px">${slides(mixed(2))}</ss-gallery>`);
      await laidOut(el);
      let fired = 0;
      el.addEventListener('ss-gallery-lightbox-open', () => fired++);
      el.slides[0].element.click();
      expect(fired).to.equal(0);
      expect(el.slides[0].element.hasAttribute('tabindex')).to.equal(false);
    });

    it('navigates to a relative click-through URL', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery lightbox style="width:600px">
        <div data-click-through-url="#after-click"><img alt="Go" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(el);
      let lightbox = 0;
      el.addEventListener('ss-gallery-lightbox-open', () => lightbox++);
      setTimeout(() => sendMouse({ type: 'click', position: center(el.slides[0].element) }));
      const e = await oneEvent(el, 'ss-gallery-click-through');
      expect(e.detail).to.deep.equal({ index: 0, url: '#after-click', newWindow: false });
      await frames(1);
      expect(location.hash).to.equal('#after-click');
      expect(lightbox, 'a click-through wins over the lightbox').to.equal(0);
    });

    it('reports http(s), mailto and tel click-throughs and lets a listener cancel them', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery new-window style="width:600px">
        <div data-click-through-url="https://example.com/a"><img alt="A" data-src=${IMG} data-image-dimensions="800x600" /></div>
        <div data-click-through-url="mailto:hi@example.com"><img alt="B" data-src=${IMG} data-image-dimensions="800x600" /></div>
        <div data-click-through-url="tel:+15551234"><img alt="C" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(el);
      const urls: string[] = [];
      el.addEventListener('ss-gallery-click-through', (e) => {
        urls.push(`${e.detail.url} ${e.detail.newWindow}`);
        e.preventDefault();
      });
      el.slides.forEach((s) => s.element.click());
      expect(urls).to.deep.equal(['https://example.com/a true', 'mailto:hi@example.com true', 'tel:+15551234 true']);
      expect(location.href).to.equal(original);
    });

    it('refuses a javascript: click-through URL', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery style="width:600px">
        <div data-click-through-url="  JavaScript:window.__pwned = 1"><img alt="Bad" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(el);
      let fired = 0;
      el.addEventListener('ss-gallery-click-through', () => fired++);
      const { messages } = await captureConsole('warn', () => el.slides[0].element.click());
      await frames(1);
      expect(fired).to.equal(0);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
      expect(location.href).to.equal(original);
      expect(String(messages[0]?.[0])).to.contain('refused');
    });
  });

  describe('addressing', () => {
    it('writes the item id after the collection URL with a trailing slash on navigation', async () => {
      const el = await slideshow('history-hash address-mode=path collection-url=/gallery');
      button(el, 'next').click();
      // The first write may wait for the addressing code, which loads as the gallery reads the address.
      await waitUntil(() => location.pathname === '/gallery/slide-1', 'the address follows the slide');
      expect(location.search).to.equal(new URL(original).search);
      el.goTo(2);
      expect(location.pathname).to.equal('/gallery/slide-2');
    });

    it('falls back to the slide id when a slide has no url', async () => {
      const el =
        await fixture<SsGallery>(html`<ss-gallery design="stacked" history-hash address-mode="path" collection-url="/g/" style="width:400px">
        <div data-slide-id="first"><img alt="1" data-src=${IMG} data-image-dimensions="800x600" /></div>
        <div data-slide-id="second"><img alt="2" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(el);
      el.next();
      await waitUntil(() => location.pathname === '/g/second', 'the address follows the slide');
    });

    it('writes #itemId= or ?itemId= in the hash and query modes, and nothing in none (ours: auto is the hash on a page without a site context)', async () => {
      const hash = await slideshow('history-hash');
      hash.goTo(1);
      await waitUntil(() => location.hash === '#itemId=slide-1', 'the hash follows the slide');
      expect(location.pathname).to.equal(new URL(original).pathname);
      hash.remove();
      history.replaceState(null, '', original);
      const query = await slideshow('history-hash address-mode=query');
      query.goTo(2);
      await waitUntil(() => new URL(location.href).searchParams.get('itemId') === 'slide-2', 'the query follows the slide');
      expect(location.pathname).to.equal(new URL(original).pathname);
      query.remove();
      history.replaceState(null, '', original);
      const none = await slideshow('history-hash address-mode=none');
      // The addressing code is in (the modes above loaded it): a write would be synchronous.
      none.goTo(2);
      expect(location.href).to.equal(original);
    });

    it('does not write without the history option', async () => {
      const el = await slideshow('collection-url=/gallery');
      el.next();
      expect(location.href).to.equal(original);
    });

    it('selects the slide named by itemId in the hash on load (slide url or slide id)', async () => {
      history.replaceState(null, '', `${original}#itemId=slide-2`);
      const el = await fixture<SsGallery>(
        html`<ss-gallery design="stacked" history-hash style="width:400px">${slides(mixed(3))}</ss-gallery>`,
      );
      await laidOut(el);
      expect(el.currentIndex).to.equal(2);
      expect(shown(el)).to.equal(2);
      history.replaceState(null, '', `${original}#itemId=id-1`);
      const byId = await fixture<SsGallery>(
        html`<ss-gallery design="stacked" history-hash style="width:400px">${slides(mixed(3))}</ss-gallery>`,
      );
      expect(byId.currentIndex).to.equal(1);
    });

    it("also reads real pages' ?itemId= and the last path segment", async () => {
      history.replaceState(null, '', `${location.pathname}${location.search}&itemId=slide-1`);
      const q = await fixture<SsGallery>(
        html`<ss-gallery design="stacked" history-hash style="width:400px">${slides(mixed(3))}</ss-gallery>`,
      );
      expect(q.currentIndex).to.equal(1);
      history.replaceState(null, '', `/gallery/slide-2${new URL(original).search}`);
      const path = await fixture<SsGallery>(
        html`<ss-gallery design="stacked" history-hash collection-url="/gallery" style="width:400px">${slides(mixed(3))}</ss-gallery>`,
      );
      expect(path.currentIndex).to.equal(2);
    });

    it('neither reads nor writes in the editing backend (/config)', async () => {
      history.replaceState(null, '', `/config/pages${new URL(original).search}#itemId=slide-2`);
      const el = await fixture<SsGallery>(
        html`<ss-gallery design="stacked" history-hash collection-url="/gallery" style="width:400px">${slides(mixed(3))}</ss-gallery>`,
      );
      expect(el.currentIndex).to.equal(0);
      el.next();
      expect(location.pathname).to.equal('/config/pages');
    });

    it('ignores the address without the history option', async () => {
      history.replaceState(null, '', `${original}#itemId=slide-2`);
      const el = await fixture<SsGallery>(html`<ss-gallery design="stacked" style="width:400px">${slides(mixed(3))}</ss-gallery>`);
      expect(el.currentIndex).to.equal(0);
    });
  });

  describe('autoplay', () => {
    // Earlier tests leave the mouse where they clicked: a gallery drawn under it is hovered.
    beforeEach(() => sendMouse({ type: 'move', position: [0, 0] }));

    it('advances on its own in order with randomize on but no interval, wrapping at the end with loop', async () => {
      const el = await slideshow('', 4);
      expect(el.autoplaySettings.randomize, 'randomize is on by default').to.equal(true);
      const seen: [number, string][] = [];
      el.addEventListener('ss-gallery-change', (e) => seen.push([e.detail.index, e.detail.source]));
      const clock = installManualClock();
      try {
        el.autoplay = true;
        await el.updateComplete;
        // The autoplay code loads once autoplay is on.
        await el.motionReady;
        expect(el.autoplaying).to.equal(true);
        for (let i = 0; i < 4; i++) await clock.advance(5000);
      } finally {
        clock.uninstall();
      }
      expect(seen).to.deep.equal([
        [1, 'autoplay'],
        [2, 'autoplay'],
        [3, 'autoplay'],
        [0, 'autoplay'],
      ]);
      el.autoplay = false;
      await el.updateComplete;
      expect(el.autoplaying).to.equal(false);
    });

    for (const [attrs, ms] of [
      ['', 5000],
      ['autoplay-duration=2', 2000],
    ] as const) {
      it(`waits ${ms} ms${attrs ? ` with ${attrs}` : ' by default'}: nothing at ${ms - 1}, the next slide at ${ms}`, async () => {
        const el = await slideshow(attrs);
        const clock = installManualClock();
        try {
          el.autoplay = true;
          await el.updateComplete;
          // The autoplay code loads once autoplay is on.
          await el.motionReady;
          await clock.advance(ms - 1);
          expect(el.currentIndex, `${ms - 1} ms`).to.equal(0);
          await clock.advance(1);
          expect(el.currentIndex, `${ms} ms`).to.equal(1);
        } finally {
          clock.uninstall();
        }
      });
    }

    for (const [design, n, width, order] of [
      ['slider', 3, 800, [1, 2]],
      ['carousel', 7, 900, [3, 6]],
    ] as const) {
      it(`without loop, a ${design} stops at its end with reached-end (spec 000 §4)`, async () => {
        const el = await mountGallery('loop=false', n, width, design);
        await el.motionReady;
        const seen: number[] = [];
        let ends = 0;
        el.addEventListener('ss-gallery-change', (e) => seen.push(e.detail.index));
        el.addEventListener('ss-gallery-reached-end', () => ends++);
        const clock = installManualClock();
        try {
          el.autoplay = true;
          await el.updateComplete;
          await el.motionReady;
          for (let i = 0; i < order.length + 2; i++) {
            await clock.advance(5000);
            await finish(el);
          }
          expect(clock.pending(), 'no timer left').to.deep.equal([]);
        } finally {
          clock.uninstall();
        }
        expect(seen).to.deep.equal(order);
        expect(ends).to.equal(1);
        expect(el.currentIndex).to.equal(order[order.length - 1]);
        expect(el.autoplaying).to.equal(false);
      });
    }

    it('without loop, fires reached-end at the last slide and rests there until the visitor moves (spec 000 §4)', async () => {
      const el = await slideshow('autoplay-duration=0.001 loop=false', 2);
      const seen: [number, string][] = [];
      let ends = 0;
      el.addEventListener('ss-gallery-change', (e) => seen.push([e.detail.index, e.detail.source]));
      el.addEventListener('ss-gallery-reached-end', () => ends++);
      el.autoplay = true;
      await el.updateComplete;
      await el.motionReady;
      for (let i = 0; i < 60 && !ends; i++) await frames(1);
      expect(seen).to.deep.equal([[1, 'autoplay']]);
      expect(ends).to.equal(1);
      expect(el.currentIndex).to.equal(1);
      expect(el.autoplaying, 'rests at the end').to.equal(false);
      await frames(5);
      expect(ends).to.equal(1);
      el.previous();
      await el.updateComplete;
      expect(el.autoplaying, 'runs again once the visitor moved').to.equal(true);
    });

    it('jumps to a random other slide when randomize is on and an interval is set', async () => {
      const el = await slideshow('autoplay', 5);
      el.autoplayOptions = { interval: 1 };
      await el.updateComplete;
      const seen = new Set<number>();
      for (let i = 0; i < 6; i++) {
        const e = await oneEvent(el, 'ss-gallery-change');
        expect(e.detail.index).to.not.equal(e.detail.previousIndex);
        seen.add(e.detail.index);
      }
      expect(seen.size).to.be.greaterThan(1);
    });

    it('does not run in the static layouts or for a single slide', async () => {
      const grid = await fixture<SsGallery>(html`<ss-gallery autoplay style="width:400px">${slides(mixed(3))}</ss-gallery>`);
      await laidOut(grid);
      expect(grid.autoplaying).to.equal(false);
      const one = await slideshow('autoplay', 1);
      expect(one.autoplaying).to.equal(false);
    });

    it('is off with nomotion=true in the query', async () => {
      history.replaceState(null, '', `${location.pathname}${location.search}&nomotion=true`);
      const el = await slideshow('autoplay autoplay-duration=0.001');
      await frames(2);
      expect(el.autoplaying).to.equal(false);
      expect(el.currentIndex).to.equal(0);
    });

    it('is off under prefers-reduced-motion, and resumes when it is lifted', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await slideshow('autoplay autoplay-duration=0.001');
      await frames(2);
      expect(el.autoplaying).to.equal(false);
      expect(el.currentIndex).to.equal(0);
      await emulateMedia({ reducedMotion: 'no-preference' });
      const e = await oneEvent(el, 'ss-gallery-change');
      expect(e.detail.source).to.equal('autoplay');
    });

    it('ours: waits while the gallery is out of the viewport, and runs once the visitor scrolls to it', async () => {
      const el = await slideshow('autoplay');
      const changes: string[] = [];
      el.addEventListener('ss-gallery-change', (e) => changes.push(e.detail.source));
      try {
        expect(el.autoplaying, 'in view').to.equal(true);
        el.style.marginTop = '200vh';
        await waitUntil(() => !el.autoplaying, 'autoplay stops once the gallery is below the fold');
        el.autoplayOptions = { timeout: 1 };
        await el.updateComplete;
        expect(el.autoplaying, 'below the fold, with a delay of 1 ms').to.equal(false);
        el.scrollIntoView();
        await oneEvent(el, 'ss-gallery-change');
        expect(changes).to.deep.equal(['autoplay']);
        el.autoplayOptions = {};
        scrollTo(0, 0);
        await waitUntil(() => !el.autoplaying, 'autoplay stops once the gallery is scrolled out of view');
      } finally {
        scrollTo(0, 0);
      }
    });

    it('pauses while the mouse is over the gallery', async () => {
      const el = await slideshow('autoplay');
      expect(el.autoplaying).to.equal(true);
      await sendMouse({ type: 'move', position: center(el) });
      await frames(1);
      expect(el.autoplaying).to.equal(false);
      await sendMouse({ type: 'move', position: [0, 0] });
      await frames(1);
      expect(el.autoplaying).to.equal(true);
    });

    it('does not pause for a finger on the gallery (touch has no hover)', async () => {
      const el = await slideshow('autoplay');
      const [x, y] = center(el);
      await touch('start', x, y);
      await frames(1);
      expect(el.autoplaying, 'a finger down on it').to.equal(true);
      await touch('end');
      await frames(1);
      expect(el.autoplaying).to.equal(true);
    });

    it('holds on a video slide', async () => {
      const el = await fixture<SsGallery>(html`<ss-gallery design="stacked" autoplay style="width:400px">
        <div data-type="video"><p>Video</p></div><div><img alt="x" data-src=${IMG} data-image-dimensions="800x600" /></div>
      </ss-gallery>`);
      await laidOut(el);
      await el.motionReady;
      expect(el.autoplaying).to.equal(false);
      el.goTo(1);
      await el.updateComplete;
      expect(el.autoplaying).to.equal(true);
    });
  });
});

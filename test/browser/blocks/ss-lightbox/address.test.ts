// The lightbox of a gallery with lightbox on (doc 2 §2 "Lightbox deep links", §4; spec 000
// §2 "Gallery addressing"): loaded only when a slide opens it, at that slide, in the
// gallery's theme; the address follows the slide; Back closes it and restores the address;
// deep links open it on load. This file imports the gallery only: the lightbox must come
// on demand.
import { expect, fixture, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsLightbox } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { lightbox as lightboxService, setLightboxPresenter } from '../../../../src/services/lightbox.js';
import { IMG, laidOut, mixed } from '../ss-gallery/helpers.js';
import { centre, dialogOf, finishMotion, touch } from './helpers.js';

const original = location.href;
const search = new URL(original).search;
const page = () => document.querySelector<SsLightbox>('body > ss-lightbox[data-ss-page-lightbox]');
const opened = async () => {
  await waitUntil(() => page()?.open && dialogOf(page()!)?.open, 'the lightbox opened');
  return page()!;
};
/** The address with the origin left out. */
const here = () => `${location.pathname}${location.search}${location.hash}`;
const at = (href: string) => {
  const u = new URL(href, original);
  return `${u.pathname}${u.search}${u.hash}`;
};
let n = 0;
/** An address of its own for each test (a deep link opens one lightbox per address). */
const fresh = () => `${search}&t=${++n}`;

const slideMarkup = (count: number) =>
  mixed(count)
    .map(
      ([w, h], i) =>
        `<figure data-slide-id="id-${i}" data-slide-url="slide-${i}"><img alt="Photo ${i + 1}" data-src="${IMG}" data-image-dimensions="${w}x${h}"></figure>`,
    )
    .join('');
const markup = (attrs: string, count: number) => `<ss-gallery style="width:400px" ${attrs}>${slideMarkup(count)}</ss-gallery>`;

/** A gallery with lightbox on, its attributes there when it connects (and reads the address).
 * The item goes in the path, the platform's form, unless attrs choose another address mode. */
async function gallery(attrs = '', count = 4): Promise<SsGallery> {
  const mode = attrs.includes('address-mode') ? '' : 'address-mode="path" ';
  const el = await fixture<SsGallery>(markup(`lightbox ${mode}${attrs}`, count));
  await laidOut(el);
  return el;
}

/** Records the gallery lightbox requests the page sees, cancelling them when asked. */
function requests(cancel = false) {
  const seen: CustomEvent[] = [];
  const listener = (e: Event) => {
    seen.push(e as CustomEvent);
    if (cancel) e.preventDefault();
  };
  document.addEventListener('ss-gallery-lightbox-open', listener);
  return { seen, off: () => document.removeEventListener('ss-gallery-lightbox-open', listener) };
}

/** Moves back in the history asked for (by a close, or by a test) that have not landed yet:
 * each ends with a popstate. One landing after a test would take the next test's address. */
let backsPending = 0;
const historyBack = History.prototype.back;
const landed = () => (backsPending = Math.max(0, backsPending - 1));
before(() => {
  History.prototype.back = function (this: History) {
    backsPending++;
    historyBack.call(this);
  };
  addEventListener('popstate', landed);
});
after(() => {
  History.prototype.back = historyBack;
  removeEventListener('popstate', landed);
});

async function closeAndSettle(): Promise<void> {
  const lb = page();
  if (lb?.open) {
    lb.close();
    await lb.updateComplete;
  }
  await waitUntil(() => backsPending === 0, 'every move back in the history has landed');
}

describe('the lightbox of a gallery', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    await closeAndSettle();
    history.replaceState(null, '', original);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it("loads the lightbox only when a slide is activated, and opens it at that slide in the gallery's lightbox-theme", async () => {
    const el = await gallery('lightbox-theme="light"');
    expect(customElements.get('ss-lightbox'), 'not loaded with the gallery').to.equal(undefined);
    await sendMouse({ type: 'click', position: centre(el.slides[2].element.getBoundingClientRect()) });
    const lb = await opened();
    expect(lb.currentIndex).to.equal(2);
    expect(lb.count).to.equal(4);
    expect(lb.itemAt(2)).to.deep.include({ id: 'id-2', url: 'slide-2' });
    expect(dialogOf(lb).dataset.theme).to.equal('light');
    expect(lb.shadowRoot!.activeElement === dialogOf(lb), 'focus moved in').to.equal(true);
  });

  it('opens from the keyboard (Enter on a slide) and returns focus to that slide on Escape', async () => {
    const el = await gallery();
    el.slides[1].element.focus();
    await sendKeys({ press: 'Enter' });
    const lb = await opened();
    expect(lb.currentIndex).to.equal(1);
    expect(dialogOf(lb).dataset.theme, 'dark by default').to.equal('dark');
    await finishMotion(lb);
    await sendKeys({ press: 'Escape' });
    await lb.updateComplete;
    expect(lb.open).to.equal(false);
    expect(document.activeElement === el.slides[1].element, 'focus back on the slide').to.equal(true);
  });

  it('holds an autoplaying slideshow behind it: no slide changes while it is open, autoplay goes on after', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    // The pointer away from the gallery: over it, autoplay pauses.
    await sendMouse({ type: 'move', position: [790, 590] });
    const el = await gallery('design="slideshow" autoplay autoplay-duration="0.05"');
    const start = el.currentIndex;
    await waitUntil(() => el.currentIndex !== start, 'autoplay runs');
    el.slides[el.currentIndex].element.click();
    const lb = await opened();
    const held = el.currentIndex;
    // Changes wait while slides fade (1 s): end the fade, then give autoplay eight timeouts.
    const fade = () => el.slides.flatMap((s) => s.element.getAnimations({ subtree: true }));
    for (const a of fade()) if (a.effect!.getTiming().fill !== 'forwards') a.finish();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(el.currentIndex, 'eight timeouts later').to.equal(held);
    expect(
      fade().filter((a) => a.playState === 'running'),
      'no slide moving',
    ).to.deep.equal([]);
    lb.close();
    await waitUntil(() => el.currentIndex !== held, 'autoplay goes on once it closed');
  });

  describe('from the title overlay (show-meta), which on a phone covers much of its slide', () => {
    const titled = (attrs: string) =>
      fixture<SsGallery>(
        `<ss-gallery lightbox show-meta ${attrs}>${mixed(4)
          .map(
            ([w, h], i) =>
              `<figure data-title="Photo ${i + 1}" data-description="A longer description of photograph ${i + 1}, in two lines at least on a narrow screen."><img alt="" data-src="${IMG}" data-image-dimensions="${w}x${h}"></figure>`,
          )
          .join('')}</ss-gallery>`,
      );
    const overlay = async (el: SsGallery, i: number) => {
      await laidOut(el);
      await el.motionReady;
      await el.updateComplete;
      await waitUntil(() => el.shadowRoot!.querySelector(`[data-meta-for="${i}"]`), 'the overlay shows');
      return centre(el.shadowRoot!.querySelector(`[data-meta-for="${i}"] .title`)!.getBoundingClientRect());
    };

    it("a finger tapping the overlay of a carousel's second slide opens that slide", async () => {
      const el = await titled('design="carousel" style="width:360px"');
      const [x, y] = await overlay(el, 1);
      await touch('start', x, y);
      await touch('end');
      expect((await opened()).currentIndex).to.equal(1);
    });

    it("a click on the overlay of a slideshow's slide opens it", async () => {
      const el = await titled('design="slideshow" style="width:360px"');
      await sendMouse({ type: 'click', position: await overlay(el, 0) });
      expect((await opened()).currentIndex).to.equal(0);
    });
  });

  it('stays closed when a listener cancels ss-gallery-lightbox-open', async () => {
    const el = await gallery();
    el.addEventListener('ss-gallery-lightbox-open', (e) => e.preventDefault());
    const before = page()?.open ?? false;
    el.slides[0].element.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page()?.open ?? false).to.equal(before);
    expect(before).to.equal(false);
  });

  it('opens through a presenter the page sets instead', async () => {
    const seen: [number, number, string | undefined][] = [];
    setLightboxPresenter({ open: (items, index, o) => seen.push([items.length, index, o.theme]), close: () => {} });
    try {
      const el = await gallery('lightbox-theme="light"');
      el.slides[3].element.click();
      // The gallery's lightbox opening comes with its addressing code, on demand.
      await waitUntil(() => seen.length > 0, 'the presenter shows the slide');
      await lightboxService.open([], 0);
      expect(seen[0]).to.deep.equal([4, 3, 'light']);
    } finally {
      setLightboxPresenter(undefined);
    }
  });

  it("a lightbox that cannot open: the gallery's 'lightboxify is not available in this tier!' (000 §8)", async () => {
    setLightboxPresenter({
      open: () => {
        throw new Error('no lightbox here');
      },
      close: () => {},
    });
    try {
      const el = await gallery();
      const warned: unknown[][] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warned.push(args);
      try {
        el.slides[1].element.click();
        await waitUntil(() => warned.length, 'the gallery says so');
      } finally {
        console.warn = warn;
      }
      expect(warned.map((m) => m[0])).to.deep.equal(['lightboxify is not available in this tier!']);
    } finally {
      setLightboxPresenter(undefined);
    }
  });

  it('follows the slide in the address under the collection URL, and Back closes it and restores the address', async () => {
    history.replaceState(null, '', `/photos${fresh()}`);
    const before = here();
    const el = await gallery('collection-url="/gallery"');
    await sendMouse({ type: 'click', position: centre(el.slides[2].element.getBoundingClientRect()) });
    const lb = await opened();
    expect(here()).to.equal(`/gallery/slide-2${new URL(before, original).search}`);
    await sendKeys({ press: 'ArrowRight' });
    expect(lb.currentIndex).to.equal(3);
    expect(location.pathname, 'replaced as the slide changes').to.equal('/gallery/slide-3');
    setTimeout(() => history.back());
    const closed = await oneEvent(lb, 'ss-lightbox-close');
    expect(closed.detail.source).to.equal('history');
    await lb.updateComplete;
    expect(dialogOf(lb).open).to.equal(false);
    expect(here(), 'the address before it opened').to.equal(before);
    expect(document.activeElement === el.slides[2].element, 'focus back on the slide').to.equal(true);
  });

  it("takes the page's own path for the collection when none is known, and restores the address when closed by its button", async () => {
    history.replaceState(null, '', `/portfolio/${fresh()}`);
    const before = here();
    const el = await gallery();
    el.slides[1].element.click();
    const lb = await opened();
    expect(location.pathname).to.equal('/portfolio/slide-1');
    await finishMotion(lb);
    lb.shadowRoot!.querySelector<HTMLElement>('[part~="close-button"]')!.click();
    await waitUntil(() => here() === before, 'back to the address before it opened');
  });

  it('keeps the address while open: a gallery behind it with history on does not write it', async () => {
    history.replaceState(null, '', `/photos${fresh()}`);
    const behind = await fixture<SsGallery>(markup('design="slideshow" history-hash collection-url="/hero"', 3));
    const el = await gallery('collection-url="/photos"');
    el.slides[1].element.click();
    await opened();
    expect(location.pathname).to.equal('/photos/slide-1');
    behind.next();
    expect(behind.currentIndex).to.equal(1);
    expect(location.pathname, "the lightbox's").to.equal('/photos/slide-1');
  });

  it('leaves the address alone in the editing backend', async () => {
    history.replaceState(null, '', `/config/pages${fresh()}`);
    const before = here();
    const el = await gallery('collection-url="/gallery"');
    el.slides[1].element.click();
    await opened();
    expect(here()).to.equal(before);
  });

  describe('deep links: the hash field itemId, ?itemId= or the last path segment, on load', () => {
    it('opens at the slide the hash names, fires ss-gallery-lightbox-open from the address, and Back drops the item', async () => {
      const address = `/photos${fresh()}`;
      history.replaceState(null, '', `${address}#itemId=slide-1`);
      const { seen, off } = requests();
      await gallery('collection-url="/photos"', 3);
      const lb = await opened();
      off();
      expect(seen.length).to.equal(1);
      expect(seen[0].detail).to.include({ index: 1, source: 'address' });
      expect(lb.currentIndex).to.equal(1);
      expect(here(), 'the item under the collection URL').to.equal(at(`/photos/slide-1${address.slice('/photos'.length)}`));
      setTimeout(() => history.back());
      await oneEvent(lb, 'ss-lightbox-close');
      expect(here(), 'the address without the item').to.equal(address);
    });

    it('opens at the slide ?itemId= names (real pages), and Back drops it from the query', async () => {
      const query = fresh();
      history.replaceState(null, '', `/photos${query}&itemId=slide-3`);
      await gallery('collection-url="/photos"');
      const lb = await opened();
      expect(lb.currentIndex).to.equal(3);
      setTimeout(() => history.back());
      await oneEvent(lb, 'ss-lightbox-close');
      expect(here()).to.equal(`/photos${query}`);
    });

    it('opens at the slide the last path segment names (slide url or slide id), and Back leads to the collection', async () => {
      const query = fresh();
      history.replaceState(null, '', `/gallery/slide-2${query}`);
      await gallery('collection-url="/gallery"');
      const lb = await opened();
      expect(lb.currentIndex).to.equal(2);
      expect(location.pathname).to.equal('/gallery/slide-2');
      setTimeout(() => history.back());
      await oneEvent(lb, 'ss-lightbox-close');
      expect(here()).to.equal(`/gallery/${query}`);
      await closeAndSettle();
      history.replaceState(null, '', `/anywhere/id-3${fresh()}`);
      await gallery();
      expect((await opened()).currentIndex, 'by slide id, without a collection URL').to.equal(3);
    });

    it('opens one lightbox: the first gallery with lightbox on that names the slide', async () => {
      history.replaceState(null, '', `/photos${fresh()}#itemId=slide-2`);
      const { seen, off } = requests();
      await fixture(`<div>${markup('', 3)}${markup('lightbox', 4)}${markup('lightbox', 5)}</div>`);
      const lb = await opened();
      off();
      expect(lb.count, 'the second gallery, the first with lightbox on').to.equal(4);
      expect(seen.map((e) => e.detail.slides.length)).to.deep.equal([4]);
    });

    it('does not open in the editing backend, nor when a listener cancels it', async () => {
      history.replaceState(null, '', `/config/pages${fresh()}#itemId=slide-1`);
      await gallery();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(page()?.open ?? false, 'the editing backend').to.equal(false);
      history.replaceState(null, '', `/photos${fresh()}#itemId=slide-1`);
      const { seen, off } = requests(true);
      await gallery('', 3);
      await waitUntil(() => seen.length > 0, 'the request from the address');
      off();
      expect(seen.length).to.equal(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(page()?.open ?? false, 'canceled').to.equal(false);
    });
  });

  describe('address modes: path, hash, query, none, or auto', () => {
    /** Opens slide 1 from /photos and returns the address while open and after closing by Back. */
    async function openAndBack(attrs: string): Promise<{ open: string; after: string; before: string }> {
      const before = `/photos${fresh()}#top`;
      history.replaceState(null, '', before);
      const el = await gallery(`collection-url="/photos" ${attrs}`);
      el.slides[1].element.click();
      const lb = await opened();
      const open = here();
      setTimeout(() => history.back());
      await oneEvent(lb, 'ss-lightbox-close');
      return { open, after: here(), before };
    }

    it('hash: #itemId= in place of a plain anchor, the path kept; Back restores the anchor', async () => {
      const { open, after, before } = await openAndBack('address-mode="hash"');
      expect(open).to.equal(before.replace('#top', '#itemId=slide-1'));
      expect(after).to.equal(before);
    });

    it('query: ?itemId= after the query, the path and the hash kept', async () => {
      const { open, after, before } = await openAndBack('address-mode="query"');
      expect(open).to.equal(before.replace('#top', '&itemId=slide-1#top'));
      expect(after).to.equal(before);
    });

    it('none: the address is left alone while open and after', async () => {
      const before = `/photos${fresh()}#top`;
      history.replaceState(null, '', before);
      const length = history.length;
      const el = await gallery('collection-url="/photos" address-mode="none"');
      el.slides[1].element.click();
      const lb = await opened();
      expect(here()).to.equal(before);
      expect(history.length, 'no history entry').to.equal(length);
      lb.close();
      await lb.updateComplete;
      expect(here()).to.equal(before);
    });

    it('auto: the hash on a page without a site context, the path on a platform page', async () => {
      const plain = await openAndBack('address-mode="auto"');
      expect(plain.open, 'no site context').to.equal(plain.before.replace('#top', '#itemId=slide-1'));
      await closeAndSettle();
      const context = Object.assign(document.createElement('script'), { id: 'ss-site-context', type: 'application/json', text: '{}' });
      document.head.append(context);
      try {
        const platform = await openAndBack('address-mode="auto"');
        expect(platform.open, 'with a site context').to.equal(platform.before.replace('/photos?', '/photos/slide-1?'));
      } finally {
        context.remove();
      }
    });
  });
});

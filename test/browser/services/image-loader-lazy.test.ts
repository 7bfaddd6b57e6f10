import { expect, nextFrame } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { recordShifts } from '../helpers/layout-shift.js';
import {
  ImageLoader,
  LOADING_CLASS,
  LoadSlots,
  isMobile,
  pageLoadSlots,
  preloadImage,
  type Preload,
} from '../../../src/services/image-loader.js';
import { captureConsole } from '../helpers/console.js';
import { alive } from '../shared/leak-suite.js';

const PHOTO = '/test/fixtures/images/photo.png';

/** Loads held until resolved; every test's are resolved after it, so none keeps one of the
 * page's load slots into the next test. */
const unresolved = new Set<() => void>();
function held() {
  const calls: { url: string; img?: string; resolve: () => void }[] = [];
  const preload: Preload = (url) =>
    new Promise<void>((resolve) => {
      const done = () => (unresolved.delete(done), resolve());
      unresolved.add(done);
      calls.push({ url, resolve: done });
    });
  return { calls, preload };
}

/** Markup mounted and observed in the same task, before any frame is painted, as a block
 * does in connectedCallback. */
function mount(markup: string, loader: ImageLoader, target = (root: HTMLElement): Element => root): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.append(root);
  loader.observe(target(root));
  return root;
}

const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await nextFrame();
};

let loader: ImageLoader;
const roots: HTMLElement[] = [];
const track = (el: HTMLElement) => (roots.push(el), el);

afterEach(async () => {
  loader?.disconnect();
  roots.splice(0).forEach((r) => r.remove());
  window.scrollTo(0, 0);
  [...unresolved].forEach((resolve) => resolve());
  await waitUntil(() => pageLoadSlots().active === 0, "the page's load slots are free again");
});

describe('ImageLoader: lazy loading', () => {
  it('loads an image 150 px below the viewport, not one 250 px below until scrolled, then stops watching', async () => {
    const h = held();
    const unobserved: Element[] = [];
    const original = IntersectionObserver.prototype.unobserve;
    IntersectionObserver.prototype.unobserve = function (this: IntersectionObserver, t: Element) {
      unobserved.push(t);
      return original.call(this, t);
    };
    try {
      loader = new ImageLoader({ preload: h.preload });
      const y = window.innerHeight;
      const root = track(
        mount(
          `
        <div style="position:absolute;top:${y + 150}px;left:0;width:50px"><img id="near" alt="" data-src="${PHOTO}?near" style="display:block;width:50px;height:10px"></div>
        <div style="position:absolute;top:${y + 250}px;left:0;width:50px"><img id="far" alt="" data-src="${PHOTO}?far" style="display:block;width:50px;height:10px"></div>
        <div style="height:${y * 3}px"></div>`,
          loader,
        ),
      );
      const near = root.querySelector('#near')!;
      const far = root.querySelector('#far')!;
      await waitUntil(() => h.calls.length === 1, 'the near image starts loading');
      await frames();
      expect(h.calls.map((c) => c.url)).to.deep.equal([`${PHOTO}?near&format=100w`]);
      expect(unobserved).to.deep.equal([near]);
      window.scrollTo(0, 100);
      await waitUntil(() => h.calls.length === 2, 'the far image loads once within 200 px');
      expect(h.calls[1].url).to.equal(`${PHOTO}?far&format=100w`);
      expect(unobserved).to.deep.equal([near, far]);
    } finally {
      IntersectionObserver.prototype.unobserve = original;
    }
  });

  it('sizes data-load="viewport" images without loading them', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(
      mount(
        `<div><img alt="" data-src="${PHOTO}" data-load="viewport" data-image-dimensions="40x30"></div>
      <div><img alt="" data-src="${PHOTO}?b" data-image-dimensions="40x30"></div>`,
        loader,
      ),
    );
    await waitUntil(() => h.calls.length === 1);
    await frames();
    const [sized] = root.querySelectorAll('img');
    expect([sized.getAttribute('width'), sized.getAttribute('height')]).to.deep.equal(['40', '30']);
    expect(h.calls.map((c) => c.url)).to.deep.equal([`${PHOTO}?b&format=100w`]);
    expect(sized.hasAttribute('src')).to.equal(false);
  });

  it('loads only the slides near the view of a 1,000-slide strip', async () => {
    const h = held();
    const slides = Array.from(
      { length: 1000 },
      (_, i) =>
        `<div class="slide" style="flex:none;width:120px;height:80px"><img alt="" data-src="${PHOTO}?slide=${i}" data-image-dimensions="8x6" style="display:block;width:120px;height:80px"></div>`,
    ).join('');
    const root = track(document.createElement('div'));
    root.innerHTML = `<div class="strip" style="display:flex;overflow:hidden;width:300px;height:80px">${slides}</div>`;
    document.body.append(root);
    const strip = root.querySelector<HTMLElement>('.strip')!;
    // the strip scrolls, so it is the root the 200 px margin applies to
    loader = new ImageLoader({ preload: h.preload, root: strip });
    loader.observe(strip);
    await waitUntil(() => h.calls.length === 5);
    await frames();
    // view 0–300 plus 200 px each side: slides starting before 500 px
    const index = (u: string) => Number(/slide=(\d+)/.exec(u)![1]);
    expect(h.calls.map((c) => index(c.url))).to.deep.equal([0, 1, 2, 3, 4]);
    strip.scrollLeft = 1200;
    await waitUntil(() => h.calls.length === 12);
    await frames();
    expect(h.calls.slice(5).map((c) => index(c.url))).to.deep.equal([8, 9, 10, 11, 12, 13, 14]);
  });
});

describe('ImageLoader: boxes sized by the caller', () => {
  it('watch() reads and places nothing until an image nears the view, then loads and places it', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const y = window.innerHeight;
    const root = track(document.createElement('div'));
    root.innerHTML = `
      <div id="a" style="position:absolute;top:0;width:80px;height:60px"><img alt="" data-src="${PHOTO}?a" data-image-dimensions="40x30" style="display:block;width:100%;height:100%"></div>
      <div id="b" style="position:absolute;top:${y + 400}px;width:80px;height:60px"><img alt="" data-src="${PHOTO}?b" data-image-dimensions="40x30" style="display:block;width:100%;height:100%"></div>
      <div id="c" style="position:absolute;top:0;left:100px;width:80px;height:60px"><img alt="" data-src="${PHOTO}?c" data-load="viewport" data-image-dimensions="40x30"></div>
      <div style="height:${y * 3}px"></div>`;
    document.body.append(root);
    const boxes = ['#a', '#b', '#c'].map((id) => root.querySelector<HTMLElement>(id)!);
    const [a, b, c] = boxes.map((box) => box.querySelector('img')!);
    for (const box of boxes) loader.watch(box);
    for (const img of [a, b, c]) expect(img.hasAttribute('width'), 'not placed at once').to.equal(false);
    await waitUntil(() => h.calls.length === 1);
    expect(h.calls[0].url).to.equal(`${PHOTO}?a&format=100w`);
    expect(a.getAttribute('width'), 'placed when it loads').to.equal('40');
    expect(b.hasAttribute('width')).to.equal(false);
    window.scrollTo(0, 400);
    await waitUntil(() => h.calls.length === 2, 'the far image loads once near');
    expect(h.calls[1].url).to.equal(`${PHOTO}?b&format=100w`);
    await frames(2);
    expect(h.calls).to.have.length(2);
    expect(c.hasAttribute('width') || c.hasAttribute('data-image-state'), 'data-load="viewport" is left alone').to.equal(false);
  });

  it('watching a loaded image again requests a larger width when its box grew', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(mount(`<div style="width:300px"><img alt="" data-src="${PHOTO}?g" style="display:block;width:100%"></div>`, loader));
    const img = root.querySelector('img')!;
    await waitUntil(() => h.calls.length === 1);
    h.calls[0].resolve();
    await waitUntil(() => img.getAttribute('data-image-state') === 'loaded');
    loader.watch(root);
    await frames(2);
    expect(h.calls).to.have.length(1);
    (img.parentElement as HTMLElement).style.width = '700px';
    loader.watch(root);
    await waitUntil(() => h.calls.length === 2);
    expect(h.calls[1].url).to.equal(`${PHOTO}?g&format=750w`);
  });
});

describe('ImageLoader: boxes the caller knows', () => {
  it('watch(…, { inView, box }) requests at once, without a frame, the width the box draws', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(document.createElement('div'));
    // A 3:2 image in a 280 px square cell, drawn with cover: 420 px wide, so 500w, where
    // the box alone would say 300w.
    root.innerHTML = `<div style="width:280px;height:280px"><img alt="" data-src="${PHOTO}?k" data-image-dimensions="1500x1000"></div>`;
    document.body.append(root);
    const box = root.firstElementChild!;
    loader.watch(box, { inView: true, box: { width: 280, height: 280, fit: 'cover' } });
    loader.flush();
    expect(h.calls.map((c) => c.url)).to.deep.equal([`${PHOTO}?k&format=500w`]);
  });

  it('a box given for an image still waiting for a slot is forgotten when it is watched again without one', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload, slots: new LoadSlots(1) });
    const root = track(document.createElement('div'));
    root.innerHTML =
      `<div style="width:200px;height:200px"><img alt="" data-src="${PHOTO}?p" data-image-dimensions="1000x1000" style="display:block;width:100%;height:100%"></div>` +
      `<div style="width:600px;height:600px"><img alt="" data-src="${PHOTO}?q" data-image-dimensions="1000x1000" style="display:block;width:100%;height:100%"></div>`;
    document.body.append(root);
    const [first, second] = [...root.children];
    loader.watch(first, { inView: true, box: { width: 200, height: 200 } });
    loader.watch(second, { inView: true, box: { width: 90, height: 90 } });
    loader.flush();
    expect(h.calls.map((c) => c.url)).to.deep.equal([`${PHOTO}?p&format=300w`]);
    // A new layout: the second image's box is no longer the one given.
    loader.watch(second);
    h.calls[0].resolve();
    await waitUntil(() => h.calls.length === 2, 'the second image gets the slot');
    expect(h.calls[1].url, 'sized from its box now, not the stale one').to.equal(`${PHOTO}?q&format=750w`);
  });

  it('a lazily watched image drawn with CSS object-fit: cover is sized from what it draws', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(
      mount(
        `<div style="width:280px;height:280px"><img alt="" data-src="${PHOTO}?l" data-image-dimensions="1500x1000" style="display:block;width:100%;height:100%;object-fit:cover"></div>`,
        loader,
      ),
    );
    await waitUntil(() => h.calls.length === 1);
    expect(h.calls[0].url).to.equal(`${PHOTO}?l&format=500w`);
    expect(root.querySelector('img')!.getAttribute('data-image-state')).to.equal('loading');
  });

  it('takes a server-written size of the same image as loaded: no second download unless larger', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(
      mount(
        `<div style="width:280px"><img alt="" data-src="${PHOTO}?m" src="${PHOTO}?m&format=300w" data-image-dimensions="1000x1000" style="display:block;width:100%;height:auto"></div>` +
          `<div style="width:600px"><img alt="" data-src="${PHOTO}?n" src="${PHOTO}?n&format=300w" data-image-dimensions="1000x1000" style="display:block;width:100%;height:auto"></div>`,
        loader,
      ),
    );
    await waitUntil(() => h.calls.length > 0, 'a request');
    await frames(3);
    expect(
      h.calls.map((c) => c.url),
      'only the image whose box outgrew its written size',
    ).to.deep.equal([`${PHOTO}?n&format=750w`]);
    expect(root.querySelector('img')!.getAttribute('src')).to.equal(`${PHOTO}?m&format=300w`);
  });
});

describe('ImageLoader: long galleries', () => {
  it('drops queued slides that were scrolled past before their turn', async () => {
    const h = held();
    const slides = Array.from(
      { length: 1000 },
      (_, i) =>
        `<div style="flex:none;width:120px;height:80px"><img alt="" data-src="${PHOTO}?q=${i}" style="display:block;width:120px;height:80px"></div>`,
    ).join('');
    const root = track(document.createElement('div'));
    root.innerHTML = `<div style="display:flex;overflow:hidden;width:300px;height:80px">${slides}</div>`;
    document.body.append(root);
    const strip = root.firstElementChild as HTMLElement;
    // What the loader's own observer has reported: the loader acts on each report at once.
    const reported = new Set<Element>();
    const Real = window.IntersectionObserver;
    window.IntersectionObserver = class extends Real {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          callback(entries, observer);
          for (const e of entries) if (e.isIntersecting) reported.add(e.target);
        }, options);
      }
    };
    try {
      loader = new ImageLoader({ preload: h.preload, root: strip, slots: new LoadSlots(1) });
      loader.observe(strip);
    } finally {
      window.IntersectionObserver = Real;
    }
    await waitUntil(() => h.calls.length === 1);
    strip.scrollLeft = 12000;
    // A state, not a count of frames: the report comes in a task of its own after a frame.
    const slide98 = strip.children[98]!.querySelector('img')!;
    await waitUntil(() => reported.has(slide98), "the loader's observer reports the slides now in its margin");
    h.calls[0].resolve();
    await waitUntil(() => h.calls.length === 2);
    const index = (u: string) => Number(/q=(\d+)/.exec(u)![1]);
    // the margin now spans 11,800–12,500 px: slides 98–104; 1–4 were dropped from the queue
    expect(index(h.calls[1].url)).to.equal(98);
    for (let n = 2; n <= 7; n++) {
      h.calls[n - 1].resolve();
      await waitUntil(() => h.calls.length === n + 1);
    }
    h.calls[7].resolve();
    await frames(3);
    expect(h.calls.map((c) => index(c.url))).to.deep.equal([0, 98, 99, 100, 101, 102, 103, 104]);
  });
});

describe('ImageLoader: concurrency', () => {
  const twenty = Array.from(
    { length: 20 },
    (_, i) =>
      `<div style="display:inline-block"><img alt="" data-src="${PHOTO}?n=${i}" style="display:block;width:10px;height:10px"></div>`,
  ).join('');

  it('detects mobile by orientation support or a user agent containing "mobile"', () => {
    expect(isMobile('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', {})).to.equal(true);
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', {})).to.equal(false);
    expect(isMobile('Mozilla/5.0 (X11; Linux x86_64)', { orientation: 0 })).to.equal(true);
    expect(isMobile()).to.equal(false);
  });

  it('loads 16 at a time on desktop', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(mount(twenty, loader));
    await waitUntil(() => h.calls.length === 16);
    await frames();
    expect(h.calls.length).to.equal(16);
    expect(root.querySelectorAll(`img.${LOADING_CLASS}`).length).to.equal(16);
    h.calls[0].resolve();
    await waitUntil(() => h.calls.length === 17, 'a finished load frees a slot');
    await frames();
    expect(h.calls.length).to.equal(17);
    expect(root.querySelectorAll(`img.${LOADING_CLASS}`).length).to.equal(16);
  });

  it('has 1 slot on mobile', () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36', configurable: true });
    let slots: LoadSlots;
    try {
      slots = new LoadSlots();
    } finally {
      delete (navigator as { userAgent?: string }).userAgent;
    }
    expect(navigator.userAgent).not.to.include('Android 14');
    expect(slots.limit).to.equal(1);
    expect(new LoadSlots().limit).to.equal(16);
  });

  it('loads 1 at a time with one slot', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload, slots: new LoadSlots(1) });
    const root = track(mount(twenty, loader));
    await waitUntil(() => h.calls.length === 1);
    await frames();
    expect(root.querySelectorAll(`img.${LOADING_CLASS}`).length).to.equal(1);
    h.calls[0].resolve();
    await waitUntil(() => h.calls.length === 2);
    await frames();
    expect(h.calls.length).to.equal(2);
  });

  it('shares the 16 slots across every loader of the page', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload, lazy: false });
    const other = new ImageLoader({ preload: h.preload, lazy: false });
    try {
      track(mount(twenty, loader));
      track(mount(twenty.replace(/\?n=/g, '?m='), other));
      await waitUntil(() => h.calls.length === 16);
      await frames();
      expect(h.calls.length, 'two loaders together').to.equal(16);
      expect(pageLoadSlots().active).to.equal(16);
      h.calls[0].resolve();
      h.calls[1].resolve();
      await waitUntil(() => h.calls.length === 18, 'each finished load frees one slot');
      await frames();
      expect(h.calls.length).to.equal(18);
    } finally {
      other.disconnect();
    }
  });

  it('takes its own slots', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload, slots: new LoadSlots(3) });
    track(mount(twenty, loader));
    await waitUntil(() => h.calls.length === 3);
    await frames();
    expect(h.calls.length).to.equal(3);
  });
});

describe('ImageLoader: zero layout shift', () => {
  const page = (dims: boolean) =>
    Array.from(
      { length: 20 },
      (_, i) =>
        `<p style="margin:0">Caption ${i}</p><div><img alt="" data-src="${PHOTO}?cls=${dims}-${i}-${Date.now()}" ${dims ? 'data-image-dimensions="8x6"' : ''} style="display:block;width:16px;height:auto"></div>`,
    ).join('');

  async function shiftWhileLoading(dims: boolean): Promise<number> {
    const shifts = recordShifts();
    const loads: Promise<unknown>[] = [];
    loader = new ImageLoader({
      preload: (u) => {
        const p = preloadImage(u);
        loads.push(p);
        return p;
      },
    });
    const root = track(mount(page(dims), loader));
    // waitUntil's own limit (1 s) is a speed check on a loaded machine: 10 s ends a hung wait.
    await waitUntil(() => loads.length === 20, 'the 20 images are asked for', { timeout: 10000 });
    await Promise.all(loads);
    await waitUntil(() => [...root.querySelectorAll('img')].every((i) => i.complete && i.naturalWidth === 8), 'the 20 images are in', {
      timeout: 10000,
    });
    await frames(3);
    loader.disconnect();
    return shifts.stop();
  }

  it('shifts nothing while 20 images with known dimensions load', async () => {
    expect(await shiftWhileLoading(true)).to.equal(0);
  });

  it('(control) the same page without dimensions does shift, so the measure works', async () => {
    expect(await shiftWhileLoading(false)).to.be.greaterThan(0);
  });
});

describe('ImageLoader: update, unobserve, disconnect', () => {
  it('update() requests a larger width after a resize and never a smaller one', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(mount(`<div style="width:300px"><img alt="" data-src="${PHOTO}?u" style="display:block;width:100%"></div>`, loader));
    const img = root.querySelector('img')!;
    await waitUntil(() => h.calls.length === 1);
    h.calls[0].resolve();
    await waitUntil(() => img.getAttribute('data-image-state') === 'loaded');
    (img.parentElement as HTMLElement).style.width = '200px';
    loader.update();
    await frames();
    expect(h.calls.length).to.equal(1);
    (img.parentElement as HTMLElement).style.width = '700px';
    loader.update(root);
    await waitUntil(() => h.calls.length === 2);
    expect(h.calls[1].url).to.equal(`${PHOTO}?u&format=750w`);
    h.calls[1].resolve();
    await waitUntil(() => img.getAttribute('data-image-resolution') === '750w');
  });

  it('lets go of an image it loaded once the page removed it, and update() goes on with the rest (ours)', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const root = track(
      mount(
        `<div style="width:300px"><img id="gone" alt="" data-src="${PHOTO}?gone" style="display:block;width:100%"></div>
        <div style="width:300px"><img id="kept" alt="" data-src="${PHOTO}?kept" style="display:block;width:100%"></div>`,
        loader,
      ),
    );
    const loaded = () => [...root.querySelectorAll('img')].every((img) => img.getAttribute('data-image-state') === 'loaded');
    // Frames, not waitUntil: its time limit, pending for 10 s, would hold the image.
    const removed = await (async () => {
      for (let i = 0; i < 120 && h.calls.length < 2; i++) await nextFrame();
      h.calls.forEach((c) => c.resolve());
      for (let i = 0; i < 120 && !loaded(); i++) await nextFrame();
      const gone = root.querySelector('#gone')!;
      gone.remove();
      return new WeakRef(gone);
    })();
    expect(await alive([removed]), 'the removed image is collected').to.equal(0);
    (root.querySelector('#kept')!.parentElement as HTMLElement).style.width = '700px';
    loader.update();
    await waitUntil(() => h.calls.length === 3);
    expect(h.calls[2].url).to.equal(`${PHOTO}?kept&format=750w`);
    h.calls[2].resolve();
  });

  it('unobserve() and disconnect() stop loading', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const y = window.innerHeight;
    const root = track(
      mount(
        `
      <div style="position:absolute;top:${y + 400}px"><img id="a" alt="" data-src="${PHOTO}?a" style="display:block;width:10px;height:10px"></div>
      <div style="position:absolute;top:${y + 400}px;left:100px"><img id="b" alt="" data-src="${PHOTO}?b2" style="display:block;width:10px;height:10px"></div>
      <div style="height:${y * 3}px"></div>`,
        loader,
      ),
    );
    await frames();
    loader.unobserve(root.querySelector('#a')!);
    window.scrollTo(0, 400);
    await waitUntil(() => h.calls.length === 1);
    await frames();
    expect(h.calls.map((c) => c.url)).to.deep.equal([`${PHOTO}?b2&format=100w`]);

    loader.disconnect();
    window.scrollTo(0, 0);
    loader.observe(root);
    loader.disconnect();
    window.scrollTo(0, 400);
    await frames(3);
    expect(h.calls.length).to.equal(1);
  });
});

describe('ImageLoader: errors', () => {
  it('reports a bad image and goes on with its siblings', async () => {
    const h = held();
    loader = new ImageLoader({ preload: h.preload });
    const { messages, result: root } = await captureConsole('warn', () =>
      track(mount(`<div><img alt="" data-src=""></div><div><img alt="" data-src="${PHOTO}?ok" style="width:10px"></div>`, loader)),
    );
    expect(messages.map((m) => m[0])).to.deep.equal(['Invalid or missing image source.']);
    await waitUntil(() => h.calls.length === 1);
    expect(h.calls[0].url).to.equal(`${PHOTO}?ok&format=100w`);
    expect(root.querySelectorAll('img')[0].hasAttribute('data-image-state')).to.equal(false);
  });

  it('reports an image with no parent', async () => {
    loader = new ImageLoader();
    const img = document.createElement('img');
    img.setAttribute('data-src', PHOTO);
    const { messages } = await captureConsole('warn', () => loader.observe(img));
    expect(messages.map((m) => m[0])).to.deep.equal(['Image element has no parentNode.']);
  });
});

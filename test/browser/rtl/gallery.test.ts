// Right-to-left galleries ("RTL layout works for every block (dir="rtl":
// galleries, arrows and swipe directions mirror)"). The spec gives no numbers for RTL; what
// mirrors is ours, after WAI-ARIA APG and Splide/Swiper: items flow from the right, the next
// slide lies to the left, ArrowLeft and a swipe to the right go to it. Each geometry test runs
// in LTR too, so a mirror that also turned LTR round would fail.
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../helpers/a11y.js';
import { waitUntil } from '../helpers/wait.js';
import { manualFrames, type ManualFrames } from '../helpers/frame-clock.js';
import { frames, IMG, laidOut, mixed, slides } from '../blocks/ss-gallery/helpers.js';

type Clocked = SsGallery & { clock: ManualFrames };

const touch = (type: 'start' | 'move' | 'end', x = 0, y = 0) => executeServerCommand('ss-touch', { type, x, y });
const part = (el: SsGallery, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const parts = (el: SsGallery, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
/** A box's left and right edges from the gallery's left edge, rounded. */
const edges = (el: SsGallery, node: Element) => {
  const o = el.getBoundingClientRect();
  const r = node.getBoundingClientRect();
  return [Math.round(r.left - o.left), Math.round(r.right - o.left)];
};
const slideEdges = (el: SsGallery, i: number) => edges(el, el.slides[i].element);
const shown = (el: SsGallery) =>
  el.slides
    .map((s, i) => [i, s.element] as const)
    .filter(([, e]) => !e.hidden)
    .map(([i]) => i);
const animations = (el: SsGallery) => el.slides.flatMap((s) => s.element.getAnimations({ subtree: true }));

async function finish(el: SsGallery): Promise<void> {
  for (const a of animations(el)) if (a.playState === 'running' && a.effect!.getTiming().fill !== 'forwards') a.finish();
  await nextFrame();
  await nextFrame();
}

/** A gallery in a `<div dir=...>`, laid out, its motion and chrome in, gestures on a manual clock. */
async function mount(dir: 'rtl' | 'ltr', design: string, attrs = '', n = 6, width = 800): Promise<Clocked> {
  const wrap = await fixture<HTMLElement>(
    html`<div dir=${dir}><ss-gallery design=${design} style="width:${width}px">${slides(mixed(n))}</ss-gallery></div>`,
  );
  const el = wrap.querySelector<SsGallery>('ss-gallery')!;
  for (const a of attrs.split(' ').filter(Boolean)) {
    const [k, v = ''] = a.split('=');
    el.setAttribute(k, v);
  }
  await el.updateComplete;
  await laidOut(el);
  await el.motionReady;
  await el.updateComplete;
  await nextFrame();
  el.clock = manualFrames();
  return el as Clocked;
}

/** A mouse press at x (from the gallery's left), moves to each x after ms of its clock, a release. */
async function drag(el: Clocked, x: number, steps: [x: number, ms: number][]): Promise<void> {
  const r = el.getBoundingClientRect();
  const y = Math.round(r.top + Math.min(r.height, 300) / 2);
  await sendMouse({ type: 'move', position: [Math.round(r.left + x), y] });
  await sendMouse({ type: 'down' });
  for (const [to, ms] of steps) {
    el.clock.time += ms;
    await sendMouse({ type: 'move', position: [Math.round(r.left + to), y] });
  }
  await sendMouse({ type: 'up' });
}

afterEach(async () => {
  await sendMouse({ type: 'up' }).catch(() => {});
  await sendMouse({ type: 'move', position: [0, 0] });
  document.documentElement.removeAttribute('dir');
});

describe('RTL galleries: items flow from the right (ours)', () => {
  for (const [design, attrs] of [
    ['grid', ''],
    ['autogrid', ''],
    ['autocolumns', ''],
    ['grid', 'layout=autorows'],
  ]) {
    it(`${design} ${attrs}: the first item stands at the right, the second to its left; LTR unchanged`, async () => {
      const rtl = await mount('rtl', design, attrs, 6, 800);
      const [l0, r0] = slideEdges(rtl, 0);
      const [, r1] = slideEdges(rtl, 1);
      expect(r0, 'first item flush with the right edge').to.equal(800);
      expect(r1, 'second item left of the first').to.be.at.most(l0);
      await expectAccessible(rtl, `${design} rtl`);
      const ltr = await mount('ltr', design, attrs, 6, 800);
      expect(slideEdges(ltr, 0)[0], 'LTR: the first item at the left').to.equal(0);
      // The same boxes, mirrored.
      for (let i = 0; i < 6; i++) {
        const [a, b] = slideEdges(ltr, i);
        expect(slideEdges(rtl, i), `item ${i} mirrored`).to.deep.equal([800 - b, 800 - a]);
      }
    });
  }

  it('list: the image stands at the right of its text', async () => {
    const wrap = await fixture<HTMLElement>(html`<div dir="rtl"><ss-gallery design="list" style="width:600px">
      <figure data-slide-id="a"><img alt="One" data-src=${IMG} data-image-dimensions="800x600" /><figcaption>One</figcaption></figure>
      <figure data-slide-id="b"><img alt="Two" data-src=${IMG} data-image-dimensions="800x600" /><figcaption>Two</figcaption></figure>
    </ss-gallery></div>`);
    const el = wrap.querySelector<SsGallery>('ss-gallery')!;
    await laidOut(el);
    const img = edges(el, el.querySelector('img')!);
    const caption = edges(el, el.querySelector('figcaption')!);
    expect(img[1]).to.equal(600);
    expect(caption[1]).to.be.at.most(img[0]);
    await expectAccessible(el, 'list rtl');
  });
});

describe('RTL one-at-a-time galleries: the next slide lies to the left (ours)', () => {
  it('slider: the next button sits left of the previous one; the current slide at the right (alignment left = start); the next to its left', async () => {
    const el = await mount('rtl', 'slider', 'loop=false active-alignment=left');
    const [prevL] = edges(el, part(el, 'control-previous'));
    const [nextL] = edges(el, part(el, 'control-next'));
    expect(nextL, 'next on the left').to.be.below(prevL);
    expect(nextL).to.equal(8);
    expect(slideEdges(el, 0)[1], 'current at the inline start: the right').to.equal(800);
    expect(slideEdges(el, 1)[1], 'the next to its left').to.be.at.most(slideEdges(el, 0)[0]);
    await expectAccessible(el, 'slider rtl');
    el.next();
    await finish(el);
    expect(slideEdges(el, 1)[1], 'next: slide 1 at the right').to.equal(800);
    expect(shown(el), 'slide 0 gone off to the right').to.not.include(0);
    await expectAccessible(el, 'slider rtl, second slide');
  });

  it('slider LTR is unchanged: next on the right, the next slide to the right', async () => {
    const el = await mount('ltr', 'slider', 'loop=false active-alignment=left');
    expect(edges(el, part(el, 'control-previous'))[0]).to.equal(8);
    expect(edges(el, part(el, 'control-next'))[1]).to.equal(792);
    expect(slideEdges(el, 0)[0]).to.equal(0);
    expect(slideEdges(el, 1)[0]).to.be.at.least(slideEdges(el, 0)[1]);
  });

  it('slider: a click on the next button moves to the slide on the left, animated from the left', async () => {
    const el = await mount('rtl', 'slider', 'loop=false active-alignment=left');
    part(el, 'control-next').click();
    expect(el.currentIndex).to.equal(1);
    // The track moves right: slide 1 starts left of where it rests.
    const a = el.slides[1].element.getAnimations()[0];
    const [from, to] = (a.effect as KeyframeEffect).getKeyframes().map((k) => parseFloat(String(k.transform).slice(12)) || 0);
    expect(from, 'starts further left').to.be.below(to);
    await finish(el);
  });

  it('slideshow (swipe transition): the incoming slide comes in from the left', async () => {
    const el = await mount('rtl', 'slideshow', 'transition=swipe');
    el.next();
    const [from, to] = (el.slides[1].element.getAnimations()[0].effect as KeyframeEffect)
      .getKeyframes()
      .map((k) => parseFloat(String(k.transform).slice(12)));
    expect(from).to.equal(-800);
    expect(to || 0).to.equal(0);
    await finish(el);
    expect(shown(el)).to.deep.equal([1]);
    await expectAccessible(el, 'slideshow rtl');
  });

  it('carousel: the first row runs from the right', async () => {
    const el = await mount('rtl', 'carousel', '', 7, 900);
    expect(slideEdges(el, 0)[1]).to.equal(900);
    expect(slideEdges(el, 1)[1]).to.be.at.most(slideEdges(el, 0)[0]);
    expect(slideEdges(el, 2)[0]).to.equal(0);
    el.next();
    await finish(el);
    expect(slideEdges(el, 3)[1], 'the second row, from the right').to.equal(900);
    await expectAccessible(el, 'carousel rtl');
  });

  it('stacked design (base) shows the current slide in place', async () => {
    const el = await mount('rtl', 'stacked', '');
    expect(slideEdges(el, 0)).to.deep.equal([0, 800]);
    el.next();
    await finish(el);
    expect(slideEdges(el, 1)).to.deep.equal([0, 800]);
  });
});

describe('RTL keys: ArrowLeft goes to the next slide, ArrowRight to the previous (ours, after APG)', () => {
  it('slideshow', async () => {
    const el = await mount('rtl', 'slideshow', 'transition=swipe');
    await frames(2);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex).to.equal(1);
    await finish(el);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex).to.equal(2);
    await finish(el);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.currentIndex).to.equal(1);
    await finish(el);
  });

  it('LTR keeps ArrowRight for next', async () => {
    const el = await mount('ltr', 'slideshow', 'transition=swipe');
    await frames(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.currentIndex).to.equal(1);
    await finish(el);
  });
});

describe('RTL gestures: a drag or swipe to the right goes to the next slide', () => {
  it('slider: the slides follow a drag to the right; a swipe to the right moves on, to the left goes back', async () => {
    const el = await mount('rtl', 'slider', 'loop=false active-alignment=left');
    el.clock.time = 0;
    await drag(el, 300, [
      [310, 50],
      [400, 100],
    ]);
    expect(el.currentIndex, 'a swipe to the right').to.equal(1);
    await finish(el);
    await drag(el, 400, [
      [390, 50],
      [300, 100],
    ]);
    expect(el.currentIndex, 'a swipe to the left').to.equal(0);
    await finish(el);
  });

  it('slideshow (swipe) with a finger: a swipe to the right shows the next slide, which follows it from the left', async () => {
    const el = await mount('rtl', 'slideshow', 'transition=swipe');
    const r = el.getBoundingClientRect();
    const y = r.top + 100;
    el.clock.time = 0;
    await touch('start', r.left + 300, y);
    el.clock.time = 100;
    await touch('move', r.left + 350, y);
    // The move reaches the page with a frame (Chromium aligns touch moves to frames): a state.
    await waitUntil(() => slideEdges(el, 1)[1] === 50, 'the next slide follows the finger in from the left (50)');
    el.clock.time = 200;
    await touch('move', r.left + 400, y);
    await touch('end');
    expect(el.currentIndex).to.equal(1);
    await finish(el);
    expect(shown(el)).to.deep.equal([1]);
  });

  it('fade: a swipe to the right steps to the next slide', async () => {
    const el = await mount('rtl', 'slideshow', '');
    await drag(el, 300, [
      [350, 100],
      [400, 100],
    ]);
    expect(el.currentIndex).to.equal(1);
    await finish(el);
  });

  it('scroll transition: a glide to the right moves the index on', async () => {
    const el = await mount('rtl', 'slideshow', 'transition=scroll loop=false');
    await drag(el, 200, [
      [220, 300],
      [700, 100],
      [760, 50],
    ]);
    expect(el.inMotion).to.equal(true);
    el.clock.runAll();
    await frames(1);
    expect(el.currentIndex).to.be.above(0);
  });
});

describe('RTL clicks and chrome', () => {
  it('halves: the left half goes next, the right half previous', async () => {
    const el = await mount('rtl', 'slideshow', 'active-slide-click-behavior=halves current-index=1', 4, 600);
    const r = el.slides[1].element.getBoundingClientRect();
    const y = Math.round(r.top + r.height / 2);
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width * 0.25), y] });
    expect(el.currentIndex).to.equal(2);
    await finish(el);
    const r2 = el.slides[2].element.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r2.left + r2.width * 0.75), y] });
    expect(el.currentIndex).to.equal(1);
    await finish(el);
  });

  it('indicators and thumbnails run right to left', async () => {
    const el = await mount('rtl', 'slideshow', 'indicators thumbnails', 5, 600);
    const dots = parts(el, 'indicator');
    expect(edges(el, dots[1])[1]).to.be.at.most(edges(el, dots[0])[0]);
    const thumbs = parts(el, 'thumbnail');
    expect(edges(el, thumbs[0])[1], 'the first thumbnail at the right').to.equal(600);
    expect(edges(el, thumbs[1])[1]).to.be.at.most(edges(el, thumbs[0])[0]);
    await expectAccessible(el, 'indicators and thumbnails rtl');
  });

  it('meta positions are logical: top-left is the top at the inline start, the right (ours)', async () => {
    const wrap =
      await fixture<HTMLElement>(html`<div dir="rtl"><ss-gallery design="slideshow" show-meta meta-position="top-left" style="width:600px">
      ${mixed(2).map(([w, h], i) => html`<figure data-slide-id="m${i}" data-title="Photo ${i + 1}"><img alt="Photo ${i + 1}" data-src=${IMG} data-image-dimensions="${w}x${h}" /></figure>`)}
    </ss-gallery></div>`);
    const el = wrap.querySelector<SsGallery>('ss-gallery')!;
    await laidOut(el);
    await el.motionReady;
    await el.updateComplete;
    await nextFrame();
    const [, right] = edges(el, part(el, 'meta'));
    expect(right).to.be.above(500);
    await expectAccessible(el, 'meta rtl');
  });
});

describe('a direction change after render', () => {
  it('<html dir="rtl"> set later: the slider lays out again from the right; back to LTR, from the left', async () => {
    const el = await mount('ltr', 'slider', 'loop=false active-alignment=left');
    el.parentElement!.removeAttribute('dir');
    await frames(1);
    expect(slideEdges(el, 0)[0]).to.equal(0);
    document.documentElement.dir = 'rtl';
    await frames(2);
    expect(slideEdges(el, 0)[1]).to.equal(800);
    expect(slideEdges(el, 1)[1]).to.be.at.most(slideEdges(el, 0)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex, 'the keys follow at once').to.equal(1);
    await finish(el);
    document.documentElement.removeAttribute('dir');
    await frames(2);
    expect(slideEdges(el, 1)[0]).to.equal(0);
  });
});

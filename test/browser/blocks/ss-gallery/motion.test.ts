// The one-at-a-time galleries in motion (spec 000 §4 "Gallery index", "Touch", "Stacked",
// §5, §9 "Gallery layouts", "Swipe and scroll"): transitions (their durations read from the
// animations, which the tests then finish: no test waits for one), the index held while in
// motion, reduced motion, and real pointer, touch and key input. Gesture time comes from a
// manual clock set on the gallery, so 249 and 251 ms are exact.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../../helpers/viewport.js';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { manualFrames, type ManualFrames } from '../../helpers/frame-clock.js';
import { waitUntil } from '../../helpers/wait.js';
import { frames, IMG, mixed, mountGallery, slides } from './helpers.js';

const touch = (type: 'start' | 'move' | 'end', x = 0, y = 0) => executeServerCommand('ss-touch', { type, x, y });
const stageX = (el: SsGallery, i: number) => el.slides[i].element.getBoundingClientRect().left - el.getBoundingClientRect().left;
const shown = (el: SsGallery) =>
  el.slides
    .map((s, i) => [i, s.element] as const)
    .filter(([, e]) => !e.hidden)
    .map(([i]) => i);
const animations = (el: SsGallery) => el.slides.flatMap((s) => s.element.getAnimations({ subtree: true }));
const durations = (el: SsGallery) => [...new Set(animations(el).map((a) => a.effect!.getTiming().duration))];
const keyframes = (a: Animation) => (a.effect as KeyframeEffect).getKeyframes();

/** Jumps every running animation to its end (the tests' fake time), then lets the gallery
 * see them end. */
async function finish(el: SsGallery): Promise<void> {
  for (const a of animations(el)) if (a.playState === 'running' && a.effect!.getTiming().fill !== 'forwards') a.finish();
  await nextFrame();
  await nextFrame();
}

/** A laid-out gallery with its motion code in, gestures on a manual clock. */
async function gallery(design: string, attrs = '', n = 6, width = 800): Promise<SsGallery & { clock: ManualFrames }> {
  const el = await mountGallery(attrs, n, width, design);
  await el.motionReady;
  await el.updateComplete;
  el.clock = manualFrames();
  return el as SsGallery & { clock: ManualFrames };
}

/** A mouse press at x (from the gallery's left) and its vertical middle, moves to each x
 * after `ms` more of the gallery's clock, then a release. */
async function drag(el: SsGallery & { clock: ManualFrames }, x: number, steps: [x: number, ms: number][], release = true): Promise<void> {
  const r = el.getBoundingClientRect();
  const y = Math.round(r.top + Math.min(r.height, 300) / 2);
  await sendMouse({ type: 'move', position: [Math.round(r.left + x), y] });
  await sendMouse({ type: 'down' });
  for (const [to, ms] of steps) {
    el.clock.time += ms;
    await sendMouse({ type: 'move', position: [Math.round(r.left + to), y] });
  }
  if (release) await sendMouse({ type: 'up' });
}

/** Records layout reads (getBoundingClientRect, offsetWidth/-Height, getComputedStyle) of
 * the gallery's nodes — itself, its slides, its shadow tree — while `on`. */
function layoutReads(el: SsGallery) {
  const reads: string[] = [];
  const spy = { on: false, reads, restore: () => {} };
  const ours = (n: unknown) => n instanceof Node && (n === el || el.contains(n) || n.getRootNode() === el.shadowRoot);
  const note = (node: unknown, what: string) =>
    spy.on && ours(node) && reads.push(`${what} ${(node as Element).localName}.${(node as Element).className}`);
  const rect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    note(this, 'getBoundingClientRect');
    return rect.call(this);
  };
  const getters = (['offsetWidth', 'offsetHeight'] as const).map((name) => {
    const d = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!;
    Object.defineProperty(HTMLElement.prototype, name, {
      ...d,
      get(this: HTMLElement) {
        note(this, name);
        return d.get!.call(this);
      },
    });
    return [name, d] as const;
  });
  const style = window.getComputedStyle;
  window.getComputedStyle = (node: Element, pseudo?: string | null) => (note(node, 'getComputedStyle'), style.call(window, node, pseudo));
  spy.restore = () => {
    Element.prototype.getBoundingClientRect = rect;
    for (const [name, d] of getters) Object.defineProperty(HTMLElement.prototype, name, d);
    window.getComputedStyle = style;
  };
  return spy;
}

afterEach(async () => {
  await sendMouse({ type: 'up' }).catch(() => {});
  await sendMouse({ type: 'move', position: [0, 0] });
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('ss-gallery transitions', () => {
  it('strip: the track slides to the next slide in 0.5 s; changes and arrow keys wait for it; the slide leaving is inert', async () => {
    const el = await gallery('slider', 'loop=false');
    expect(shown(el)).to.deep.equal([0, 1]);
    el.next();
    expect(el.currentIndex).to.equal(1);
    expect(el.inMotion).to.equal(true);
    expect(durations(el)).to.deep.equal([500]);
    // spec 000 §4 Gallery index: rejected while in motion.
    expect(el.next()).to.equal(false);
    // Held in motion while the key press travels (it can take longer than 0.5 s under load).
    const moving = animations(el);
    moving.forEach((a) => a.pause());
    await sendKeys({ press: 'ArrowRight' });
    expect(el.inMotion).to.equal(true);
    expect(el.currentIndex, 'arrow keys are ignored while in motion').to.equal(1);
    expect(el.slides[0].element.inert && el.slides[0].element.getAttribute('aria-hidden') === 'true').to.equal(false);
    moving.forEach((a) => a.play());
    await finish(el);
    expect(el.inMotion).to.equal(false);
    // Slide 1 (750x1000: 300 wide) in the middle of 800.
    expect(Math.round(stageX(el, 1))).to.equal(250);
    expect(shown(el)).to.deep.equal([0, 1, 2]);
    await expectAccessible(el, 'strip at rest');
  });

  it('strip: a slide leaving the view is inert and hidden from assistive technology while it goes', async () => {
    const el = await gallery('slider', 'loop=false active-alignment=left');
    el.goTo(3);
    const leaving = el.slides[0].element;
    expect(leaving.hidden).to.equal(false);
    expect(leaving.inert).to.equal(true);
    expect(leaving.getAttribute('aria-hidden')).to.equal('true');
    await finish(el);
    expect(leaving.hidden).to.equal(true);
  });

  it('strip with loop: next from the last slide goes on to the first, the short way', async () => {
    const el = await gallery('slider', '', 4);
    el.goTo(3);
    await finish(el);
    el.next();
    const moves = animations(el).map((a) => keyframes(a)[0].transform);
    expect(
      moves.every((t) => String(t).startsWith('translate3d(')),
      String(moves),
    ).to.equal(true);
    const slide0 = el.slides[0].element.getAnimations()[0];
    const [from, to] = keyframes(slide0).map((k) => parseFloat(String(k.transform).slice(12)));
    // One step (slide 3's half, the gap, slide 0's half: 800 px), not back over the track.
    expect(Math.round(Math.abs(from - to)), 'one step, not the whole track').to.equal(800);
    await finish(el);
    expect(el.currentIndex).to.equal(0);
  });

  it('carousel: the row slides over in 0.5 s (ours)', async () => {
    const el = await gallery('carousel', '', 7);
    el.next();
    expect(durations(el)).to.deep.equal([500]);
    await finish(el);
    expect(shown(el)).to.deep.equal([3, 4, 5]);
    await expectAccessible(el, 'carousel, second row');
  });

  it('slideshow fades by default: the new slide in, the old out, over 1 s (spec 000 §9)', async () => {
    const el = await gallery('slideshow');
    expect(el.transition).to.equal('fade');
    el.next();
    const [inA] = el.slides[1].element.getAnimations();
    const [outA] = el.slides[0].element.getAnimations();
    expect(keyframes(inA).map((k) => k.opacity)).to.deep.equal(['0', '1']);
    expect(keyframes(outA).map((k) => k.opacity)).to.deep.equal(['1', '0']);
    expect(durations(el)).to.deep.equal([1000]);
    expect(el.slides[0].element.inert).to.equal(true);
    await expectAccessible(el, 'slideshow while fading');
    await finish(el);
    expect(shown(el)).to.deep.equal([1]);
  });

  it('ken burns: fades and zooms the new slide to 1.075 while it shows', async () => {
    const el = await gallery('slideshow', 'transition=ken-burns autoplay-duration=3');
    el.next();
    const zoom = el.slides[1].element.querySelector('img')!.getAnimations()[0];
    expect(keyframes(zoom).map((k) => k.transform)).to.deep.equal(['scale(1)', 'scale(1.075)']);
    expect(zoom.effect!.getTiming().duration, 'the fade and the time it shows').to.equal(1000 + 3000);
    await finish(el);
    el.next();
    expect(zoom.playState, 'the zoom ends with the slide').to.equal('idle');
  });

  it("'ken burns' as the spec writes it works too", async () => {
    const el = await gallery('slideshow', '');
    el.setAttribute('transition', 'ken burns');
    await el.updateComplete;
    el.next();
    expect(el.slides[1].element.querySelector('img')!.getAnimations()).to.have.length(1);
  });

  it('swipe: the slides slide side by side over 1 s', async () => {
    const el = await gallery('slideshow', 'transition=swipe');
    el.next();
    expect(durations(el)).to.deep.equal([1000]);
    const [a0] = el.slides[0].element.getAnimations();
    const [from, to] = keyframes(a0).map((k) => new DOMMatrix(String(k.transform)).m41);
    expect([from, to]).to.deep.equal([0, -800]);
    await finish(el);
    expect(shown(el)).to.deep.equal([1]);
  });

  it("logs 'Could not find transition named ...' for an unknown transition and fades", async () => {
    const { messages } = await captureConsole('error', async () => {
      const el = await gallery('slideshow', 'transition=wobble');
      el.next();
      expect(keyframes(el.slides[1].element.getAnimations()[0])[0].opacity).to.equal('0');
    });
    expect(messages.map((m) => m[0])).to.deep.equal(['Could not find transition named "wobble".']);
  });

  it('changes at once, with no animation, under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const design of ['slider', 'carousel', 'slideshow']) {
      const el = await gallery(design, '', 7);
      el.next();
      expect(animations(el), design).to.have.length(0);
      expect(el.inMotion).to.equal(false);
      expect(el.next(), `${design}: the next change is not held`).to.equal(true);
    }
  });

  it('changes at once with ?nomotion=true', async () => {
    const original = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search}&nomotion=true`);
    try {
      const el = await gallery('slideshow', 'transition=ken-burns');
      el.next();
      expect(el.slides.flatMap((s) => s.element.getAnimations({ subtree: true }))).to.have.length(0);
      expect(el.inMotion).to.equal(false);
    } finally {
      history.replaceState(null, '', original);
    }
  });
});

describe('ss-gallery motion: transforms and opacity only, no layout read in a frame', () => {
  it('animates only transform and opacity, in every transition and a settle', async () => {
    const cases: [string, string, number][] = [
      ['slider', '', 800],
      ['carousel', '', 900],
      ['slideshow', 'transition=fade thumbnails show-meta-on-hover', 600],
      ['slideshow', 'transition=ken-burns', 600],
      ['slideshow', 'transition=swipe', 600],
      ['slideshow', 'transition=new-swipe', 600],
      ['slideshow', 'transition=scroll', 600],
    ];
    for (const [design, attrs, width] of cases) {
      const el = await gallery(design, attrs, 7, width);
      const seen: string[] = [];
      const record = () => {
        for (const a of [...animations(el), ...el.shadowRoot!.getAnimations()]) {
          if (a instanceof CSSTransition) seen.push(a.transitionProperty);
          else
            for (const k of keyframes(a))
              seen.push(...Object.keys(k).filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p)));
        }
      };
      el.next();
      await el.updateComplete;
      record();
      await finish(el);
      // A drag let go short of a step settles back.
      await drag(el, 300, [
        [290, 300],
        [260, 300],
      ]);
      record();
      el.clock.runAll();
      await finish(el);
      const label = `${design} ${attrs}`;
      expect(seen.length, `${label}: something moved`).to.be.greaterThan(0);
      expect(
        [...new Set(seen)].filter((p) => p !== 'transform' && p !== 'opacity'),
        label,
      ).to.deep.equal([]);
    }
  });

  for (const [design, attrs] of [
    ['slider', 'loop=false'],
    ['slideshow', 'transition=scroll loop=false'],
    ['slideshow', 'transition=new-swipe loop=false'],
  ] as const) {
    it(`reads no layout while a drag moves the slides and a glide runs (${design} ${attrs})`, async () => {
      const el = await gallery(design, attrs);
      const r = el.getBoundingClientRect();
      const y = Math.round(r.top + 150);
      const spy = layoutReads(el);
      try {
        await sendMouse({ type: 'move', position: [Math.round(r.left + 600), y] });
        spy.on = true;
        await sendMouse({ type: 'down' });
        for (const [x, ms] of [
          [580, 100],
          [500, 100],
          [300, 50],
        ]) {
          el.clock.time += ms;
          await sendMouse({ type: 'move', position: [Math.round(r.left + x), y] });
        }
        await sendMouse({ type: 'up' });
        for (let i = 0; i < 100 && el.clock.waiting; i++) el.clock.frame(16);
        await frames(1);
        spy.on = false;
        expect(el.currentIndex, 'it moved').to.be.greaterThan(0);
        expect(spy.reads).to.deep.equal([]);
      } finally {
        spy.restore();
      }
    });
  }
});

describe('ss-gallery gestures (real mouse and touch)', () => {
  it('strip: the slides follow a drag, and a slow short release goes back (settles in 0.5 s at 767 px and wider)', async () => {
    const el = await gallery('slider', 'loop=false');
    const x0 = stageX(el, 0);
    await drag(
      el,
      400,
      [
        [380, 100],
        [300, 300],
      ],
      false,
    );
    expect(Math.round(stageX(el, 0) - x0)).to.equal(-100);
    expect(el.currentIndex).to.equal(0);
    await sendMouse({ type: 'up' });
    expect(el.currentIndex).to.equal(0);
    expect(durations(el)).to.deep.equal([500]);
    await finish(el);
    expect(Math.round(stageX(el, 0))).to.equal(Math.round(x0));
  });

  it('a swipe is 50 px in under 250 ms: 50 px in 249 ms moves on; 49 px, or 251 ms, goes back', async () => {
    for (const [dx, ms, moves] of [
      [-50, 249, true],
      [-49, 249, false],
      [-50, 251, false],
    ] as const) {
      const el = await gallery('slider', 'loop=false');
      await drag(el, 400, [
        [390, 149],
        [400 + dx, ms - 149],
      ]);
      expect(el.currentIndex, `${dx} px in ${ms} ms`).to.equal(moves ? 1 : 0);
      await finish(el);
    }
  });

  it('a release faster than 1 px/ms moves on, at 1 px/ms it does not', async () => {
    for (const [speed, moves] of [
      [1.2, true],
      [1, false],
    ] as const) {
      const el = await gallery('slider', 'loop=false');
      // A slow drag of 60 px over 400 ms, then the last 100 ms at the speed.
      await drag(el, 400, [
        [380, 200],
        [340, 200],
        [340 - speed * 100, 100],
      ]);
      expect(el.currentIndex, `${speed} px/ms`).to.equal(moves ? 1 : 0);
      await finish(el);
    }
  });

  it('a drag past half the slide moves on', async () => {
    const el = await gallery('slider', 'loop=false');
    await drag(el, 700, [
      [650, 300],
      [390, 300],
    ]);
    expect(el.currentIndex).to.equal(1);
  });

  it('settles in 0.2 s below 767 px of viewport width, 0.5 s from 767 px', async () => {
    for (const [width, settle] of [
      [766, 200],
      [767, 500],
    ] as const) {
      await setViewport({ width, height: 600 });
      const el = await gallery('slider', 'loop=false', 6, 700);
      // Read as the animations start: a 200 ms settle may have ended (and left the element's
      // animations) before the drag's promise returns on a loaded machine.
      const started: (number | string | CSSNumericValue | undefined)[] = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        const a = animate.apply(this, args);
        if (el.shadowRoot?.contains(this) || el.contains(this)) started.push(a.effect!.getTiming().duration);
        return a;
      };
      try {
        await drag(el, 400, [
          [380, 100],
          [330, 300],
        ]);
      } finally {
        Element.prototype.animate = animate;
      }
      expect([...new Set(started)], `${width} px`).to.deep.equal([settle]);
      await finish(el);
    }
    await setViewport({ width: 800, height: 600 });
  });

  it('at the last slide without loop, a swipe fires reached-end and goes back', async () => {
    const el = await gallery('slider', 'loop=false current-index=5');
    let ends = 0;
    el.addEventListener('ss-gallery-reached-end', () => ends++);
    await drag(el, 400, [
      [390, 50],
      [300, 100],
    ]);
    expect(ends).to.equal(1);
    expect(el.currentIndex).to.equal(5);
  });

  it('a slide clicked after a drag opens nothing', async () => {
    const el = await gallery('slider', 'lightbox loop=false');
    let opened = 0;
    el.addEventListener('ss-gallery-lightbox-open', (e) => (opened++, e.preventDefault()));
    await drag(el, 400, [
      [380, 200],
      [370, 200],
    ]);
    expect(opened).to.equal(0);
    await drag(el, 400, []);
    expect(opened, 'a tap does').to.equal(1);
  });

  it('slideshow (swipe) with a finger: a swipe to the left shows the next slide', async () => {
    const el = await gallery('slideshow', 'transition=swipe');
    const r = el.getBoundingClientRect();
    const y = r.top + 100;
    el.clock.time = 0;
    await touch('start', r.left + 500, y);
    el.clock.time = 100;
    await touch('move', r.left + 450, y);
    // The move reaches the page with a frame (Chromium aligns touch moves to frames): a state.
    await waitUntil(() => Math.round(stageX(el, 1)) === 750, 'the next slide follows the finger (750)');
    el.clock.time = 200;
    await touch('move', r.left + 400, y);
    await touch('end');
    expect(el.currentIndex).to.equal(1);
    await finish(el);
    expect(shown(el)).to.deep.equal([1]);
  });

  it('fade: a swipe steps, a drag does not move the slide', async () => {
    const el = await gallery('slideshow');
    await drag(
      el,
      500,
      [
        [450, 100],
        [400, 100],
      ],
      false,
    );
    expect(Math.round(stageX(el, 0)), 'no drag').to.equal(0);
    await sendMouse({ type: 'up' });
    expect(el.currentIndex).to.equal(1);
    await finish(el);
  });

  it('a vertical pan with a finger scrolls the page, not the gallery (touch-action)', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div style="padding-bottom:3000px"><ss-gallery design="slideshow" transition="swipe" style="width:600px">${slides(mixed(3))}</ss-gallery></div>`,
    );
    const el = wrap.querySelector('ss-gallery')!;
    await el.motionReady;
    await frames(3);
    window.scrollTo(0, 0);
    const r = el.getBoundingClientRect();
    await touch('start', r.left + 300, r.top + 200);
    for (let i = 1; i <= 6; i++) await touch('move', r.left + 303, r.top + 200 - 25 * i);
    await touch('end');
    await waitUntil(() => window.scrollY > 0, 'the page scrolls under the finger');
    expect(el.currentIndex).to.equal(0);
    expect(Math.round(stageX(el, 0))).to.equal(0);
    window.scrollTo(0, 0);
  });
});

describe('ss-gallery new swipe and scroll', () => {
  for (const [rule, moved] of [
    ['hard', 0],
    ['inertial', 33],
    ['none', 100],
  ] as const) {
    it(`new swipe: a drag past the first slide with boundary ${rule} moves ${moved} px`, async () => {
      const el = await gallery('slideshow', `transition=new-swipe loop=false swipe-boundaries=${rule}`);
      await drag(
        el,
        300,
        [
          [320, 300],
          [400, 300],
        ],
        false,
      );
      expect(Math.round(stageX(el, 0))).to.equal(moved);
      await sendMouse({ type: 'up' });
      el.clock.runAll();
      await frames(1);
      expect(Math.round(stageX(el, 0)), 'back at the first slide').to.equal(0);
    });
  }

  it('new swipe: each end has its own boundary ("hard none")', async () => {
    const el = await gallery('slideshow', 'transition=new-swipe loop=false current-index=5');
    el.setAttribute('swipe-boundaries', 'hard none');
    await el.updateComplete;
    await drag(
      el,
      500,
      [
        [480, 300],
        [400, 300],
      ],
      false,
    );
    expect(Math.round(stageX(el, 5)), 'the end is none').to.equal(-100);
    await sendMouse({ type: 'up' });
    el.clock.runAll();
  });

  it('new swipe: a slow release rests on the nearest snap point; a swipe reaches the next', async () => {
    const el = await gallery('slideshow', 'transition=new-swipe loop=false');
    await drag(el, 600, [
      [580, 300],
      [300, 400],
    ]);
    el.clock.runAll();
    await frames(1);
    expect(el.currentIndex, '300 of 800 px: back').to.equal(0);
    expect(Math.round(stageX(el, 0))).to.equal(0);
    await drag(el, 600, [
      [590, 50],
      [540, 100],
    ]);
    el.clock.runAll();
    await frames(1);
    expect(el.currentIndex, 'a swipe').to.equal(1);
    expect(Math.round(stageX(el, 1))).to.equal(0);
  });

  it('new swipe with snap points 50%: rests on half slides', async () => {
    const el = await gallery('slideshow', 'transition=new-swipe loop=false snap-points=50%');
    await drag(el, 600, [
      [580, 300],
      [200, 500],
    ]);
    el.clock.runAll();
    await frames(1);
    expect(Math.round(stageX(el, 0))).to.equal(-400);
  });

  it('new swipe: snap points none rest where the glide ends', async () => {
    const el = await gallery('slideshow', 'transition=new-swipe loop=false snap-points=none');
    await drag(el, 600, [
      [580, 300],
      [300, 500],
    ]);
    el.clock.runAll();
    await frames(1);
    expect(Math.round(stageX(el, 0))).to.equal(-300);
    expect(el.currentIndex).to.equal(0);
  });

  it('logs bad new-swipe options (spec 000 §5) and uses inertial ends and 100% snap points', async () => {
    const { messages } = await captureConsole('error', async () => {
      const el = await gallery('slideshow', 'transition=new-swipe loop=false swipe-boundaries=soft snap-points=half');
      await drag(
        el,
        300,
        [
          [320, 300],
          [400, 300],
        ],
        false,
      );
      expect(Math.round(stageX(el, 0)), 'inertial').to.equal(33);
      await sendMouse({ type: 'up' });
      el.clock.runAll();
    });
    const texts = messages.map((m) => String(m[0]));
    expect(texts).to.include('A new-swipe boundary is none, hard or inertial, not "soft".');
    expect(texts).to.include('Snap points are a percent or none, not "half".');
  });

  it('scroll: the track glides with the release and the index follows; the tween lasts at least 50 ms', async () => {
    const el = await gallery('slideshow', 'transition=scroll loop=false');
    await drag(el, 600, [
      [580, 300],
      [100, 100],
      [40, 50],
    ]);
    expect(el.inMotion).to.equal(true);
    el.clock.frame(49);
    expect(el.inMotion, 'the glide lasts at least 50 ms').to.equal(true);
    el.clock.runAll();
    await frames(1);
    expect(el.inMotion).to.equal(false);
    expect(el.currentIndex).to.be.greaterThan(0);
  });

  it('scroll: a short glide takes the 50 ms bound: done at 50 ms, not at 49', async () => {
    const el = await gallery('slideshow', 'transition=scroll loop=false');
    // Released at rest: nothing to glide, the bound still holds.
    await drag(el, 600, [
      [580, 300],
      [560, 300],
    ]);
    el.clock.frame(49);
    expect(el.inMotion).to.equal(true);
    el.clock.frame(1);
    await frames(1);
    expect(el.inMotion).to.equal(false);
  });

  it('scroll: reaching the end or the beginning is reported', async () => {
    const el = await gallery('slideshow', 'transition=scroll loop=false', 3);
    const seen: string[] = [];
    el.addEventListener('ss-gallery-reached-end', () => seen.push('end'));
    el.addEventListener('ss-gallery-reached-beginning', () => seen.push('beginning'));
    // Fast releases: the glide runs on to the ends.
    await drag(el, 700, [
      [650, 100],
      [300, 100],
      [10, 50],
    ]);
    el.clock.runAll();
    await frames(1);
    expect(el.currentIndex).to.equal(2);
    expect(seen).to.deep.equal(['end']);
    await drag(el, 50, [
      [100, 100],
      [500, 100],
      [790, 50],
    ]);
    el.clock.runAll();
    await frames(1);
    expect(el.currentIndex).to.equal(0);
    expect(seen).to.deep.equal(['end', 'beginning']);
  });
});

describe('ss-gallery new swipe: distance, duration and velocity (spec 000 §4 Stacked, Touch)', () => {
  it('50 px in 249 ms reaches the next slide; 49 px, or 251 ms, goes back', async () => {
    for (const [dx, ms, moves] of [
      [-50, 249, true],
      [-49, 249, false],
      [-50, 251, false],
    ] as const) {
      const el = await gallery('slideshow', 'transition=new-swipe loop=false');
      await drag(el, 600, [
        [590, 149],
        [600 + dx, ms - 149],
      ]);
      el.clock.runAll();
      await frames(1);
      expect(el.currentIndex, `${-dx} px in ${ms} ms`).to.equal(moves ? 1 : 0);
    }
  });

  it('a release faster than 1 px/ms reaches the next slide; at 1 px/ms it goes back', async () => {
    for (const [speed, moves] of [
      [1.2, true],
      [1, false],
    ] as const) {
      const el = await gallery('slideshow', 'transition=new-swipe loop=false');
      // A slow 10 px, then the last 20 ms at the speed: short of a swipe and of half the slide.
      await drag(el, 600, [
        [590, 300],
        [590 - speed * 20, 20],
      ]);
      el.clock.runAll();
      await frames(1);
      expect(el.currentIndex, `${speed} px/ms`).to.equal(moves ? 1 : 0);
    }
  });
});

describe('ss-gallery slideshows: axe after a step and after a drag', () => {
  /** Also ends the Ken Burns zoom, which holds its end (fill forwards): axe waits for every
   * finite animation to end, and the zoom lasts the slide's whole showing, 6 s of real time. */
  const rest = async (el: SsGallery) => {
    await finish(el);
    for (const a of animations(el)) if (a.playState === 'running' && a.effect!.getTiming().fill === 'forwards') a.finish();
  };
  for (const transition of ['ken-burns', 'swipe', 'new-swipe', 'scroll']) {
    it(transition, async () => {
      const el = await gallery('slideshow', `transition=${transition} loop=false`);
      el.next();
      el.clock.runAll();
      await rest(el);
      await expectAccessible(el, `${transition} after a step`);
      await drag(el, 600, [
        [580, 100],
        [400, 100],
      ]);
      el.clock.runAll();
      await rest(el);
      expect(el.inMotion).to.equal(false);
      await expectAccessible(el, `${transition} after a drag`);
    });
  }
});

describe('ss-gallery keyboard in motion layouts', () => {
  it('moves with the arrows, once the motion ends', async () => {
    const el = await gallery('slideshow', 'transition=swipe');
    await frames(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.currentIndex).to.equal(1);
    // Held in motion while the key press travels (it can take longer than the motion under load).
    const moving = animations(el);
    moving.forEach((a) => a.pause());
    await sendKeys({ press: 'ArrowRight' });
    expect(el.inMotion).to.equal(true);
    expect(el.currentIndex, 'ignored while in motion').to.equal(1);
    moving.forEach((a) => a.play());
    await finish(el);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex).to.equal(0);
    await finish(el);
  });
});

void IMG;
void oneEvent;

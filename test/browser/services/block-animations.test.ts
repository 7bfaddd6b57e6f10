import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import {
  ANIMATION_DURATION_MS,
  ANIMATION_IMAGE_WAIT_MS,
  ANIMATION_THRESHOLDS,
  animationOf,
  startBlockAnimations,
  type BlockAnimations,
} from '../../../src/services/block-animations.js';
import { emitSiteEvent } from '../../../src/contract/site-events.js';
import { ANIMATED_SELECTOR } from '../../../src/services/page-markup.js';
import { captureConsole } from '../helpers/console.js';
import { installManualClock } from '../helpers/manual-clock.js';
import { waitUntil } from '../helpers/wait.js';

/** An IntersectionObserver the test drives: it records its options and reports what the
 * test says, when it says. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports el at the given visible ratio. */
  report(el: Element, ratio: number) {
    if (!this.observed.has(el)) return;
    const entry = { target: el, isIntersecting: ratio > 0, intersectionRatio: ratio } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Hidden by the module's rule (an animation starting at opacity 0 is not "hidden"). */
const hidden = (el: Element) => el.getAttribute('data-ss-animation') === 'hidden' && getComputedStyle(el).opacity === '0';
const animations = (el: Element) =>
  el.getAnimations().map((a) => (a.effect as KeyframeEffect).getKeyframes().map((k) => [Number(k.opacity), k.transform ?? 'none']));
const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('block animations (spec 001 §4 Other transitions, §9)', () => {
  const Real = window.IntersectionObserver;
  const address = location.href;
  let running: BlockAnimations | undefined;
  beforeEach(() => {
    FakeObserver.all = [];
    (window as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(async () => {
    running?.stop();
    running = undefined;
    window.IntersectionObserver = Real;
    document.body.classList.remove('sqs-edit-mode');
    history.replaceState(history.state, '', address);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  async function page() {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <section id="fade" data-animation="fade-in"><p>One</p></section>
      <section id="slide" data-animation="slide-up"><p>Two</p></section>
      <section id="scale" data-animation="scale"><p>Three</p></section>
      <section id="plain"><p>Four</p></section>
    </div>`);
    const [fade, slide, scale, plain] = ['fade', 'slide', 'scale', 'plain'].map((id) => wrapper.querySelector<HTMLElement>(`#${id}`)!);
    return { wrapper, fade, slide, scale, plain };
  }
  const start = (root: ParentNode) => (running = startBlockAnimations({ root }));
  const observer = () => FakeObserver.all[0]!;

  it('observes with the thresholds 0, 0.1, 0.25, 0.5, 1', async () => {
    const { wrapper, fade, slide, scale, plain } = await page();
    start(wrapper);
    expect(ANIMATION_THRESHOLDS).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
    expect(observer().options.threshold).to.deep.equal([0, 0.1, 0.25, 0.5, 1]);
    expect([...observer().observed]).to.deep.equal([fade, slide, scale]);
    expect(plain.hasAttribute('data-ss-animation')).to.equal(false);
  });

  it('hides nothing before the module runs, nor before the first report', async () => {
    const { wrapper, fade } = await page();
    expect(hidden(fade)).to.equal(false);
    start(wrapper);
    expect(hidden(fade), 'started, not yet reported').to.equal(false);
  });

  it('a block out of view at start is hidden, and animates in as soon as part of it shows', async () => {
    const { wrapper, fade } = await page();
    start(wrapper);
    observer().report(fade, 0);
    expect(hidden(fade)).to.equal(true);
    observer().report(fade, 0.01);
    await flush();
    expect(hidden(fade)).to.equal(false);
    expect(animations(fade)).to.deep.equal([
      [
        [0, 'none'],
        [1, 'none'],
      ],
    ]);
    expect(fade.getAnimations()[0]!.effect!.getTiming().duration).to.equal(ANIMATION_DURATION_MS);
    expect(observer().observed.has(fade), 'once').to.equal(false);
  });

  it('each named animation: transforms and opacity', async () => {
    const { wrapper, slide, scale } = await page();
    start(wrapper);
    for (const el of [slide, scale]) {
      observer().report(el, 0);
      observer().report(el, 1);
    }
    await flush();
    expect(animations(slide)[0]).to.deep.equal([
      [0, 'translateY(24px)'],
      [1, 'none'],
    ]);
    expect(animations(scale)[0]).to.deep.equal([
      [0, 'scale(0.94)'],
      [1, 'none'],
    ]);
  });

  it('a block in view at start is left as it is: not hidden, not animated', async () => {
    const { wrapper, fade } = await page();
    start(wrapper);
    observer().report(fade, 0.5);
    await flush();
    expect(hidden(fade)).to.equal(false);
    expect(fade.getAnimations()).to.deep.equal([]);
  });

  it('waits for its loading images (load or error), and at most 3 s', async () => {
    const { wrapper, fade, slide } = await page();
    const loading = document.createElement('img');
    loading.alt = '';
    fade.append(loading);
    const never = document.createElement('img');
    never.alt = '';
    slide.append(never);
    const clock = installManualClock();
    try {
      // Images still loading, and answering only when the test says so.
      for (const img of [loading, never]) Object.defineProperty(img, 'complete', { value: false });
      start(wrapper);
      observer().report(fade, 0);
      observer().report(slide, 0);
      observer().report(fade, 0.3);
      observer().report(slide, 0.3);
      await flush();
      expect(hidden(fade), 'image loading').to.equal(true);
      loading.dispatchEvent(new Event('error'));
      await flush();
      expect(hidden(fade), 'image failed: animates').to.equal(false);
      expect(fade.getAnimations().length).to.equal(1);
      await clock.advance(ANIMATION_IMAGE_WAIT_MS - 1);
      expect(hidden(slide), 'just below 3 s').to.equal(true);
      await clock.advance(1);
      await flush();
      expect(hidden(slide), 'at 3 s').to.equal(false);
    } finally {
      clock.uninstall();
    }
  });

  it('not in edit mode: body.sqs-edit-mode', async () => {
    const { wrapper, fade } = await page();
    document.body.classList.add('sqs-edit-mode');
    start(wrapper);
    expect(FakeObserver.all).to.deep.equal([]);
    expect(hidden(fade)).to.equal(false);
  });

  it('edit mode arriving later: a waiting block is shown without animation; the editing event shows all', async () => {
    const { wrapper, fade, slide } = await page();
    start(wrapper);
    observer().report(fade, 0);
    observer().report(slide, 0);
    document.body.classList.add('sqs-edit-mode');
    observer().report(fade, 1);
    await flush();
    expect(hidden(fade)).to.equal(false);
    expect(fade.getAnimations()).to.deep.equal([]);
    emitSiteEvent('frame-editing-change', { editing: true });
    expect(hidden(slide)).to.equal(false);
    expect(observer().observed.size).to.equal(0);
  });

  it('off under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { wrapper, fade } = await page();
    start(wrapper);
    expect(FakeObserver.all).to.deep.equal([]);
    expect(hidden(fade)).to.equal(false);
  });

  it('off with ?nomotion=true', async () => {
    history.replaceState(history.state, '', '?nomotion=true');
    const { wrapper, fade } = await page();
    start(wrapper);
    expect(FakeObserver.all).to.deep.equal([]);
    expect(hidden(fade)).to.equal(false);
  });

  it('reduced motion turned on while a block waits: it is shown without animation', async () => {
    const { wrapper, fade } = await page();
    start(wrapper);
    observer().report(fade, 0);
    await emulateMedia({ reducedMotion: 'reduce' });
    observer().report(fade, 1);
    await flush();
    expect(hidden(fade)).to.equal(false);
    expect(fade.getAnimations()).to.deep.equal([]);
  });

  it('stop() shows every hidden block', async () => {
    const { wrapper, fade, slide } = await page();
    const r = start(wrapper);
    observer().report(fade, 0);
    observer().report(slide, 0);
    expect(r.waiting).to.equal(3);
    r.stop();
    expect([hidden(fade), hidden(slide)]).to.deep.equal([false, false]);
  });

  it('a printed page shows hidden blocks', async () => {
    const { wrapper, fade } = await page();
    start(wrapper);
    observer().report(fade, 0);
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(fade).opacity).to.equal('1');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  describe("the published block JSON (real-markup.md: blockAnimation, a section's scrollAnimation)", () => {
    it("reads the platform's names and ours", () => {
      const block = () => Object.assign(document.createElement('div'), { className: 'sqs-block' });
      const el = (json: unknown) => {
        const d = block();
        d.setAttribute('data-block-json', JSON.stringify(json));
        return d;
      };
      expect(animationOf(el({ blockAnimation: 'fade' }))).to.equal('fade-in');
      expect(animationOf(el({ blockAnimation: 'slide' }))).to.equal('slide-up');
      expect(animationOf(el({ blockAnimation: 'scale' }))).to.equal('scale');
      expect(animationOf(el({ blockAnimation: 'none' }))).to.equal(undefined);
      const section = document.createElement('div');
      section.setAttribute('data-props', JSON.stringify({ numColumns: 3, scrollAnimation: 'fade' }));
      expect(animationOf(section)).to.equal('fade-in');
      expect(section.matches(ANIMATED_SELECTOR)).to.equal(true);
      const d = block();
      d.setAttribute('data-block-json', '{broken');
      expect(animationOf(d)).to.equal(undefined);
    });

    it('an unknown name is reported and the block shown without one', async () => {
      const el = await fixture<HTMLElement>(html`<section data-animation="wobble">Text</section>`);
      const { result, messages } = await captureConsole('warn', () => animationOf(el));
      expect(result).to.equal(undefined);
      expect(messages.map((m) => m[0])).to.deep.equal([
        '[ss-blocks] block animations: "wobble" is not an animation (fade-in, slide-up, scale, none); none is used.',
      ]);
    });
  });

  it('with the real observer: a block below the fold animates when scrolled into view', async () => {
    window.IntersectionObserver = Real;
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <div style="height: 150vh"></div>
      <section id="below" data-animation="fade-in" style="height: 100px">Below</section>
    </div>`);
    const below = wrapper.querySelector('#below')!;
    running = startBlockAnimations({ root: wrapper });
    await nextFrame();
    await nextFrame();
    expect(hidden(below), 'out of view: hidden').to.equal(true);
    below.scrollIntoView();
    // The observer reports with a frame, in a task of its own (late on a loaded machine).
    await waitUntil(() => !hidden(below), 'shown once in view');
    await flush();
    expect(below.getAnimations().length).to.equal(1);
    scrollTo(0, 0);
  });
});

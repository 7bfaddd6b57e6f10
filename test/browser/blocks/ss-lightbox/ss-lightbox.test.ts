// <ss-lightbox> (doc 2 §3 "Gallery or lightbox item", §4 "Lightbox", §9 "Dialogs, video,
// lightbox and accordion"): opened by the page or from its own markup. The gallery's
// lightbox and the address are in address.test.ts; the shared suites in shared.test.ts.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../../helpers/viewport.js';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { SsLightbox, type LightboxItem, type SsLightboxChangeDetail } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import { registerMessages, setLocale } from '../../../../src/i18n/index.js';
import { isMobile } from '../../../../src/services/image-loader.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { IMG, centre, dialogOf, finishMotion, frames, items, openOn, part, slideOf } from './helpers.js';

const VIEWPORT = { width: 800, height: 600 };

async function lightbox(template = html`<ss-lightbox></ss-lightbox>`): Promise<SsLightbox> {
  const el = await fixture<SsLightbox>(template);
  await el.updateComplete;
  return el;
}

const visible = (el: Element) => getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).display !== 'none';
const changes = (el: SsLightbox) => {
  const seen: SsLightboxChangeDetail[] = [];
  el.addEventListener('ss-lightbox-change', (e) => seen.push(e.detail));
  return seen;
};
const press = (key: string) => sendKeys({ press: key });

describe('ss-lightbox', () => {
  beforeEach(() => setViewport(VIEWPORT));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
    setLocale('en');
  });

  describe('accessibility', () => {
    it('has no axe violations open in the dark theme', async () => {
      const el = await lightbox();
      await openOn(el, items(3), 1);
      expect(dialogOf(el).dataset.theme).to.equal('dark');
      await expectAccessible(el);
    });

    it('has no axe violations open in the light theme', async () => {
      const el = await lightbox(html`<ss-lightbox theme="light"></ss-lightbox>`);
      await openOn(el, items(3), 1);
      expect(dialogOf(el).dataset.theme).to.equal('light');
      await expectAccessible(el);
    });

    it('has no axe violations on mobile, caption hidden and shown, and at an end', async () => {
      const el = await lightbox();
      el.mobile = true;
      await openOn(el, items(3), 0);
      await expectAccessible(el, 'mobile, caption hidden');
      part(el, 'caption-toggle').click();
      await el.updateComplete;
      await expectAccessible(el, 'mobile, caption shown');
    });

    it('is a native modal dialog with aria-modal, labelled by the title (else "Image N of M")', async () => {
      const el = await lightbox();
      const list = items(3);
      delete list[1].title;
      await openOn(el, list, 0);
      const dialog = dialogOf(el);
      expect(dialog.localName).to.equal('dialog');
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      const label = () => el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent!.trim();
      expect(label()).to.equal('Photo 1');
      el.next();
      await el.updateComplete;
      expect(label()).to.equal('Image 2 of 3');
    });

    it('hides the items not shown from assistive technology and announces the position politely', async () => {
      const el = await lightbox();
      await openOn(el, items(3), 1);
      expect(slideOf(el, 1).inert).to.equal(false);
      expect(slideOf(el, 1).hasAttribute('aria-hidden')).to.equal(false);
      for (const i of [0, 2]) {
        expect(slideOf(el, i).inert).to.equal(true);
        expect(slideOf(el, i).getAttribute('aria-hidden')).to.equal('true');
      }
      expect(part(el, 'counter').getAttribute('aria-live')).to.equal('polite');
      expect(part(el, 'counter').textContent!.trim()).to.equal('2 of 3');
    });
  });

  describe('defaults', () => {
    it('starts closed, dark, looping, at 0, mobile by the image loader rule', async () => {
      const el = await lightbox();
      expect(el).to.include({ open: false, theme: 'dark', loop: true, currentIndex: 0, mobile: isMobile() });
      expect(isMobile(), 'desktop Chromium').to.equal(false);
      expect(dialogOf(el).open).to.equal(false);
      expect(el.count).to.equal(0);
    });

    it('covers the screen, the overlay at opacity 0.95, and keeps 100 px around the content (spec 001 §9)', async () => {
      const el = await lightbox();
      await openOn(el, items(3), 0);
      const dialog = dialogOf(el).getBoundingClientRect();
      expect([dialog.x, dialog.y, dialog.width, dialog.height]).to.deep.equal([0, 0, 800, 600]);
      expect(getComputedStyle(part(el, 'overlay')).opacity).to.equal('0.95');
      const box = slideOf(el, 0).getBoundingClientRect();
      expect([box.x, box.y, box.width, box.height]).to.deep.equal([100, 100, 600, 400]);
      // A 3:2 image fills the 600 × 400 box exactly.
      const img = part(el, 'image').getBoundingClientRect();
      expect([img.width, img.height]).to.deep.equal([600, 400]);
    });

    it("reads its texts from the catalogue, in the page's locale", async () => {
      registerMessages('fr', {
        'lightbox.close': 'Fermer',
        'lightbox.previous': 'Image précédente',
        'lightbox.next': 'Image suivante',
        'lightbox.counter': '{n} sur {total}',
      });
      setLocale('fr');
      const el = await lightbox();
      await openOn(el, items(3), 1);
      expect(part(el, 'close-button').getAttribute('aria-label')).to.equal('Fermer');
      expect(part(el, 'control-previous').getAttribute('aria-label')).to.equal('Image précédente');
      expect(part(el, 'control-next').getAttribute('aria-label')).to.equal('Image suivante');
      expect(part(el, 'counter').textContent!.trim()).to.equal('2 sur 3');
      setLocale('en');
      await el.updateComplete;
      expect(part(el, 'close-button').getAttribute('aria-label')).to.equal('Close');
      expect(part(el, 'counter').textContent!.trim()).to.equal('2 of 3');
    });
  });

  describe('opening (spec 001 §4, §9: overlay 0.95 over 0.3 s, content 0.6 s)', () => {
    it('fades the overlay to 0.95 over 300 ms and the content over 600 ms; the close button appears at 300 ms', async () => {
      const el = await lightbox();
      el.show(items(3), 0);
      await el.updateComplete;
      const [overlay] = part(el, 'overlay').getAnimations();
      const [content] = part(el, 'stage').getAnimations();
      // The test holds the animations' clocks: time moves only when it says.
      overlay.pause();
      content.pause();
      expect(overlay.effect!.getTiming().duration).to.equal(300);
      expect(content.effect!.getTiming().duration).to.equal(600);
      expect((overlay.effect as KeyframeEffect).getKeyframes().map((k) => k.opacity)).to.deep.equal(['0', '0.95']);
      const close = part(el, 'close-button');
      overlay.currentTime = 299;
      content.currentTime = 299;
      await el.updateComplete;
      const overlayAt299 = Number(getComputedStyle(part(el, 'overlay')).opacity);
      expect(overlayAt299).to.be.above(0.9).and.below(0.95);
      expect(visible(close), 'no close button before 300 ms').to.equal(false);
      expect(Number(getComputedStyle(part(el, 'stage')).opacity), 'the content still fading at 299 ms').to.be.below(1);
      overlay.finish();
      await Promise.resolve();
      await el.updateComplete;
      expect(visible(close), 'the close button at 300 ms').to.equal(true);
      content.currentTime = 599;
      expect(Number(getComputedStyle(part(el, 'stage')).opacity)).to.be.below(1);
      content.finish();
      expect(getComputedStyle(part(el, 'stage')).opacity).to.equal('1');
    });

    it('starts a video item only once the overlay is in, and stops it on leaving', async () => {
      const el = await lightbox();
      const video = document.createElement('video');
      video.muted = true;
      const list: LightboxItem[] = [{ type: 'video', src: IMG, width: 1600, height: 900, title: 'Film', video }, ...items(2)];
      el.show(list, 0);
      await el.updateComplete;
      const [overlay] = part(el, 'overlay').getAnimations();
      overlay.pause();
      overlay.currentTime = 299;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('video'), 'before 300 ms: the poster').to.equal(null);
      expect(part(el, 'image')).not.to.equal(null);
      overlay.finish();
      await Promise.resolve();
      await el.updateComplete;
      const playing = el.shadowRoot!.querySelector('video');
      expect(playing, 'the video markup, rendered once asked to play').not.to.equal(null);
      expect(playing).not.to.equal(video);
      expect(playing!.closest('[part~="video"]')).not.to.equal(null);
      el.next();
      await el.updateComplete;
      await finishMotion(el);
      expect(el.shadowRoot!.querySelector('video'), 'left: gone').to.equal(null);
    });

    it("lets a video renderer of its own play video items (the video block's hook)", async () => {
      const before = SsLightbox.videoRenderer;
      SsLightbox.videoRenderer = (item) =>
        Object.assign(document.createElement('p'), { className: 'player', textContent: item.meta.title });
      try {
        const el = await lightbox();
        await openOn(el, [{ type: 'video', title: 'Film', width: 16, height: 9 }]);
        expect(el.shadowRoot!.querySelector('[part~="video"] .player')!.textContent).to.equal('Film');
      } finally {
        SsLightbox.videoRenderer = before;
      }
    });

    for (const how of ['prefers-reduced-motion', '?nomotion=true'] as const) {
      it(`does not fade under ${how}: the close button is there at once`, async () => {
        const address = location.href;
        if (how === '?nomotion=true') history.replaceState(history.state, '', `${location.pathname}${location.search}&nomotion=true`);
        else await emulateMedia({ reducedMotion: 'reduce' });
        try {
          const el = await lightbox();
          el.show(items(3), 0);
          await el.updateComplete;
          expect(el.shadowRoot!.getAnimations()).to.deep.equal([]);
          expect(visible(part(el, 'close-button'))).to.equal(true);
          el.next();
          await el.updateComplete;
          expect(el.shadowRoot!.getAnimations(), 'no cross-fade either').to.deep.equal([]);
          expect(visible(slideOf(el, 0))).to.equal(false);
        } finally {
          history.replaceState(history.state, '', address);
        }
      });
    }
  });

  describe('images (the image loader: the box × DPR, the neighbours preloaded)', () => {
    const requested = (el: SsLightbox, i: number) => slideOf(el, i).querySelector('img')?.getAttribute('src') ?? null;

    it('loads the image at the width its box needs and preloads the previous and next', async () => {
      const el = await lightbox();
      await openOn(el, items(5), 2);
      // 600 × 400 at DPR 1: the 750 px width.
      await waitUntil(() => requested(el, 2) && requested(el, 1) && requested(el, 3), 'current and neighbours requested');
      expect(requested(el, 2)).to.equal(`${IMG}?n=2&format=750w`);
      expect(requested(el, 1)).to.equal(`${IMG}?n=1&format=750w`);
      expect(requested(el, 3)).to.equal(`${IMG}?n=3&format=750w`);
      expect(slideOf(el, 0).querySelector('img'), 'two away: not loaded').to.equal(null);
      expect(slideOf(el, 4).querySelector('img')).to.equal(null);
    });

    it('asks for a larger width in a larger window (never a smaller one)', async () => {
      const el = await lightbox();
      await openOn(el, items(3), 0);
      await waitUntil(() => requested(el, 0));
      expect(requested(el, 0)).to.match(/format=750w$/);
      await setViewport({ width: 1600, height: 1000 });
      // 1400 × 800 for a 3:2 image: 1200 px wide, the 1500 px width.
      await waitUntil(() => /format=1500w$/.test(requested(el, 0) ?? ''), 'upgraded to 1500w');
      await setViewport(VIEWPORT);
      await frames(3);
      expect(requested(el, 0)).to.match(/format=1500w$/);
    });

    it('counts the device pixel ratio: a 600 px wide image on a 2× screen takes the 1500 px width', async () => {
      const dpr = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, get: () => 2 });
      try {
        const el = await lightbox();
        await openOn(el, items(3), 0);
        await waitUntil(() => requested(el, 0));
        expect(requested(el, 0)).to.equal(`${IMG}?n=0&format=1500w`);
      } finally {
        if (dpr) Object.defineProperty(window, 'devicePixelRatio', dpr);
        else delete (window as { devicePixelRatio?: number }).devicePixelRatio;
      }
    });

    it('wraps the preloading around the ends when it loops', async () => {
      const el = await lightbox();
      await openOn(el, items(4), 0);
      await waitUntil(() => requested(el, 3) && requested(el, 1));
      expect(slideOf(el, 2).querySelector('img')).to.equal(null);
    });
  });

  describe('items and themes (doc 2 §3)', () => {
    it("shows an item's own theme while it is current", async () => {
      const el = await lightbox();
      const list = items(2);
      list[1].theme = 'light';
      await openOn(el, list, 0);
      expect(dialogOf(el).dataset.theme).to.equal('dark');
      el.next();
      await el.updateComplete;
      expect(dialogOf(el).dataset.theme).to.equal('light');
      await finishMotion(el);
      await expectAccessible(el);
    });

    it('reads items from elements: slide id and url, image, dimensions, title, description, link, theme, type', async () => {
      const page = await fixture<HTMLElement>(html`<div>
        <div class="slide" data-type="image" data-slide-id="work-0" data-slide-url="coast">
          <a class="image-slide-anchor" href="?itemId=coast" data-title="Coast" data-description="&lt;p&gt;Low tide&lt;/p&gt;&lt;p&gt;at dusk&lt;/p&gt;" data-lightbox-theme="light">
            <img data-src=${IMG} data-image-dimensions="2500x1667" alt="Low tide" />
          </a>
        </div>
        <figure data-type="video" data-click-through-url="https://example.com/film">
          <img src=${IMG} alt="Poster" />
          <div class="sqs-video-wrapper"><iframe title="Film" src="about:blank"></iframe></div>
        </figure>
        <a href="/images/big.jpg" data-title="Big"><img src=${IMG} alt="Thumb" /></a>
      </div>`);
      const el = await lightbox();
      await openOn(el, [...page.children], 0);
      const [a, b, c] = [0, 1, 2].map((i) => el.itemAt(i)!);
      expect(a).to.deep.include({ id: 'work-0', url: 'coast', theme: 'light' });
      expect(a.content).to.deep.include({ type: 'image', src: IMG, width: 2500, height: 1667, alt: 'Low tide' });
      expect(a.meta).to.deep.equal({ title: 'Coast', description: 'Low tide\nat dusk', link: undefined });
      expect(b.content.type).to.equal('video');
      expect(b.content.video).to.equal(page.querySelector('.sqs-video-wrapper'));
      expect(b.meta.link).to.equal('https://example.com/film');
      expect(c.content.src, 'a link to a picture file is the full image').to.equal('/images/big.jpg');
    });

    it('shows titles and descriptions as text, never as HTML', async () => {
      const el = await lightbox();
      const hostile = '<p>About <b>this</b></p><img src=x onerror="window.__ssLightboxXss=1"><script>window.__ssLightboxXss=1</script>';
      await openOn(el, [{ src: IMG, width: 3, height: 2, title: '<i>Harbour</i>', description: hostile }]);
      await frames(2);
      expect(part(el, 'title').textContent!.trim()).to.equal('Harbour');
      expect(part(el, 'description').textContent).to.equal('About this');
      expect(part(el, 'meta').querySelector('i, b, img, script')).to.equal(null);
      expect((window as { __ssLightboxXss?: number }).__ssLightboxXss).to.equal(undefined);
    });

    it('links a safe click-through URL (a new window when asked) and drops an unsafe one with a warning', async () => {
      const el = await lightbox();
      const list = items(2);
      list[0].clickThroughUrl = '/shop/print';
      list[1].clickThroughUrl = 'javascript:alert(1)';
      const { messages } = await captureConsole('warn', async () => {
        el.show(list, 0, { newWindow: true });
        await el.updateComplete;
      });
      const link = part<HTMLAnchorElement>(el, 'click-through');
      expect(link.getAttribute('href')).to.equal('/shop/print');
      expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener']);
      expect(link.textContent!.trim()).to.equal('Learn more');
      // Read with its neighbour, once.
      expect(messages.map((m) => m[0])).to.deep.equal(['[ss-blocks] ss-lightbox: click-through URL "javascript:alert(1)" refused.']);
      el.next();
      await el.updateComplete;
      expect(part(el, 'click-through')).to.equal(null);
    });
  });

  describe('events', () => {
    it('fires ss-lightbox-open, -change (direction, source) and -close (source)', async () => {
      const el = await lightbox();
      setTimeout(() => el.show(items(3), 1));
      const opened = await oneEvent(el, 'ss-lightbox-open');
      expect(opened.detail.index).to.equal(1);
      expect(opened.detail.item.meta.title).to.equal('Photo 2');
      await finishMotion(el);
      const seen = changes(el);
      el.next();
      el.previous();
      el.goTo(0);
      expect(seen.map(({ index, previousIndex, direction, source }) => [index, previousIndex, direction, source])).to.deep.equal([
        [2, 1, 'forward', 'api'],
        [1, 2, 'reverse', 'api'],
        [0, 1, 'reverse', 'api'],
      ]);
      await el.updateComplete;
      el.currentIndex = 2;
      await el.updateComplete;
      expect(seen.at(-1), 'current-index set while open moves it').to.include({ index: 2, previousIndex: 0, source: 'api' });
      setTimeout(() => el.close());
      const closed = await oneEvent(el, 'ss-lightbox-close');
      expect(closed.detail).to.deep.equal({ source: 'api' });
      expect(closed.bubbles && closed.composed).to.equal(true);
    });
  });

  describe('keyboard (real key presses)', () => {
    let clock: ManualClock | undefined;
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
    });

    it('steps with the right and left arrows and wraps at the ends when looping (desktop)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      clock = installManualClock();
      const el = await lightbox();
      await openOn(el, items(3), 2);
      const seen = changes(el);
      await press('ArrowRight');
      expect(el.currentIndex, 'wrapped to the first').to.equal(0);
      await clock.advance(200);
      await press('ArrowLeft');
      expect(el.currentIndex, 'wrapped to the last').to.equal(2);
      expect(seen.map((c) => [c.direction, c.source])).to.deep.equal([
        ['forward', 'keyboard'],
        ['reverse', 'keyboard'],
      ]);
    });

    it('takes one arrow per 200 ms: a press at 199 ms is dropped, one at 200 ms steps', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      clock = installManualClock();
      const el = await lightbox();
      await openOn(el, items(5), 0);
      await press('ArrowRight');
      expect(el.currentIndex).to.equal(1);
      expect(clock.pending(), 'the throttle').to.include(200);
      await clock.advance(199);
      await press('ArrowRight');
      expect(el.currentIndex, 'at 199 ms').to.equal(1);
      // The press dropped at 199 ms does not restart the 200 ms.
      await clock.advance(1);
      await press('ArrowLeft');
      expect(el.currentIndex, 'at 200 ms').to.equal(0);
      await clock.advance(199);
      await press('ArrowLeft');
      expect(el.currentIndex, '199 ms after that one').to.equal(0);
      await clock.advance(1);
      await press('ArrowLeft');
      expect(el.currentIndex, 'and 200 ms after it: wrapped').to.equal(4);
    });

    it('clamps without looping, and the buttons are disabled at the ends', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      clock = installManualClock();
      const el = await lightbox(html`<ss-lightbox loop="false"></ss-lightbox>`);
      await openOn(el, items(2), 0);
      const disabled = () => [part(el, 'control-previous'), part(el, 'control-next')].map((b) => b.getAttribute('aria-disabled'));
      expect(disabled()).to.deep.equal(['true', 'false']);
      await press('ArrowLeft');
      expect(el.currentIndex).to.equal(0);
      await clock.advance(201);
      await press('ArrowRight');
      expect(el.currentIndex).to.equal(1);
      expect(disabled()).to.deep.equal(['false', 'true']);
      await clock.advance(201);
      await press('ArrowRight');
      expect(el.currentIndex, 'clamped at the last').to.equal(1);
    });

    it('keeps the arrows from the page behind (a gallery there must not move) and ignores them on mobile', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      let reached = 0;
      const listener = (e: KeyboardEvent) => e.key.startsWith('Arrow') && reached++;
      document.addEventListener('keydown', listener);
      try {
        await openOn(el, items(3), 0);
        await press('ArrowRight');
        expect(el.currentIndex).to.equal(1);
        el.close();
        await el.updateComplete;
        el.mobile = true;
        await openOn(el, items(3), 0);
        await press('ArrowRight');
        expect(el.currentIndex, 'no arrow keys on mobile').to.equal(0);
        expect(reached, 'the page saw none').to.equal(0);
      } finally {
        document.removeEventListener('keydown', listener);
      }
    });

    it('closes on Escape through the dialog stack', async () => {
      const el = await lightbox();
      await openOn(el, items(2));
      setTimeout(() => press('Escape'));
      const closed = await oneEvent(el, 'ss-lightbox-close');
      expect(closed.detail.source).to.equal('keyboard');
      expect(dialogOf(el).open).to.equal(false);
    });
  });

  describe('pointer (real mouse input)', () => {
    const click = (x: number, y: number) => sendMouse({ type: 'click', position: [x, y] });

    it('closes with the close button', async () => {
      const el = await lightbox();
      await openOn(el, items(2));
      setTimeout(() => click(...centre(part(el, 'close-button').getBoundingClientRect())));
      expect((await oneEvent(el, 'ss-lightbox-close')).detail.source).to.equal('button');
    });

    it('closes on a click outside the image, not on one on the caption', async () => {
      const el = await lightbox();
      await openOn(el, items(2));
      await click(...centre(part(el, 'title').getBoundingClientRect()));
      expect(el.open, 'the caption').to.equal(true);
      // Beside the image, in the 100 px margin above it.
      setTimeout(() => click(400, 50));
      expect((await oneEvent(el, 'ss-lightbox-close')).detail.source).to.equal('overlay');
    });

    it('steps with the buttons', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      await openOn(el, items(3), 0);
      const seen = changes(el);
      await click(...centre(part(el, 'control-next').getBoundingClientRect()));
      await click(...centre(part(el, 'control-next').getBoundingClientRect()));
      await click(...centre(part(el, 'control-previous').getBoundingClientRect()));
      expect(seen.map((c) => [c.index, c.source])).to.deep.equal([
        [1, 'button'],
        [2, 'button'],
        [1, 'button'],
      ]);
    });

    it('disables the buttons at the ends without looping: a click there does nothing', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox(html`<ss-lightbox loop="false"></ss-lightbox>`);
      await openOn(el, items(3), 0);
      const seen = changes(el);
      const previous = part(el, 'control-previous');
      const next = part(el, 'control-next');
      expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).to.deep.equal(['true', 'false']);
      await click(...centre(previous.getBoundingClientRect()));
      expect(el.currentIndex, 'no wrap to the last').to.equal(0);
      for (let i = 0; i < 3; i++) await click(...centre(next.getBoundingClientRect()));
      expect(el.currentIndex, 'clamped at the last').to.equal(2);
      expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).to.deep.equal(['false', 'true']);
      expect(seen.map((c) => c.index)).to.deep.equal([1, 2]);
    });

    it('wraps with the buttons when looping: never disabled, next at the last shows the first and back', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      await openOn(el, items(3), 2);
      const seen = changes(el);
      const previous = part(el, 'control-previous');
      const next = part(el, 'control-next');
      expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).to.deep.equal(['false', 'false']);
      await click(...centre(next.getBoundingClientRect()));
      expect(el.currentIndex).to.equal(0);
      expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).to.deep.equal(['false', 'false']);
      await click(...centre(previous.getBoundingClientRect()));
      expect(el.currentIndex).to.equal(2);
      expect(seen.map((c) => [c.index, c.direction])).to.deep.equal([
        [0, 'forward'],
        [2, 'reverse'],
      ]);
    });

    it('steps back on a click in the left half of the image and forward in the right half', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      await openOn(el, items(3), 1);
      await click(399, 300);
      expect(el.currentIndex).to.equal(0);
      await click(401, 300);
      expect(el.currentIndex).to.equal(1);
    });

    it('navigates only inside the edge click zone, 2 to 98 % of the width (1.9 / 2 / 2.1 / 97.9 / 98 / 98.1 %)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      await setViewport({ width: 1000, height: 600 });
      const el = await lightbox(html`<ss-lightbox style="--ss-lightbox-padding: 0px"></ss-lightbox>`);
      // A 2:1 image spans the whole 1000 px width (500 px tall, from y = 50).
      await openOn(el, items(5, [2000, 1000]), 2);
      expect(part(el, 'image').getBoundingClientRect().width).to.equal(1000);
      const y = 120; // on the image, clear of the buttons and the counter
      await click(19, y);
      expect([el.open, el.currentIndex], 'at 1.9 %').to.deep.equal([true, 2]);
      await click(21, y);
      expect(el.currentIndex, 'at 2.1 %').to.equal(1);
      await click(979, y);
      expect(el.currentIndex, 'at 97.9 %').to.equal(2);
      await click(981, y);
      expect([el.open, el.currentIndex], 'at 98.1 %').to.deep.equal([true, 2]);
      // Ours: both ends of the zone belong to it.
      await click(20, y);
      expect(el.currentIndex, 'at 2 %').to.equal(1);
      await click(980, y);
      expect(el.currentIndex, 'at 98 %').to.equal(2);
    });

    it('cross-fades for 500 ms on desktop, then hides the item it left', async () => {
      const el = await lightbox();
      await openOn(el, items(3), 0);
      await click(...centre(part(el, 'control-next').getBoundingClientRect()));
      await el.updateComplete;
      const fades = el.shadowRoot!.getAnimations().filter((a) => a.id === 'ss-lightbox-fade');
      fades.forEach((a) => a.pause());
      expect(fades.map((a) => a.effect!.getTiming().duration)).to.deep.equal([500, 500]);
      fades.forEach((a) => (a.currentTime = 499));
      expect(visible(slideOf(el, 0)), 'the item left, still fading at 499 ms').to.equal(true);
      expect(Number(getComputedStyle(slideOf(el, 0)).opacity))
        .to.be.above(0)
        .and.below(0.01);
      expect(Number(getComputedStyle(slideOf(el, 1)).opacity))
        .to.be.above(0.99)
        .and.below(1);
      fades.forEach((a) => a.finish());
      await Promise.resolve();
      await el.updateComplete;
      expect(visible(slideOf(el, 0)), 'hidden at 500 ms').to.equal(false);
      expect(getComputedStyle(slideOf(el, 1)).opacity).to.equal('1');
    });
  });

  describe('mobile (caption toggle, scroll track, no looping, no arrows or click zones)', () => {
    it('hides the caption behind a toggle', async () => {
      const el = await lightbox();
      el.mobile = true;
      await openOn(el, items(3), 0);
      const toggle = part(el, 'caption-toggle');
      expect(part(el, 'meta').hidden).to.equal(true);
      expect([toggle.getAttribute('aria-expanded'), toggle.getAttribute('aria-controls'), toggle.textContent!.trim()]).to.deep.equal([
        'false',
        'meta',
        'Show caption',
      ]);
      await sendMouse({ type: 'click', position: centre(toggle.getBoundingClientRect()) });
      await el.updateComplete;
      expect(part(el, 'meta').hidden).to.equal(false);
      expect([toggle.getAttribute('aria-expanded'), toggle.textContent!.trim()]).to.deep.equal(['true', 'Hide caption']);
      expect(el.open).to.equal(true);
    });

    it('puts the items on a snapping scroll track that the buttons scroll and a swipe moves', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      el.mobile = true;
      await openOn(el, items(3), 1);
      const track = part(el, 'stage');
      expect(getComputedStyle(track).scrollSnapType).to.equal('x mandatory');
      expect(track.scrollLeft).to.equal(800);
      expect(slideOf(el, 2).getBoundingClientRect().x).to.equal(800);
      await sendMouse({ type: 'click', position: centre(part(el, 'control-next').getBoundingClientRect()) });
      await el.updateComplete;
      await waitUntil(() => track.scrollLeft === 1600, 'scrolled to the third');
      expect(part(el, 'control-next').getAttribute('aria-disabled'), 'no looping on mobile').to.equal('true');
      const seen = changes(el);
      track.scrollTo({ left: 0, behavior: 'instant' });
      await waitUntil(() => el.currentIndex === 0, 'the index follows the track');
      expect(seen.map((c) => [c.index, c.source])).to.deep.equal([[0, 'swipe']]);
    });

    it('where the browser fires no scrollend, the track is at rest 300 ms after its last scroll (001 §9, manual clock)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      el.mobile = true;
      await openOn(el, items(3), 1);
      const track = part(el, 'stage');
      let owner: object | null = window;
      while (owner && !Object.hasOwn(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner) as object | null;
      const descriptor = Object.getOwnPropertyDescriptor(owner!, 'onscrollend')!;
      delete (owner as { onscrollend?: unknown }).onscrollend;
      // As such a browser: no scrollend property, and no scrollend event reaching the track.
      const swallow = (e: Event) => e.stopImmediatePropagation();
      track.addEventListener('scrollend', swallow, { capture: true });
      const restClock = installManualClock(window);
      try {
        expect('onscrollend' in window).to.equal(false);
        const seen = changes(el);
        track.scrollTo({ left: 0, behavior: 'instant' });
        // The scroll event comes with a frame; its rest timer is then waiting.
        while (!restClock.pending().includes(300)) await new Promise((r) => requestAnimationFrame(r));
        await restClock.advance(299);
        expect(el.currentIndex, 'still scrolling at 299 ms').to.equal(1);
        await restClock.advance(1);
        expect(el.currentIndex, 'at rest at 300 ms').to.equal(0);
        expect(seen.map((c) => [c.index, c.source])).to.deep.equal([[0, 'swipe']]);
      } finally {
        restClock.uninstall();
        track.removeEventListener('scrollend', swallow, { capture: true });
        Object.defineProperty(owner!, 'onscrollend', descriptor);
      }
    });

    it('does not step on a click on the image', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await lightbox();
      el.mobile = true;
      await openOn(el, items(3), 1);
      await sendMouse({ type: 'click', position: centre(part(el, 'image').getBoundingClientRect()) });
      expect([el.open, el.currentIndex]).to.deep.equal([true, 1]);
    });
  });

  describe('in markup', () => {
    it('opens at the item activated: a click, or Enter on an item made a button', async () => {
      const el = await lightbox(html`<ss-lightbox>
        <figure data-title="One"><img src=${IMG} alt="One" width="60" height="40" /></figure>
        <figure data-title="Two"><img src=${IMG} alt="Two" width="60" height="40" /></figure>
      </ss-lightbox>`);
      const [one, two] = el.querySelectorAll('figure');
      expect([two.getAttribute('role'), two.tabIndex]).to.deep.equal(['button', 0]);
      await sendMouse({ type: 'click', position: centre(two.getBoundingClientRect()) });
      await el.updateComplete;
      expect([el.open, el.currentIndex]).to.deep.equal([true, 1]);
      await finishMotion(el);
      await press('Escape');
      await el.updateComplete;
      expect(document.activeElement === two, 'focus back on the item').to.equal(true);
      one.focus();
      await press('Enter');
      await el.updateComplete;
      expect([el.open, el.currentIndex]).to.deep.equal([true, 0]);
    });

    it('opens with the open attribute at current-index, and not at all without items', async () => {
      const el = await lightbox(
        html`<ss-lightbox open current-index="-1"><img src=${IMG} alt="A" /><img src=${IMG} alt="B" /></ss-lightbox>`,
      );
      expect([el.open, el.currentIndex, dialogOf(el).open]).to.deep.equal([true, 1, true]);
      const empty = await lightbox(html`<ss-lightbox open></ss-lightbox>`);
      expect([empty.open, dialogOf(empty).open]).to.deep.equal([false, false]);
      el.close();
    });

    it('reads its theme and loop from block data', async () => {
      const el = await lightbox(html`<ss-lightbox data-block-json='{"lightboxTheme":"light","loop":false}'></ss-lightbox>`);
      expect([el.theme, el.loop]).to.deep.equal(['light', false]);
    });
  });

  describe('bad input', () => {
    it('reports a bad theme and uses dark', async () => {
      const { result: el, messages } = await captureConsole('warn', () => lightbox(html`<ss-lightbox theme="purple"></ss-lightbox>`));
      expect(el.theme).to.equal('dark');
      expect(messages.length).to.equal(1);
    });

    it('shows an item without an image as an empty box, and a failed image as failed', async () => {
      const el = await lightbox();
      await openOn(el, [{ title: 'Nothing' }, { src: '/missing.png', width: 3, height: 2 }]);
      expect(slideOf(el, 0).querySelector('img'), 'no image').to.equal(null);
      expect(slideOf(el, 0).querySelector('[part~="video"]'), 'an empty box').to.not.equal(null);
      expect(part(el, 'title').textContent!.trim()).to.equal('Nothing');
      el.next();
      await el.updateComplete;
      await waitUntil(() => slideOf(el, 1).querySelector('img')?.getAttribute('src'));
    });
  });
});

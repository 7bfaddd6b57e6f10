// <ss-video> (spec 001 §3 "Video block attributes", §4 "Video loader", §5, §8 "Other", §9
// "Dialogs, video, lightbox and accordion"; real-markup.md "Video block"). The providers are
// local fakes at their real addresses (scripts/video-providers-plugin.mjs): nothing leaves
// the machine.
import { aTimeout, expect, fixture, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-video/ss-video.js';
import { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import { t } from '../../../../src/i18n/translator.js';
import { video as text } from '../../../../src/i18n/en/video.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock } from '../../helpers/manual-clock.js';
import {
  POSTER,
  URLS,
  clearProviderLog,
  frameOf,
  frameShown,
  frames,
  iframe,
  installProviders,
  mount,
  part,
  playButton,
  providerLog,
  root,
} from './helpers.js';

const yt = (attrs = '', extra?: string) =>
  `<ss-video ${attrs} data-html='${iframe(URLS.youtube, extra)}' data-provider-name="YouTube" poster=${POSTER}></ss-video>`;
const height = (el: Element | null) => el!.getBoundingClientRect().height;

const near = (a: number, b: number, d = 0.6) => Math.abs(a - b) <= d;

async function played(el: SsVideo, act: () => unknown = () => playButton(el).click()): Promise<HTMLIFrameElement> {
  act();
  await el.updateComplete;
  await waitUntil(() => frameShown(el), 'the frame shows');
  return frameOf(el)!;
}

before(installProviders);
beforeEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await clearProviderLog();
});

describe('ss-video', () => {
  describe('accessibility', () => {
    it('has no axe violations with its overlay, while playing, and as the invalid-embed placeholder', async () => {
      const el = await mount(yt());
      await expectAccessible(el, 'overlay');
      await played(el);
      await expectAccessible(el, 'playing');
      const bad = await mount('<ss-video data-html="not an embed"></ss-video>');
      await expectAccessible(bad, 'placeholder');
    });
  });

  describe('defaults (spec 001 §4, §9)', () => {
    it('starts with the overlay: the poster and a play control that is a named button; no frame', async () => {
      const el = await mount(yt());
      const button = playButton(el);
      expect(button.localName).to.equal('button');
      expect(button.type).to.equal('button');
      expect(button.getAttribute('aria-label')).to.equal('Play video');
      expect(part(el, 'poster')!.getAttribute('data-src')).to.equal(POSTER);
      expect(frameOf(el)).to.equal(null);
      expect(el.playing).to.equal(false);
    });

    it('loads the poster through the image loader, a size the box needs', async () => {
      const el = await mount(`<div style="width:400px">${yt()}</div>`);
      const poster = root(el.querySelector('ss-video')!).querySelector('img')!;
      await waitUntil(() => poster.getAttribute('data-image-state') === 'loaded', 'the poster loads');
      expect(poster.getAttribute('src')).to.match(/photo\.png\?format=\d+w$/);
      expect(poster.getAttribute('data-image-resolution')).to.match(/^\d+w$/);
    });

    it('is 56.3 % padding when nothing gives the ratio (spec §9)', async () => {
      const el = await mount(`<ss-video style="width:1000px" data-html='<iframe src="${URLS.youtube}"></iframe>'></ss-video>`);
      expect(part(el, 'base')!.style.paddingBottom).to.equal('56.3%');
      expect(near(height(part(el, 'base')), 563)).to.equal(true);
    });

    it("takes the ratio from the embed's width and height", async () => {
      const el = await mount(`<ss-video style="width:1000px" data-html='${iframe(URLS.youtube, 'width="400" height="300"')}'></ss-video>`);
      expect(near(height(part(el, 'base')), 750)).to.equal(true);
    });

    it('gives the invalid-embed placeholder 65 % padding by default, else 100 ÷ ratio (spec §4)', async () => {
      const plain = await mount('<ss-video style="width:1000px" data-html="<p>no video</p>"></ss-video>');
      expect(near(height(part(plain, 'placeholder')), 650)).to.equal(true);
      const wide = await mount('<ss-video style="width:1000px" ratio="2" data-html="<p>no video</p>"></ss-video>');
      expect(near(height(part(wide, 'placeholder')), 500)).to.equal(true);
      const tall = await mount('<ss-video style="width:1000px" ratio="0.5" data-html="<p>no video</p>"></ss-video>');
      expect(near(height(part(tall, 'placeholder')), 2000)).to.equal(true);
    });
  });

  describe('attributes and settings', () => {
    it("data-provider-name names the frame when the embed gives no title; the embed's title names it and the play control", async () => {
      const named = await mount(yt());
      expect((await played(named)).title).to.equal('YouTube video');
      const anonymous = await mount(`<ss-video data-html='${iframe(URLS.youtube)}'></ss-video>`);
      expect((await played(anonymous)).title).to.equal('Video');
      const titled = await mount(yt('', 'title="Harbour at dusk" width="640" height="360"'));
      expect(playButton(titled).getAttribute('aria-label')).to.equal('Play video: Harbour at dusk');
      expect((await played(titled)).title).to.equal('Harbour at dusk');
    });

    it('reads the block JSON: html, providerName, thumbnailUrl, overlay (the attribute wins)', async () => {
      const json = JSON.stringify({ html: iframe(URLS.vimeo), providerName: 'Vimeo', thumbnailUrl: POSTER, overlay: true });
      const el = await mount(`<ss-video data-block-json='${json}'></ss-video>`);
      expect(part(el, 'poster')!.getAttribute('data-src')).to.equal(POSTER);
      expect((await played(el)).src).to.equal(`${URLS.vimeo}?autoplay=1`);
      expect(frameOf(el)!.title).to.equal('Vimeo video');
      const wins = await mount(`<ss-video data-html='${iframe(URLS.wistia)}' data-block-json='${json}'></ss-video>`);
      expect((await played(wins)).src).to.equal(`${URLS.wistia}?autoPlay=true`);
    });

    it('data-load="false" leaves the block as published and loads nothing until load is set or play() is called', async () => {
      // An address no other test asks for: any request for it is this block's.
      const poster = `${POSTER}?not-loaded`;
      const el = await mount(
        `<ss-video data-load="false" data-html='${iframe(URLS.youtube)}' poster="${poster}"><p>Published poster</p></ss-video>`,
      );
      expect(part(el, 'overlay')).to.equal(null);
      expect(
        root(el)
          .querySelector('slot')!
          .assignedNodes()
          .some((n) => n.textContent === 'Published poster'),
      ).to.equal(true);
      await frames(3);
      const requested = () => performance.getEntriesByType('resource').some((r) => r.name.includes(poster));
      expect(requested(), 'the poster is not requested').to.equal(false);
      el.load = true;
      await el.updateComplete;
      expect(part(el, 'overlay')).to.not.equal(null);
      await waitUntil(requested, 'the poster is requested once load is set');
      const waiting = await mount(`<ss-video data-load="false" data-html='${iframe(URLS.youtube)}'></ss-video>`);
      const frame = await played(waiting, () => waiting.play());
      expect(frame.src).to.contain('autoplay=1');
      await waitUntil(async () => (await providerLog()).requests.length > 0, 'the frame is requested');
      expect((await providerLog()).requests, 'one frame, made to play').to.have.length(1);
    });

    it('overlay="false" embeds the provider at once, without autoplay (the only frame before a visitor plays)', async () => {
      const el = await mount(`<ss-video overlay="false" data-html='${iframe(URLS.youtube)}'></ss-video>`);
      expect(part(el, 'overlay')).to.equal(null);
      expect(frameShown(el)).to.equal(true);
      expect(frameOf(el)!.src).to.equal(`${URLS.youtube}?enablejsapi=1`);
      const json = await mount(`<ss-video data-block-json='{"overlay": false}' data-html='${iframe(URLS.vimeo)}'></ss-video>`);
      expect(frameOf(json)!.src).to.equal(URLS.vimeo);
    });

    it('takes the poster from the image in its markup before `poster`, and only a web address or a path', async () => {
      const el = await mount(`<ss-video poster="/other.png" data-html='${iframe(URLS.youtube)}'>
        <img data-src=${POSTER} data-image-dimensions="1280x720" data-image-focal-point="0.2,0.8" alt="The harbour" />
      </ss-video>`);
      const poster = part(el, 'poster')!;
      expect([
        poster.getAttribute('data-src'),
        poster.getAttribute('data-image-dimensions'),
        poster.getAttribute('data-image-focal-point'),
        poster.getAttribute('alt'),
      ]).to.deep.equal([POSTER, '1280x720', '0.2,0.8', 'The harbour']);
      const unsafe = await mount(`<ss-video poster="javascript:alert(1)" data-html='${iframe(URLS.youtube)}'></ss-video>`);
      expect(part(unsafe, 'poster')).to.equal(null);
      expect(playButton(unsafe)).to.not.equal(null);
    });

    it("ratio wins over the embed's size", async () => {
      const el = await mount(`<ss-video style="width:1000px" ratio="2" data-html='${iframe(URLS.youtube)}'></ss-video>`);
      expect(near(height(part(el, 'base')), 500)).to.equal(true);
    });

    describe('modes (spec 001 §4, §5)', () => {
      // A 400×400 box and a 16:9 video (640×360).
      const inBox = (mode: string) =>
        `<div style="width:400px;height:400px"><ss-video mode=${mode} style="height:100%" poster=${POSTER} data-html='${iframe(URLS.youtube)}'></ss-video></div>`;
      const boxOf = async (mode: string) => {
        const wrap = await fixture<HTMLElement>(inBox(mode));
        const el = wrap.querySelector('ss-video')!;
        await el.updateComplete;
        return { el, box: part(el, 'overlay')!.getBoundingClientRect(), base: part(el, 'base')!.getBoundingClientRect() };
      };

      it("null (the default): a box of the video's ratio, as wide as the element", async () => {
        const { el, box } = await boxOf('null');
        expect(el.mode).to.equal('null');
        expect([box.width, near(box.height, 225)]).to.deep.equal([400, true]);
      });

      it("none: the embed's own size", async () => {
        const { box } = await boxOf('none');
        // 640 px wide at most as wide as the element (400 px); 360 px high.
        expect([box.width, box.height]).to.deep.equal([400, 360]);
      });

      it("fit: contained in the element's box, centred", async () => {
        const { box, base } = await boxOf('fit');
        expect([base.width, base.height]).to.deep.equal([400, 400]);
        expect([box.width, near(box.height, 225), near(box.top - base.top, 87.5)]).to.deep.equal([400, true, true]);
      });

      it("fill: covering the element's box, centred and clipped; its poster loads", async () => {
        const { el, box, base } = await boxOf('fill');
        expect([near(box.width, 711.1), box.height, near(box.left - base.left, -155.6)]).to.deep.equal([true, 400, true]);
        const poster = part(el, 'poster')!;
        await waitUntil(() => poster.getAttribute('data-image-state') === 'loaded', 'the poster, its corner clipped, loads');
      });

      it('fit and fill without a height from the page: the ratio box', async () => {
        const el = await mount(`<ss-video mode="fill" style="width:400px" data-html='${iframe(URLS.youtube)}'></ss-video>`);
        expect(near(height(part(el, 'base')), 225)).to.equal(true);
      });

      it('any other mode is an error: logged, and null used — from the attribute, the JSON or the property', async () => {
        const expected = (mode: string) => t(text, 'video.invalidMode', { mode });
        expect(expected('stretch')).to.equal(
          '[ss-video] Invalid video mode "stretch": the mode must be none, fit, fill or null; using null.',
        );
        let el!: SsVideo;
        const { messages } = await captureConsole('error', async () => {
          el = await mount(`<ss-video mode="stretch" data-html='${iframe(URLS.youtube)}'></ss-video>`);
          await mount(`<ss-video data-block-json='{"mode":"cover"}' data-html='${iframe(URLS.youtube)}'></ss-video>`);
          el.mode = 'fill';
          await el.updateComplete;
          (el as unknown as { mode: string }).mode = 'zoom';
          await el.updateComplete;
        });
        expect(messages.map((m) => m[0])).to.deep.equal([expected('stretch'), expected('cover'), expected('zoom')]);
        expect(el.mode).to.equal('null');
        expect(part(el, 'base')!.classList.contains('null')).to.equal(true);
      });

      it('changing the mode lays the video out again at once, and a playing video goes on', async () => {
        const wrap = await fixture<HTMLElement>(inBox('fit'));
        const el = wrap.querySelector('ss-video')!;
        await el.updateComplete;
        const frame = await played(el);
        const src = frame.src;
        expect(near(height(frame), 225)).to.equal(true);
        el.mode = 'fill';
        await el.updateComplete;
        expect(height(frame)).to.equal(400);
        expect(frameOf(el), 'the same frame').to.equal(frame);
        expect(frame.src, 'its address untouched: not loaded again').to.equal(src);
        expect(el.playing).to.equal(true);
        await waitUntil(async () => (await providerLog()).requests.length > 0, 'the frame is requested');
        expect((await providerLog()).requests, 'loaded once').to.have.length(1);
      });
    });

    it('after a resize, places the poster again and asks for a larger one once the size has been still for 1000 ms (spec §9)', async () => {
      const wrap = await fixture<HTMLElement>(`<div style="width:200px">${yt()}</div>`);
      const el = wrap.querySelector('ss-video')!;
      await el.updateComplete;
      const poster = part(el, 'poster') as HTMLImageElement;
      await waitUntil(() => poster.getAttribute('data-image-state') === 'loaded', 'the poster loads');
      const small = poster.getAttribute('data-image-resolution');
      const clock = installManualClock();
      try {
        wrap.style.width = '1400px';
        await frames(2);
        await clock.advance(999);
        await frames(1);
        expect(poster.getAttribute('data-image-resolution'), 'at 999 ms').to.equal(small);
        await clock.advance(1);
      } finally {
        // waitUntil polls with setTimeout: the real one.
        clock.uninstall();
      }
      await waitUntil(() => poster.getAttribute('data-image-resolution') !== small, 'a larger poster at 1000 ms');
      expect(parseInt(poster.getAttribute('data-image-resolution')!)).to.be.greaterThan(parseInt(small!));
    });
  });

  describe('events', () => {
    it('fires ss-video-play when it starts and ss-video-pause when it returns to its overlay', async () => {
      const el = await mount(yt());
      setTimeout(() => playButton(el).click());
      const play = await oneEvent(el, 'ss-video-play');
      expect([play.detail, play.bubbles, play.composed]).to.deep.equal([{ source: 'overlay' }, true, true]);
      setTimeout(() => el.pause());
      expect((await oneEvent(el, 'ss-video-pause')).detail).to.deep.equal({ source: 'api' });
      setTimeout(() => el.play());
      expect((await oneEvent(el, 'ss-video-play')).detail).to.deep.equal({ source: 'api' });
    });

    it('starting one video returns every other video on the page to its overlay', async () => {
      const wrap = await fixture<HTMLElement>(`<div>${yt()}${yt()}<ss-video data-html='${iframe(URLS.wistia)}'></ss-video></div>`);
      const [a, b, c] = [...wrap.querySelectorAll('ss-video')];
      await Promise.all([a, b, c].map((v) => v.updateComplete));
      await played(a);
      const paused: string[] = [];
      wrap.addEventListener('ss-video-pause', (e) => paused.push(`${[a, b, c].indexOf(e.target as SsVideo)}:${e.detail.source}`));
      await played(c);
      expect([a.playing, b.playing, c.playing]).to.deep.equal([false, false, true]);
      expect(paused).to.deep.equal(['0:other']);
      expect([frameShown(a), part(a, 'overlay')!.hasAttribute('inert')]).to.deep.equal([false, false]);
      await played(b, () => b.play());
      expect([a.playing, b.playing, c.playing]).to.deep.equal([false, true, false]);
      expect(frameOf(c), 'a Wistia frame cannot be paused: it is removed').to.equal(null);
    });

    it('play() and pause() do nothing more when already playing or paused; an invalid embed never plays', async () => {
      const el = await mount(yt());
      let plays = 0;
      el.addEventListener('ss-video-play', () => plays++);
      el.pause();
      await played(el, () => el.play());
      el.play();
      expect(plays).to.equal(1);
      const bad = await mount('<ss-video data-html="<p>x</p>"></ss-video>');
      bad.play();
      await bad.updateComplete;
      expect([bad.playing, part(bad, 'message')!.textContent]).to.deep.equal([false, 'Invalid video embed.']);
    });
  });

  describe('the fade (spec 001 §4: 1 s)', () => {
    it('shows the video with a 1 s fade', async () => {
      const el = await mount(yt());
      playButton(el).click();
      await el.updateComplete;
      const layer = part(el, 'video')!;
      const [fade] = layer.getAnimations();
      expect(fade.effect!.getTiming().duration).to.equal(1000);
      fade.pause();
      fade.currentTime = 0;
      expect(Number(getComputedStyle(layer).opacity)).to.equal(0);
      fade.currentTime = 999;
      expect(Number(getComputedStyle(layer).opacity))
        .to.be.within(0.99, 1)
        .and.below(1);
      fade.finish();
      expect(getComputedStyle(layer).opacity).to.equal('1');
    });

    it('shows it at once under prefers-reduced-motion and with ?nomotion=true', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const reduced = await mount(yt());
      await played(reduced);
      expect(part(reduced, 'video')!.getAnimations()).to.have.length(0);
      await emulateMedia({ reducedMotion: 'no-preference' });
      const address = location.href;
      history.replaceState(history.state, '', '?nomotion=true');
      try {
        const flagged = await mount(yt());
        await played(flagged);
        expect(part(flagged, 'video')!.getAnimations()).to.have.length(0);
      } finally {
        history.replaceState(history.state, '', address);
      }
    });
  });

  describe('keyboard (real key presses)', () => {
    for (const key of ['Enter', ' ']) {
      it(`${key === ' ' ? 'Space' : key} on the play control plays; focus moves into the video's frame`, async () => {
        const el = await mount(yt());
        playButton(el).focus();
        await sendKeys({ press: key === ' ' ? 'Space' : key });
        await el.updateComplete;
        expect(el.playing).to.equal(true);
        expect(root(el).activeElement).to.equal(frameOf(el));
        expect(part(el, 'overlay')!.inert, 'the overlay is inert').to.equal(true);
      });
    }

    it('Tab reaches the play control; returning to the overlay from the frame puts focus back on it', async () => {
      const wrap = await fixture<HTMLElement>(`<div><button>before</button>${yt()}</div>`);
      const el = wrap.querySelector('ss-video')!;
      await el.updateComplete;
      wrap.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(root(el).activeElement).to.equal(playButton(el));
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(root(el).activeElement).to.equal(frameOf(el));
      el.pause();
      await el.updateComplete;
      expect(root(el).activeElement).to.equal(playButton(el));
    });
  });

  describe('pointer', () => {
    it('a click anywhere on the overlay plays (the poster, not only the icon)', async () => {
      const el = await mount(yt('style="width:600px"'));
      const box = part(el, 'overlay')!.getBoundingClientRect();
      const hit = root(el).elementFromPoint(box.left + 10, box.top + 10);
      expect(hit, 'the poster, not the play control').to.not.equal(playButton(el));
      (hit as HTMLElement).click();
      await el.updateComplete;
      expect(el.playing).to.equal(true);
    });
  });

  describe('the facade: nothing of the provider before a visitor plays', () => {
    it('six videos of four providers request only their posters; one played requests only its own frame', async () => {
      const since = performance.now();
      // All within the image loader's 200 px of the view.
      const wrap = await fixture<HTMLElement>(`<div style="width:200px">
        ${[URLS.youtube, URLS.vimeo, URLS.wistia, URLS.animoto, URLS.youtube, URLS.dailymotion]
          .map((src, i) => `<ss-video data-html='${iframe(src)}' poster="${POSTER}?v=${i}"></ss-video>`)
          .join('')}
      </div>`);
      const videos = [...wrap.querySelectorAll('ss-video')];
      await Promise.all(videos.map((v) => v.updateComplete));
      await waitUntil(
        () => videos.every((v) => part(v, 'poster')!.getAttribute('data-image-state') === 'loaded'),
        'the posters in view load',
      );
      await aTimeout(200);
      expect((await providerLog()).requests, 'nothing to any provider').to.deep.equal([]);
      expect(videos.every((v) => !frameOf(v))).to.equal(true);
      const fetched = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= since)
        .map((r) => new URL(r.name));
      expect(
        fetched.every((u) => u.origin === location.origin && u.pathname === POSTER),
        fetched.join(' '),
      ).to.equal(true);
      await played(videos[1]);
      await waitUntil(async () => (await providerLog()).requests.length > 0, 'the frame is requested');
      await aTimeout(100);
      expect((await providerLog()).requests).to.deep.equal([{ url: `${URLS.vimeo}?autoplay=1`, type: 'document' }]);
    });
  });

  describe("each provider's frame address (spec 001 §4)", () => {
    const cases: [string, string, string][] = [
      ['YouTube', URLS.youtube, `${URLS.youtube}?enablejsapi=1&autoplay=1`],
      ['Vimeo', URLS.vimeo, `${URLS.vimeo}?autoplay=1`],
      ['Wistia', URLS.wistia, `${URLS.wistia}?autoPlay=true`],
      ['Animoto', URLS.animoto, URLS.animoto.replace('options=', 'options=autostart')],
      ['Dailymotion (known, not augmented)', URLS.dailymotion, URLS.dailymotion],
      [
        'YouTube, protocol-relative',
        '//www.youtube.com/embed/M7lc1UVf-VE?rel=0',
        'http://www.youtube.com/embed/M7lc1UVf-VE?rel=0&enablejsapi=1&autoplay=1',
      ],
    ];
    for (const [name, src, loaded] of cases) {
      it(`${name}: ${loaded}`, async () => {
        const el = await mount(`<ss-video data-html='${iframe(src)}'></ss-video>`);
        await played(el);
        await waitUntil(async () => (await providerLog()).requests.length > 0, 'the frame is requested');
        expect((await providerLog()).requests.map((r) => r.url)).to.deep.equal([loaded]);
      });
    }

    it('builds the frame from the address, title and the permissions a player uses; autoplay and fullscreen always (fullscreen by the allow list)', async () => {
      const el = await mount(
        `<ss-video data-html='<iframe src="${URLS.vimeo}" width="640" height="360" title="Film" allow="autoplay; fullscreen; picture-in-picture; camera; microphone *; geolocation" name="x" id="y" class="z" style="border:9px solid red" referrerpolicy="unsafe-url" sandbox=""></iframe>'></ss-video>`,
      );
      const frame = await played(el);
      expect(frame.getAttributeNames().sort()).to.deep.equal(['allow', 'src', 'title']);
      expect(frame.allow).to.equal('autoplay; fullscreen; picture-in-picture');
      expect(frame.title).to.equal('Film');
    });
  });

  describe('published markup (real-markup.md "Video block")', () => {
    const published = `<div class="sqs-block video-block sqs-block-video" data-block-type="32" data-block-json='{"layout":"caption-below","overlay":true,"providerName":"YouTube","resolvedBy":"youtube"}'>
      <div class="sqs-block-content">
        <div class="sqs-video-wrapper" data-provider-name="YouTube" data-html='${iframe(URLS.youtube, 'width="854" height="480"')}'>
          <div class="intrinsic"><div class="intrinsic-inner"></div></div>
          <div class="sqs-video-overlay" style="opacity: 0;">
            <img data-load="false" data-src="${POSTER}" data-image-dimensions="1280x720" data-image-focal-point="0.5,0.5" alt="" />
            <div class="sqs-video-opaque"></div>
            <div class="sqs-video-icon"></div>
          </div>
        </div>
        <p class="video-caption">The harbour at dusk.</p>
      </div>
    </div>`;

    it("works unchanged inside <ss-video>: the video in the wrapper's place, the caption where it was", async () => {
      const el = await mount(`<ss-video style="width:854px">${published}</ss-video>`);
      const before = el.innerHTML;
      const wrapper = el.querySelector('.sqs-video-wrapper')!;
      expect(el.renderRoot, 'the element renders into the wrapper').to.equal(wrapper.shadowRoot);
      expect(near(height(wrapper), 480)).to.equal(true);
      expect(part(el, 'poster')!.getAttribute('data-image-dimensions')).to.equal('1280x720');
      const caption = el.querySelector('.video-caption')!;
      expect(caption.getBoundingClientRect().top).to.be.at.least(wrapper.getBoundingClientRect().bottom - 0.5);
      const frame = await played(el);
      expect(frame.src).to.equal(`${URLS.youtube}?enablejsapi=1&autoplay=1`);
      expect(frame.title).to.equal('YouTube video');
      expect(el.innerHTML, "the page's markup as published").to.equal(before);
      await expectAccessible(el);
    });

    it('reads data-load from the wrapper', async () => {
      const el = await mount(
        `<ss-video>${published.replace('data-provider-name="YouTube"', 'data-provider-name="YouTube" data-load="false"')}</ss-video>`,
      );
      expect([el.load, part(el, 'overlay')]).to.deep.equal([false, null]);
    });
  });

  describe('errors and bad input', () => {
    it("an unknown host's embed shows the placeholder and says which host it refused", async () => {
      let el!: SsVideo;
      const { messages } = await captureConsole('warn', async () => {
        el = await mount(`<ss-video data-html='${iframe('https://videos.example.com/embed/1')}'></ss-video>`);
      });
      expect(part(el, 'message')!.textContent).to.equal('Invalid video embed.');
      expect(messages.map((m) => m[0])).to.deep.equal([t(text, 'video.unknownHost', { host: 'videos.example.com' })]);
      expect((await providerLog()).requests).to.deep.equal([]);
    });

    it('a new embed code starts again at the overlay; a bad one replaces a playing video with the placeholder', async () => {
      const el = await mount(yt());
      await played(el);
      el.html = iframe(URLS.vimeo);
      await el.updateComplete;
      expect([el.playing, frameOf(el), !!playButton(el)]).to.deep.equal([false, null, true]);
      await played(el);
      el.html = '<b>nothing</b>';
      await el.updateComplete;
      expect([el.playing, frameOf(el), part(el, 'message')!.textContent]).to.deep.equal([false, null, 'Invalid video embed.']);
    });

    it('taken out of the page, its frame goes; put back, it starts at its overlay', async () => {
      const el = await mount(yt());
      await played(el);
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await el.updateComplete;
      expect([el.playing, frameOf(el), !!playButton(el)]).to.deep.equal([false, null, true]);
    });

    it('one bad block does not stop its siblings', async () => {
      const { result: wrap, messages } = await captureConsole('error', () =>
        fixture<HTMLElement>(`<div>${yt()}<ss-video data-block-json="{oops"></ss-video>${yt()}</div>`),
      );
      expect(messages.map((m) => m[0])).to.deep.equal(['Error decoding video block data.']);
      const [a, bad, b] = [...wrap.querySelectorAll('ss-video')];
      await nextFrame();
      expect(bad.hasAttribute('data-ss-skipped')).to.equal(true);
      await played(a);
      await played(b);
      expect([a.playing, b.playing]).to.deep.equal([false, true]);
    });
  });
});

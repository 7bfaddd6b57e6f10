// Play and pause by cross-window message (spec 001 §4 "Video loader": only for Vimeo and
// YouTube), round trips with the local fake players served at the providers' real addresses
// (demo/fake-provider/, scripts/video-providers-plugin.mjs): the frames' origins are the real
// ones, so the browser's own postMessage origin rules apply.
import { aTimeout, expect, fixture, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../../src/blocks/ss-video/ss-video.js';
import type { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import {
  URLS,
  clearProviderLog,
  frameOf,
  frameShown,
  iframe,
  installProviders,
  mount,
  part,
  playButton,
  providerLog,
  readyFrame,
  received,
  waitForMessage,
} from './helpers.js';

const video = (src: string, attrs = '') => `<ss-video ${attrs} data-html='${iframe(src)}'></ss-video>`;
const requests = async () => (await providerLog()).requests.map((r) => r.url);

before(installProviders);
beforeEach(clearProviderLog);

describe('ss-video: play and pause by message (spec 001 §4)', () => {
  describe('YouTube (its iframe API over postMessage)', () => {
    it('says it listens once the frame has loaded; pausing sends pauseVideo and keeps the frame behind the overlay; playing again sends playVideo', async () => {
      const el = await mount(video(URLS.youtube));
      playButton(el).click();
      const frame = await readyFrame(el);
      // The fake player logs what it receives through the server: wait for the second message.
      await waitForMessage(URLS.youtube, 'addEventListener');
      const sent = await received(URLS.youtube);
      expect(sent.map((m) => JSON.parse(m))).to.deep.equal([
        { event: 'listening', id: 1, channel: 'widget' },
        { event: 'command', func: 'addEventListener', args: ['onStateChange'], id: 1, channel: 'widget' },
      ]);
      el.pause();
      await el.updateComplete;
      await waitForMessage(URLS.youtube, 'pauseVideo');
      expect(JSON.parse((await received(URLS.youtube)).at(-1)!)).to.deep.equal({
        event: 'command',
        func: 'pauseVideo',
        args: [],
        channel: 'widget',
      });
      expect([frameOf(el), frameShown(el), !!playButton(el)]).to.deep.equal([frame, false, true]);
      playButton(el).click();
      await el.updateComplete;
      await waitForMessage(URLS.youtube, 'playVideo');
      expect([frameOf(el), frameShown(el)]).to.deep.equal([frame, true]);
      expect(await requests(), 'one load: resumed by message').to.have.length(1);
    });

    it("sends its messages only to the embed's origin, and with the page's origin as their source", async () => {
      const el = await mount(video(URLS.youtube));
      playButton(el).click();
      await readyFrame(el);
      el.pause();
      await waitForMessage(URLS.youtube, 'pauseVideo');
      const { messages } = await providerLog();
      expect(messages.every((m) => m.origin === location.origin && new URL(m.page).origin === 'https://www.youtube.com')).to.equal(true);
    });
  });

  describe('Vimeo (its player API over postMessage)', () => {
    it('listens for play once loaded; pause and play are sent as Vimeo methods', async () => {
      const el = await mount(video(URLS.vimeo));
      playButton(el).click();
      const frame = await readyFrame(el);
      await waitForMessage(URLS.vimeo, 'addEventListener');
      expect(JSON.parse((await received(URLS.vimeo))[0])).to.deep.equal({ method: 'addEventListener', value: 'play' });
      el.pause();
      await waitForMessage(URLS.vimeo, '"method":"pause"');
      el.play();
      await waitForMessage(URLS.vimeo, '"method":"play"');
      expect([frameOf(el), frameShown(el)]).to.deep.equal([frame, true]);
      expect(await requests()).to.have.length(1);
    });
  });

  describe('the others take no messages', () => {
    for (const [name, src] of [
      ['Wistia', URLS.wistia],
      ['Animoto', URLS.animoto],
      ['Dailymotion', URLS.dailymotion],
    ]) {
      it(`${name}: returning to the overlay removes the frame; playing again loads it again, with autoplay`, async () => {
        const el = await mount(video(src));
        playButton(el).click();
        await el.updateComplete;
        await waitUntil(async () => (await requests()).length === 1, 'loaded');
        await aTimeout(100);
        el.pause();
        await el.updateComplete;
        expect(frameOf(el)).to.equal(null);
        el.play();
        await el.updateComplete;
        await waitUntil(async () => (await requests()).length === 2, 'loaded again');
        expect((await providerLog()).messages, 'nothing was sent to any player').to.deep.equal([]);
      });
    }
  });

  it('a Vimeo or YouTube frame not ready for messages yet is removed on pause (it might still start)', async () => {
    const el = await mount(video(URLS.youtube));
    playButton(el).click();
    await el.updateComplete;
    el.pause();
    await el.updateComplete;
    expect(frameOf(el)).to.equal(null);
    await aTimeout(150);
    expect((await received(URLS.youtube)).filter((m) => m.includes('pauseVideo'))).to.deep.equal([]);
  });

  it("a frame that left the embed's origin (its page went elsewhere) receives nothing: messages go to the origin of the embed's address only", async () => {
    const moved = 'https://www.youtube.com/embed/moved';
    const el = await mount(video(moved));
    playButton(el).click();
    await el.updateComplete;
    const frame = frameOf(el)!;
    await waitUntil(async () => (await requests()).some((u) => u.startsWith('https://elsewhere.example/')), 'sent elsewhere');
    // The page there listens once a message sent to any origin reaches its log: probed until
    // then (a probe sent before its script ran is lost), rather than waited for by a timer.
    const elsewhere = async () => await received('https://elsewhere.example/');
    await waitUntil(async () => {
      frame.contentWindow!.postMessage('{"event":"probe"}', '*');
      return (await elsewhere()).some((m) => m.includes('probe'));
    }, 'the page elsewhere listens');
    el.pause();
    await el.updateComplete;
    expect(frameOf(el), 'never ready: removed').to.equal(null);
    // Whatever the element sent to the frame was sent before the probe that arrived.
    expect(
      (await elsewhere()).filter((m) => !m.includes('probe')),
      'nothing of the element reached the other origin',
    ).to.deep.equal([]);
  });

  describe('what the players report', () => {
    it("a play started with the provider's own controls (no overlay) makes it the video playing: the others return to their overlay", async () => {
      const wrap = await fixture<HTMLElement>(`<div>${video(URLS.vimeo)}${video(URLS.youtube, 'overlay="false"')}</div>`);
      const [vimeo, youtube] = [...wrap.querySelectorAll('ss-video')] as SsVideo[];
      await youtube.updateComplete;
      const ytFrame = await readyFrame(youtube);
      vimeo.play();
      await readyFrame(vimeo);
      const started = oneEvent(youtube, 'ss-video-play');
      // The visitor presses play inside the YouTube player (its controls: a command to it here).
      ytFrame.contentWindow!.postMessage(JSON.stringify({ event: 'command', func: 'playVideo', args: [] }), 'https://www.youtube.com');
      expect((await started).detail).to.deep.equal({ source: 'frame' });
      expect([youtube.playing, vimeo.playing]).to.deep.equal([true, false]);
      await youtube.updateComplete;
      expect(part(youtube, 'video')!.getAnimations(), 'it shows already: no fade').to.have.length(0);
      await waitForMessage(URLS.vimeo, '"method":"pause"');
    });

    it("reads a report only from its own frame: another player's report moves that player's element only", async () => {
      const wrap = await fixture<HTMLElement>(
        `<div>${video(URLS.youtube, 'overlay="false"')}${video(URLS.youtube, 'overlay="false"')}</div>`,
      );
      const [a, b] = [...wrap.querySelectorAll('ss-video')] as SsVideo[];
      await readyFrame(a);
      const bFrame = await readyFrame(b);
      const plays: SsVideo[] = [];
      wrap.addEventListener('ss-video-play', (e) => plays.push(e.target as SsVideo));
      bFrame.contentWindow!.postMessage(JSON.stringify({ event: 'command', func: 'playVideo', args: [] }), 'https://www.youtube.com');
      await waitUntil(() => plays.length > 0, 'b reports playing');
      await aTimeout(100);
      expect(plays).to.deep.equal([b]);
      expect([a.playing, b.playing]).to.deep.equal([false, true]);
    });

    it('ignores messages from other windows and other origins that say the same', async () => {
      const el = await mount(video(URLS.youtube, 'overlay="false"'));
      await readyFrame(el);
      let plays = 0;
      el.addEventListener('ss-video-play', () => plays++);
      postMessage(JSON.stringify({ event: 'onStateChange', info: 1 }), '*');
      postMessage({ event: 'play' }, '*');
      await aTimeout(100);
      expect([plays, el.playing]).to.deep.equal([0, false]);
    });

    it('a play reported by a player kept behind the overlay (a pause it had not taken yet) is paused again', async () => {
      const el = await mount(video(URLS.youtube));
      playButton(el).click();
      const frame = await readyFrame(el);
      el.pause();
      await waitForMessage(URLS.youtube, 'pauseVideo');
      frame.contentWindow!.postMessage(JSON.stringify({ event: 'command', func: 'playVideo', args: [] }), 'https://www.youtube.com');
      await waitUntil(async () => (await received(URLS.youtube)).filter((m) => m.includes('pauseVideo')).length >= 2, 'paused again');
      expect([el.playing, frameShown(el)]).to.deep.equal([false, false]);
    });
  });
});

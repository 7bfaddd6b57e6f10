// The video block's providers (spec 001 §4 "Video loader"): which addresses are embedded,
// each provider's URL rewriting, and the messages Vimeo and YouTube take.
import { describe, it, expect } from 'vitest';
import {
  allowVideoHost,
  command,
  frameUrl,
  messages,
  providerOf,
  readReport,
  subscribe,
} from '../../../../src/blocks/ss-video/providers.js';

const play = { autoplay: true, secure: false };
const show = { autoplay: false, secure: false };
const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe('known hosts (ours: only known video hosts are embedded)', () => {
  it.each([
    ['https://www.youtube.com/embed/abc', 'youtube'],
    ['https://youtube.com/embed/abc', 'youtube'],
    ['https://m.youtube.com/embed/abc', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/abc', 'youtube'],
    ['http://www.youtube.com/embed/abc', 'youtube'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://fast.wistia.net/embed/iframe/26sk4lmiix', 'wistia'],
    ['https://fast.wistia.com/embed/iframe/26sk4lmiix', 'wistia'],
    ['https://animoto.com/play/Zk8pBCqAhdA1WGVpoJHlng', 'animoto'],
    ['https://s3.amazonaws.com/embed.animoto.com/play.html?w=swf/production/vp1&e=1&options=', 'animoto'],
    ['https://www.dailymotion.com/embed/video/x8abc', ''],
    ['https://geo.dailymotion.com/player.html?video=x8abc', ''],
    ['https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184', ''],
  ])('%s is %j', (href, kind) => {
    expect(providerOf(new URL(href))).toBe(kind);
  });

  it.each([
    'https://video.example.com/embed/1',
    'https://www.youtube.com/redirect?q=https://evil.example',
    'https://www.youtube.com.evil.example/embed/abc',
    'https://evil.example/www.youtube.com/embed/abc',
    'https://vimeo.com/76979871',
    'https://s3.amazonaws.com/attacker-bucket/play.html',
    'https://player.vimeo.com.evil.example/video/1',
    'javascript:alert(1)//www.youtube.com/embed/x',
    'data:text/html,<script>alert(1)</script>',
    'ftp://www.youtube.com/embed/abc',
    'blob:https://www.youtube.com/0b0b',
  ])('%s is refused', (href) => {
    expect(providerOf(new URL(href))).toBe(undefined);
  });

  it('embeds a host the page allows, augmented as the provider it names', () => {
    const url = new URL('http://localhost:8788/embed/abc');
    expect(providerOf(url)).toBe(undefined);
    allowVideoHost('LOCALHOST:8788', 'youtube');
    expect(providerOf(url)).toBe('youtube');
    expect(providerOf(new URL('http://localhost:8789/embed/abc')), 'another port is another host').toBe(undefined);
    allowVideoHost('videos.example.org');
    expect(providerOf(new URL('https://videos.example.org/anything'))).toBe('');
  });
});

describe('URL rewriting (spec 001 §4)', () => {
  it('YouTube: the API flag always, autoplay=1 when it plays', () => {
    const url = new URL('https://www.youtube.com/embed/abc?rel=0');
    expect(params(frameUrl(url, 'youtube', show))).toEqual({ rel: '0', enablejsapi: '1' });
    expect(params(frameUrl(url, 'youtube', play))).toEqual({ rel: '0', enablejsapi: '1', autoplay: '1' });
  });

  it('Vimeo: autoplay=1 when it plays, nothing else', () => {
    const url = new URL('https://player.vimeo.com/video/76979871?h=8272103f6e');
    expect(frameUrl(url, 'vimeo', show)).toBe(url.href);
    expect(params(frameUrl(url, 'vimeo', play))).toEqual({ h: '8272103f6e', autoplay: '1' });
  });

  it('Wistia: autoPlay=true', () => {
    const url = new URL('https://fast.wistia.net/embed/iframe/26sk4lmiix?videoFoam=true');
    expect(frameUrl(url, 'wistia', show)).toBe(url.href);
    expect(params(frameUrl(url, 'wistia', play))).toEqual({ videoFoam: 'true', autoPlay: 'true' });
  });

  it('Animoto: options=autostart (its empty options parameter filled)', () => {
    const url = new URL('https://s3.amazonaws.com/embed.animoto.com/play.html?w=swf/production/vp1&e=1&options=');
    expect(frameUrl(url, 'animoto', show)).toBe(url.href);
    expect(frameUrl(url, 'animoto', play)).toBe(
      'https://s3.amazonaws.com/embed.animoto.com/play.html?w=swf/production/vp1&e=1&options=autostart',
    );
  });

  it('a known host that is not one of the four is not augmented', () => {
    const url = new URL('https://www.dailymotion.com/embed/video/x8abc?mute=1');
    expect(frameUrl(url, '', play)).toBe(url.href);
  });

  it('an existing autoplay=0 is turned on when the video is asked to play; the other parameters stay as written', () => {
    expect(frameUrl(new URL('https://player.vimeo.com/video/1?autoplay=0&title=a%20b&x'), 'vimeo', play)).toBe(
      'https://player.vimeo.com/video/1?autoplay=1&title=a%20b&x',
    );
    expect(frameUrl(new URL('https://www.youtube.com/embed/a?list=PL/x+y#t=1'), 'youtube', play)).toBe(
      'https://www.youtube.com/embed/a?list=PL/x+y&enablejsapi=1&autoplay=1#t=1',
    );
  });

  it('secure pages rewrite embed URLs to https, for every embed; other pages leave them', () => {
    for (const [href, kind] of [
      ['http://www.youtube.com/embed/abc', 'youtube'],
      ['http://player.vimeo.com/video/1', 'vimeo'],
      ['http://www.dailymotion.com/embed/video/x8abc', ''],
    ] as const) {
      expect(frameUrl(new URL(href), kind, { autoplay: false, secure: true })).toMatch(/^https:\/\//);
      expect(frameUrl(new URL(href), kind, { autoplay: false, secure: false })).toMatch(/^http:\/\//);
    }
  });
});

describe('messages (spec 001 §4: play and pause only for Vimeo and YouTube)', () => {
  it('only Vimeo and YouTube take messages', () => {
    expect(['youtube', 'vimeo', 'wistia', 'animoto', ''].filter((k) => messages(k as never))).toEqual(['youtube', 'vimeo']);
  });

  it("YouTube's iframe API commands, as JSON text", () => {
    expect(JSON.parse(command('youtube', 'play') as string)).toMatchObject({ event: 'command', func: 'playVideo', args: [] });
    expect(JSON.parse(command('youtube', 'pause') as string)).toMatchObject({ event: 'command', func: 'pauseVideo', args: [] });
    expect(subscribe('youtube').map((m) => JSON.parse(m as string).event)).toEqual(['listening', 'command']);
  });

  it("Vimeo's player methods, as objects", () => {
    expect(command('vimeo', 'play')).toEqual({ method: 'play' });
    expect(command('vimeo', 'pause')).toEqual({ method: 'pause' });
    expect(subscribe('vimeo')).toEqual([{ method: 'addEventListener', value: 'play' }]);
  });

  it("reads YouTube's ready and playing reports, as text or objects", () => {
    expect(readReport('youtube', '{"event":"onReady","info":null}')).toEqual({ ready: true, playing: false });
    expect(readReport('youtube', { event: 'initialDelivery', info: { playerState: 5 } })).toEqual({ ready: true, playing: false });
    expect(readReport('youtube', '{"event":"onStateChange","info":1}')).toEqual({ ready: false, playing: true });
    expect(readReport('youtube', '{"event":"onStateChange","info":2}')).toEqual({ ready: false, playing: false });
    expect(readReport('youtube', '{"event":"infoDelivery","info":{"playerState":1}}')).toEqual({ ready: false, playing: true });
    expect(readReport('youtube', '{"event":"infoDelivery","info":null}')).toEqual({ ready: false, playing: false });
  });

  it("reads Vimeo's ready and play events", () => {
    expect(readReport('vimeo', { event: 'ready', player_id: null })).toEqual({ ready: true, playing: false });
    expect(readReport('vimeo', '{"event":"play","data":{"seconds":0}}')).toEqual({ ready: false, playing: true });
  });

  it('ignores anything else', () => {
    for (const data of [
      'not json',
      '{"event":3}',
      '[]',
      'null',
      42,
      null,
      undefined,
      { method: 'play' },
      '{"__proto__":{"event":"onReady"}}',
    ]) {
      expect(readReport('youtube', data), JSON.stringify(data)).toBe(undefined);
      expect(readReport('vimeo', data), JSON.stringify(data)).toBe(undefined);
    }
  });
});

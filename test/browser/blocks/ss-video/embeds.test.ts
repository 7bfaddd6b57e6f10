// Which embeds <ss-video> accepts (spec 001 §4 "Video loader": an iframe, an object, an
// iframe inside markup, or an object with embed inside; otherwise 'Invalid video embed.', §8),
// and that an embed code never runs: it is rebuilt from its parsed address, size, title and
// permissions, never inserted (ours, with the known-hosts rule).
import { aTimeout, expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../../src/blocks/ss-video/ss-video.js';
import { allowVideoHost, type SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import { captureConsole } from '../../helpers/console.js';
import { URLS, clearProviderLog, frameOf, frameShown, installProviders, part, playButton, providerLog, root } from './helpers.js';

const INVALID = 'Invalid video embed.';

/** An element given the code as its data-html property (no attribute quoting in the way). */
async function withCode(code: string, via: 'attribute' | 'json' | 'wrapper' = 'attribute'): Promise<SsVideo> {
  const el = document.createElement('ss-video');
  if (via === 'attribute') el.setAttribute('data-html', code);
  else if (via === 'json') el.setAttribute('data-block-json', JSON.stringify({ html: code }));
  else {
    const wrapper = document.createElement('div');
    wrapper.className = 'sqs-video-wrapper';
    wrapper.setAttribute('data-html', code);
    el.append(wrapper);
  }
  const host = await fixture<HTMLElement>('<div style="width:480px"></div>');
  host.append(el);
  await el.updateComplete;
  return el;
}

const placeholder = (el: SsVideo) => part(el, 'message')?.textContent ?? null;

/** Plays it when it offers a play control, and gives a frame time to load. */
async function playIfOffered(el: SsVideo): Promise<void> {
  const button = playButton(el);
  if (!button) return;
  button.click();
  await el.updateComplete;
  await waitUntil(() => frameShown(el), 'the frame shows');
  await aTimeout(60);
}

before(installProviders);
beforeEach(clearProviderLog);

describe('ss-video embeds: what is accepted (spec 001 §4)', () => {
  const accepted: [string, string, string][] = [
    ['an iframe', `<iframe src="${URLS.vimeo}" width="640" height="360"></iframe>`, URLS.vimeo],
    [
      'an iframe inside markup (the script beside it ignored)',
      `<div class="wistia_responsive_padding" style="padding:56.25% 0 0 0;position:relative;"><div class="wistia_responsive_wrapper"><iframe src="${URLS.wistia}?videoFoam=true" title="Wistia video" allow="autoplay; fullscreen"></iframe></div></div><script src="https://fast.wistia.net/assets/external/E-v1.js" async></script>`,
      `${URLS.wistia}?videoFoam=true`,
    ],
    ['an object with data', `<object data="${URLS.youtube}" width="640" height="360"></object>`, URLS.youtube],
    [
      'an object with embed inside',
      `<object width="640" height="360"><param name="allowfullscreen" value="true"><embed src="${URLS.youtube}" type="text/html" width="640" height="360"></object>`,
      URLS.youtube,
    ],
    [
      'an object with its movie param',
      `<object width="640" height="360"><param name="movie" value="${URLS.youtube}"></object>`,
      URLS.youtube,
    ],
  ];
  for (const [name, code, address] of accepted) {
    it(`${name}: played from its address in a frame of our own`, async () => {
      const el = await withCode(code);
      expect(placeholder(el)).to.equal(null);
      await playIfOffered(el);
      const frame = frameOf(el)!;
      expect(new URL(frame.src).origin + new URL(frame.src).pathname).to.equal(new URL(address).origin + new URL(address).pathname);
      expect(root(el).querySelectorAll('script, object, embed, div.wistia_responsive_wrapper')).to.have.length(0);
    });
  }

  const refused: [string, string][] = [
    ['nothing', ''],
    ['blank', '   \n'],
    ['text', 'a video of the harbour'],
    ['a bare URL', URLS.youtube],
    ['a paragraph', '<p>Watch this</p>'],
    ['a video element', '<video src="/film.mp4" controls></video>'],
    ['an embed alone', `<embed src="${URLS.youtube}">`],
    ['an image', '<img src="/poster.jpg" alt="">'],
    ['a link', `<a href="${URLS.youtube}">Watch</a>`],
    ['a script only', `<script src="${URLS.youtube}"></script>`],
    ['markup with no iframe', '<div class="wistia_embed wistia_async_26sk4lmiix"></div>'],
    ['an iframe without an address', '<iframe width="640" height="360"></iframe>'],
    ['an iframe with an empty address', '<iframe src=""></iframe>'],
    ['an iframe with an address no parser reads', '<iframe src="http://[::1"></iframe>'],
    ['an iframe inside a template', `<template><iframe src="${URLS.youtube}"></iframe></template>`],
  ];
  for (const [name, code] of refused) {
    it(`${name || 'nothing'}: '${INVALID}'`, async () => {
      const el = await withCode(code);
      expect(placeholder(el)).to.equal(INVALID);
      expect([playButton(el), frameOf(el)]).to.deep.equal([null, null]);
    });
  }

  it('the same from the block JSON and from a published wrapper', async () => {
    for (const via of ['json', 'wrapper'] as const) {
      expect(placeholder(await withCode('<p>no</p>', via)), via).to.equal(INVALID);
      const ok = await withCode(`<iframe src="${URLS.vimeo}"></iframe>`, via);
      expect([placeholder(ok), !!playButton(ok)], via).to.deep.equal([null, true]);
    }
  });

  it("an unknown host's iframe is not embedded: the placeholder, and a warning naming the host; allowVideoHost() lets it play", async () => {
    const code = '<iframe src="https://media.example.org/player/7"></iframe>';
    let el!: SsVideo;
    const { messages } = await captureConsole('warn', async () => {
      el = await withCode(code);
    });
    expect(placeholder(el)).to.equal(INVALID);
    expect(String(messages[0]?.[0])).to.contain('media.example.org is not a known video host');
    allowVideoHost('media.example.org');
    const allowed = await withCode(code);
    await playIfOffered(allowed);
    expect(frameOf(allowed)!.src, 'not augmented').to.equal('https://media.example.org/player/7');
  });
});

describe('ss-video embeds: hostile codes never run (XSS corpus)', () => {
  // Each tries to run `top.__ssXss = 1` (or to reach a host we never embed).
  const X = 'top.__ssXss=1';
  const CORPUS = [
    `<iframe src="javascript:${X}"></iframe>`,
    `<iframe src="JaVaScRiPt:${X}"></iframe>`,
    `<iframe src="&#106;avascript:${X}"></iframe>`,
    `<iframe src="&#x6A;&#x61;&#x76;&#x61;script:${X}"></iframe>`,
    `<iframe src="java&#09;script:${X}"></iframe>`,
    `<iframe src="jav&#x0A;ascript:${X}"></iframe>`,
    `<iframe src="  javascript:${X}"></iframe>`,
    `<iframe/src="javascript:${X}">`,
    `<iframe src=javascript:${X}>`,
    `<IFRAME SRC="javascript:${X}"></IFRAME>`,
    `<iframe src="vbscript:msgbox(1)"></iframe>`,
    `<iframe src="data:text/html,<script>${X}</script>"></iframe>`,
    `<iframe src="data:text/html;base64,${btoa(`<script>${X}</script>`)}"></iframe>`,
    `<iframe srcdoc="<script>${X}</script>"></iframe>`,
    `<iframe src="${URLS.youtube}" srcdoc="<script>${X}</script>"></iframe>`,
    `<iframe src="${URLS.youtube}" onload="${X}"></iframe>`,
    `<iframe src="${URLS.vimeo}" onerror="${X}" onmouseover="${X}" onfocus="${X}" autofocus></iframe>`,
    `<iframe src="${URLS.youtube}" style="background:url(javascript:${X})"></iframe>`,
    `<script>${X}</script><iframe src="${URLS.youtube}"></iframe>`,
    `<img src=x onerror="${X}"><iframe src="${URLS.youtube}"></iframe>`,
    `<svg onload="${X}"></svg>`,
    `<svg><script>${X}</script></svg>`,
    `<math><mi xlink:href="javascript:${X}">x</mi></math>`,
    `<noscript><p title="</noscript><img src=x onerror=${X}>"></noscript>`,
    `<object data="javascript:${X}"></object>`,
    `<object data="data:text/html,<script>${X}</script>"></object>`,
    `<object><embed src="javascript:${X}"></object>`,
    `<object><param name="movie" value="javascript:${X}"></object>`,
    `<embed src="javascript:${X}">`,
    `"><iframe src="javascript:${X}">`,
    `<iframe src="${URLS.youtube}&quot; onload=&quot;${X}"></iframe>`,
    `<iframe src="${URLS.youtube}" onload="${X}"`,
    `<base href="javascript:${X}//"><iframe src="embed/x"></iframe>`,
    `<iframe src="//evil.example/embed/x"></iframe>`,
    `<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>`,
    `<iframe src="https://evil.example/?https://www.youtube.com/embed/x"></iframe>`,
    `<iframe src="blob:https://www.youtube.com/5f2d"></iframe>`,
    `<form action="javascript:${X}"><button>Play</button></form>`,
    `<a href="javascript:${X}">Play</a>`,
    `<style>@import url("javascript:${X}");</style><iframe src="${URLS.youtube}"></iframe>`,
    `<iframe src="${URLS.youtube}" allow="camera *; microphone *; geolocation; payment; usb"></iframe>`,
  ];

  afterEach(() => delete (window as { __ssXss?: number }).__ssXss);

  it('the detector sees execution: the same payload put in the page as HTML runs', async () => {
    const probe = await fixture<HTMLElement>('<div></div>');
    probe.innerHTML = `<img src="data:," onerror="${X}">`;
    await waitUntil(() => (window as { __ssXss?: number }).__ssXss === 1, 'the control payload ran');
  });

  it(`has at least 30 hostile codes (${CORPUS.length})`, () => {
    expect(CORPUS.length).to.be.at.least(30);
  });

  for (const [i, code] of CORPUS.entries()) {
    it(`#${i + 1} ${code.slice(0, 90)}`, async () => {
      const videos = await captureConsole('warn', async () => [
        await withCode(code),
        await withCode(code, 'json'),
        await withCode(code, 'wrapper'),
      ]);
      for (const el of videos.result) {
        await playIfOffered(el);
        const frame = frameOf(el);
        if (frame) {
          expect(frame.getAttributeNames().sort(), 'only what a player needs').to.deep.equal(['allow', 'src', 'title']);
          expect(new URL(frame.src).protocol).to.match(/^https?:$/);
          expect(
            frame.allow.split('; ').every((f) => ['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media'].includes(f)),
            frame.allow,
          ).to.equal(true);
        } else expect(placeholder(el)).to.equal(INVALID);
        for (const node of root(el).querySelectorAll('*')) {
          expect(
            node.getAttributeNames().filter((a) => a.startsWith('on')),
            node.localName,
          ).to.deep.equal([]);
          // Only the element's own template: nothing of the code is inserted.
          expect(['div', 'img', 'button', 'svg', 'path', 'iframe', 'p', 'slot'], node.localName).to.include(node.localName);
        }
      }
      await aTimeout(50);
      expect((window as { __ssXss?: number }).__ssXss, 'nothing ran').to.equal(undefined);
      const hosts = (await providerLog()).requests.map((r) => new URL(r.url).hostname);
      expect(
        hosts.filter((h) => !/(^|\.)(youtube\.com|vimeo\.com)$/.test(h)),
        'no request to another host',
      ).to.deep.equal([]);
    });
  }
});

// <ss-video>: the published keys the spec leaves to us (real-markup.md "Video block": url,
// resolvedBy, layout, description). What each does is ours.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../../src/blocks/ss-video/ss-video.js';
import type { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import { expectAccessible } from '../../helpers/a11y.js';
import { captureConsole } from '../../helpers/console.js';
import { POSTER, URLS, clearProviderLog, frameOf, frameShown, iframe, installProviders, mount, part, playButton } from './helpers.js';

const block = (json: object, inner = '') => `<ss-video data-block-json='${JSON.stringify(json)}'>${inner}</ss-video>`;

async function played(el: SsVideo): Promise<HTMLIFrameElement> {
  playButton(el).click();
  await el.updateComplete;
  await waitUntil(() => frameShown(el), 'the frame shows');
  return frameOf(el)!;
}

before(installProviders);
beforeEach(clearProviderLog);

describe('ss-video published keys (ours)', () => {
  describe('url', () => {
    it("plays the block's url when there is no embed code: a YouTube watch address as its player's", async () => {
      const el = await mount(block({ url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', thumbnailUrl: POSTER }));
      expect(part(el, 'placeholder')).to.equal(null);
      expect((await played(el)).src).to.equal(`${URLS.youtube}?enablejsapi=1&autoplay=1`);
    });

    it('youtu.be and Vimeo page addresses, and player addresses as given', async () => {
      const short = await mount(block({ url: 'https://youtu.be/M7lc1UVf-VE' }));
      expect((await played(short)).src).to.equal(`${URLS.youtube}?enablejsapi=1&autoplay=1`);
      const vimeo = await mount(block({ url: 'https://vimeo.com/76979871' }));
      expect((await played(vimeo)).src).to.equal(`${URLS.vimeo}?autoplay=1`);
      const player = await mount(block({ url: URLS.wistia }));
      expect((await played(player)).src).to.equal(`${URLS.wistia}?autoPlay=true`);
    });

    it('reads them from a classic published block: .sqs-block.video-block JSON around the wrapper', async () => {
      const json = {
        url: 'https://vimeo.com/76979871',
        resolvedBy: 'vimeo',
        layout: 'caption-below',
        description: { html: '<p>The harbour</p>' },
      };
      const el =
        await mount(`<ss-video><div class="sqs-block video-block sqs-block-video" data-block-type="32" id="block-v1" data-block-json='${JSON.stringify(json)}'>
        <div class="sqs-block-content"><div class="sqs-video-wrapper"><div class="intrinsic"><div class="intrinsic-inner"></div></div></div></div>
      </div></ss-video>`);
      expect([el.url, el.resolvedBy, el.layout, el.description]).to.deep.equal([json.url, 'vimeo', 'caption-below', 'The harbour']);
      expect(part(el, 'caption')!.textContent).to.equal('The harbour');
      expect((await played(el)).src).to.equal(`${URLS.vimeo}?autoplay=1`);
    });

    it('the embed code wins over url', async () => {
      const el = await mount(block({ html: iframe(URLS.vimeo), url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }));
      expect((await played(el)).src).to.equal(`${URLS.vimeo}?autoplay=1`);
    });

    it('an address of an unknown host or another scheme is refused as an embed is: the placeholder, the host logged', async () => {
      const { result: el, messages } = await captureConsole('warn', () => mount(block({ url: 'https://videos.example/watch?v=1' })));
      expect(part(el, 'message')!.textContent).to.equal('Invalid video embed.');
      expect(messages.map((m) => String(m[0])).join('\n')).to.contain('videos.example');
      const js = await captureConsole('warn', () => mount(block({ url: 'javascript:alert(1)' })));
      expect(part(js.result, 'message')!.textContent).to.equal('Invalid video embed.');
    });
  });

  describe('resolvedBy', () => {
    it('names the frame when data-provider-name is absent; "manual" names nothing', async () => {
      const resolved = await mount(block({ html: iframe(URLS.vimeo), resolvedBy: 'Vimeo' }));
      expect((await played(resolved)).title).to.equal('Vimeo video');
      const manual = await mount(block({ html: iframe(URLS.vimeo), resolvedBy: 'manual' }));
      expect(manual.resolvedBy).to.equal('');
      expect((await played(manual)).title).to.equal('Video');
      const both = await mount(block({ html: iframe(URLS.vimeo), resolvedBy: 'vimeo', providerName: 'Vimeo Player' }));
      expect((await played(both)).title).to.equal('Vimeo Player video');
    });
  });

  describe('description and layout', () => {
    const description = { html: '<p>The harbour at <strong>dusk</strong>.</p><img src=x onerror="window.__hit=1">' };

    it("the description is the play control's accessible description, as text, not shown by default (caption-hidden)", async () => {
      const el = await mount(block({ html: iframe(URLS.youtube), description }));
      const caption = part(el, 'caption')!;
      expect(caption.textContent).to.equal('The harbour at dusk.');
      expect(caption.querySelector('*'), 'no markup from the description').to.equal(null);
      expect(playButton(el).getAttribute('aria-describedby')).to.equal(caption.id);
      expect(caption.hidden && caption.getBoundingClientRect().height).to.equal(0);
      expect((window as { __hit?: number }).__hit).to.equal(undefined);
      await expectAccessible(el);
    });

    it('caption-below shows it under the video; caption-overlay over the foot of the poster, gone while playing', async () => {
      const below = await mount(block({ html: iframe(URLS.youtube), description, layout: 'caption-below' }));
      const base = part(below, 'base')!.getBoundingClientRect();
      const cap = part(below, 'caption')!.getBoundingClientRect();
      expect(cap.top).to.be.at.least(base.bottom);
      expect(cap.height).to.be.greaterThan(10);
      await expectAccessible(below);
      const over = await mount(block({ html: iframe(URLS.youtube), description, layout: 'caption-overlay', thumbnailUrl: POSTER }));
      const obase = part(over, 'base')!.getBoundingClientRect();
      const ocap = part(over, 'caption')!;
      expect(ocap.closest('[part=overlay]')).to.not.equal(null);
      expect(Math.abs(ocap.getBoundingClientRect().bottom - obase.bottom)).to.be.below(1);
      await expectAccessible(over);
      await played(over);
      expect(part(over, 'overlay')!.inert).to.equal(true);
    });

    it('a caption the published markup shows itself is not shown twice', async () => {
      const el = await mount(
        block({ html: iframe(URLS.youtube), description, layout: 'caption-below' }, '<div class="video-caption"><p>The harbour.</p></div>'),
      );
      expect(part(el, 'caption')!.hidden).to.equal(true);
    });

    it('an unknown layout is reported and caption-hidden used', async () => {
      const { result: el } = await captureConsole('warn', () =>
        mount(block({ html: iframe(URLS.youtube), description, layout: 'sideways' })),
      );
      expect(el.layout).to.equal('caption-hidden');
    });
  });
});

// <ss-video> where other blocks play video: a gallery's video slides (spec 000 §4 "Strip
// layout", "Stacked": a current video slide is activated by a click; leaving it sets it
// inactive or pauses it) and the lightbox (spec 001 §4 "Lightbox": the current slide's video
// starts once it has opened).
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import { sendMouse } from '@web/test-runner-commands';
import '../../../../src/blocks/ss-gallery/ss-gallery.js';
import '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import '../../../../src/blocks/ss-video/ss-video.js';
import type { SsGallery } from '../../../../src/blocks/ss-gallery/ss-gallery.js';
import type { SsLightbox } from '../../../../src/blocks/ss-lightbox/ss-lightbox.js';
import type { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import { laidOut } from '../ss-gallery/helpers.js';
import { finishMotion } from '../ss-lightbox/helpers.js';
import {
  POSTER,
  URLS,
  frameOf,
  frameShown,
  iframe,
  installProviders,
  mount,
  part,
  playButton,
  providerLog,
  clearProviderLog,
} from './helpers.js';

const centre = (node: Element): [number, number] => {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

async function ready(el: SsGallery): Promise<SsGallery> {
  await laidOut(el);
  await el.motionReady;
  await el.updateComplete;
  await nextFrame();
  return el;
}

/** A slideshow whose first slide is a platform video slide with its poster. */
const gallery = (code: string) =>
  fixture<SsGallery>(html`<ss-gallery design="slideshow" mixed-content style="width:600px">
    <div class="slide" data-type="video" data-slide-id="film"><div class="sqs-video-wrapper" data-provider-name="YouTube" data-html=${code}><img alt="The harbour, filmed" data-src=${POSTER} data-image-dimensions="1600x900" /></div></div>
    <div class="slide"><img alt="Two" data-src=${POSTER} data-image-dimensions="800x600" /></div>
  </ss-gallery>`);

// The first activation fetches the gallery's video code and the video block, and a frame loads a
// provider page from a second origin: under the full suite's load (two test pages at once on two
// cores) that took more than 4 s once. A wait only guards against a hang, so it is generous; each
// test's own timeout is raised to match.
const SLOW = { timeout: 10000 };

const player = (slide: Element) => slide.querySelector<SsVideo>('ss-video[data-ss-video-active]');

before(installProviders);
beforeEach(clearProviderLog);

describe('ss-video in a gallery', function () {
  this.timeout(20000);
  it('a click on the current video slide plays its embed in an <ss-video> over the poster (its scripts never run); leaving the slide takes it away', async () => {
    const el = await ready(await gallery(`${iframe(URLS.youtube)}<script>top.__ssXss = 1</script>`));
    const slide = el.slides[0].element;
    await sendMouse({ type: 'click', position: centre(slide) });
    await waitUntil(() => !!player(slide) && frameShown(player(slide)!), 'the video plays', SLOW);
    const video = player(slide)!;
    expect(frameOf(video)!.src).to.equal(`${URLS.youtube}?enablejsapi=1&autoplay=1`);
    expect([video.playing, video.mode, video.overlay]).to.deep.equal([true, 'fit', false]);
    expect(video.getBoundingClientRect().toJSON()).to.deep.equal(slide.getBoundingClientRect().toJSON());
    expect((window as { __ssXss?: number }).__ssXss).to.equal(undefined);
    expect(el.currentIndex, 'a video slide does not advance').to.equal(0);
    el.next();
    expect([player(slide), slide.hasAttribute('data-ss-video-active')]).to.deep.equal([null, false]);
  });

  it("an unknown host's embed in a slide shows the invalid-embed placeholder, not the frame", async () => {
    const el = await ready(await gallery(iframe('https://video.example.invalid/embed/1')));
    const slide = el.slides[0].element;
    await sendMouse({ type: 'click', position: centre(slide) });
    await waitUntil(() => !!player(slide) && !!part(player(slide)!, 'message'), 'the placeholder', SLOW);
    expect(part(player(slide)!, 'message')!.textContent).to.equal('Invalid video embed.');
    expect((await providerLog()).requests.filter((r) => r.url.includes('video.example.invalid'))).to.deep.equal([]);
  });

  it("an <ss-video> slide plays on a click (its own control or the gallery's activation) and is paused when the gallery leaves it", async () => {
    const el = await ready(
      await fixture<SsGallery>(html`<ss-gallery design="slideshow" mixed-content style="width:600px">
      <div data-type="video"><ss-video data-html=${iframe(URLS.vimeo)} mode="fit" style="height:100%"></ss-video></div>
      <div><img alt="Two" data-src=${POSTER} data-image-dimensions="800x600" /></div>
    </ss-gallery>`),
    );
    const video = el.querySelector('ss-video')!;
    await video.updateComplete;
    await sendMouse({ type: 'click', position: centre(el.slides[0].element) });
    await waitUntil(() => video.playing, 'played', SLOW);
    el.next();
    expect(video.playing, 'paused on leaving the slide').to.equal(false);
  });

  it('one video at a time across blocks: a gallery video starting returns a video block to its overlay, and back', async () => {
    // A small block above the gallery: both in view from the start, nothing scrolled. A click
    // just after a scroll can be routed by where things were before it: into the block's
    // frame (another process), which was there.
    const wrap = await fixture<HTMLElement>(html`<div style="width:300px"><ss-video data-html=${iframe(URLS.vimeo)}></ss-video></div>`);
    const block = wrap.querySelector('ss-video')!;
    await block.updateComplete;
    playButton(block).click();
    await block.updateComplete;
    await waitUntil(() => block.playing && frameShown(block), 'the video block plays', SLOW);
    const el = await ready(await gallery(iframe(URLS.youtube)));
    const slide = el.slides[0].element;
    expect(slide.getBoundingClientRect().bottom, 'the slide in view').to.be.at.most(innerHeight);
    await sendMouse({ type: 'click', position: centre(slide) });
    await waitUntil(() => player(slide)?.playing === true, 'the slide plays', SLOW);
    expect(block.playing).to.equal(false);
    playButton(block).click();
    await block.updateComplete;
    expect([block.playing, player(slide)!.playing]).to.deep.equal([true, false]);
  });
});

describe('ss-video in the lightbox (spec 001 §4 "Lightbox")', function () {
  this.timeout(20000);
  it("starts the current slide's video once the lightbox has opened, in an <ss-video>; leaving the item takes it away", async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <figure data-type="video" data-slide-id="film"><div class="sqs-video-wrapper" data-provider-name="Vimeo" data-html=${iframe(URLS.vimeo)}><img alt="Film" data-src=${POSTER} data-image-dimensions="1600x900" /></div></figure>
      <figure data-slide-id="two"><img alt="Two" data-src=${POSTER} data-image-dimensions="800x600" /></figure>
    </div>`);
    const lightbox = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
    lightbox.show([...page.children] as HTMLElement[], 0);
    await lightbox.updateComplete;
    expect(lightbox.shadowRoot!.querySelector('ss-video'), 'not before the opening ends').to.equal(null);
    await finishMotion(lightbox);
    const video = lightbox.shadowRoot!.querySelector<SsVideo>('[part~="video"] ss-video')!;
    await waitUntil(() => video.playing && frameShown(video), 'the video plays', SLOW);
    expect(frameOf(video)!.src).to.equal(`${URLS.vimeo}?autoplay=1`);
    expect(frameOf(video)!.title).to.equal('Vimeo video');
    const box = video.getBoundingClientRect();
    expect(box.width * box.height, "in the item's box").to.be.greaterThan(0);
    lightbox.next();
    await lightbox.updateComplete;
    await finishMotion(lightbox);
    expect(lightbox.shadowRoot!.querySelector('ss-video')).to.equal(null);
    lightbox.close();
  });

  it('plays an <ss-video> item from its embed, and a page <video> as before', async () => {
    const block = await mount(`<ss-video data-provider-name="YouTube" data-html='${iframe(URLS.youtube)}'></ss-video>`);
    const lightbox = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
    lightbox.show([{ type: 'video', src: POSTER, width: 16, height: 9, title: 'Film', video: block }], 0);
    await lightbox.updateComplete;
    await finishMotion(lightbox);
    const video = lightbox.shadowRoot!.querySelector<SsVideo>('ss-video')!;
    await waitUntil(() => video.playing, 'the copy plays', SLOW);
    expect([frameOf(video)!.src, block.playing]).to.deep.equal([`${URLS.youtube}?enablejsapi=1&autoplay=1`, false]);
    lightbox.close();
  });
});

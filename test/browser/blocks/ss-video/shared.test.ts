// The shared block suite (test/browser/shared/block-suite.ts) on the video block, with its
// published markup (real-markup.md "Video block") and a caption beside it.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../../src/blocks/ss-video/ss-video.js';
import { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import { blockData } from '../../../../src/i18n/en/block-data.js';
import { t } from '../../../../src/i18n/translator.js';
import { blockSuite } from '../../shared/block-suite.js';
import { URLS, frameOf, frameShown, iframe, installProviders, part, playButton } from './helpers.js';

before(installProviders);

const shown = (el: Element | null) => !!el && el.getBoundingClientRect().height > 0;

blockSuite<SsVideo>({
  element: SsVideo,
  content: `<div class="sqs-video-wrapper" data-provider-name="YouTube" data-html='${iframe(URLS.youtube)}'>
      <div class="intrinsic"><div class="intrinsic-inner"></div></div>
    </div>
    <p class="video-caption">The harbour at dusk.</p>`,
  host: 'style="width:400px"',
  messages: {
    decode: () => t(blockData, 'blockData.decodeError', { block: 'video' }),
    evaluate: () => t(blockData, 'blockData.evaluateError', { block: 'video' }),
  },
  english: { decode: 'Error decoding video block data.', evaluate: 'Error evaluating video block data.' },
  ready: async (el) => void (await el.updateComplete),
  async works(el) {
    playButton(el).click();
    await el.updateComplete;
    await waitUntil(() => frameShown(el), 'the video shows');
    expect(el.playing).to.equal(true);
    expect(frameOf(el)!.src).to.equal(`${URLS.youtube}?enablejsapi=1&autoplay=1`);
  },
  renders(el) {
    expect(shown(el.querySelector('.video-caption')), 'the caption').to.equal(true);
    if (!el.load) return;
    expect(shown(part(el, 'base')), 'the video box').to.equal(true);
    const offered = [playButton(el), frameShown(el) ? frameOf(el) : null, part(el, 'message')].filter(Boolean);
    expect(offered.length, 'a play control, the video or the placeholder').to.be.greaterThan(0);
  },
});

// The leak suite (test/browser/shared/leak-suite.ts) on the video block, as published
// (real-markup.md "Video block"): with its play button, and playing.
import { expect } from '@open-wc/testing';
import '../../../../src/blocks/ss-video/ss-video.js';
import type { SsVideo } from '../../../../src/blocks/ss-video/ss-video.js';
import { leakSuite, place } from '../../shared/leak-suite.js';
import { URLS, iframe, installProviders, playButton } from './helpers.js';

before(installProviders);

leakSuite<SsVideo>({
  name: 'ss-video',
  create: (container) =>
    place(
      container,
      `<ss-video style="width:200px"><div class="sqs-video-wrapper" data-provider-name="YouTube" data-html='${iframe(URLS.youtube)}'>
        <div class="intrinsic"><div class="intrinsic-inner"></div></div></div></ss-video>`,
    ),
  states: {
    'with its play button': () => {},
    playing: async (el) => {
      playButton(el).click();
      await el.updateComplete;
    },
  },
  async works(el) {
    playButton(el).click();
    await el.updateComplete;
    expect(el.playing).to.equal(true);
  },
});

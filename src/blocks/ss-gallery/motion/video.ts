// Video slides in the one-at-a-time layouts (spec 000 §4 "Strip layout": leaving a video
// slide sets its video inactive or pauses it; a video slide is activated by a click once it
// is current). A slide's video is a `<video>`, an element with play()/pause() (an
// `<ss-video>`), or a platform `.sqs-video-wrapper[data-html]` embed, which plays in an
// `<ss-video>` over the slide's picture (the video block: its accepted embeds, known hosts,
// provider autoplay, one video at a time).
import { videoPlayer } from '../../ss-video/player.js';
import { ACTIVE } from './video-off.js';

type Playable = HTMLElement & { play?: () => unknown; pause?: () => unknown };

/** Starts the slide's video: plays it, or puts a player of its embed over the poster. */
export function activateVideo(slide: HTMLElement): boolean {
  if (slide.querySelector(`[${ACTIVE}]`)) return false;
  const media = slide.querySelector<Playable>('video, audio, ss-video');
  if (media?.play) {
    void Promise.resolve(media.play()).catch(() => {});
    slide.setAttribute(ACTIVE, '');
    return true;
  }
  const player = videoPlayer(slide.matches('.sqs-video-wrapper') ? slide : slide.querySelector('.sqs-video-wrapper'));
  if (!player) return false;
  player.setAttribute(ACTIVE, '');
  player.style.cssText = 'position:absolute;inset:0;z-index:1';
  slide.append(player);
  slide.setAttribute(ACTIVE, '');
  return true;
}

export { deactivateVideo } from './video-off.js';

// Video slides in the one-at-a-time layouts (spec 000 §4 "Strip layout": leaving a video
// slide sets its video inactive or pauses it; a video slide is activated by a click once it
// is current). A slide's video is a `<video>`, a platform `.sqs-video-wrapper[data-html]`
// embed (its iframe is made from the embed's own https iframe address, nothing else of the
// HTML is used), or an element with play()/pause() (a video block).
import { safeUrl } from '../../../model/safe-url.js';

import { ACTIVE } from './video-off.js';

type Playable = HTMLElement & { play?: () => unknown; pause?: () => unknown };

function playable(slide: HTMLElement): Playable | null {
  return slide.querySelector<Playable>('video, audio, ss-video');
}

/** Starts the slide's video: plays it, or puts its embed in place of the poster. */
export function activateVideo(slide: HTMLElement): boolean {
  const media = playable(slide);
  if (media?.play) {
    void Promise.resolve(media.play()).catch(() => {});
    slide.setAttribute(ACTIVE, '');
    return true;
  }
  const wrapper = slide.matches('.sqs-video-wrapper') ? slide : slide.querySelector<HTMLElement>('.sqs-video-wrapper');
  const html = wrapper?.getAttribute('data-html');
  if (!wrapper || !html || wrapper.querySelector(`iframe[${ACTIVE}]`)) return false;
  const src = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')?.getAttribute('src');
  const url = src ? safeUrl(src) : undefined;
  if (!url || !/^https:/i.test(new URL(url, location.href).href)) return false;
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.setAttribute(ACTIVE, '');
  frame.title = slide.querySelector('img')?.alt || wrapper.getAttribute('data-title') || '';
  frame.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;border:0';
  wrapper.append(frame);
  slide.setAttribute(ACTIVE, '');
  return true;
}

export { deactivateVideo } from './video-off.js';

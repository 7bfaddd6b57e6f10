// Leaving a video slide (spec 000 §4 "Strip layout": leaving a video slide sets its video
// inactive or pauses it): small, with the motion code; starting one (video.ts) loads with the
// first click that does.
export const ACTIVE = 'data-ss-video-active';

/** Stops the slide's video: pauses it, or takes away the player put over its poster. A video
 * the visitor started with its own control (an `<ss-video>`'s play button, a `<video>`'s
 * controls) is paused too: the gallery did not activate it, but leaves it. */
export function deactivateVideo(slide: HTMLElement | undefined): void {
  if (!slide) return;
  slide.removeAttribute(ACTIVE);
  slide.querySelector<HTMLElement & { pause?: () => unknown }>('video, audio, ss-video')?.pause?.();
  slide.querySelectorAll(`[${ACTIVE}]`).forEach((player) => player.remove());
}

// Leaving a video slide (spec 000 §4 "Strip layout": leaving a video slide sets its video
// inactive or pauses it): small, with the motion code; starting one (video.ts) loads with the
// first click that does.
export const ACTIVE = 'data-ss-video-active';

/** Stops the slide's video: pauses it, or takes away the player put over its poster. */
export function deactivateVideo(slide: HTMLElement | undefined): void {
  if (!slide?.hasAttribute(ACTIVE)) return;
  slide.removeAttribute(ACTIVE);
  slide.querySelector<HTMLElement & { pause?: () => unknown }>('video, audio, ss-video')?.pause?.();
  slide.querySelectorAll(`[${ACTIVE}]`).forEach((player) => player.remove());
}

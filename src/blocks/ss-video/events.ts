// The video's events, typed once. Both bubble and are composed.

/** Who started or stopped a video: the visitor on its overlay, the page's call (a gallery,
 * the lightbox), the provider's own player (its controls, for Vimeo and YouTube), or another
 * video starting. */
export interface SsVideoPlayDetail {
  source: 'overlay' | 'api' | 'frame';
}
export interface SsVideoPauseDetail {
  source: 'api' | 'other';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-video-play': CustomEvent<SsVideoPlayDetail>;
    'ss-video-pause': CustomEvent<SsVideoPauseDetail>;
  }
}

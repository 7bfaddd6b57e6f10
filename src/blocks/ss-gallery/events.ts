// The gallery's events, typed once. All bubble and are composed.
import type { GallerySlide } from './slides.js';

export type GallerySource = 'pointer' | 'keyboard' | 'autoplay' | 'address' | 'linked' | 'api';

export interface GalleryChangeDetail {
  index: number;
  previousIndex: number;
  slide: GallerySlide;
  source: GallerySource;
}

export interface GalleryEdgeDetail {
  index: number;
}

/** Cancelable: unless a listener cancels it, the page's lightbox opens at index
 * (services/lightbox). `address`: a deep link named the slide on load (doc 2 §2). */
export interface GalleryLightboxOpenDetail {
  index: number;
  slides: readonly GallerySlide[];
  source: 'pointer' | 'keyboard' | 'address';
  /** The lightbox's theme: the slide's data-lightbox-theme, else the gallery's lightbox-theme. */
  lightboxTheme: 'light' | 'dark';
}

/** Cancelable: cancelling keeps the page where it is. */
export interface GalleryClickThroughDetail {
  index: number;
  url: string;
  newWindow: boolean;
}

export interface GalleryLayoutDetail {
  layout: string;
  width: number;
  height: number;
  columns: number;
}

export interface GalleryEventMap {
  'ss-gallery-change': CustomEvent<GalleryChangeDetail>;
  'ss-gallery-reached-end': CustomEvent<GalleryEdgeDetail>;
  'ss-gallery-reached-beginning': CustomEvent<GalleryEdgeDetail>;
  'ss-gallery-lightbox-open': CustomEvent<GalleryLightboxOpenDetail>;
  'ss-gallery-click-through': CustomEvent<GalleryClickThroughDetail>;
  'ss-gallery-layout': CustomEvent<GalleryLayoutDetail>;
}

declare global {
  interface GlobalEventHandlersEventMap extends GalleryEventMap {}
}

// The facade's poster (spec 001 §4 "Video loader"): the published overlay's image, an image
// child of the element, else the `poster` setting; loaded and placed by the page's image
// loader, and placed again after a resize once the size has been still (spec 001 §9).
import { safeUrl } from '../../model/safe-url.js';

export interface Poster {
  src: string;
  dimensions: string | null;
  focalPoint: string | null;
  alt: string;
}

const loader = () => import('../../services/image-loader.js').then((m) => m.sharedImageLoader());

/** The poster in the published markup: the overlay's image, or an image child of the
 * element (not one in a caption). */
export function markupPoster(host: Element): Poster | undefined {
  const img = host.querySelector('.sqs-video-overlay img, :scope > img');
  const src = img?.getAttribute('data-src') || img?.getAttribute('src');
  if (!img || !src) return undefined;
  return {
    src,
    dimensions: img.getAttribute('data-image-dimensions'),
    focalPoint: img.getAttribute('data-image-focal-point'),
    alt: img.getAttribute('alt') ?? '',
  };
}

/** The poster shown: the markup's, else the `poster` setting's address (a web address or a
 * path only). */
export function posterOf(fromMarkup: Poster | undefined, address: string): Poster | undefined {
  if (fromMarkup) return fromMarkup;
  const src = safeUrl(address);
  return src ? { src, dimensions: null, focalPoint: null, alt: '' } : undefined;
}

/** Places one element's poster. */
export interface PosterPlacement {
  /** After an update: a new poster goes to the loader; `box` is watched for resizes. */
  rendered(poster: Element | null, box: HTMLElement): void;
  /** The poster placed again, and a larger one asked for when its box needs it. */
  relayout(): void;
  /** Stops watching the box: the element left the page. */
  disconnect(): void;
}

/** Hands each poster `host` renders to the image loader, and has it placed again when the
 * box has been resized and then still for `debounce()` ms. */
export function placePosters(host: Element, debounce: () => number): PosterPlacement {
  let poster: Element | undefined;
  let resizeObserver: ResizeObserver | undefined;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const placement: PosterPlacement = {
    rendered(rendered, box) {
      if (rendered && rendered !== poster) {
        poster = rendered;
        void loader().then((l) => host.isConnected && l.observe(rendered));
      }
      if (resizeObserver || typeof ResizeObserver === 'undefined') return;
      let first = true;
      resizeObserver = new ResizeObserver(() => {
        if (first) return void (first = false);
        clearTimeout(resizeTimer);
        resizeTimer = setTimeout(() => placement.relayout(), debounce());
      });
      resizeObserver.observe(box);
    },
    relayout() {
      const placed = poster;
      if (placed) void loader().then((l) => l.update(placed));
    },
    disconnect() {
      resizeObserver?.disconnect();
      resizeObserver = poster = undefined;
      clearTimeout(resizeTimer);
    },
  };
  return placement;
}

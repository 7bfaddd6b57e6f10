// Loading one image (spec 000 §4 "Image", §5, §8): its box placed from its dimensions before
// any pixel arrives (no layout shift), then the smallest service width covering what it
// draws requested. Split in phases (read, write, read, request) so a batch of images lays
// out once; the queue in services/image-loader.ts runs the phases over a batch.
import { imageError, readImageSettings, type ImageSettings } from '../../contract/image-settings.js';
import { chooseWidth, placeImage, placementStyles, sizedUrl, type Size } from '../../model/image-sizing.js';

export const LOADING_CLASS = 'ss-image-loading';
/** Template CSS on real pages styles `img.loading`. */
const LEGACY_LOADING_CLASS = 'loading';

/** The box an image is drawn in, when its owner knows it (a gallery's slide): the loader
 * then reads no layout. `fit` is how CSS draws an image that has no crop mode of its own. */
export interface KnownBox extends Size {
  fit?: 'cover' | 'contain';
}

interface Plan {
  /** The width the image is drawn at, in CSS px. */
  width(): number;
  apply(): void;
}

/** The width an image of natural size dims is drawn at in box. */
function drawnWidth(box: KnownBox, dims: Size | null): number {
  if (!dims || !box.fit) return box.width;
  const scaled = box.height * (dims.width / dims.height);
  return box.fit === 'cover' ? Math.max(box.width, scaled) : Math.min(box.width, scaled);
}

/** The image's box as laid out, and how CSS fits the picture into it. */
function measure(img: HTMLImageElement): KnownBox {
  const fit = getComputedStyle(img).objectFit;
  return { width: img.offsetWidth, height: img.offsetHeight, fit: fit === 'cover' || fit === 'contain' ? fit : undefined };
}

const assign = (el: HTMLElement, styles: Record<string, string>) => {
  for (const [k, v] of Object.entries(styles)) el.style.setProperty(k, v);
};

/** Reads what placing the image needs (no writes), so a batch of images lays out once. */
export function plan(img: HTMLImageElement, s: ImageSettings, known?: KnownBox): Plan {
  const parent = img.parentElement;
  const dims = s.dimensions;
  if (s.cropMode === 'none' || !dims || !parent) {
    return {
      width: () => drawnWidth(known ?? measure(img), dims) || parent?.clientWidth || dims?.width || 0,
      // The width/height attributes give the img its aspect ratio before any pixel arrives.
      apply() {
        if (dims && !img.hasAttribute('width') && !img.hasAttribute('height')) {
          img.width = dims.width;
          img.height = dims.height;
        }
      },
    };
  }
  const mode = s.cropMode;
  const p = placeImage(known ?? { width: parent.clientWidth, height: parent.clientHeight }, dims, mode, {
    focalPoint: s.focalPoint,
    alignment: s.fitAlignment,
    stretch: s.stretch,
  });
  const styles = placementStyles(p, { mode, ...s, staticParent: getComputedStyle(parent).position === 'static' });
  return {
    width: () => p.width,
    apply() {
      assign(img, styles.img);
      assign(parent, styles.parent);
    },
  };
}

/** Sizes and places the image from data-image-dimensions before it loads (zero layout shift). */
export function reserveBox(img: HTMLImageElement): void {
  plan(img, readImageSettings(img)).apply();
}

export type LoadResult = 'loaded' | 'skipped' | 'failed';
/** Fetches url; resolves with the natural size when known, rejects when it fails. */
export type Preload = (url: string) => Promise<Size | void>;

export interface LoadOptions {
  /** Request even when the wanted width is not larger than the one loaded. */
  force?: boolean;
  /** Load even when the image is already loading (spec 000 §5 Image). */
  allowConcurrent?: boolean;
  /** Hosts whose URLs take a size (default: the platform's image hosts). */
  hosts?: readonly string[];
  preload?: Preload;
}

export const preloadImage: Preload = (url) =>
  new Promise((resolve, reject) => {
    const i = new Image();
    i.onload = () => resolve({ width: i.naturalWidth, height: i.naturalHeight });
    i.onerror = reject;
    i.src = url;
  });

function setState(img: HTMLImageElement, state?: 'loading' | 'loaded'): void {
  const loading = state === 'loading';
  img.classList.toggle(LOADING_CLASS, loading);
  img.classList.toggle(LEGACY_LOADING_CLASS, loading);
  if (state) img.setAttribute('data-image-state', state);
  else img.removeAttribute('data-image-state');
}

/** What loading one image takes, split so a batch reads every box before it writes any. */
export interface Load {
  /** Places the image in its box (writes only). */
  place(): void;
  /** The width the image is drawn at once placed (reads only). */
  drawn(): number;
  /** Requests the width drawn needs, unless already loaded at that width. */
  start(drawn: number): Promise<LoadResult>;
}

/** Reads everything loading img needs. Throws the spec's errors for a non-image, a missing
 * source or a detached image; null when it is already loading. */
export function prepare(img: Element, o: LoadOptions, known?: KnownBox): Load | null {
  if (img.localName !== 'img') throw new Error(imageError('image.notImage'));
  const el = img as HTMLImageElement;
  if (el.classList.contains(LOADING_CLASS) && !o.allowConcurrent) return null;
  const s = readImageSettings(el);
  if (!s.source) throw new Error(imageError('image.noSource'));
  const parent = el.parentElement;
  if (!parent) throw new Error(imageError('image.noParent'));
  const p = plan(el, s, known);
  return { place: () => p.apply(), drawn: () => p.width(), start: (drawn) => request(el, s, drawn, o) };
}

function request(el: HTMLImageElement, s: ImageSettings, drawn: number, o: LoadOptions): Promise<LoadResult> {
  const skipped = Promise.resolve<LoadResult>('skipped');
  const force = o.force || s.forceImageUpdate;
  if ((s.load === 'viewport' && !o.force) || el.getAttribute('srcset')) return skipped;
  const width = chooseWidth(drawn * s.sizeAdjustment, globalThis.devicePixelRatio, {
    minDpr: s.minDpr,
    maxDpr: s.maxDpr,
    saveData: s.saveData,
  });
  // spec 000 §4 Image: re-request only for a larger width, or when forced.
  if (!force && width <= s.resolution) return skipped;
  const url = sizedUrl(s.source, width, s.sizeFormat, o.hosts);
  const parent = el.parentElement!;
  setState(el, 'loading');
  return (o.preload ?? preloadImage)(url).then(
    (natural) => {
      el.src = url;
      el.setAttribute('data-image-resolution', `${width}w`);
      if (s.useBgImage) parent.style.backgroundImage = `url("${url}")`;
      if (!s.dimensions && natural?.width && natural.height) {
        el.setAttribute('data-image-dimensions', `${natural.width}x${natural.height}`);
        reserveBox(el);
      }
      setState(el, 'loaded');
      return 'loaded' as const;
    },
    () => {
      // spec 000 §8: a failed preload sets the source anyway and drops the loading state.
      el.src = url;
      setState(el);
      return 'failed' as const;
    },
  );
}

/** Places the image and requests the width its box needs. Throws the spec's errors for a
 * non-image, a missing source or a detached image (synchronously). */
export function loadImage(img: Element, o: LoadOptions = {}): Promise<LoadResult> {
  const load = prepare(img, o);
  if (!load) return Promise.resolve('skipped');
  load.place();
  return load.start(load.drawn());
}

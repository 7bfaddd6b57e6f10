// The image loader every block uses (spec 000 §3 "Image settings", §4 "Image", §5, §8,
// §9 "Images"; real-markup.md "Images (every block)"). An image's box is sized from its
// known dimensions before it loads (no layout shift); then the smallest service width that
// covers the rendered box is requested, lazily, within 200 px of the viewport.
//
// States: not loaded (no `data-image-state`), loading (`data-image-state="loading"` and the
// classes `ss-image-loading` and the platform's legacy `loading`), loaded
// (`data-image-state="loaded"`, the width in `data-image-resolution`, e.g. "750w").
// `data-load`: "true" (the spec's default) and "false" (real pages: "left to the loader")
// both load; "viewport" sizes and places the image without loading it unless forced.
// A server-written `srcset` is left to the browser: the image is placed, never requested.
import { bool, mapped, num, oneOf, readSettings, reportInvalid, str } from '../contract/settings.js';
import {
  CENTERED, chooseWidth, writtenWidth, objectPosition, parseAlignment, parseResolution, placeImage, sizedUrl,
  type Alignment, type CropMode, type Point, type Size, type SizeFormat,
} from '../model/image-sizing.js';

export const IMAGE_ERRORS = {
  notImage: 'Element is not a valid image element.',
  noSource: 'Invalid or missing image source.',
  noAlignment: 'Missing alignment for "content-fit" image.',
  noParent: 'Image element has no parentNode.',
} as const;

export const LOADING_CLASS = 'ss-image-loading';
/** Template CSS on real pages styles `img.loading`. */
const LEGACY_LOADING_CLASS = 'loading';

const SETTINGS = {
  dimensions: str('', { attribute: 'data-image-dimensions' }),
  fixedRatio: bool(false, { attribute: 'data-fixed-ratio' }),
  focalPoint: str('0.5,0.5', { attribute: 'data-image-focal-point' }),
  load: oneOf(['true', 'false', 'viewport'], 'true', { attribute: 'data-load' }),
  forceImageUpdate: bool(false, { attribute: 'data-force-image-update' }),
  cropMode: mapped(
    { cover: 'cover', fill: 'cover', 'content-fill': 'cover', contain: 'contain', fit: 'contain', 'content-fit': 'contain', none: 'none' },
    'none',
    { attribute: 'data-mode' },
  ),
  sizeAdjustment: num(1, { attribute: 'data-size-adjustment', min: 0 }),
  sizeFormat: oneOf(['queryString', 'filename'], 'queryString', { attribute: 'data-size-format' }),
  source: str('', { attribute: 'data-src' }),
  stretch: bool(true, { attribute: 'data-image-stretch' }),
  useBgImage: bool(false, { attribute: 'data-use-bg-image' }),
  useAdvancedPositioning: bool(false, { attribute: 'data-use-advanced-positioning' }),
  saveData: bool(false, { attribute: 'data-save-data' }),
  minDpr: num(0, { attribute: 'data-min-dpr', min: 0 }),
  maxDpr: num(Infinity, { attribute: 'data-max-dpr', min: 0, exclusiveMin: true }),
};

export interface ImageSettings {
  dimensions: Size | null;
  fixedRatio: boolean;
  focalPoint: Point;
  load: boolean | 'viewport';
  forceImageUpdate: boolean;
  cropMode: CropMode;
  sizeAdjustment: number;
  sizeFormat: SizeFormat;
  source: string;
  stretch: boolean;
  useBgImage: boolean;
  useAdvancedPositioning: boolean;
  saveData: boolean;
  minDpr: number;
  maxDpr: number;
  /** Contain-fit only; centred when missing. */
  fitAlignment: Alignment;
  /** The width already loaded (`data-image-resolution`), 0 when none. */
  resolution: number;
}

/** "1760x1226" or "0.68,0.41" → two non-negative numbers; anything else is reported. */
function parsePair(raw: string, sep: RegExp, s: typeof SETTINGS.dimensions): number[] | null {
  if (!raw.trim()) return null;
  const n = raw.split(sep).map((v) => (v.trim() ? Number(v) : NaN));
  if (n.length === 2 && n.every((v) => Number.isFinite(v) && v >= 0)) return n;
  reportInvalid(`img attribute ${s.attribute}`, s, raw);
  return null;
}

const warned = new WeakSet<Element>();

/** Every image setting, from the image's attributes (and its parent's crop class and
 * alignment), defaults filled in. */
export function readImageSettings(img: HTMLImageElement): ImageSettings {
  const r = readSettings(img, SETTINGS);
  const parent = img.parentElement;
  let cropMode = r.cropMode;
  if (!img.hasAttribute('data-mode') && parent) {
    const c = parent.classList;
    cropMode = c.contains('content-fill') ? 'cover' : c.contains('content-fit') ? 'contain' : 'none';
  }
  let fitAlignment = CENTERED;
  if (cropMode === 'contain') {
    const a = parseAlignment(img.getAttribute('data-alignment') ?? parent?.getAttribute('data-alignment'));
    if (a) fitAlignment = a;
    else if (!warned.has(img)) {
      warned.add(img);
      console.warn(IMAGE_ERRORS.noAlignment);
    }
  }
  const d = parsePair(r.dimensions, /x/i, SETTINGS.dimensions);
  const f = parsePair(r.focalPoint, /,/, SETTINGS.focalPoint) ?? [0.5, 0.5];
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  return {
    ...r,
    dimensions: d && d[0] > 0 && d[1] > 0 ? { width: d[0], height: d[1] } : null,
    focalPoint: { x: clamp(f[0]), y: clamp(f[1]) },
    load: r.load === 'viewport' ? 'viewport' : r.load === 'true',
    cropMode,
    source: r.source.trim(),
    saveData: img.hasAttribute('data-save-data') ? r.saveData : !!connection?.saveData,
    fitAlignment,
    resolution: parseResolution(img.getAttribute('data-image-resolution')) || writtenWidth(img.getAttribute('src'), r.source),
  };
}

interface Plan {
  /** The width the image is drawn at, in CSS px. */
  width(): number;
  apply(): void;
}

/** The box an image is drawn in, when its owner knows it (a gallery's slide): the loader
 * then reads no layout. `fit` is how CSS draws an image that has no crop mode of its own. */
export interface KnownBox extends Size {
  fit?: 'cover' | 'contain';
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

/** Reads what placing the image needs (no writes), so a batch of images lays out once. */
function plan(img: HTMLImageElement, s: ImageSettings, known?: KnownBox): Plan {
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
  const staticParent = getComputedStyle(parent).position === 'static';
  return {
    width: () => p.width,
    apply() {
      const st = img.style;
      const ps = parent.style;
      if (s.useAdvancedPositioning) {
        st.width = st.height = '100%';
        st.objectFit = mode;
        st.objectPosition = objectPosition(p);
      } else if (s.useBgImage) {
        st.visibility = 'hidden';
        ps.backgroundSize = mode;
        ps.backgroundPosition = objectPosition(p);
        ps.backgroundRepeat = 'no-repeat';
      } else {
        // A fixed-ratio box keeps its shape when resized: percentages stay right.
        const [u, w, h] = s.fixedRatio ? ['%', p.box.width / 100, p.box.height / 100] : ['px', 1, 1];
        st.position = staticParent ? 'relative' : 'absolute';
        st.left = `${p.left / w}${u}`;
        st.top = `${p.top / h}${u}`;
        st.width = `${p.width / w}${u}`;
        st.height = `${p.height / h}${u}`;
        st.maxWidth = 'none';
        if (mode === 'cover') ps.overflow = 'clip';
      }
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
interface Load {
  /** Places the image in its box (writes only). */
  place(): void;
  /** The width the image is drawn at once placed (reads only). */
  drawn(): number;
  /** Requests the width drawn needs, unless already loaded at that width. */
  start(drawn: number): Promise<LoadResult>;
}

/** Reads everything loading img needs. Throws the spec's errors for a non-image, a missing
 * source or a detached image; null when it is already loading. */
function prepare(img: Element, o: LoadOptions, known?: KnownBox): Load | null {
  if (img.localName !== 'img') throw new Error(IMAGE_ERRORS.notImage);
  const el = img as HTMLImageElement;
  if (el.classList.contains(LOADING_CLASS) && !o.allowConcurrent) return null;
  const s = readImageSettings(el);
  if (!s.source) throw new Error(IMAGE_ERRORS.noSource);
  const parent = el.parentElement;
  if (!parent) throw new Error(IMAGE_ERRORS.noParent);
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

/** Mobile: orientation support or "mobile" in the user agent (spec 000 §9 Images). */
export function isMobile(userAgent = globalThis.navigator?.userAgent ?? '', win: object = globalThis): boolean {
  return 'orientation' in win || /mobile/i.test(userAgent);
}

export interface ImageLoaderOptions extends Pick<LoadOptions, 'hosts' | 'preload'> {
  /** Default '200px' (spec 000 §9 Images). */
  rootMargin?: string;
  /** Loads at once; default 16 on desktop, 1 on mobile (spec 000 §9 Images). */
  concurrency?: number;
  root?: Element | null;
  /** false loads every image observed, nearest first in document order, without waiting
   * for it to near the viewport (a gallery's lazyLoad option off). Default true. */
  lazy?: boolean;
}

const imagesIn = (target: Element): HTMLImageElement[] =>
  target.localName === 'img' ? [target as HTMLImageElement] : [...target.querySelectorAll<HTMLImageElement>('img[data-src]')];

/** Watches images and loads each once it is within rootMargin of the root, a bounded
 * number at a time; a loaded image is no longer watched. Only the images it has loaded and
 * those waiting for a slot are held: the watching is the browser's (issue 3 §4 heap goal). */
export class ImageLoader {
  #io?: IntersectionObserver;
  #loaded = new Set<HTMLImageElement>();
  #queue = new Set<HTMLImageElement>();
  #active = 0;
  /** Boxes their owners gave for the images queued in view (see watch()); kept only until
   * they are requested: a thousand boxes held for later would cost ~90 kB of heap. */
  #known = new Map<HTMLImageElement, KnownBox>();
  readonly #o: ImageLoaderOptions;
  readonly #limit: number;

  constructor(o: ImageLoaderOptions = {}) {
    this.#o = o;
    this.#limit = o.concurrency ?? (isMobile() ? 1 : 16);
  }

  /** An img[data-src], or a container: every img[data-src] inside. Each is placed in its
   * box at once. Observing a loaded image again requests a larger width if its box now
   * needs it (as update()). */
  observe(target: Element): void {
    const found: HTMLImageElement[] = [];
    const plans: Plan[] = [];
    for (const img of imagesIn(target)) {
      const s = readImageSettings(img);
      if (!s.source) console.warn(IMAGE_ERRORS.noSource, img);
      else if (!img.parentNode) console.warn(IMAGE_ERRORS.noParent, img);
      else {
        // All reads, then all writes: one layout for a gallery of any size.
        plans.push(plan(img, s));
        if (s.load !== 'viewport') found.push(img);
      }
    }
    plans.forEach((p) => p.apply());
    found.forEach((img) => this.#watch(img));
  }

  /** As observe(), but nothing is read or placed now: the caller has sized the images'
   * boxes (a gallery's slides), and each is placed when it loads, so a thousand far away
   * cost nothing until they near the view. With `inView` the caller says it is within the
   * margin already: it is queued at once, a frame before the browser would say so, and
   * `box` (its box, known to the caller) spares reading the layout for it. */
  watch(target: Element, o?: { box?: KnownBox; inView?: boolean }): void {
    for (const img of imagesIn(target)) {
      if (img.getAttribute('data-load') === 'viewport') continue;
      if (!o?.inView) {
        // Queued in view by an earlier layout: the browser decides again, with the new box.
        this.#known.delete(img);
        this.#queue.delete(img);
        this.#watch(img);
        continue;
      }
      if (o.box) this.#known.set(img, o.box);
      this.#queue.add(img);
    }
  }

  /** Starts what watch(…, { inView }) queued; one call after a batch of watches reads the
   * layout once for all of them. */
  flush(): void {
    this.#pump();
  }

  /** After a resize: places the images in target (default: those it loaded) again, and
   * requests larger widths for those it loaded where needed. Images not loaded yet are
   * placed again when they load. */
  update(target?: Element): void {
    const imgs = target ? imagesIn(target) : [...this.#loaded];
    const plans = imgs.map((img) => plan(img, readImageSettings(img)));
    plans.forEach((p) => p.apply());
    for (const img of imgs) if (this.#loaded.has(img) && img.getAttribute('data-image-state') === 'loaded') this.#enqueue(img);
  }

  unobserve(target: Element): void {
    for (const img of imagesIn(target)) {
      this.#io?.unobserve(img);
      this.#loaded.delete(img);
      this.#queue.delete(img);
      this.#known.delete(img);
    }
  }

  disconnect(): void {
    this.#io?.disconnect();
    this.#io = undefined;
    this.#loaded.clear();
    this.#queue.clear();
    this.#known.clear();
  }

  #watch(img: HTMLImageElement): void {
    if (this.#o.lazy === false || img.getAttribute('data-image-state') === 'loaded') return this.#enqueue(img);
    this.#io ??= new IntersectionObserver(
      (entries) => {
        // A queued image that leaves the margin again waits for its next visit, so a fast
        // scroll through a long gallery does not leave a backlog of off-screen loads.
        for (const e of entries) {
          if (e.isIntersecting) this.#enqueue(e.target as HTMLImageElement);
          else this.#queue.delete(e.target as HTMLImageElement);
        }
      },
      { root: this.#o.root ?? null, rootMargin: this.#o.rootMargin ?? '200px' },
    );
    this.#io.observe(img);
  }

  #enqueue(img: HTMLImageElement): void {
    this.#queue.add(img);
    this.#pump();
  }

  #pump(): void {
    // In phases, each over the whole batch: read the boxes (prepare), place, read the drawn
    // widths, request. The batch lays out once or twice, not once per image.
    const batch: Load[] = [];
    for (const img of this.#queue) {
      if (this.#active >= this.#limit) break;
      this.#queue.delete(img);
      this.#io?.unobserve(img);
      const load = this.#prepare(img);
      if (load) batch.push(load);
    }
    for (const load of batch) load.place();
    const drawn = batch.map((load) => load.drawn());
    batch.forEach((load, i) => {
      try {
        void load.start(drawn[i]).finally(this.#settled);
      } catch (e) {
        console.warn((e as Error).message);
        this.#settled();
      }
    });
  }

  #prepare(img: HTMLImageElement): Load | null {
    const known = this.#known.get(img);
    this.#known.delete(img);
    try {
      const load = prepare(img, { hosts: this.#o.hosts, preload: this.#o.preload }, known);
      this.#loaded.add(img);
      if (load) this.#active++;
      return load;
    } catch (e) {
      console.warn((e as Error).message, img);
      return null;
    }
  }

  #settled = (): void => {
    this.#active--;
    this.#pump();
  };
}

let shared: ImageLoader | undefined;
/** One loader for the page, created on first use (blocks share its queue). */
export function sharedImageLoader(): ImageLoader {
  return (shared ??= new ImageLoader());
}

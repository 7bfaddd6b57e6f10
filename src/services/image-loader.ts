// The image loader every block uses (spec 000 §3 "Image settings", §4 "Image", §5, §8,
// §9 "Images"): images are watched and loaded once within 200 px of the viewport, a bounded
// number at a time for the whole page.
//
// States: not loaded (no `data-image-state`), loading (`data-image-state="loading"` and the
// classes `ss-image-loading` and the platform's legacy `loading`), loaded
// (`data-image-state="loaded"`, the width in `data-image-resolution`, e.g. "750w").
// `data-load`: "true" (the spec's default) and "false" (real pages: "left to the loader")
// both load; "viewport" sizes and places the image without loading it unless forced.
// A server-written `srcset` is left to the browser: the image is placed, never requested.
import { imageError, readImageSettings } from '../contract/image-settings.js';
import { plan, prepare, type KnownBox, type Load, type LoadOptions } from './images/one-image.js';

export { imageError, readImageSettings, type ImageSettings } from '../contract/image-settings.js';
export {
  LOADING_CLASS,
  loadImage,
  preloadImage,
  reserveBox,
  type KnownBox,
  type LoadOptions,
  type LoadResult,
  type Preload,
} from './images/one-image.js';

/** Mobile: orientation support or "mobile" in the user agent (spec 000 §9 Images). */
export function isMobile(userAgent = globalThis.navigator?.userAgent ?? '', win: object = globalThis): boolean {
  return 'orientation' in win || /mobile/i.test(userAgent);
}

/**
 * Load slots shared by loaders: at most `limit` images loading at once across all of them.
 * The page has one pool (spec 000 §9 Images: 16 on desktop, 1 on mobile), so two galleries
 * loading everything at once still load 16 images at a time between them.
 */
export class LoadSlots {
  readonly limit: number;
  #active = 0;
  /** Loaders waiting for a slot, each pumped again as one frees. */
  readonly #waiting = new Set<() => void>();

  constructor(limit = isMobile() ? 1 : 16) {
    this.limit = limit;
  }

  /** Loads running now. */
  get active(): number {
    return this.#active;
  }

  /** Takes a slot; false when all are taken (pump runs when one frees). */
  take(pump: () => void): boolean {
    if (this.#active >= this.limit) {
      this.#waiting.add(pump);
      return false;
    }
    this.#active++;
    return true;
  }

  release(): void {
    this.#active--;
    for (const pump of this.#waiting) {
      if (this.#active >= this.limit) break;
      this.#waiting.delete(pump);
      pump();
    }
  }

  /** Forgets a loader that stopped waiting (disconnected). */
  forget(pump: () => void): void {
    this.#waiting.delete(pump);
  }
}

let pageSlots: LoadSlots | undefined;
/** The page's load slots (created on first use: SSR-safe). */
export const pageLoadSlots = (): LoadSlots => (pageSlots ??= new LoadSlots());

export interface ImageLoaderOptions extends Pick<LoadOptions, 'hosts' | 'preload'> {
  /** Default '200px' (spec 000 §9 Images). */
  rootMargin?: string;
  /** The slots it loads in; default the page's (16 on desktop, 1 on mobile, page-wide). */
  slots?: LoadSlots;
  root?: Element | null;
  /** false loads every image observed, nearest first in document order, without waiting
   * for it to near the viewport (a gallery's lazyLoad option off). Default true. */
  lazy?: boolean;
}

const imagesIn = (target: Element): HTMLImageElement[] =>
  target.localName === 'img' ? [target as HTMLImageElement] : [...target.querySelectorAll<HTMLImageElement>('img[data-src]')];

/** Watches images and loads each once it is within rootMargin of the root, in the page's
 * load slots; a loaded image is no longer watched. Only the images waiting for a slot are
 * held: the watching is the browser's, and the images it loaded are known weakly, so an
 * image removed from the page (with the block around it) is freed. */
export class ImageLoader {
  #io?: IntersectionObserver;
  #loaded = new WeakSet<HTMLImageElement>();
  #queue = new Set<HTMLImageElement>();
  /** Boxes their owners gave for the images queued in view (see watch()); kept only until
   * they are requested: a thousand boxes held for later would cost ~90 kB of heap. */
  #known = new Map<HTMLImageElement, KnownBox>();
  readonly #o: ImageLoaderOptions;
  readonly #slots: LoadSlots;

  constructor(o: ImageLoaderOptions = {}) {
    this.#o = o;
    this.#slots = o.slots ?? pageLoadSlots();
  }

  /** An img[data-src], or a container: every img[data-src] inside. Each is placed in its
   * box at once. Observing a loaded image again requests a larger width if its box now
   * needs it (as update()). */
  observe(target: Element): void {
    const found: HTMLImageElement[] = [];
    const plans: ReturnType<typeof plan>[] = [];
    for (const img of imagesIn(target)) {
      const s = readImageSettings(img);
      if (!s.source) console.warn(imageError('image.noSource'), img);
      else if (!img.parentNode) console.warn(imageError('image.noParent'), img);
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

  /** After a resize: places the images in target (default: those it loaded, in the page or
   * its root) again, and requests larger widths for those it loaded where needed. Images not
   * loaded yet are placed again when they load. */
  update(target?: Element): void {
    const imgs = target
      ? imagesIn(target)
      : [...(this.#o.root ?? document).querySelectorAll<HTMLImageElement>('img[data-image-state]')].filter((img) => this.#loaded.has(img));
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

  /** Stops watching and forgets every image; loads already running finish. */
  disconnect(): void {
    this.#io?.disconnect();
    this.#io = undefined;
    this.#loaded = new WeakSet();
    this.#queue.clear();
    this.#known.clear();
    this.#slots.forget(this.#pump);
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

  /** In phases, each over the whole batch: read the boxes (prepare), place, read the drawn
   * widths, request. The batch lays out once or twice, not once per image. */
  #pump = (): void => {
    const batch: Load[] = [];
    for (const img of this.#queue) {
      if (!this.#slots.take(this.#pump)) break;
      this.#queue.delete(img);
      this.#io?.unobserve(img);
      const load = this.#prepare(img);
      if (load) batch.push(load);
      else this.#slots.release();
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
  };

  #prepare(img: HTMLImageElement): Load | null {
    const known = this.#known.get(img);
    this.#known.delete(img);
    try {
      const load = prepare(img, { hosts: this.#o.hosts, preload: this.#o.preload }, known);
      this.#loaded.add(img);
      return load;
    } catch (e) {
      console.warn((e as Error).message, img);
      return null;
    }
  }

  #settled = (): void => this.#slots.release();
}

let shared: ImageLoader | undefined;
/** One loader for the page, created on first use (blocks share its queue). */
export function sharedImageLoader(): ImageLoader {
  return (shared ??= new ImageLoader());
}

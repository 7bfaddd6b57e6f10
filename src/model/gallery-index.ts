// The gallery index state machine (spec 000 §3 "Gallery options", §4 "Gallery index",
// "Linked galleries", §9 "Autoplay and keys"). Pure: no DOM, so every layout, the motion
// code and the lightbox share one set of rules.

export interface AutoplayOptions {
  /** With an interval set, autoplay jumps to a random slide (spec 000 §4 "Autoplay"). */
  randomize: boolean;
  /** Milliseconds between two advances. */
  timeout: number;
  /** Milliseconds between two random jumps; undefined = no random jumps. */
  interval: number | undefined;
  pauseOnMouseover: boolean;
}

/** Key codes per action (spec 000 §9: 37 previous, 39 next). */
export interface GalleryKeys {
  previous: readonly number[];
  next: readonly number[];
}

export interface GalleryOptions {
  autoplay: boolean;
  autoplayOptions: AutoplayOptions;
  currentIndex: number;
  loop: boolean;
  keyboard: boolean;
  keys: GalleryKeys;
  lazyLoad: boolean;
  historyHash: boolean;
  linkedGalleries: GalleryIndex[];
  inMotion: boolean;
  numberOfSlides: number;
}

/** The options a block declares as its settings (the gallery's, in ss-gallery.settings.ts):
 * their defaults are given by that declaration, so the model declares none of its own. */
export type DeclaredOptions = Pick<GalleryOptions, 'autoplay' | 'currentIndex' | 'loop' | 'keyboard' | 'lazyLoad' | 'historyHash'> & {
  /** autoplayOptions.timeout, ms. */
  timeout: number;
};

/** The autoplay options no setting declares (spec 000 §9: randomize on). */
export const AUTOPLAY_DEFAULTS: Omit<AutoplayOptions, 'timeout'> = {
  randomize: true,
  interval: undefined,
  pauseOnMouseover: true,
};

export const DEFAULT_KEYS: GalleryKeys = { previous: [37], next: [39] };

/** Enter (13) and Space (32) activate slide and control clicks (spec 000 §9). */
export const ACTIVATE_KEYS: readonly number[] = [13, 32];

export const defaultGalleryOptions = ({ timeout, ...declared }: DeclaredOptions): GalleryOptions => ({
  ...declared,
  autoplayOptions: { ...AUTOPLAY_DEFAULTS, timeout },
  keys: DEFAULT_KEYS,
  linkedGalleries: [],
  inMotion: false,
  numberOfSlides: 0,
});

/** Negatives wrap from the end, values beyond the count wrap by modulo. */
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

/** A step of `by` slides: a whole number, at least 1. */
const stepOf = (by: number): number => Math.max(1, Math.trunc(by) || 1);

const CODES: Record<string, number> = { ArrowLeft: 37, ArrowRight: 39, Enter: 13, ' ': 32, Spacebar: 32 };

/** The key code of a keyboard event, from keyCode or, where a browser leaves it 0, from key. */
export const keyCodeOf = (e: { keyCode?: number; key?: string }): number => e.keyCode || CODES[e.key ?? ''] || 0;

/** What a key does: previous, next or nothing. Right to left (`rtl`) the left and right
 * arrows (37, 39) swap: the next slide lies to the left (WAI-ARIA APG: arrows follow the
 * visual direction in right-to-left text); other keys keep their meaning. */
export function keyAction(code: number, keys: GalleryKeys = DEFAULT_KEYS, rtl = false): 'previous' | 'next' | undefined {
  const action = keys.previous.includes(code) ? 'previous' : keys.next.includes(code) ? 'next' : undefined;
  if (!action || !rtl || (code !== 37 && code !== 39)) return action;
  return action === 'next' ? 'previous' : 'next';
}

export type GalleryIndexEvent =
  | { type: 'change'; index: number; previousIndex: number }
  | { type: 'reachedEnd'; index: number }
  | { type: 'reachedBeginning'; index: number }
  | { type: 'rejected'; index: number };

export class GalleryIndex {
  readonly options: GalleryOptions;
  onEvent: (e: GalleryIndexEvent) => void;

  /** declared: the defaults of the options that are the block's settings. */
  constructor(declared: DeclaredOptions, options: Partial<GalleryOptions> = {}, onEvent: (e: GalleryIndexEvent) => void = () => {}) {
    this.options = { ...defaultGalleryOptions(declared), ...options };
    this.options.currentIndex = normalizeIndex(this.options.currentIndex, this.options.numberOfSlides);
    this.onEvent = onEvent;
  }

  get currentIndex(): number {
    return this.options.currentIndex;
  }

  get numberOfSlides(): number {
    return this.options.numberOfSlides;
  }

  /** A new slide count keeps the current index inside it. */
  set numberOfSlides(count: number) {
    this.options.numberOfSlides = Math.max(0, Math.trunc(count) || 0);
    this.options.currentIndex = normalizeIndex(this.options.currentIndex, this.options.numberOfSlides);
  }

  get inMotion(): boolean {
    return this.options.inMotion;
  }

  set inMotion(value: boolean) {
    this.options.inMotion = value;
  }

  get atBeginning(): boolean {
    return this.currentIndex === 0;
  }

  get atEnd(): boolean {
    return this.currentIndex >= this.numberOfSlides - 1;
  }

  /** Which of the previous/next controls carry the disabled class: only without loop, at
   * the first and last slide, or group of `by`. */
  disabledFor(by = 1): { previous: boolean; next: boolean } {
    const { loop } = this.options;
    const start = this.groupStart(by);
    return { previous: !loop && start <= 0, next: !loop && start + stepOf(by) > this.numberOfSlides - 1 };
  }

  get disabledControls(): { previous: boolean; next: boolean } {
    return this.disabledFor(1);
  }

  /** False while this gallery, or a linked gallery at a different index, is in motion. */
  canChange(): boolean {
    if (this.inMotion) return false;
    return !this.options.linkedGalleries.some((g) => g !== this && g.inMotion && g.currentIndex !== this.currentIndex);
  }

  /** Moves to index (normalised). Returns whether the index changed. */
  setIndex(index: number): boolean {
    const target = normalizeIndex(index, this.numberOfSlides);
    if (target === this.currentIndex) return false;
    if (!this.canChange()) {
      this.onEvent({ type: 'rejected', index: target });
      return false;
    }
    this.apply(target);
    for (const g of this.options.linkedGalleries) if (g !== this) g.sync(target);
    return true;
  }

  /** The first index of the group of `by` slides holding slide `index`, the current one by
   * default (a carousel's row; `by` 1 is the slide itself). */
  groupStart(by = 1, index = this.currentIndex): number {
    return index - (index % stepOf(by));
  }

  /** Slide `index` brought within the slides: it wraps with loop, and without it stops at
   * the first or last (where a free track rests past an end). */
  within(index: number): number {
    const n = this.numberOfSlides;
    return this.options.loop ? normalizeIndex(index, n) : Math.min(n - 1, Math.max(0, index));
  }

  /** Moves to the next slide, or the first slide of the next group of `by` (a carousel moves
   * by groups, spec 000 §4 "Carousel"). At the last one: wraps to 0 with loop, otherwise
   * fires reachedEnd. */
  next(by = 1): boolean {
    if (!this.canChange()) return this.reject(this.currentIndex + 1);
    const target = this.groupStart(by) + stepOf(by);
    if (target > this.numberOfSlides - 1) {
      if (!this.options.loop) {
        this.onEvent({ type: 'reachedEnd', index: this.currentIndex });
        return false;
      }
      return this.setIndex(0);
    }
    return this.setIndex(target);
  }

  /** Moves to the previous slide, or the first slide of the previous group of `by`. At the
   * first one: wraps to the last (group) with loop, otherwise fires reachedBeginning. */
  previous(by = 1): boolean {
    if (!this.canChange()) return this.reject(this.currentIndex - 1);
    const start = this.groupStart(by);
    if (start <= 0) {
      if (!this.options.loop) {
        this.onEvent({ type: 'reachedBeginning', index: this.currentIndex });
        return false;
      }
      return this.setIndex(this.groupStart(by, this.numberOfSlides - 1));
    }
    return this.setIndex(start - stepOf(by));
  }

  /** Follows a linked gallery: no motion check (the leader already made it) and no echo. */
  sync(index: number): void {
    const target = normalizeIndex(index, this.numberOfSlides);
    if (target !== this.currentIndex) this.apply(target);
  }

  private apply(index: number): void {
    const previousIndex = this.currentIndex;
    this.options.currentIndex = index;
    this.onEvent({ type: 'change', index, previousIndex });
  }

  private reject(index: number): false {
    this.onEvent({ type: 'rejected', index: normalizeIndex(index, this.numberOfSlides) });
    return false;
  }
}

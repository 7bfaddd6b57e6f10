// doc 2 §2 "Lightbox deep links", §3 "Gallery or lightbox item", §4 "Lightbox", §9 "Dialogs,
// video, lightbox and accordion".
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classify, lockAxis, releaseStep } from '../../model/gesture.js';
import { BlockElement } from '../block-element.js';
import { emit, isRtl } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { DialogController } from '../../controllers/dialog-controller.js';
import { isTyping } from '../../controllers/arrow-keys-controller.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { lightbox as text } from '../../i18n/en/lightbox.js';
import { keyAction, keyCodeOf, normalizeIndex } from '../../model/gallery-index.js';
import { isMobile, loadImage } from '../../services/image-loader.js';
import type { LightboxOptions, LightboxSource } from '../../services/lightbox.js';
import { videoPlayer } from '../ss-video/player.js';
import { LightboxAddress } from './address.js';
import { findItemElements, setItem, type LightboxSetItem } from './items.js';
import {
  ARROW_THROTTLE_MS,
  CONTENT_MS,
  FADE_MS,
  OVERLAY_MS,
  OVERLAY_OPACITY,
  clickStep,
  disabledSteps,
  neighbours,
  stepIndex,
  type Direction,
  type Step,
} from './motion.js';
import { settings, type LightboxSettings } from './ss-lightbox.settings.js';
import { styles } from './ss-lightbox.styles.js';

export type { Direction, Step } from './motion.js';
export type { LightboxItem, LightboxOptions, LightboxSource } from '../../services/lightbox.js';
export type { LightboxSetItem, LightboxContent, LightboxMeta } from './items.js';

/** What changed the item: a button, an arrow key, a click on the screen's halves, a swipe
 * of the mobile track, the page's own call, or a deep link. */
export type LightboxChangeSource = 'button' | 'keyboard' | 'pointer' | 'swipe' | 'api';

export interface SsLightboxOpenDetail {
  index: number;
  item: LightboxSetItem;
}

export interface SsLightboxChangeDetail {
  index: number;
  previousIndex: number;
  item: LightboxSetItem;
  direction: Direction;
  source: LightboxChangeSource;
}

export interface SsLightboxCloseDetail {
  /** The close button, a click outside the image, Escape (through the page's dialog stack),
   * the browser's Back button, or the page (`close()`, `open = false`). */
  source: 'button' | 'overlay' | 'keyboard' | 'history' | 'api';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-lightbox-open': CustomEvent<SsLightboxOpenDetail>;
    'ss-lightbox-change': CustomEvent<SsLightboxChangeDetail>;
    'ss-lightbox-close': CustomEvent<SsLightboxCloseDetail>;
  }
}

/** Renders a video item when it is to play; returns the markup to show (or null). */
export type LightboxVideoRenderer = (item: LightboxSetItem) => Node | null;

/** The default: a `<video>` item plays a copy of itself; an embed (the platform's video
 * wrapper, an `<ss-video>`, an iframe) plays in an `<ss-video>` — the video block, fetched
 * then — with the provider's autoplay, in the item's box. A page may replace it through
 * `SsLightbox.videoRenderer`. */
export const playVideo: LightboxVideoRenderer = (item) => {
  const source = item.content.video;
  if (source?.localName !== 'video') return videoPlayer(source);
  const copy = source.cloneNode(true) as HTMLVideoElement;
  copy.play().catch(() => {});
  return copy;
};

const FADE_ID = 'ss-lightbox-fade';

const BUTTON_GLYPHS = {
  previous: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 4 7 12l8 8" /></svg>`,
  next: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m9 4 8 8-8 8" /></svg>`,
  close: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 5l14 14M19 5 5 19" /></svg>`,
};

/**
 * A full-screen modal viewer of images and videos (doc 2 §4 "Lightbox", §9): the lightbox
 * of every `<ss-gallery lightbox>`, openable by the page, and usable in markup around the
 * items it shows.
 *
 * **Opening.** An overlay fades in to opacity 0.95 over 0.3 s and the content over 0.6 s
 * (`prefers-reduced-motion` and `?nomotion=true`: no fades); then the close button appears
 * and a video item starts. Desktop keeps 100 px around the content (`--ss-lightbox-padding`).
 * - From a gallery with lightbox on: activating a slide fires `ss-gallery-lightbox-open`;
 *   unless a listener cancels it, the page's one `<ss-lightbox>` (added to `<body>`) opens on
 *   the gallery's slides, in its `lightbox-theme`. The gallery loads this element only then.
 * - By the page: `lightbox.open(items, index)` from `ss-blocks/services/lightbox` (loads it on
 *   demand), or `show(items, index)` on an element. Items are objects (`LightboxItem`) or
 *   elements whose attributes describe them.
 * - In markup: `<ss-lightbox>` around the items (figures, images, links to the full image,
 *   classic `.slide`s) shows them as they are; activating one (click, Enter, Space) opens the
 *   lightbox at it. `open` opens it at `current-index`.
 *
 * **Closing**: the close button, a click outside the image, Escape when it is the top-most
 * dialog of the page's dialog stack, the browser's Back button (when it follows the address).
 *
 * **Moving**: the previous/next buttons (disabled at the ends without looping), the left and
 * right arrow keys (at most one step per 200 ms; keys pressed meanwhile are dropped), or a
 * click on the image in the left or right half of the screen, within 2–98 % of its width.
 * Desktop cross-fades (500 ms) and loops (`loop`, default on); on mobile (the image loader's
 * rule: orientation support or "mobile" in the user agent) the items sit on a horizontal
 * track that scrolls and snaps, stops at the ends, has no arrow keys or click zones, and
 * shows the caption behind a toggle; the shown caption covers the track's lower part, and a
 * swipe across it (50 px in under 250 ms, or past half the screen) steps as the buttons do.
 *
 * **Right to left** (`dir="rtl"` on it or an ancestor, ours): the next item lies to the left.
 * The next button sits on the left and the previous on the right, their chevrons turned to
 * point outwards; ArrowLeft goes forward and ArrowRight back; a click on the left half goes
 * forward; the mobile track starts at the right and a swipe to the right goes forward. The
 * close button sits at the top inline end (the top left) and the counter at the top inline
 * start, as platform dialogs mirror.
 *
 * **Address** (doc 2 §2): a gallery's lightbox adds one history entry at the slide's address
 * (the collection URL plus its slide url, else its id), replaces it as the slide changes, and
 * closes on Back, which restores the address. A deep link — `#itemId=`, `?itemId=` or the last
 * path segment naming a slide of a gallery with lightbox on — opens it on load; Back then
 * leads to the address without the item. Only the first gallery naming the slide opens it.
 *
 * **Accessibility**: a native modal `<dialog>` through the dialog controller: focus moves to
 * the dialog and is kept inside, returns to the opener on close; the page behind is inert
 * and does not scroll; `aria-modal`, labelled by the item's title (else "Image 3 of 8").
 * Items not shown are inert and hidden; the counter ("3 of 8") is a polite live region.
 *
 * **Images** go through the image loader: the width that covers the image's box × DPR, only
 * ever upgraded (a larger window asks again); the previous and next images load too.
 *
 * Decisions where the spec is silent (ours): closing is immediate (no fade out); a click in
 * the edge strips (under 2 % or over 98 %) does nothing, a click outside the image closes,
 * a click on the caption or a control does only what that control does; the buttons at the
 * ends are `aria-disabled` (focus stays on them); the theme defaults to dark; a video item
 * shows its poster until the opening ends, then plays (`SsLightbox.videoRenderer`: a
 * `<video>` plays a copy of itself, an embed plays in an `<ss-video>`, fetched then), and
 * leaves with it; titles and descriptions are text (markup shows as its text); an
 * unsafe click-through URL is dropped with a warning; `<ss-lightbox>` in markup does not
 * touch the address.
 *
 * @tag ss-lightbox
 * @summary Full-screen image and video viewer (doc 2 §4 Lightbox).
 *
 * @attr open - Shows the lightbox at current-index.
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 *
 * @fires {CustomEvent} ss-lightbox-open - It opened: `{ index, item }`.
 * @fires {CustomEvent} ss-lightbox-change - The item changed: `{ index, previousIndex, item, direction, source }`.
 * @fires {CustomEvent} ss-lightbox-close - It closed: `{ source }` (button, overlay, keyboard, history, api).
 *
 * @slot - The items, shown as they are; activating one opens the lightbox at it.
 *
 * @csspart base - The dialog (a full-screen `<dialog>`).
 * @csspart overlay - The layer behind the content (opacity 0.95).
 * @csspart stage - The items' area (the scroll track on mobile).
 * @csspart slide - One item.
 * @csspart image - An item's image.
 * @csspart video - A video item's box.
 * @csspart meta - The caption: title, description, link.
 * @csspart title - The item's title.
 * @csspart description - The item's description.
 * @csspart click-through - The item's link.
 * @csspart counter - "3 of 8".
 * @csspart button - Every button.
 * @csspart control-previous - The previous button.
 * @csspart control-next - The next button.
 * @csspart close-button - The close button.
 * @csspart caption-toggle - The caption button (mobile).
 *
 * @cssprop [--ss-lightbox-padding=100px] - Space around the content on desktop.
 * @cssprop --ss-lightbox-background - The overlay's colour (dark: #000, light: #fff).
 * @cssprop --ss-lightbox-color - Text and controls (dark: #fff, light: #111).
 * @cssprop [--ss-lightbox-control-size=44px] - Size of the buttons.
 */
export class SsLightbox extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataMessages = blockDataMessages('lightbox');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = {
    ...settingProperties(settings),
    open: { attribute: 'open', type: Boolean, reflect: true },
    items: { attribute: false },
    mobile: { attribute: false },
    // attribute: false as well, for the manifest analyzer (it reads state: true as an attribute).
    ready: { state: true, attribute: false },
    captionShown: { state: true, attribute: false },
    leaving: { state: true, attribute: false },
  };

  /** How a video item plays (default `playVideo`: an embed in the video block). */
  static videoRenderer: LightboxVideoRenderer = playVideo;

  /** Shows the lightbox. */
  open = false;
  /** The items (objects or elements); when not given, the element's own children. */
  items: readonly LightboxSource[] | undefined = undefined;
  /** Mobile (the image loader's rule: orientation support or "mobile" in the user agent):
   * the scroll track, a caption toggle, no arrow keys, click zones or looping. */
  mobile: boolean = isMobile();

  /** The opening has ended: the close button shows and a video item plays. */
  private ready = false;
  private captionShown = false;
  /** The item fading out on desktop, -1 when none. */
  private leaving = -1;

  private options: LightboxOptions = {};
  private cache: (LightboxSetItem | undefined)[] = [];
  private readonly address = new LightboxAddress();
  private closeSource: SsLightboxCloseDetail['source'] = 'api';
  private throttled = false;
  /** An item change waits for its cross-fade after the next render. */
  private fade = false;
  private videos = new Map<number, Node | null>();
  private scrollPending = false;
  private restart = false;
  /** The index was changed by go(), not by the page. */
  private moving = false;
  private resizeFrame = 0;

  private readonly texts = new LocaleController(this);

  constructor() {
    super();
    new DialogController(this, {
      dialog: () => this.renderRoot.querySelector('dialog'),
      open: () => this.open && !this.skipped,
      initialFocus: () => this.renderRoot.querySelector('dialog'),
      requestClose: () => this.dismiss('keyboard'),
    });
    this.addEventListener('click', (e) => this.onItemActivate(e));
    this.addEventListener('keydown', (e) => {
      if ((e.key === 'Enter' || e.key === ' ') && !(e.composedPath()[0] as Element).matches?.('a[href], button')) this.onItemActivate(e);
    });
  }

  /** How many items there are. */
  get count(): number {
    return this.sources().length;
  }

  /** The item at index, as shown (content and meta). */
  itemAt(index: number): LightboxSetItem | undefined {
    const source = this.sources()[index];
    if (!source) return undefined;
    return (this.cache[index] ??= setItem(source));
  }

  /** True when the next step wraps around (desktop with `loop`). */
  get looping(): boolean {
    return this.loop && !this.mobile;
  }

  /**
   * Opens the lightbox at index (normalised), on items when given (else its own children),
   * or moves an open one there. Options: theme, loop, the collection URL to follow the item
   * under in the address, whether it was opened from the address, new-window links.
   */
  show(items?: readonly LightboxSource[], index = this.currentIndex, options: LightboxOptions = {}): void {
    if (items) {
      this.items = items;
      // Open already: each box keeps its image element, which now shows another item.
      this.restart = this.open;
      this.videos.clear();
    }
    this.cache = [];
    if (options.theme) this.theme = options.theme;
    if (options.loop !== undefined) this.loop = options.loop;
    if (!this.count) return;
    const target = normalizeIndex(index, this.count);
    if (this.open && this.hasUpdated) {
      this.go(target, 'api');
      return;
    }
    this.options = options;
    this.currentIndex = target;
    this.open = true;
  }

  /** Closes it (`ss-lightbox-close` with source `api`). */
  close(): void {
    this.dismiss('api');
  }

  /** Shows the next item (wrapping when looping); false at the end otherwise, or closed. */
  next(): boolean {
    return this.step('next', 'api');
  }

  /** Shows the previous item (wrapping when looping); false at the start otherwise, or closed. */
  previous(): boolean {
    return this.step('previous', 'api');
  }

  /** Shows index (normalised); false when it is already shown. */
  goTo(index: number): boolean {
    const target = normalizeIndex(index, this.count);
    if (!this.open || target === this.currentIndex) return false;
    this.go(target, 'api');
    return true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopListening();
    this.address.release();
  }

  private sources(): readonly LightboxSource[] {
    return this.items ?? findItemElements(this);
  }

  private dismiss(source: SsLightboxCloseDetail['source']): void {
    if (!this.open) return;
    this.closeSource = source;
    this.open = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Nothing to show: an `open` attribute on an empty lightbox is dropped.
    if (this.open && !this.count) this.open = false;
    if (changed.has('currentIndex') && this.count) {
      const to = normalizeIndex(this.currentIndex, this.count);
      const from = changed.get('currentIndex');
      // Set by the page while open (the property, the attribute, a React prop): a move.
      if (this.open && !changed.has('open') && !this.moving && from !== undefined && to !== from) {
        this.currentIndex = from;
        this.go(to, 'api');
      } else this.currentIndex = to;
    }
    this.moving = false;
    if (changed.has('open') && !this.open) this.ready = false;
    if (changed.has('open') && this.open) {
      // Without motion it is ready at once.
      this.ready = motionReduced();
      this.captionShown = false;
      this.leaving = -1;
      this.videos.clear();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.skipped) return;
    if (changed.has('open')) {
      if (this.open) this.opened();
      else if (changed.get('open') === true) this.closed();
    }
    if (!this.open) return;
    if (this.fade) this.crossFade();
    if (this.scrollPending) this.scrollToCurrent(false);
    if (this.restart) {
      this.restart = false;
      for (const img of this.renderRoot.querySelectorAll('img')) {
        for (const name of ['src', 'width', 'height', 'data-image-resolution', 'data-image-state']) img.removeAttribute(name);
        if (!img.hasAttribute('data-ratio')) img.style.setProperty('--ratio', '1.5');
      }
    }
    this.loadImages();
  }

  private opened(): void {
    const item = this.itemAt(this.currentIndex);
    this.closeSource = 'api';
    const { address, fromAddress } = this.options;
    if (address !== undefined && item) {
      this.address.start(address, item.url || item.id, !!fromAddress, () => this.dismiss('history'));
    }
    addEventListener('resize', this.onResize);
    if (this.mobile) this.scrollToCurrent(true);
    this.enter();
    if (item) emit<SsLightboxOpenDetail>(this, 'ss-lightbox-open', { index: this.currentIndex, item });
  }

  private closed(): void {
    this.stopListening();
    this.fades().forEach((a) => a.cancel());
    this.fade = false;
    if (this.closeSource !== 'history') this.address.end();
    else this.address.release();
    this.options = {};
    emit<SsLightboxCloseDetail>(this, 'ss-lightbox-close', { source: this.closeSource });
    this.closeSource = 'api';
  }

  private stopListening(): void {
    removeEventListener('resize', this.onResize);
    cancelAnimationFrame(this.resizeFrame);
  }

  /** The overlay to 0.95 over 0.3 s and the content over 0.6 s; then ready (the close button,
   * a video playing). */
  private enter(): void {
    const overlay = this.shadowPart('overlay');
    const stage = this.shadowPart('stage');
    if (this.ready || !overlay || !stage) return;
    const fadeIn = overlay.animate([{ opacity: 0 }, { opacity: OVERLAY_OPACITY }], { duration: OVERLAY_MS, easing: 'ease-out' });
    stage.animate([{ opacity: 0 }, { opacity: 1 }], { duration: CONTENT_MS, easing: 'ease-out' });
    // Canceled (closed meanwhile): the promise rejects and nothing follows.
    fadeIn.finished.then(
      () => (this.ready = this.open),
      () => {},
    );
  }

  /** The element's running fades. */
  private fades(): Animation[] {
    return this.shadowRoot?.getAnimations() ?? [];
  }

  private step(step: Step, source: LightboxChangeSource): boolean {
    if (!this.open) return false;
    const target = stepIndex(this.currentIndex, this.count, step, this.looping);
    if (target === this.currentIndex) return false;
    this.go(target, source, step === 'next' ? 'forward' : 'reverse');
    return true;
  }

  private go(
    target: number,
    source: LightboxChangeSource,
    direction: Direction = target > this.currentIndex ? 'forward' : 'reverse',
  ): void {
    const previousIndex = this.currentIndex;
    if (target === previousIndex) return;
    this.videos.delete(previousIndex);
    this.moving = true;
    this.currentIndex = target;
    if (this.mobile) {
      if (source !== 'swipe') this.scrollPending = true;
    } else if (!motionReduced()) {
      this.leaving = previousIndex;
      this.fade = true;
    }
    const item = this.itemAt(target)!;
    this.address.follow(item.url || item.id);
    emit<SsLightboxChangeDetail>(this, 'ss-lightbox-change', { index: target, previousIndex, item, direction, source });
  }

  /** Desktop: the new item fades in and the old one out, 500 ms; the old one is hidden then. */
  private crossFade(): void {
    this.fade = false;
    for (const a of this.fades()) if (a.id === FADE_ID) a.cancel();
    const incoming = this.slide(this.currentIndex);
    const outgoing = this.slide(this.leaving);
    const leaving = this.leaving;
    const timing = { id: FADE_ID, duration: FADE_MS, easing: 'ease-in-out' };
    outgoing?.animate([{ opacity: 1 }, { opacity: 0 }], timing);
    const fadeIn = incoming?.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    if (!fadeIn) this.leaving = -1;
    fadeIn?.finished.then(
      () => {
        if (this.leaving === leaving) this.leaving = -1;
      },
      () => {},
    );
  }

  private slide(index: number): HTMLElement | null {
    return index < 0 ? null : this.renderRoot.querySelector<HTMLElement>(`.slide[data-index="${index}"]`);
  }

  private shadowPart(name: string): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[part~='${name}']`);
  }

  private scrollToCurrent(instant: boolean): void {
    this.scrollPending = false;
    const track = this.shadowPart('stage');
    if (!track) return;
    // Right to left the track starts at the right: scrollLeft runs from 0 down.
    const left = this.currentIndex * track.clientWidth * (isRtl(track) ? -1 : 1);
    track.scrollTo({ left, behavior: instant || motionReduced() ? 'instant' : 'smooth' });
  }

  /** The current image first, then its neighbours: each at the width its box needs. */
  private loadImages(): void {
    const current = this.slide(this.currentIndex)?.querySelector('img[data-src]');
    const all = [...this.renderRoot.querySelectorAll<HTMLImageElement>('img[data-src]')];
    for (const img of current ? [current, ...all.filter((i) => i !== current)] : all) {
      try {
        void loadImage(img);
      } catch (e) {
        console.warn((e as Error).message, img);
      }
    }
  }

  private onResize = (): void => {
    cancelAnimationFrame(this.resizeFrame);
    this.resizeFrame = requestAnimationFrame(() => {
      if (this.mobile) this.scrollPending = true;
      this.requestUpdate();
    });
  };

  /** An image whose size was not given: its box takes the picture's ratio once it arrives. */
  private onImageLoad(e: Event): void {
    const img = e.target as HTMLImageElement;
    if (!img.hasAttribute('data-ratio') && img.naturalHeight)
      img.style.setProperty('--ratio', String(img.naturalWidth / img.naturalHeight));
  }

  /** A click in the dialog: controls act alone, a click outside the image closes, a click
   * on the image moves by the half of the screen it is in (desktop). */
  private onDialogClick(e: MouseEvent): void {
    if (e.defaultPrevented) return;
    const path = e.composedPath();
    const on = (selector: string) => path.some((n) => n instanceof Element && n.matches(selector));
    if (on("button, a[href], [part~='meta']")) return;
    if (!on('.content')) {
      this.dismiss('overlay');
      return;
    }
    if (this.mobile) return;
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    // Measured from the inline start: right to left, the left half goes forward.
    const step = clickStep(isRtl(this) ? box.right - e.clientX : e.clientX - box.left, box.width);
    if (step) this.step(step, 'pointer');
  }

  /** Left and right arrows (37, 39): one step per 200 ms on desktop. The page behind never
   * sees them (a gallery there would move too). On mobile they do nothing (spec 001 §4):
   * the focused track would otherwise scroll to the next item and snap there. */
  private onDialogKeydown(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e)) return;
    const code = keyCodeOf(e);
    // Right to left the arrows swap (the direction is read only for an arrow).
    const step = keyAction(code) && keyAction(code, undefined, isRtl(this));
    if (!step) return;
    e.stopPropagation();
    e.preventDefault();
    if (this.mobile || this.throttled) return;
    this.throttled = true;
    setTimeout(() => (this.throttled = false), ARROW_THROTTLE_MS);
    this.step(step, 'keyboard');
  }

  private onButton(step: Step): void {
    if (!disabledSteps(this.currentIndex, this.count, this.looping)[step]) this.step(step, 'button');
  }

  /** Mobile: where a finger went down on the shown caption. */
  private captionPress?: { x: number; y: number; t: number };

  private onCaptionPress = (e: PointerEvent): void => {
    this.captionPress = this.mobile && e.isPrimary ? { x: e.clientX, y: e.clientY, t: e.timeStamp } : undefined;
  };

  /** Mobile: the shown caption covers the track's lower part, outside its scrolling; a swipe
   * across it steps as the buttons do (spec 000 §4 Touch: a swipe, or a move past half the
   * screen). Vertical moves are left to the caption's own scrolling (`touch-action: pan-y`). */
  private onCaptionRelease = (e: PointerEvent): void => {
    const p = this.captionPress;
    this.captionPress = undefined;
    if (!p || e.type === 'pointercancel') return;
    const dx = (e.clientX - p.x) * (isRtl(this) ? -1 : 1);
    const dy = e.clientY - p.y;
    if (lockAxis(dx, dy) !== 'x') return;
    const kind = classify(Math.hypot(dx, dy), e.timeStamp - p.t);
    const step = releaseStep({ kind, dx, velocity: 0 }, this.clientWidth / 2);
    if (step && this.step(step > 0 ? 'next' : 'previous', 'swipe')) this.scrollPending = true;
  };

  /** Mobile: the track came to rest on an item. */
  private onTrackScrollEnd(e: Event): void {
    const track = e.currentTarget as HTMLElement;
    if (!this.mobile || !track.clientWidth) return;
    const index = Math.min(Math.max(Math.round(Math.abs(track.scrollLeft) / track.clientWidth), 0), this.count - 1);
    if (index !== this.currentIndex) this.go(index, 'swipe');
  }

  /** An item of the element's own children was activated: open at it. */
  private onItemActivate(e: Event): void {
    if (this.skipped || this.open || this.items || e.defaultPrevented) return;
    const elements = findItemElements(this);
    const path = e.composedPath();
    const index = elements.findIndex((el) => path.includes(el));
    if (index < 0) return;
    e.preventDefault();
    this.show(undefined, index);
  }

  /** Items of the element's own that are no link or button become buttons: reachable by
   * Tab, activated by Enter and Space. */
  private markItems(): void {
    if (this.skipped || this.items) return;
    for (const el of findItemElements(this)) {
      if (el.matches('a[href], button') || el.querySelector('a[href], button')) continue;
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
    }
  }

  protected override render(): TemplateResult {
    if (this.skipped) return html`<slot></slot>`;
    return html`<slot @slotchange=${this.markItems}></slot>${this.renderDialog()}`;
  }

  private renderDialog(): TemplateResult {
    const item = this.open ? this.itemAt(this.currentIndex) : undefined;
    if (!item) return html`<dialog part="base"></dialog>`;
    const t = this.texts;
    const n = this.currentIndex + 1;
    const total = this.count;
    const { title, description, link } = item.meta;
    const off = disabledSteps(this.currentIndex, total, this.looping);
    const mobile = this.mobile;
    const button = (step: Step, label: string) =>
      html`<button
        part="button control-${step}"
        class="control ${step}"
        type="button"
        aria-label=${label}
        aria-disabled=${off[step] ? 'true' : 'false'}
        @click=${() => this.onButton(step)}
      >
        ${BUTTON_GLYPHS[step]}
      </button>`;
    return html`<dialog
      part="base"
      class=${`${mobile ? 'mobile' : 'desktop'}${this.ready ? ' ready' : ''}`}
      data-theme=${item.theme ?? this.theme}
      aria-modal="true"
      aria-labelledby="title"
      tabindex="-1"
      @click=${this.onDialogClick}
      @keydown=${this.onDialogKeydown}
    >
      <div part="overlay" class="overlay"></div>
      <div
        part="stage"
        class="stage ${mobile ? 'scroll' : 'fade'}"
        role=${mobile ? 'region' : nothing}
        aria-label=${mobile ? t.t(text, 'lightbox.track') : nothing}
        tabindex=${mobile ? '0' : nothing}
        @scrollend=${this.onTrackScrollEnd}
      >
        ${this.renderSlides()}
      </div>
      <div
        part="meta"
        id="meta"
        class="meta"
        ?hidden=${mobile && !this.captionShown}
        @pointerdown=${this.onCaptionPress}
        @pointerup=${this.onCaptionRelease}
        @pointercancel=${this.onCaptionRelease}
      >
        <h2 part="title" id="title" class=${title ? nothing : 'visually-hidden'}>${title || t.t(text, 'lightbox.untitled', { n, total })}</h2>
        ${description ? html`<p part="description">${description}</p>` : nothing}
        ${
          link
            ? html`<a part="click-through" href=${link} target=${this.options.newWindow ? '_blank' : nothing} rel=${this.options.newWindow ? 'noopener' : nothing}
              >${t.t(text, 'lightbox.clickThrough')}</a
            >`
            : nothing
        }
      </div>
      <p part="counter" class="counter" aria-live="polite">${t.t(text, 'lightbox.counter', { n, total })}</p>
      ${
        mobile
          ? html`<button
            part="button caption-toggle"
            class="caption-toggle"
            type="button"
            aria-expanded=${this.captionShown ? 'true' : 'false'}
            aria-controls="meta"
            @click=${() => (this.captionShown = !this.captionShown)}
          >
            ${t.t(text, this.captionShown ? 'lightbox.hideCaption' : 'lightbox.showCaption')}
          </button>`
          : nothing
      }
      ${total > 1 ? [button('previous', t.t(text, 'lightbox.previous')), button('next', t.t(text, 'lightbox.next'))] : nothing}
      <button part="button close-button" class="close" type="button" aria-label=${t.t(text, 'lightbox.close')} @click=${() => this.dismiss('button')}>
        ${BUTTON_GLYPHS.close}
      </button>
    </dialog>`;
  }

  /** Every item has its box, in order (each box stays its item's: no keyed rendering),
   * with content for the current item, its neighbours (preloaded) and the one fading out.
   * Desktop stacks them and shows the current one; mobile puts them on a scroll track. */
  private renderSlides(): unknown {
    const current = this.currentIndex;
    const near = neighbours(current, this.count, this.looping);
    return Array.from({ length: this.count }, (_, i) => {
      const close = near.includes(i) || i === this.leaving;
      const state = i === current ? 'current' : i === this.leaving ? 'leaving' : close ? 'near' : '';
      return html`<div part="slide" class="slide ${state}" data-index=${i} ?inert=${i !== current} aria-hidden=${i === current ? nothing : 'true'}>
        ${close ? this.renderContent(i) : nothing}
      </div>`;
    });
  }

  private renderContent(index: number): TemplateResult | typeof nothing {
    const item = this.itemAt(index);
    if (!item) return nothing;
    const c = item.content;
    // A 3:2 box until an image of unknown size arrives.
    const style = `--ratio: ${c.width ? c.width / c.height : 1.5}`;
    if (c.type === 'video' && index === this.currentIndex && this.ready) {
      if (!this.videos.has(index)) this.videos.set(index, SsLightbox.videoRenderer(item));
      const node = this.videos.get(index);
      if (node) return html`<div part="video" class="content video" style=${style}>${node}</div>`;
    }
    if (!c.src) return html`<div part="video" class="content video" style=${style}></div>`;
    return html`<img
      part="image"
      class="content"
      data-src=${c.src}
      data-image-dimensions=${c.width ? `${c.width}x${c.height}` : nothing}
      ?data-ratio=${!!c.width}
      alt=${c.alt || item.meta.title}
      style=${style}
      @load=${this.onImageLoad}
    />`;
  }
}

/** The settings' properties, typed from their declaration (`ss-lightbox.settings.ts`). */
export interface SsLightbox extends SettingValues<LightboxSettings> {}

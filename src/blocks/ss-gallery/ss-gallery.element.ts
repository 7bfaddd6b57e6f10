import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { BlockElement } from '../block-element.js';
import { isRtl } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { t, translator } from '../../i18n/translator.js';
import { gallery } from '../../i18n/en/gallery.js';
import type { SettingValues } from '../../contract/settings.js';
import { noMotionRequested } from '../../contract/page.js';
import { ArrowKeysController } from '../../controllers/arrow-keys-controller.js';
import { onDirChange } from '../../controllers/direction.js';
import { AutoplayController } from '../../controllers/autoplay-controller.js';
import { REDUCED_MOTION_QUERY } from '../../contract/reduced-motion.js';
import { GALLERY_RESIZE_QUIET_MS, ResizeController } from '../../controllers/resize-controller.js';
import type { FrameClock } from '../../model/tween.js';
import {
  DEFAULT_AUTOPLAY_OPTIONS,
  GalleryIndex,
  normalizeIndex,
  type AutoplayOptions,
  type GalleryIndexEvent,
} from '../../model/gallery-index.js';
import { ImageLoader, sharedImageLoader } from '../../services/image-loader.js';
import { markControls, markSlide, onGalleryClick, onGalleryKeyDown, type ActivationHost } from './activation.js';
import { AddressController, lightboxThemeOf } from './address-controller.js';
import { getLayout, layoutForDesign } from './design.js';
import type { GalleryEventMap, GalleryLayoutDetail, GallerySource } from './events.js';
import { settings as S, secondsToMs, stripVSize, type GallerySettings } from './ss-gallery.settings.js';
import { px, resetSlide, type GalleryLayout, type LayoutResult, type TrackOptions, type TrackSpec } from './layouts/types.js';
import { ahead, visible, type Shown } from './layouts/track.js';
import { STACKED_SPEED } from './layouts/stacked.js';
import { STRIP_SPEED } from './layouts/strip.js';
import { SlidePlacer } from './placement.js';
import { parseRatio } from './ratio.js';
import { addAttribute, aspectsOf, findSlideElements, GallerySlide, removeAdded, retext } from './slides.js';
import { labelSlide, Stage } from './stage.js';
import type { Chrome, ChromeHost, Motion } from './motion-types.js';
import { lightStyles, styles } from './ss-gallery.styles.js';

/** The motion code (transitions, gestures), loaded once a one-at-a-time gallery appears, and
 * its chrome (meta, indicators, pause/play, thumbnails), once one shows any: a page of grids
 * downloads neither, a plain slider no chrome. */
const loadMotion = () => import('./motion/motion.js');
const loadChrome = () => import('./motion/chrome.js');

type MotionHostLayout = GalleryLayout & { track: TrackSpec };

/** Settings whose change needs the geometry computed again. */
const GEOMETRY = [
  'design',
  'layout',
  'imageAspectRatio',
  'aspectRatio',
  'slidesPerRow',
  'thumbnailsPerRow',
  'gutter',
  'padding',
  'columnWidth',
  'rowHeight',
  'squareThumbs',
  'listImageSize',
  'vSize',
  'activeAlignment',
  'loop',
];

function contentWidth(el: HTMLElement): number {
  const s = getComputedStyle(el);
  return el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
}

/** Adopts the slides' light-DOM sheet once into the document or shadow root holding them. */
function adoptLightStyles(root: Node): void {
  const r = root as Document | ShadowRoot;
  const sheet = lightStyles.styleSheet;
  if (!sheet || !('adoptedStyleSheets' in r) || r.adoptedStyleSheets.includes(sheet)) return;
  r.adoptedStyleSheets = [...r.adoptedStyleSheets, sheet];
}

/**
 * A gallery of images and videos in one of several layouts, built on the page's own slide
 * markup (spec 000 §2–§5, §9; real-markup.md "Gallery block", "Gallery sections").
 *
 * Slides are the classic `.slide` elements anywhere inside, or else the element children,
 * with `data-type`, `data-slide-id`, `data-slide-url`, `data-src`, `data-image-dimensions`,
 * `data-click-through-url` (on the slide or its image). Settings come from attributes, else
 * from the block's JSON (`data-block-json`, `data-props`, an island, a `.sqs-block` inside,
 * an ancestor); unreadable JSON logs 'Error decoding gallery block data.' and the block is
 * skipped, as is a published `.sqs-block` wrapper inside it that carries no data (spec 000
 * §5). An `<ss-gallery>` configured by its own attributes needs no JSON at all. Boxes are
 * sized from `data-image-dimensions` before any image arrives.
 *
 * Large galleries: the first layout runs in the animation frame after the upgrade (still
 * before the first paint). The slides from one viewport above the view to two below it are
 * placed then; the others wait out of the page and are placed 200 a frame, then
 * `ss-gallery-layout` fires. The gallery has its full height at once, so nothing moves.
 *
 * Upgraded while the parser is still adding its slides (the script in the `<head>`), it
 * lays out and loads the first rows at once and places the rest as they arrive: a row is
 * placed once it cannot change any more (the last one waits for the end tag), a placed
 * slide never moves, and `ss-gallery-layout` fires once the gallery is complete. JSON in an
 * island after the gallery is read then (a bad one skips it and leaves the slides as they
 * were); a negative `current-index` counts from the end of every slide.
 *
 * One at a time — slideshow (the stacked layout), slider (strip), carousel, and the stacked
 * design (base) — the slides stand on a track seen through a stage as wide as the gallery.
 * Only the slides in view are displayed, each moved into place by a transform; the others
 * are hidden (out of layout and of the accessibility tree). What loads is the slides in view
 * and the preload count after them (spec 000 §9: slider preloadCount 1, slideshow preload
 * 1), nothing else until the visitor moves: a 1,000-slide slider requests a handful of
 * images. The stage's height is known at the first layout (nothing below it moves), and the
 * motion code — transitions, gestures, video — loads after it, in a chunk of its own, as
 * does the chrome (title and description, indicators, pause/play, thumbnails) when a
 * setting shows any: a page of grids downloads neither. Until it arrives, slides change at
 * once.
 *
 * - **Slider** (spec 000 §4 "Strip layout", §9): slides at one height, each as wide as its
 *   ratio, `padding` (or `gutter`) between them, the current one at the start, middle or end
 *   (`active-alignment` left/center/right); 0.5 s per move. A click on another slide makes
 *   it current; on the current one it does `active-slide-click-behavior` (next by default)
 *   unless it opens something (a click-through URL, the lightbox, its video). With
 *   `mixed-content`, a click on a video slide that is not current only makes it current
 *   (its video does not start); a click on it once current starts the video in place and
 *   does not go next; leaving the slide stops it.
 * - **Carousel** (spec 000 §4, §9): a row of 3 equal cells (2 below 480 px and at most 3
 *   below 724 px of gallery width), gutter 1; moves a row at a time and never wraps (bounded
 *   at first and last: previous/next disabled there, hidden when every slide fits).
 * - **Slideshow** (spec 000 §4 "Stacked", §9): 1 s transitions — `fade` (default),
 *   `ken-burns` (fade, then a zoom to 1.075 while the slide shows), `swipe`, `new-swipe` and
 *   `scroll`; an unknown `transition` logs 'Could not find transition named ...' and fades. A
 *   click advances (`active-slide-click-behavior`: next, previous, or by the half clicked
 *   with `halves`); click-through slides navigate instead, video slides ignore it.
 * - **Meta** (`show-meta`): the title and description over the slide are at most 90% of
 *   the slide's height; taller, the overlay switches to overflow: it scrolls, and takes
 *   keyboard focus so it can be scrolled without a pointer.
 * - **Gestures** (spec 000 §4 "Touch", §9 "Swipe and scroll"), on pointer events, so mouse,
 *   pen and finger behave the same: a drag locks to an axis at 10 px; a vertical one is the
 *   page's (the stage has `touch-action: pan-y`, so page scrolling is never captured). The
 *   slides follow a horizontal drag; the release moves on for a swipe (50 px in under
 *   250 ms), a velocity above 1 px/ms or a drag past half the slide, else goes back, and
 *   settles in 0.2 s on screens narrower than 767 px, 0.5 s from 767 px (ours: which end of
 *   the spec's 0.2–0.5 s for which width). A slide is not opened by the click that ends a
 *   drag. `new-swipe` glides on with the release's velocity and rests on a snap point
 *   (`snap-points`, every 100% of the width by default, or none); past the first or last
 *   slide without loop each end is `none` (follows), `hard` (stops) or `inertial` (a third
 *   of the drag, ours) by `swipe-boundaries`, and springs back. `scroll` glides freely
 *   (a tween of at least 50 ms: the spec's scroll tween duration bound, a lower bound, ours)
 *   and reports reaching its beginning or end (`ss-gallery-reached-beginning`/`-end`). Fade
 *   and ken burns step on a swipe; the slide does not follow the finger.
 * - **Index rules** (spec 000 §4) hold in every layout and for autoplay: changes are
 *   rejected while a transition runs (`inMotion`), or while a linked gallery at another
 *   index runs one; arrow keys wait too.
 * - **Keyboard** (spec 000 §5, §9 "Autoplay and keys"): the left and right arrows go to the
 *   previous and next slide without focus, but are ignored while the visitor types in an
 *   input, textarea or editable element, while the gallery is in motion, and while it is
 *   out of the viewport. Enter and Space activate a focused slide (its click-through URL or
 *   the lightbox) and the markup's own `.previous`/`.next` controls.
 * - **Autoplay** (spec 000 §4 "Autoplay"): the next slide every `autoplay-duration` seconds
 *   (5 s by default), in order: randomize is on, but a random jump to another slide happens
 *   only when `autoplayOptions.interval` is set (every interval ms). It pauses while a
 *   mouse is over the gallery or its controls — touch has no hover, so a finger on it does
 *   not pause it — holds while a video slide is current and while a modal dialog (the
 *   lightbox it opened) covers the gallery, and is off under `prefers-reduced-motion` and
 *   `?nomotion=true`.
 * - **Accessibility** (WAI-ARIA APG carousel): the gallery is a region with
 *   `aria-roledescription` "carousel", named by the page's `aria-label` or "Gallery"; each
 *   slide shown is a group "slide" named "N of M" (unless the gallery made it a button or
 *   link); a slide displayed while it leaves is `inert` and `aria-hidden`; changes are
 *   announced in a polite live region, except while autoplaying. The pause/play control
 *   (WCAG 2.2.2) is first in the Tab order inside the gallery, then the indicators; keyboard
 *   focus moving in stops autoplay until the control starts it again.
 * - **Linked galleries** (spec 000 §4): `linkedGalleries` keep their index in sync, either
 *   side moving the other; a main gallery linked to a slider leaves the arrow keys to it (one
 *   press moves both once). `thumbnails` draws such a strip under the gallery itself.
 * - **Right to left** (`dir="rtl"` on the gallery or an ancestor, ours after WAI-ARIA APG and
 *   Splide/Swiper): slides flow from the right in every layout; one at a time, the next slide
 *   lies to the left: the next button sits on the left (its chevron turned), the track moves
 *   right, ArrowLeft and a drag or swipe to the right go to the next slide, and with `halves`
 *   the left half goes next; indicators and thumbnails run from the right; `active-alignment`
 *   left/right and the meta positions (top-left, ...) are logical: left is the inline start,
 *   the right. A `dir` changed after render lays a one-at-a-time gallery out again (one
 *   observer for the page, of the `dir` attribute only); the other layouts mirror by CSS.
 * - Motion is transforms and opacity only, run by the compositor (Web Animations; a glide is
 *   a tween writing transforms), and reads no layout while anything moves. Under
 *   `prefers-reduced-motion` and `?nomotion=true` slides change at once and autoplay is off.
 *
 * Decisions where the spec is silent: the default design is `grid`; `loop` defaults to on;
 * arrow keys, controls and autoplay act in the one-at-a-time layouts; autoplay wraps at the
 * end with loop, and without it stops at the last slide (after `ss-gallery-reached-end`)
 * until the visitor moves; with history on, navigation replaces (not pushes) the address; the
 * slider's height is `v-size` twentieths of its width (10, the spec's default, is half) or a
 * numeric `aspect-ratio` percent of it; the carousel loads its row, preloads the next only once
 * it has moved (nothing beyond the view until then, as the slider's and slideshow's preload
 * counts are the spec's), and moves in 0.5 s;
 * the stacked design (base) preloads the next slide and has no transition; over 20 slides the
 * indicators are an "N of M" count; the thumbnail strip is 80 px high, 10 px below the slides,
 * its padding the gallery's `padding` but at most 5 px (spec 000 §9); a jump over many slides
 * is not animated.
 *
 * @tag ss-gallery
 * @summary Image and video gallery: grid, autogrid, masonry columns, justified rows, list, slideshow, slider, carousel.
 *
 * @fires ss-gallery-change - The current slide changed: { index, previousIndex, slide, source }.
 * @fires ss-gallery-reached-end - Next at the last slide without loop (a carousel's last row), or the scroll transition reached the end of
 *   its track.
 * @fires ss-gallery-reached-beginning - Previous at the first slide without loop, or the scroll transition reached the beginning.
 * @fires ss-gallery-lightbox-open - Cancelable; a slide was activated with lightbox on: { index, slides, source, lightboxTheme }.
 * @fires ss-gallery-click-through - Cancelable; a slide's click-through URL is about to open: { index, url, newWindow }.
 * @fires ss-gallery-layout - Every slide is placed in the computed geometry: { layout, width, height, columns }.
 *
 * @slot - The slides (or a classic gallery block holding `.slide` elements).
 * @csspart base - The box holding the slides.
 * @csspart control-previous - The previous button (when the markup has no `.previous`).
 * @csspart control-next - The next button (when the markup has no `.next`).
 * @csspart control-autoplay - The pause/play control, with autoplay on (WCAG 2.2.2).
 * @csspart bar - The row under the slides holding the pause/play control and the indicators.
 * @csspart indicators - The indicators (or their "N of M" count).
 * @csspart indicator - One indicator button; `aria-current="true"` on the current one.
 * @csspart meta - A slide's title and description over it (show-meta).
 * @csspart thumbnails - The thumbnail strip (thumbnails).
 * @csspart thumbnail - One thumbnail button; `aria-current="true"` on the current one.
 * @cssprop --ss-gallery-control-size - Size of the previous/next buttons (44px).
 * @cssprop --ss-gallery-control-color - Their glyph colour.
 * @cssprop --ss-gallery-control-background - Their background.
 * @cssprop --ss-gallery-image-fit - object-fit of slide images (cover; contain with auto-crop false).
 * @cssprop --ss-gallery-placeholder-color - Background of a slide image not loaded yet (a faint grey).
 * @cssprop --ss-gallery-bar-size - Height of the bar under the slides (40px).
 * @cssprop --ss-gallery-indicator-color - The indicators' colour (currentColor).
 * @cssprop --ss-gallery-meta-color - The title and description's colour (white).
 * @cssprop --ss-gallery-meta-background - Their background (translucent black).
 */
export class SsGallery extends BlockElement {
  static override styles = styles;
  static override settings = S;
  /** @internal spec 000 §8 Gallery console messages. */
  static override dataMessages = {
    decode: () => t(gallery, 'gallery.decodeError'),
    evaluate: () => t(gallery, 'gallery.evaluateError'),
  };
  /** @internal spec 000 §5: a published gallery block without its data is skipped. */
  static override wrapperNeedsData = true;
  /** @internal It hands its images to the loader itself, as each slide is placed. */
  static override loadsPlainImages = false;
  /** @internal Shows and loads its first slides while the parser adds the rest. */
  static override streams = true;
  /** Stops following locale changes (the controls' names and those given to the page's
   * markup follow the page's locale; the translator's own subscription, as
   * LocaleController's chunk would cost the CDN page 0.3 kB). */
  private stopLocale?: () => void;
  /** Stops following `dir` changes (a track lays out again when its direction turns). */
  private stopDir?: () => void;
  /** @internal */
  static override properties = {
    ...settingProperties(S),
    linkedGalleries: { attribute: false },
    autoplayOptions: { attribute: false },
  };

  /** Galleries that follow this one's index (a main gallery and its thumbnail strip). */
  linkedGalleries: SsGallery[] = [];
  /** Overrides of the autoplay options; `timeout` defaults to autoplay-duration. */
  autoplayOptions: Partial<AutoplayOptions> = {};
  /** Quiet time (ms) before a resize settles and the geometry is computed again. */
  resizeQuiet = GALLERY_RESIZE_QUIET_MS;
  /** @internal Time for transitions' tweens and for gestures; tests set a manual one. */
  clock?: FrameClock;

  /** The last computed geometry (set at once; slides far from the view are placed later). */
  geometry?: LayoutResult;

  private readonly model = new GalleryIndex({}, (e) => this.onIndexEvent(e));
  private activeLayout: GalleryLayout = getLayout('grid');
  private drawn?: GalleryLayout;
  private nested?: HTMLElement;
  /** The box whose height the last layout set: the slides' parent, or the shadow base. */
  private sized?: HTMLElement;
  private lightControls: HTMLElement[] = [];
  private source: GallerySource = 'linked';
  private motionOff = false;
  private addressRead = false;
  private loader?: ImageLoader;
  private ownLoader = false;
  /** The slide elements, in order; `slides` wraps them on demand. */
  private elements: HTMLElement[] = [];
  private wrapped?: GallerySlide[];
  /** The slides' parent, when they all share it: it hides those not placed yet, so they
   * can be placed a batch at a time. */
  private holder?: HTMLElement;
  private readonly placer = new SlidePlacer(() => this.placed());
  /** The layout event to fire once every slide is placed. */
  private done?: GalleryLayoutDetail;
  private indexSet = false;
  /** The index changed once (a visitor, autoplay, a linked gallery): the carousel preloads. */
  private moved = false;
  /** Autoplay reached the last slide without loop. */
  private autoplayEnded = false;
  /** current-index as first given (a negative one counts from the end of all slides). */
  private startIndex?: number;
  /** The stage's width at the last layout, px. */
  private stageWidth = 0;
  /** One-at-a-time layouts: which slides are displayed, and where. */
  private readonly stage = new Stage(
    () => this.elements,
    (i) => this.readySlide(i),
  );
  /** Slides made ready (box, marks, label) for the current geometry. */
  private ready = new Set<number>();
  /** Slides whose images were requested for the current geometry. */
  private requested = new Set<number>();
  private motion?: Motion;
  private chrome?: Chrome;
  private motionLoad?: Promise<void>;
  private chromeLoad?: Promise<void>;
  /** The last change, read out by the live region when autoplay is not running. */
  private announcement = '';

  private readonly resizer = new ResizeController(this, {
    // A zero-height probe: its width follows the gallery's, and the heights the layout
    // writes cannot notify the observer again in the same frame (a ResizeObserver loop).
    target: () => this.renderRoot?.querySelector<HTMLElement>('.probe'),
    quiet: () => this.resizeQuiet,
    axis: 'x',
    onSettle: () => this.relayout(),
  });

  private readonly autoplayer = new AutoplayController(this, {
    enabled: () => this.navigable && this.autoplay && !this.motionOff && !this.autoplayEnded,
    delay: () => (this.randomJumps ? this.autoplaySettings.interval! : this.autoplaySettings.timeout),
    advance: () => {
      const n = this.elements.length;
      const i = this.model.currentIndex;
      if (this.randomJumps) this.as('autoplay', () => this.model.setIndex(i + 1 + Math.floor(Math.random() * (n - 1))));
      // spec 000 §4 Gallery index: next at the last slide without loop fires reachedEnd;
      // autoplay then rests there until the visitor moves.
      else if (!this.step('next', 'autoplay') && !this.model.inMotion && this.model.disabledFor(this.per).next) this.autoplayEnded = true;
    },
    pauseOnHover: () => this.autoplaySettings.pauseOnMouseover,
    held: () => this.slides[this.model.currentIndex]?.type === 'video',
    isToggle: (el) => el.getAttribute('part') === 'control-autoplay',
  });

  private readonly address = new AddressController(this, {
    enabled: () => this.historyHash,
    collectionUrl: () => this.collectionUrl,
    slides: () => this.slides,
  });

  /** What slide activation needs of the gallery, without making it public API. */
  private readonly activation: ActivationHost = (() => {
    const g = this;
    return {
      get elements() {
        return g.elements;
      },
      get slides() {
        return g.slides;
      },
      get lightControls() {
        return g.lightControls;
      },
      get lightbox() {
        return g.lightbox;
      },
      get newWindow() {
        return g.newWindow;
      },
      get skipped() {
        return g.skipped;
      },
      step: (dir, source) => void g.step(dir, source),
      fire: (type, detail) =>
        g.emit(type, (type === 'ss-gallery-lightbox-open' ? g.lightboxDetail(detail as { index: number }) : detail) as never, true),
    };
  })();

  constructor() {
    super();
    new ArrowKeysController(this, {
      keys: () => this.model.options.keys,
      enabled: () => this.navigable && this.keyboard && !this.model.inMotion && !this.keysLeftToLinked,
      onKey: (action) => this.step(action, 'keyboard'),
      rtl: () => isRtl(this),
    });
    // Before activation: a slider's click on another slide selects it, and does not open it.
    this.addEventListener('click', (e) => this.motion?.click(e));
    this.addEventListener('click', (e) => onGalleryClick(this.activation, e));
    this.addEventListener('keydown', (e) => onGalleryKeyDown(this.activation, e));
  }

  /** The slides read from the markup. */
  get slides(): readonly GallerySlide[] {
    return (this.wrapped ??= this.elements.map((el) => new GallerySlide(el)));
  }

  /** True from a layout until every slide is placed and `ss-gallery-layout` has fired. */
  get layoutPending(): boolean {
    return !!this.done;
  }

  /** The index model (shared with linked galleries and, later, the lightbox). */
  get indexModel(): GalleryIndex {
    return this.model;
  }

  /** True while a transition runs; index changes are rejected meanwhile. */
  get inMotion(): boolean {
    return this.model.inMotion;
  }

  set inMotion(value: boolean) {
    this.model.inMotion = value;
  }

  /** The layout in use (design mapped, or the layout attribute). */
  get layoutName(): string {
    return this.activeLayout.name;
  }

  /** @internal Resolves once the motion code (transitions, gestures, the chrome) is in;
   * until then a one-at-a-time gallery changes slides at once. */
  get motionReady(): Promise<void> {
    return Promise.all([this.motionLoad, this.chromeLoad]).then(() => {});
  }

  /** Whether autoplay is running now. */
  get autoplaying(): boolean {
    return this.autoplayer.running;
  }

  get autoplaySettings(): AutoplayOptions {
    return { ...DEFAULT_AUTOPLAY_OPTIONS, timeout: secondsToMs(this.autoplayDuration), ...this.autoplayOptions };
  }

  next(): boolean {
    return this.step('next', 'api');
  }

  previous(): boolean {
    return this.step('previous', 'api');
  }

  /** Makes index (normalised) current; false when rejected or already current. */
  goTo(index: number): boolean {
    return this.as('api', () => this.model.setIndex(index));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopLocale = translator.subscribe(this.relocale);
    // Back after a change made while it was away.
    this.relocale();
    // Absolute layouts mirror by CSS alone; a track's transforms are written for one
    // direction, so a turned page lays it out again.
    this.stopDir = onDirChange(() => this.activeLayout.track && isRtl(this) !== this.stage.sign < 0 && this.relayout());
    if (this.skipped) return;
    adoptLightStyles(this.getRootNode());
    this.motionOff = noMotionRequested();
    this.readSlides();
    if (this.hasUpdated) this.resizer.settleNow();
  }

  /** Renders again in the page's locale, and writes the names the gallery gave the page's
   * markup again. */
  private readonly relocale = (): void => {
    for (const el of [this, ...this.elements, ...this.lightControls]) retext(el);
    this.requestUpdate();
  };

  /** Slides nested in a wrapper do not change the slot's assignment: the base class tells of
   * every child the parser adds. */
  protected override streamed(): void {
    this.takeSlides();
  }

  protected override streamEnded(): void {
    // Its data, read again now that the markup is complete, may say it is skipped.
    if (this.skipped) this.unplace();
    else this.takeSlides(true);
  }

  /** Leaves the slides as the page had them. */
  private unplace(): void {
    this.stopPlacing();
    this.loader?.unobserve(this);
    for (const el of [...this.elements, ...this.lightControls]) {
      resetSlide(el);
      el.removeAttribute('data-ss-slide');
      el.removeAttribute('data-ss-activatable');
      removeAdded(el);
    }
    this.stage.clear();
    this.holder?.removeAttribute('data-ss-slides');
    this.release();
    this.removeAttribute('data-layout');
    removeAdded(this);
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLocale?.();
    this.stopDir?.();
    this.stopPlacing();
    this.motion?.relaid();
    if (this.ownLoader) this.loader?.disconnect();
    else this.loader?.unobserve(this);
    this.loader = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('design') || changed.has('layout')) this.activeLayout = this.resolveLayout();
    // spec 000 §4 Carousel: bounded at first and last, whatever loop says.
    this.model.options.loop = this.loop && (this.activeLayout.track?.loops ?? true);
    if (changed.has('linkedGalleries')) this.model.options.linkedGalleries = this.linkedGalleries.map((g) => g.model);
    if (changed.has('currentIndex') && this.currentIndex !== this.model.currentIndex) {
      this.goTo(this.currentIndex);
      this.currentIndex = this.model.currentIndex;
    }
    if (this.activeLayout.track && !this.skipped) {
      this.loadMotion();
      if (this.showMeta || this.showMetaOnHover || this.indicators || this.thumbnails || this.autoplayShown) this.loadChrome();
    }
  }

  protected override render(): TemplateResult {
    if (this.skipped) return html`<slot></slot>`;
    const per = this.per;
    const off = this.model.disabledFor(per);
    const track = !!this.activeLayout.track;
    // spec 000 §4 Carousel: previous and next are hidden when all slides fit in view.
    const buttons = this.navigable && this.controls && !this.lightControls.length && this.elements.length > per;
    const chrome = track && this.chrome ? this.host : undefined;
    // The bar and the thumbnail strip keep their height from the first layout on; their
    // contents come with the motion code.
    const bar = track && this.navigable && (this.indicators || this.autoplayShown);
    const thumbs = track && this.thumbnails && this.elements.length > 0;
    const button = (dir: 'previous' | 'next', glyph: string, label: string) =>
      html`<button
        type="button"
        part="control-${dir}"
        class="control control-${dir} ${off[dir] ? 'disabled' : ''}"
        aria-label=${label}
        aria-disabled=${off[dir] ? 'true' : 'false'}
        @click=${() => this.step(dir, 'pointer')}
      >
        ${glyph}
      </button>`;
    // The bar comes first in the Tab order (WAI-ARIA APG carousel: the rotation control,
    // then the slide picker, then the slides) and shows under the slides (CSS order).
    return html`<div class="probe"></div>
      <div class="frame">
        ${bar ? html`<div class="bar" part="bar">${chrome ? this.chrome!.bar(chrome) : nothing}</div>` : nothing}
        <div class="stage ${track ? 'track' : ''} ${buttons ? 'controlled' : ''}">
          <div part="base" class="base ${this.autoCrop ? '' : 'contain'}"><slot @slotchange=${this.onSlotChange}></slot></div>
          ${buttons ? [button('previous', '‹', t(gallery, 'gallery.previousSlide')), button('next', '›', t(gallery, 'gallery.nextSlide'))] : nothing}
          ${chrome ? this.chrome!.meta(chrome) : nothing}
        </div>
        ${
          thumbs
            ? html`<div class="thumbnails" part="thumbnails" style="height:${px(this.thumbnailStripHeight)};margin-top:${px(this.thumbnailStripMargin)}">
              ${chrome ? this.chrome!.thumbnails(chrome) : nothing}
            </div>`
            : nothing
        }
      </div>
      ${track ? html`<div class="live" aria-live=${this.autoplaying ? 'off' : 'polite'} aria-atomic="true">${this.announcement}</div>` : nothing}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.skipped) return;
    this.setAttribute('data-layout', this.activeLayout.name);
    const off = this.model.disabledFor(this.per);
    for (const c of this.lightControls) c.classList.toggle('disabled', c.matches('.previous') ? off.previous : off.next);
    this.labelHost();
    this.chrome?.rendered(this.renderRoot);
    if (changed.has('lightbox') && this.resizer.settled) this.elements.forEach((_, i) => markSlide(this.activation, i));
    if (changed.has('autoplayDuration') || changed.has('autoplayOptions')) this.autoplayer.restart();
    // The first layout is measured and written before the first paint (zero layout shift),
    // in the next animation frame: those run before style, layout and paint, in a task apart
    // from the script that upgraded the gallery (no task over 50 ms).
    // Slides not placed yet are out of the layout (lightStyles), so measuring the width
    // does not lay out a thousand of them.
    // While the parser adds slides there is no need to wait: the slides of this batch are
    // hidden by now (the slot's microtasks run first), and the first images are wanted soon.
    const settle = () => this.isConnected && !this.resizer.settled && this.resizer.settleNow();
    if (!this.resizer.settled) (this.streaming ? queueMicrotask : requestAnimationFrame)(settle);
    else if (GEOMETRY.some((k) => changed.has(k as keyof SsGallery))) this.relayout();
  }

  private get navigable(): boolean {
    return !this.skipped && this.activeLayout.navigable && this.elements.length > 1;
  }

  /** Slides one step moves: a carousel's row, else 1. */
  private get per(): number {
    const track = this.drawn?.track;
    return track && this.geometry && this.drawn === this.activeLayout ? Math.max(1, track.per(this.geometry)) : 1;
  }

  /** spec 000 §4 Linked galleries: the main gallery's keyboard is disabled when linked; the
   * keys go to its thumbnail strip (a linked slider that takes them), which moves both. */
  private get keysLeftToLinked(): boolean {
    return (
      this.activeLayout.name !== 'strip' &&
      this.linkedGalleries.some((g) => g !== this && g.isConnected && g.keyboard && g.layoutName === 'strip')
    );
  }

  /** False under prefers-reduced-motion and ?nomotion=true: slides change at once. */
  private get animates(): boolean {
    return !this.motionOff && !globalThis.matchMedia?.(REDUCED_MOTION_QUERY).matches;
  }

  /** Autoplay would run (its pause/play control is shown). */
  private get autoplayShown(): boolean {
    return this.autoplay && this.navigable && this.animates;
  }

  private get trackOptions(): TrackOptions {
    return { width: this.stageWidth, loop: this.model.options.loop, alignment: this.activeAlignment };
  }

  /** The slides in view with slide index current, the track moved by shift px. */
  private viewAt(index: number, shift = 0): Shown[] {
    const track = this.drawn?.track;
    const g = this.geometry;
    if (!track || !g || !this.elements.length) return [];
    const o = this.trackOptions;
    return visible(g, index, track.anchor(g, index, o) - shift, o.width, o.loop);
  }

  /** The slides of view and those to preload after them (spec 000 §9: strip preloadCount 1,
   * stacked preload 1): what a one-at-a-time gallery loads, and nothing else. */
  private toLoad(view: Shown[]): number[] {
    const track = this.drawn?.track;
    if (!track || !this.geometry) return [];
    return [
      ...view.map(([i]) => i),
      ...ahead(view, track.preload(this.geometry, this.moved), this.elements.length, this.model.options.loop),
    ];
  }

  /** Requests the images of view and of the slides to preload, once per geometry. */
  private load(view: Shown[]): void {
    const loader = this.loader;
    const g = this.geometry;
    if (!loader || !g) return;
    const data = g.boxes.data;
    let any = false;
    for (const i of this.toLoad(view)) {
      if (this.requested.has(i) || !this.elements[i]) continue;
      this.requested.add(i);
      this.readySlide(i);
      loader.watch(this.elements[i], {
        inView: true,
        box: { width: data[4 * i + 2], height: data[4 * i + 3], fit: this.autoCrop ? 'cover' : 'contain' },
      });
      any = true;
    }
    if (any) loader.flush();
  }

  /** Slide i of a track layout, ready to be displayed: its box, its marks, its name. */
  private readySlide(i: number): void {
    const layout = this.drawn;
    const g = this.geometry;
    const el = this.elements[i];
    if (!layout || !g || !el || this.ready.has(i)) return;
    this.ready.add(i);
    layout.render(this.elements, g, i, i + 1);
    el.setAttribute('data-ss-slide', '');
    if (this.lightbox || el.hasAttribute('data-click-through-url') || el.querySelector('[data-click-through-url]'))
      markSlide(this.activation, i);
    labelSlide(el, i, this.elements.length);
  }

  /** Shows slide index in a track layout, from slide `from`: animated by the motion code when
   * it is there and motion is allowed, else at once. */
  private present(from: number, index: number): void {
    if (!this.drawn?.track || !this.geometry) return;
    if (this.motion) this.motion.go(from, index);
    else {
      const view = this.viewAt(index);
      this.load(view);
      this.stage.show(view);
    }
  }

  /** The region of the WAI-ARIA carousel pattern, named, around a one-at-a-time gallery. */
  private labelHost(): void {
    const named = this.hasAttribute('aria-label') || this.hasAttribute('aria-labelledby');
    if (this.activeLayout.track && this.navigable) {
      addAttribute(this, 'role', 'region');
      addAttribute(this, 'aria-roledescription', () => t(gallery, 'gallery.carousel'));
      if (!named) addAttribute(this, 'aria-label', () => t(gallery, 'gallery.label'));
    } else removeAdded(this);
  }

  /** Loads the motion code once; the gallery works without it meanwhile (changes are
   * instant, no gestures). */
  private loadMotion(): void {
    this.motionLoad ??= loadMotion().then(
      (m) => {
        this.motion = m.createMotion(this.host);
        this.requestUpdate();
      },
      (e) => console.error(e),
    );
  }

  private loadChrome(): void {
    this.chromeLoad ??= loadChrome().then(
      (m) => {
        this.chrome = m.chrome;
        m.adopt(this.renderRoot as ShadowRoot);
        this.requestUpdate();
      },
      (e) => console.error(e),
    );
  }

  /** What the motion code and the chrome need of the gallery, without making it public API. */
  private readonly host: ChromeHost & { readonly layout: MotionHostLayout; readonly geometry: LayoutResult } = (() => {
    const g = this;
    return {
      get root() {
        return g.renderRoot as ShadowRoot;
      },
      get stageElement() {
        return g.renderRoot?.querySelector<HTMLElement>('.stage') ?? null;
      },
      get elements() {
        return g.elements;
      },
      get slides() {
        return g.slides;
      },
      get layout() {
        return g.drawn as MotionHostLayout;
      },
      get geometry() {
        return g.geometry!;
      },
      get options() {
        return g.trackOptions;
      },
      get index() {
        return g.model.currentIndex;
      },
      get inMotion() {
        return g.model.inMotion;
      },
      get per() {
        return g.per;
      },
      get settings() {
        return g;
      },
      get speed() {
        return g.drawn?.name === 'stacked' ? STACKED_SPEED : STRIP_SPEED;
      },
      get animates() {
        return g.animates;
      },
      get shown() {
        return g.stage.shown;
      },
      get width() {
        return g.stageWidth;
      },
      autoplay: {
        get shown() {
          return g.autoplayShown;
        },
        get paused() {
          return g.autoplayer.paused;
        },
        toggle: () => g.autoplayer.toggle(),
      },
      get dwell() {
        return g.autoplaySettings.timeout;
      },
      get clock() {
        return g.clock;
      },
      stage: g.stage,
      view: (index, shift) => g.viewAt(index, shift),
      load: (view) => g.load(view),
      setInMotion: (on) => {
        g.model.inMotion = on;
        g.requestUpdate();
      },
      step: (dir, source) => g.step(dir, source),
      goTo: (index, source) => g.as(source, () => g.model.setIndex(index)),
      reached: (edge) =>
        g.emit(edge === 'end' ? 'ss-gallery-reached-end' : 'ss-gallery-reached-beginning', { index: g.model.currentIndex }),
    };
  })();

  /** The lightbox's detail: which theme it opens in (a slide's data-lightbox-theme wins). */
  private lightboxDetail<D extends { index: number }>(detail: D): D & { lightboxTheme: 'light' | 'dark' } {
    return { ...detail, lightboxTheme: lightboxThemeOf(this, this.slides[detail.index]) };
  }

  private get randomJumps(): boolean {
    const { randomize, interval } = this.autoplaySettings;
    return randomize && !!interval && interval > 0 && this.elements.length > 2;
  }

  private resolveLayout(): GalleryLayout {
    const byDesign = layoutForDesign(this.design.trim().toLowerCase());
    try {
      return getLayout(this.layout || byDesign);
    } catch (e) {
      console.error((e as Error).message, this);
      return getLayout(byDesign);
    }
  }

  private onSlotChange = (): void => this.takeSlides();

  /** Reads the slides again when they changed and lays them out. `streamEnded`: the
   * parser has just added the last one (the last row, held back, is placed now). */
  private takeSlides(streamEnded = false): void {
    const before = this.elements;
    const now = findSlideElements(this);
    if (!streamEnded && now.length === before.length && now.every((el, i) => el === before[i])) return;
    // The parser only appends, and every slide placed while it did is in its final box
    // (the last row waited), so only the new ones are placed.
    const appended = (this.streaming || streamEnded) && this.drawn === this.activeLayout && before.every((el, i) => el === now[i]);
    this.readSlides(now, appended);
    this.relayout(appended ? this.placer.final : 0);
  }

  /** Takes the slides the markup has now. `appended`: the old ones are still first, in
   * place, and the batches still waiting for them stay valid. */
  private readSlides(elements = findSlideElements(this), appended = false): void {
    const first = !this.indexSet;
    // Batches still waiting index the old slides.
    if (!appended) this.stopPlacing();
    this.elements = elements;
    this.wrapped = undefined;
    this.model.numberOfSlides = elements.length;
    if (first) {
      // The initial index is where the gallery starts, not a navigation: no event.
      this.startIndex ??= this.currentIndex;
      this.model.options.currentIndex = normalizeIndex(this.startIndex, elements.length);
      // Counted from the end of every slide once the parser has added them all.
      this.indexSet = elements.length > 0 && !this.streaming;
      this.currentIndex = this.model.currentIndex;
    }
    const parent = elements[0]?.parentElement;
    this.nested = parent && parent !== this ? parent : undefined;
    this.holder = parent && elements.every((el) => el.parentElement === parent) ? parent : undefined;
    // Slides stay out of the page until they are placed (lightStyles). The mark stays: taking
    // it off would restyle every slide at once.
    this.holder?.setAttribute('data-ss-slides', '');
    this.lightControls = [...this.querySelectorAll<HTMLElement>('.previous, .next')];
    markControls(this.lightControls);
    if (!this.addressRead && elements.length && !this.streaming) {
      this.addressRead = true;
      const index = this.address.read();
      if (index >= 0) this.as('address', () => this.model.setIndex(index));
    }
    this.requestUpdate();
  }

  /** Computes the geometry for the width (once per settled resize) and has the placer
   * write it: slides near the view before the next paint, the others a batch per frame,
   * hidden until placed, so nothing moves and no task grows with the number of slides.
   * Slides [0, kept) are already placed or waiting in boxes that did not change. */
  private relayout(kept = 0): void {
    const settled = this.resizer.settled;
    if (this.skipped || !settled) return;
    const width = this.nested ? contentWidth(this.nested) : settled.width;
    if (!width) return;
    const layout = this.activeLayout;
    const elements = this.elements;
    const box = this.nested ?? this.renderRoot.querySelector<HTMLElement>('.base');
    // Read before anything is written: no extra layout.
    const rect = box?.getBoundingClientRect();
    this.stage.sign = isRtl(this) ? -1 : 1;
    if (this.drawn && this.drawn !== layout) {
      // What the last layout wrote, and the names it gave (a slide's "N of M" group, a
      // button): the new one gives its own.
      for (const el of elements) {
        resetSlide(el);
        removeAdded(el);
      }
      this.stage.clear();
    }
    this.drawn = layout;
    this.motion?.relaid();
    const numeric = /^\s*[\d.]*\s*$/.test(this.aspectRatio);
    const named = numeric ? null : parseRatio(this.aspectRatio);
    const heightPercent = numeric && this.aspectRatio.trim() ? Number(this.aspectRatio) : undefined;
    const ratio = parseRatio(this.imageAspectRatio) ?? named;
    const geometry = layout.geometry({
      width,
      aspects: aspectsOf(elements, ratio),
      ratio,
      columns: this.slidesPerRow,
      thumbnailsPerRow: this.thumbnailsPerRow,
      gutter: this.gutter,
      padding: this.padding,
      columnWidth: this.columnWidth,
      rowHeight: this.rowHeight,
      squareThumbs: this.squareThumbs,
      listImageSize: this.listImageSize,
      vSize: stripVSize(this),
      heightPercent: Number.isFinite(heightPercent) ? heightPercent : undefined,
    });
    // While the page streams in, the first layout may come before the slides' wrapper has
    // arrived and size the shadow base; that height must go once the wrapper holds them.
    if (box !== this.sized) this.release();
    if (box) {
      if (this.nested) box.style.position = 'relative';
      box.style.height = layout.flow ? '' : px(geometry.height);
      this.sized = box;
    }
    this.geometry = geometry;
    this.stageWidth = width;
    this.ready.clear();
    this.requested.clear();
    this.done = { layout: layout.name, width, height: geometry.height, columns: geometry.columns };
    if (!this.loader) {
      this.ownLoader = !this.lazyLoad;
      this.loader = this.ownLoader ? new ImageLoader({ lazy: false }) : sharedImageLoader();
    }
    const marks = this.lightbox || !!this.querySelector('[data-click-through-url]');
    // One at a time: what is in view and the preload count load now, nothing else.
    const view = layout.track ? this.viewAt(this.model.currentIndex) : undefined;
    const first = view && this.toLoad(view);
    first?.forEach((i) => this.requested.add(i));
    // What renders around the slides (controls a carousel hides when all fit, the chrome
    // placed over them) follows the geometry.
    if (layout.track) this.requestUpdate();
    this.placer.place(
      {
        elements,
        layout,
        geometry,
        loader: this.loader,
        rect,
        batched: !!this.holder,
        streaming: this.streaming,
        fit: this.autoCrop ? 'cover' : 'contain',
        mark: marks ? (i) => markSlide(this.activation, i) : undefined,
        first,
        show: view && (() => this.stage.reset(view)),
        eager: this.ownLoader,
      },
      kept,
    );
  }

  /** Takes off the height (and, from a wrapper, the positioning) the last layout set. */
  private release(): void {
    const box = this.sized;
    this.sized = undefined;
    if (!box) return;
    box.style.removeProperty('height');
    box.style.removeProperty('position');
  }

  /** Every slide is placed: the layout event, once the parser has added them all. */
  private placed(): void {
    if (this.streaming || !this.done) return;
    const detail = this.done;
    this.done = undefined;
    this.emit('ss-gallery-layout', detail);
  }

  private stopPlacing(): void {
    this.placer.stop();
    this.done = undefined;
  }

  private step(dir: 'previous' | 'next', source: GallerySource): boolean {
    const per = this.per;
    return this.as(source, () => (dir === 'next' ? this.model.next(per) : this.model.previous(per)));
  }

  /** Runs a change on behalf of source; a change that comes from elsewhere (a linked
   * gallery syncing this one) is reported as 'linked'. */
  private as<T>(source: GallerySource, fn: () => T): T {
    this.source = source;
    try {
      return fn();
    } finally {
      this.source = 'linked';
    }
  }

  private onIndexEvent(e: GalleryIndexEvent): void {
    const detail = { index: e.index };
    if (e.type === 'reachedEnd') this.emit('ss-gallery-reached-end', detail);
    if (e.type === 'reachedBeginning') this.emit('ss-gallery-reached-beginning', detail);
    if (e.type !== 'change') return;
    // Navigated (a visitor, autoplay, a linked gallery): the start index is not applied again.
    this.indexSet = true;
    this.moved = true;
    const source = this.source;
    this.currentIndex = e.index;
    this.present(e.previousIndex, e.index);
    // WAI-ARIA APG carousel: changes are announced politely, except those autoplay makes.
    if (source !== 'autoplay') this.announcement = t(gallery, 'gallery.slideOf', { n: e.index + 1, total: this.elements.length });
    if (source !== 'address') this.address.write(e.index);
    this.emit('ss-gallery-change', { index: e.index, previousIndex: e.previousIndex, slide: this.slides[e.index], source });
    if (source !== 'autoplay') {
      this.autoplayEnded = false;
      this.autoplayer.restart();
    }
  }

  private emit<K extends keyof GalleryEventMap>(type: K, detail: GalleryEventMap[K]['detail'], cancelable = false): boolean {
    // Built apart from dispatchEvent so the manifest analyzer does not list an event named
    // "type": the events are the @fires above.
    const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
    return this.dispatchEvent(event);
  }
}

/** The settings' properties, typed from their declaration (`ss-gallery.settings.ts`). */
export interface SsGallery extends SettingValues<GallerySettings> {}

import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit, isRtl } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { t, translator } from '../../i18n/translator.js';
import { gallery } from '../../i18n/en/gallery.js';
import type { SettingValues } from '../../contract/settings.js';
import { noMotionRequested } from '../../contract/page.js';
import { ArrowKeysController } from '../../controllers/arrow-keys-controller.js';
import { onDirChange } from '../../controllers/direction.js';
import { GALLERY_RESIZE_QUIET_MS } from '../../controllers/resize-controller.js';
import type { FrameClock } from '../../model/tween.js';
import { GalleryIndex, type AutoplayOptions, type GalleryIndexEvent } from '../../model/gallery-index.js';
import { markSlide, onGalleryClick, onGalleryKeyDown } from './activation.js';
import { AddressController } from './address-controller.js';
import type { GalleryChangeDetail, GalleryEdgeDetail } from './events.js';
import { AutoplayChunk } from './autoplay-chunk.js';
import { GalleryHost } from './gallery-host.js';
import { IndexChanges } from './index-changes.js';
import { GEOMETRY, LayoutPass } from './layout-pass.js';
import { px, type LayoutResult } from './layouts/types.js';
import { MotionChunks } from './motion-chunks.js';
import { SlideIntake, type BlockState } from './slide-intake.js';
import { SlotChunks } from './slot-chunks.js';
import { addAttribute, removeAdded, retext, type GallerySlide } from './slides.js';
import { indexDefaults, settings as S, type GallerySettings } from './ss-gallery.settings.js';
import { lightStyles, styles } from './ss-gallery.styles.js';
import { TrackView } from './track-view.js';

/** Adopts the slides' light-DOM sheet once into the document or shadow root holding them.
 * A constructed sheet belongs to this window's document: another (an iframe's, one made by
 * createHTMLDocument) refuses it with NotAllowedError, so a gallery moved there goes
 * without it. */
function adoptLightStyles(root: Node): void {
  const r = root as Document | ShadowRoot;
  const sheet = lightStyles.styleSheet;
  if (!sheet || !('adoptedStyleSheets' in r) || (r.ownerDocument ?? r) !== document || r.adoptedStyleSheets.includes(sheet)) return;
  r.adoptedStyleSheets = [...r.adoptedStyleSheets, sheet];
}

/**
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
  /** @internal Slots are assigned by SlotChunks. */
  static override shadowRootOptions: ShadowRootInit = { mode: 'open', slotAssignment: 'manual' };
  static override settings = S;
  /** @internal */
  static override dataSource = pageData;
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

  private readonly model = new GalleryIndex(indexDefaults(), {}, (e) => this.onIndexEvent(e));
  /** The base class's state, for the parts. */
  private readonly block: BlockState = { skipped: () => this.skipped, streaming: () => this.streaming };
  private readonly changes = new IndexChanges(this.model, () => this.pass.per);
  private readonly address = new AddressController(this, {
    enabled: () => this.historyHash,
    collectionUrl: () => this.collectionUrl,
    mode: () => this.addressMode,
    slides: () => this.slides,
  });
  private readonly intake = new SlideIntake(this, this.block, this.model, this.changes, this.address);
  private readonly chunks = new MotionChunks(this);
  private readonly mark = (i: number): void => markSlide(this.host, i);
  private readonly pass: LayoutPass = new LayoutPass(this, this.block, this.intake, this.chunks, () => this.view, this.mark);
  private readonly view = new TrackView(this, this.model, this.intake, this.pass, this.chunks, this.mark);
  private readonly keys: ArrowKeysController;
  private readonly autoplayer = new AutoplayChunk(this, this.model, this.intake, this.pass, this.changes, () => this.keys.inViewport);
  private readonly host: GalleryHost = new GalleryHost(
    this,
    this.block,
    this.model,
    this.changes,
    this.intake,
    this.pass,
    this.view,
    this.autoplayer,
  );
  private readonly slotted = new SlotChunks(this);
  /** The last change, read out by the live region when autoplay is not running. */
  private announcement = '';

  constructor() {
    super();
    this.keys = new ArrowKeysController(this, {
      keys: () => this.model.options.keys,
      enabled: () => this.pass.navigable && this.keyboard && !this.model.inMotion && !this.keysLeftToLinked,
      onKey: (action) => this.changes.step(action, 'keyboard'),
      rtl: () => isRtl(this),
      onViewport: () => this.autoplay && this.requestUpdate(), // autoplay holds out of view: an update syncs it
    });
    // Before activation: a slider's click on another slide selects it, and does not open it.
    this.addEventListener('click', (e) => this.chunks.motion?.click(e));
    this.addEventListener('click', (e) => onGalleryClick(this.host, e));
    this.addEventListener('keydown', (e) => onGalleryKeyDown(this.host, e));
  }

  /** The slides read from the markup. */
  get slides(): readonly GallerySlide[] {
    return this.intake.slides;
  }

  /** True from a layout until every slide is placed and `ss-gallery-layout` has fired. */
  get layoutPending(): boolean {
    return this.pass.pending;
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
    return this.pass.active.name;
  }

  /** @internal Resolves once the motion code (transitions, gestures, chrome, autoplay) is in;
   * until then a one-at-a-time gallery changes slides at once. */
  get motionReady(): Promise<void> {
    return Promise.all([this.chunks.ready, this.autoplayer.ready]).then(() => {});
  }

  /** Whether autoplay is running now. */
  get autoplaying(): boolean {
    return this.autoplayer.running;
  }

  get autoplaySettings(): AutoplayOptions {
    return this.autoplayer.settings;
  }

  next(): boolean {
    return this.changes.step('next', 'api');
  }

  previous(): boolean {
    return this.changes.step('previous', 'api');
  }

  /** Makes index (normalised) current; false when rejected or already current. */
  goTo(index: number): boolean {
    return this.changes.goTo(index, 'api');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopLocale = translator.subscribe(this.relocale);
    // Back after a change made while it was away.
    this.relocale();
    // Absolute layouts mirror by CSS alone; a track's transforms are written for one
    // direction, so a turned page lays it out again.
    this.stopDir = onDirChange(() => this.pass.active.track && isRtl(this) !== this.view.stage.sign < 0 && this.pass.relayout());
    if (this.skipped) return;
    adoptLightStyles(this.getRootNode());
    this.autoplayer.motionOff = noMotionRequested();
    this.pass.stop();
    this.intake.read();
    if (this.hasUpdated) this.pass.resizer.settleNow();
  }

  /** Renders again in the page's locale, and writes the names the gallery gave the page's
   * markup again. */
  private readonly relocale = (): void => {
    for (const el of [this, ...this.intake.elements, ...this.intake.lightControls]) retext(el);
    this.requestUpdate();
  };

  /** Slides nested in a wrapper do not change the slot's assignment: the base class tells of
   * every child the parser adds. */
  protected override streamed(): void {
    this.pass.take();
  }

  protected override streamEnded(): void {
    // Its data, read again now that the markup is complete, may say it is skipped.
    if (this.skipped) this.pass.unplace();
    else this.pass.take(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLocale?.();
    this.stopDir?.();
    this.pass.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('design') || changed.has('layout')) this.pass.resolve();
    const track = this.pass.active.track;
    // spec 000 §4 Carousel: bounded at first and last, whatever loop says.
    this.model.options.loop = this.loop && (track?.loops ?? true);
    if (changed.has('linkedGalleries')) this.model.options.linkedGalleries = this.linkedGalleries.map((g) => g.model);
    if (changed.has('currentIndex') && this.currentIndex !== this.model.currentIndex) {
      this.goTo(this.currentIndex);
      this.currentIndex = this.model.currentIndex;
    }
    if (track && !this.skipped) {
      this.chunks.loadMotion(this.host);
      if (this.showMeta || this.showMetaOnHover || this.indicators || this.thumbnails || this.autoplayer.asked) this.chunks.loadChrome();
      this.autoplayer.want();
    }
  }

  // The strip's size through the style property (`.style=`, CSSOM), never the style
  // attribute, which a strict CSP's style-src refuses.
  protected override render(): TemplateResult {
    if (this.skipped) return html`${this.slotted.slots()}`;
    const per = this.pass.per;
    const off = this.model.disabledFor(per);
    const track = !!this.pass.active.track;
    // spec 000 §4 Carousel: previous and next are hidden when all slides fit in view.
    const buttons = this.pass.navigable && this.controls && !this.intake.lightControls.length && this.intake.elements.length > per;
    const chrome = track ? this.chunks.chrome : undefined;
    // The bar and the thumbnail strip keep their height from the first layout on; their
    // contents come with the motion code.
    const bar = track && this.pass.navigable && (this.indicators || this.autoplayer.asked);
    const thumbs = track && this.thumbnails && this.intake.elements.length > 0;
    const button = (dir: 'previous' | 'next', glyph: string, label: string) =>
      html`<button
        type="button"
        part="control-${dir}"
        class="control control-${dir} ${off[dir] ? 'disabled' : ''}"
        aria-label=${label}
        aria-disabled=${off[dir] ? 'true' : 'false'}
        @click=${() => this.changes.step(dir, 'pointer')}
      >
        ${glyph}
      </button>`;
    // The bar comes first in the Tab order (WAI-ARIA APG carousel: the rotation control,
    // then the slide picker, then the slides) and shows under the slides (CSS order).
    return html`<div class="probe"></div>
      <div class="frame">
        ${bar ? html`<div class="bar" part="bar">${chrome ? chrome.bar(this.host) : nothing}</div>` : nothing}
        <div class="stage ${track ? 'track' : ''} ${buttons ? 'controlled' : ''}">
          <div part="base" class="base ${this.autoCrop ? '' : 'contain'}">${this.slotted.slots(this.onSlotChange)}</div>
          ${buttons ? [button('previous', '‹', t(gallery, 'gallery.previousSlide')), button('next', '›', t(gallery, 'gallery.nextSlide'))] : nothing}
          ${chrome ? chrome.meta(this.host) : nothing}
        </div>
        ${
          thumbs
            ? html`<div class="thumbnails" part="thumbnails" .style=${`height:${px(this.thumbnailStripHeight)};margin-top:${px(this.thumbnailStripMargin)}`}>
              ${chrome ? chrome.thumbnails(this.host) : nothing}
            </div>`
            : nothing
        }
      </div>
      ${track ? html`<div class="live" aria-live=${this.autoplaying ? 'off' : 'polite'} aria-atomic="true">${this.announcement}</div>` : nothing}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.skipped) return;
    this.setAttribute('data-layout', this.pass.active.name);
    // Where the page lays the gallery out: the styles' host rules read these.
    this.setAttribute('data-width', this.sectionWidth);
    if (this.floatDir) {
      this.setAttribute('data-float', this.floatDir);
      this.style.setProperty('--ss-gallery-float-width', `${this.hSize * 5}%`);
    } else this.removeAttribute('data-float');
    const off = this.model.disabledFor(this.pass.per);
    for (const c of this.intake.lightControls) c.classList.toggle('disabled', c.matches('.previous') ? off.previous : off.next);
    this.labelHost();
    this.chunks.chrome?.rendered(this.renderRoot);
    if (changed.has('lightbox') && this.pass.resizer.settled) this.intake.elements.forEach((_, i) => this.mark(i));
    if (changed.has('autoplayDuration') || changed.has('autoplayOptions')) this.autoplayer.restart();
    // The first layout is measured and written before the first paint (zero layout shift),
    // in the next animation frame: those run before style, layout and paint, in a task apart
    // from the script that upgraded the gallery (no task over 50 ms).
    // Slides not placed yet are out of the layout (lightStyles), so measuring the width
    // does not lay out a thousand of them.
    // While the parser adds slides there is no need to wait: the slides of this batch are
    // hidden by now (the slot's microtasks run first), and the first images are wanted soon.
    const resizer = this.pass.resizer;
    const settle = () => this.isConnected && !resizer.settled && resizer.settleNow();
    if (!resizer.settled) (this.streaming ? queueMicrotask : requestAnimationFrame)(settle);
    else if (GEOMETRY.some((k) => changed.has(k as keyof SsGallery))) this.pass.relayout();
  }

  /** spec 000 §4 Linked galleries: the main gallery's keyboard is disabled when linked; the
   * keys go to its thumbnail strip (a linked slider that takes them), which moves both. */
  private get keysLeftToLinked(): boolean {
    return (
      this.pass.active.name !== 'strip' &&
      this.linkedGalleries.some((g) => g !== this && g.isConnected && g.keyboard && g.layoutName === 'strip')
    );
  }

  /** The region of the WAI-ARIA carousel pattern, named, around a one-at-a-time gallery. */
  private labelHost(): void {
    const named = this.hasAttribute('aria-label') || this.hasAttribute('aria-labelledby');
    if (this.pass.active.track && this.pass.navigable) {
      addAttribute(this, 'role', 'region');
      addAttribute(this, 'aria-roledescription', () => t(gallery, 'gallery.carousel'));
      if (!named) addAttribute(this, 'aria-label', () => t(gallery, 'gallery.label'));
    } else removeAdded(this);
  }

  private onSlotChange = (): void => this.pass.take();

  private onIndexEvent(e: GalleryIndexEvent): void {
    const detail = { index: e.index };
    if (e.type === 'reachedEnd') emit<GalleryEdgeDetail>(this, 'ss-gallery-reached-end', detail);
    if (e.type === 'reachedBeginning') emit<GalleryEdgeDetail>(this, 'ss-gallery-reached-beginning', detail);
    if (e.type !== 'change') return;
    // Navigated (a visitor, autoplay, a linked gallery): the start index is not applied again.
    this.intake.indexSet = true;
    this.view.moved = true;
    const source = this.changes.source;
    this.currentIndex = e.index;
    this.view.present(e.previousIndex, e.index);
    // WAI-ARIA APG carousel: changes are announced politely, except those autoplay makes.
    if (source !== 'autoplay') this.announcement = t(gallery, 'gallery.slideOf', { n: e.index + 1, total: this.intake.elements.length });
    if (source !== 'address') this.address.write(e.index);
    emit<GalleryChangeDetail>(this, 'ss-gallery-change', {
      index: e.index,
      previousIndex: e.previousIndex,
      slide: this.slides[e.index],
      source,
    });
    if (source !== 'autoplay') this.autoplayer.moved();
  }
}

/** The settings' properties, typed from their declaration (`ss-gallery.settings.ts`). */
export interface SsGallery extends SettingValues<GallerySettings> {}

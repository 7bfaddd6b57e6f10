// The layout pass (spec 000 §9 "Gallery layouts"): which layout is in use, its geometry for
// the gallery's width (once per settled resize, from the settings and the slides' ratios),
// and the slides placed in it by the placer — those near the view before the next paint,
// the others a batch per frame, hidden until placed, so nothing moves and no task grows with
// the number of slides. Slides the parser appends join the layout without moving the placed
// ones; a gallery found skipped is given back as the page had it.
import { ResizeController } from '../../controllers/resize-controller.js';
import { ImageLoader, sharedImageLoader } from '../../services/image-loader.js';
import { emit } from '../element-helpers.js';
import { checkDesign, getLayout, layoutForDesign, layoutNamed } from './design.js';
import type { GalleryLayoutDetail } from './events.js';
import { px, resetSlide, type GalleryLayout, type LayoutInput } from './layouts/types.js';
import type { MotionChunks } from './motion-chunks.js';
import { SlidePlacer } from './placement.js';
import { parseRatio } from './ratio.js';
import type { BlockState, SlideIntake } from './slide-intake.js';
import { aspectsOf, findSlideElements, removeAdded } from './slides.js';
import { stripVSize } from './ss-gallery.settings.js';
import type { SsGallery } from './ss-gallery.element.js';
import type { TrackView } from './track-view.js';

/** Settings whose change needs the geometry computed again. */
export const GEOMETRY = [
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
  'viewportHeight',
  'activeAlignment',
  'loop',
];

function contentWidth(el: HTMLElement): number {
  const s = getComputedStyle(el);
  return el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
}

export class LayoutPass {
  /** The layout in use (design mapped, or the layout attribute). */
  active: GalleryLayout = getLayout('grid');
  /** The design the layout was last resolved for. */
  private design?: string;
  /** The layout the last pass drew. */
  drawn?: GalleryLayout;
  /** The stage's width at the last pass, px. */
  width = 0;
  loader?: ImageLoader;
  private ownLoader = false;
  /** The box whose height the last pass set: the slides' parent, or the shadow base. */
  private sized?: HTMLElement;
  private readonly placer = new SlidePlacer(() => this.placed());
  /** The layout event to fire once every slide is placed. */
  private done?: GalleryLayoutDetail;
  readonly resizer: ResizeController;

  /** view: the track view (made after this pass, which it reads); mark: marks slide i
   * activatable (lightbox, click-through). */
  constructor(
    private readonly gallery: SsGallery,
    private readonly block: BlockState,
    private readonly intake: SlideIntake,
    private readonly chunks: MotionChunks,
    private readonly view: () => TrackView,
    private readonly mark: (i: number) => void,
  ) {
    this.resizer = new ResizeController(gallery, {
      // A zero-height probe: its width follows the gallery's, and the heights the layout
      // writes cannot notify the observer again in the same frame (a ResizeObserver loop).
      target: () => gallery.renderRoot?.querySelector<HTMLElement>('.probe'),
      quiet: () => gallery.resizeQuiet,
      axis: 'x',
      onSettle: () => this.relayout(),
    });
  }

  /** True from a pass until every slide is placed and `ss-gallery-layout` has fired. */
  get pending(): boolean {
    return !!this.done;
  }

  /** The layout is one at a time and has somewhere to go. */
  get navigable(): boolean {
    return !this.block.skipped() && this.active.navigable && this.intake.elements.length > 1;
  }

  /** Slides one step moves: a carousel's row, else 1. */
  get per(): number {
    const track = this.drawn?.track;
    const g = this.gallery.geometry;
    return track && g && this.drawn === this.active ? Math.max(1, track.per(g)) : 1;
  }

  /** Takes the layout the design and layout settings name; an unknown layout is logged and
   * the design's used. */
  resolve(): void {
    const { design } = this.gallery;
    // An unknown design is warned once for each value it is given, not on every layout change.
    if (design !== this.design) checkDesign(design, this.gallery.hasAttribute('design') ? { attribute: 'design' } : undefined);
    this.design = design;
    const byDesign = layoutForDesign(design);
    try {
      this.active = getLayout(layoutNamed(this.gallery.layout) || byDesign);
    } catch (e) {
      console.error((e as Error).message, this.gallery);
      this.active = getLayout(byDesign);
    }
  }

  /** Reads the slides again when they changed and lays them out. `streamEnded`: the
   * parser has just added the last one (the last row, held back, is placed now). */
  take(streamEnded = false): void {
    const before = this.intake.elements;
    const now = findSlideElements(this.gallery);
    if (!streamEnded && now.length === before.length && now.every((el, i) => el === before[i])) return;
    // The parser only appends, and every slide placed while it did is in its final box
    // (the last row waited), so only the new ones are placed; the batches still waiting
    // for the old ones stay valid.
    const appended = (this.block.streaming() || streamEnded) && this.drawn === this.active && before.every((el, i) => el === now[i]);
    if (!appended) this.stop();
    this.intake.read(now);
    this.relayout(appended ? this.placer.final : 0);
  }

  /** Computes the geometry for the width and has the placer write it. Slides [0, kept) are
   * already placed or waiting in boxes that did not change. */
  relayout(kept = 0): void {
    const g = this.gallery;
    const settled = this.resizer.settled;
    if (this.block.skipped() || !settled) return;
    const { elements, nested, holder } = this.intake;
    const width = nested ? contentWidth(nested) : settled.width;
    if (!width) return;
    const layout = this.active;
    const box = nested ?? g.renderRoot.querySelector<HTMLElement>('.base');
    // Read before anything is written: no extra layout.
    const rect = box?.getBoundingClientRect();
    if (this.drawn && this.drawn !== layout) {
      // What the last layout wrote, and the names it gave (a slide's "N of M" group, a
      // button): the new one gives its own.
      for (const el of elements) {
        resetSlide(el);
        removeAdded(el);
      }
      this.view().stage.clear();
    }
    this.drawn = layout;
    this.chunks.motion?.relaid();
    const geometry = layout.geometry(this.input(width));
    // While the page streams in, the first layout may come before the slides' wrapper has
    // arrived and size the shadow base; that height must go once the wrapper holds them.
    if (box !== this.sized) this.release();
    if (box) {
      if (nested) box.style.position = 'relative';
      box.style.height = layout.flow ? '' : px(geometry.height);
      this.sized = box;
    }
    g.geometry = geometry;
    this.width = width;
    this.done = { layout: layout.name, width, height: geometry.height, columns: geometry.columns };
    if (!this.loader) {
      this.ownLoader = !g.lazyLoad;
      this.loader = this.ownLoader ? new ImageLoader({ lazy: false }) : sharedImageLoader();
    }
    const marks = g.lightbox || !!g.querySelector('[data-click-through-url]');
    // One at a time: what is in view and the preload count load now, nothing else.
    const track = this.view().restart();
    // What renders around the slides (controls a carousel hides when all fit, the chrome
    // placed over them) follows the geometry.
    if (layout.track) g.requestUpdate();
    this.placer.place(
      {
        elements,
        layout,
        geometry,
        loader: this.loader,
        rect,
        batched: !!holder,
        streaming: this.block.streaming(),
        fit: g.autoCrop ? 'cover' : 'contain',
        mark: marks ? this.mark : undefined,
        first: track?.first,
        show: track?.show,
        eager: this.ownLoader,
      },
      kept,
    );
  }

  /** The geometry's inputs: the width, the slides' ratios and the settings. */
  private input(width: number): LayoutInput {
    const g = this.gallery;
    const numeric = /^\s*[\d.]*\s*$/.test(g.aspectRatio);
    const named = numeric ? null : parseRatio(g.aspectRatio);
    const heightPercent = numeric && g.aspectRatio.trim() ? Number(g.aspectRatio) : undefined;
    const ratio = parseRatio(g.imageAspectRatio) ?? named;
    return {
      width,
      aspects: aspectsOf(this.intake.elements, ratio),
      ratio,
      columns: g.slidesPerRow,
      thumbnailsPerRow: g.thumbnailsPerRow,
      gutter: g.gutter,
      padding: g.padding,
      columnWidth: g.columnWidth,
      rowHeight: g.rowHeight,
      squareThumbs: g.squareThumbs,
      listImageSize: g.listImageSize,
      vSize: stripVSize(g),
      // The window's layout height, which the browser's bars showing and hiding leave alone.
      height: g.viewportHeight && (document.documentElement.clientHeight * g.viewportHeight) / 100,
      heightPercent: Number.isFinite(heightPercent) ? heightPercent : undefined,
    };
  }

  /** Takes off the height (and, from a wrapper, the positioning) the last pass set. */
  private release(): void {
    const box = this.sized;
    this.sized = undefined;
    if (!box) return;
    box.style.removeProperty('height');
    box.style.removeProperty('position');
  }

  /** Leaves the slides as the page had them. */
  unplace(): void {
    const g = this.gallery;
    this.stop();
    this.loader?.unobserve(g);
    for (const el of [...this.intake.elements, ...this.intake.lightControls]) {
      resetSlide(el);
      el.removeAttribute('data-ss-slide');
      el.removeAttribute('data-ss-activatable');
      removeAdded(el);
    }
    this.view().stage.clear();
    this.intake.holder?.removeAttribute('data-ss-slides');
    this.release();
    g.removeAttribute('data-layout');
    removeAdded(g);
    g.requestUpdate();
  }

  /** Every slide is placed: the layout event, once the parser has added them all. */
  private placed(): void {
    if (this.block.streaming() || !this.done) return;
    const detail = this.done;
    this.done = undefined;
    emit<GalleryLayoutDetail>(this.gallery, 'ss-gallery-layout', detail);
  }

  /** Cancels the batches still waiting (they index the slides as they were). */
  stop(): void {
    this.placer.stop();
    this.done = undefined;
  }

  /** The gallery left the page: placing stops and its images are no longer watched. */
  disconnect(): void {
    this.stop();
    this.chunks.motion?.relaid();
    if (this.ownLoader) this.loader?.disconnect();
    else this.loader?.unobserve(this.gallery);
    this.loader = undefined;
  }
}

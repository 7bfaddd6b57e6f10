// What a one-at-a-time gallery (slideshow, slider, carousel, the stacked design) shows and
// loads: the slides in view on its track, displayed by the stage, and the images of those
// and of the preload count after them (spec 000 §9: slider preloadCount 1, slideshow preload
// 1), nothing else until the visitor moves: a 1,000-slide slider requests a handful.
import type { GalleryIndex } from '../../model/gallery-index.js';
import { isRtl } from '../element-helpers.js';
import { ahead, visible, type Shown } from './layouts/track.js';
import type { TrackOptions } from './layouts/types.js';
import type { LayoutPass } from './layout-pass.js';
import type { MotionChunks } from './motion-chunks.js';
import type { SlideIntake } from './slide-intake.js';
import { labelSlide, Stage } from './stage.js';
import type { SsGallery } from './ss-gallery.element.js';

export class TrackView {
  /** Which slides are displayed, and where. */
  readonly stage: Stage;
  /** The index changed once (a visitor, autoplay, a linked gallery): the carousel preloads. */
  moved = false;
  /** Slides made ready (box, marks, label) for the current geometry. */
  private readonly ready = new Set<number>();
  /** Slides whose images were requested for the current geometry. */
  private readonly requested = new Set<number>();

  /** mark: marks slide i activatable (lightbox, click-through). */
  constructor(
    private readonly gallery: SsGallery,
    private readonly model: GalleryIndex,
    private readonly intake: SlideIntake,
    private readonly pass: LayoutPass,
    private readonly chunks: MotionChunks,
    private readonly mark: (i: number) => void,
  ) {
    this.stage = new Stage(
      () => intake.elements,
      (i) => this.readySlide(i),
    );
  }

  get options(): TrackOptions {
    return { width: this.pass.width, loop: this.model.options.loop, alignment: this.gallery.activeAlignment };
  }

  /** A new geometry: for a track layout, the slides in view and those to preload, placed and
   * requested first, and how to show them once placed. */
  restart(): { first: number[]; show: () => void } | undefined {
    this.stage.sign = isRtl(this.gallery) ? -1 : 1;
    this.ready.clear();
    this.requested.clear();
    if (!this.pass.drawn?.track) return;
    const view = this.viewAt(this.model.currentIndex);
    const first = this.toLoad(view);
    first.forEach((i) => this.requested.add(i));
    return { first, show: () => this.stage.reset(view) };
  }

  /** The slides in view with slide index current, the track moved by shift px. */
  viewAt(index: number, shift = 0): Shown[] {
    const track = this.pass.drawn?.track;
    const g = this.gallery.geometry;
    if (!track || !g || !this.intake.elements.length) return [];
    const o = this.options;
    return visible(g, index, track.anchor(g, index, o) - shift, o.width, o.loop);
  }

  /** The slides of view and those to preload after them: what loads, and nothing else. */
  private toLoad(view: Shown[]): number[] {
    const track = this.pass.drawn?.track;
    const g = this.gallery.geometry;
    if (!track || !g) return [];
    return [...view.map(([i]) => i), ...ahead(view, track.preload(g, this.moved), this.intake.elements.length, this.model.options.loop)];
  }

  /** Requests the images of view and of the slides to preload, once per geometry. */
  load(view: Shown[]): void {
    const loader = this.pass.loader;
    const g = this.gallery.geometry;
    if (!loader || !g) return;
    const data = g.boxes.data;
    const elements = this.intake.elements;
    let any = false;
    for (const i of this.toLoad(view)) {
      if (this.requested.has(i) || !elements[i]) continue;
      this.requested.add(i);
      this.readySlide(i);
      loader.watch(elements[i], {
        inView: true,
        box: { width: data[4 * i + 2], height: data[4 * i + 3], fit: this.gallery.autoCrop ? 'cover' : 'contain' },
      });
      any = true;
    }
    if (any) loader.flush();
  }

  /** Slide i, ready to be displayed: its box, its marks, its name. */
  private readySlide(i: number): void {
    const layout = this.pass.drawn;
    const g = this.gallery.geometry;
    const elements = this.intake.elements;
    const el = elements[i];
    if (!layout || !g || !el || this.ready.has(i)) return;
    this.ready.add(i);
    layout.render(elements, g, i, i + 1);
    el.setAttribute('data-ss-slide', '');
    if (this.gallery.lightbox || el.hasAttribute('data-click-through-url') || el.querySelector('[data-click-through-url]')) this.mark(i);
    labelSlide(el, i, elements.length);
  }

  /** Shows slide index, from slide `from`: animated by the motion code when it is there
   * and motion is allowed, else at once. */
  present(from: number, index: number): void {
    if (!this.pass.drawn?.track || !this.gallery.geometry) return;
    if (this.chunks.motion) this.chunks.motion.go(from, index);
    else {
      const view = this.viewAt(index);
      this.load(view);
      this.stage.show(view);
    }
  }
}

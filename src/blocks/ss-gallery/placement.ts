// Turns a layout's geometry into placed slides (a thousand slides stay smooth):
// the slides near the view are written at once, before the next paint, and their images
// requested; the others wait hidden and are placed a batch per frame. While the parser is
// still adding slides, only the rows that can no longer change are placed.
import type { ImageLoader } from '../../services/image-loader.js';
import { BATCH, lastRowStart, nearRange, type GalleryLayout, type LayoutResult } from './layouts/types.js';

/** The loader's lazy margin (spec 000 §9 Images: 200 px on every side). */
const MARGIN = 200;

export interface Placing {
  elements: readonly HTMLElement[];
  layout: GalleryLayout;
  geometry: LayoutResult;
  loader: ImageLoader;
  /** The box holding the slides as drawn now: its top puts the view in its coordinates. */
  rect?: DOMRect;
  /** The slides share a parent that hides those not placed yet, so they can be placed a
   * batch at a time. */
  batched: boolean;
  /** The parser is still adding slides: the last row waits. */
  streaming: boolean;
  /** How CSS fits each picture into its slide. */
  fit: 'cover' | 'contain';
  /** Marks slide i activatable, when slides are (lightbox, click-through). */
  mark?: (i: number) => void;
  /** Track layouts: the slides in view and to preload, placed and requested first; the
   * others are placed a batch per frame, hidden, and their images wait until they are shown
   * (all requested at once with a loader that is not lazy). */
  first?: readonly number[];
  /** Track layouts: shows the slides in view once the first are placed. */
  show?: () => void;
  /** The loader loads every image it is given at once (lazy-load off). */
  eager?: boolean;
}

/** Hides the slides from `from` on that are outside [lo, hi) until they are placed. A loop
 * in a small function of its own: a long loop gets its function compiled to machine code,
 * and a large function's is kilobytes of heap. */
function unmark(elements: readonly HTMLElement[], from: number, lo: number, hi: number): void {
  for (let i = from; i < elements.length; i++) if (i < lo || i >= hi) elements[i].removeAttribute('data-ss-slide');
}

export class SlidePlacer {
  /** Slides [0, final) are placed or waiting in their final boxes. */
  final = 0;
  #job?: Placing;
  /** Index ranges still to place, nearest first. */
  #waiting: [number, number][] = [];
  /** The frame that places the next batch. */
  #frame = 0;
  readonly #done: () => void;

  /** done: every slide given so far is placed. */
  constructor(done: () => void) {
    this.#done = done;
  }

  /** Places job's slides; [0, kept) are already placed or waiting in boxes that did not
   * change (the parser appended slides), so only the others are. */
  place(job: Placing, kept = 0): void {
    if (!kept) this.stop();
    this.#job = job;
    const { elements, layout, geometry, rect, loader } = job;
    const top = rect?.top ?? 0;
    const n = job.streaming && !layout.navigable ? lastRowStart(geometry.boxes) : elements.length;
    this.final = n;
    if (job.first) {
      for (const i of job.first) if (i >= kept && i < n) this.#write(i, i + 1, 'first');
      job.loader.flush();
      if (kept < n) this.#waiting.push([kept, n]);
      job.show?.();
      if (!kept || !this.#frame) this.#next(!kept);
      return;
    }
    let [lo, hi] = [kept, n];
    if (!layout.flow && job.batched) {
      // One viewport above the view to two below it, in the gallery's coordinates.
      [lo, hi] = nearRange(geometry.boxes, -top - innerHeight, -top + 2 * innerHeight);
      [lo, hi] = [Math.min(Math.max(lo, kept), n), Math.min(Math.max(hi, kept), n)];
      // A slide placed by an earlier layout waits hidden too, not at its old place.
      unmark(elements, kept, lo, hi);
    }
    this.#waiting.push(
      ...(
        [
          [hi, n],
          [kept, lo],
        ] as [number, number][]
      ).filter(([a, b]) => a < b),
    );
    // The images within the loader's margin are requested now, not a frame later when the
    // browser reports them (unless the gallery is off to a side).
    const across = !rect || (rect.right > -MARGIN && rect.left < innerWidth + MARGIN);
    this.#write(lo, hi, !layout.flow && job.batched && across ? [-top - MARGIN, -top + innerHeight + MARGIN] : undefined);
    loader.flush();
    if (!kept || !this.#frame) this.#next(!kept);
  }

  /** Cancels the batches still waiting. */
  stop(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#waiting = [];
  }

  /** Writes slides [from, to) into their boxes, shows them and hands their images to the
   * loader with their boxes; those within near (px down the gallery), or all with 'first',
   * are requested now (the caller flushes). A track layout's other slides are hidden until
   * the stage shows them, and requested then. */
  #write(from: number, to: number, near?: [number, number] | 'first'): void {
    const { elements, layout, geometry, loader, fit, mark, eager } = this.#job!;
    const data = geometry.boxes.data;
    layout.render(elements, geometry, from, to);
    const inView: number[] = [];
    for (let i = from; i < to; i++) {
      // No index in it: a thousand numbers turned to strings grow V8's number-string cache
      // by 64 kB.
      elements[i].setAttribute('data-ss-slide', '');
      mark?.(i);
      // The slide is the image's box, sized before it is shown: the loader places the
      // image inside it when it loads, so far-away images cost nothing until they near.
      const y = data[4 * i + 1];
      if (near === 'first' || (near && y < near[1] && y + data[4 * i + 3] > near[0])) inView.push(i);
      else if (!layout.track || eager) loader.watch(elements[i]);
    }
    for (const i of inView) {
      const box = layout.flow ? undefined : { width: data[4 * i + 2], height: data[4 * i + 3], fit };
      loader.watch(elements[i], { inView: true, box });
    }
  }

  /** Places the next batch in the next frame, or, when none is waiting, says so. */
  #next(wait = false): void {
    this.#frame = 0;
    const range = this.#waiting[0];
    if (!range) return this.#done();
    this.#frame = requestAnimationFrame(() => {
      // The first frame only paints the slides near the view, so the images in view are
      // requested before any batch runs.
      if (wait) return this.#next();
      const [from, end] = range;
      const to = Math.min(end, from + BATCH);
      range[0] = to;
      if (to === end) this.#waiting.shift();
      this.#write(from, to);
      this.#job!.loader.flush();
      this.#next();
    });
  }
}

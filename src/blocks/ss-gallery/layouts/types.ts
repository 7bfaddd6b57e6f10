// What every gallery layout takes and gives. Geometry is a pure function of the measured
// width and the slides' aspect ratios (known from data-image-dimensions before any image
// arrives), run once per settled resize: O(n), no DOM reads.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One box per slide, four numbers each in one typed array: a thousand slides cost no
 * objects. */
export class Boxes {
  readonly length: number;
  /** x, y, width, height of slide i at [4i, 4i + 4). */
  readonly data: Float64Array;

  constructor(length: number) {
    this.length = length;
    this.data = new Float64Array(length * 4);
  }

  set(i: number, x: number, y: number, width: number, height: number): void {
    const d = this.data;
    const k = i * 4;
    d[k] = x;
    d[k + 1] = y;
    d[k + 2] = width;
    d[k + 3] = height;
  }
}

export interface LayoutInput {
  /** The content width of the slides' container, px. */
  width: number;
  /** width / height of each slide. */
  aspects: readonly number[];
  /** A fixed cell ratio (width / height) from the settings, or null for none ('Auto'). */
  ratio: number | null;
  /** slidesPerRow, undefined when not set. */
  columns?: number;
  thumbnailsPerRow: number;
  /** The gutter setting, undefined when not set (each layout has its own default). */
  gutter?: number;
  padding: number;
  columnWidth: number;
  rowHeight: number;
  squareThumbs: boolean;
  listImageSize: number;
  /** The strip's vSize (spec 000 §9: 10 when neither aspectRatio nor vSize is given). */
  vSize?: number;
  /** A numeric aspectRatio: the strip's height, percent of its width. */
  heightPercent?: number;
  /** The one-at-a-time layouts' height, px, when the gallery sets it (viewport-height); else
   * the ratio gives it. */
  height?: number;
}

export interface LayoutResult {
  boxes: Boxes;
  /** The height of the laid-out content, px. */
  height: number;
  columns: number;
  /** The gap used between slides, px. */
  gap: number;
}

export interface GalleryLayout {
  readonly name: string;
  /** Shows one slide at a time and answers previous/next (controls, arrow keys). */
  readonly navigable: boolean;
  /** Slides flow in the page (their heights are not known before layout): they are all
   * written at once. Otherwise each slide's box is absolute and slides can be written in
   * any order, a batch at a time. */
  readonly flow?: boolean;
  geometry(input: LayoutInput): LayoutResult;
  /** Writes the geometry of slides[from, to) to them (and nothing else). */
  render(slides: readonly HTMLElement[], result: LayoutResult, from?: number, to?: number): void;
  /** One-at-a-time layouts: the slides stand on a horizontal track, seen through the stage;
   * only those in view are displayed. */
  readonly track?: TrackSpec;
}

/** Strip alignment (spec 000 §5: start, middle or end). */
export type Alignment = 'start' | 'middle' | 'end';

export interface TrackOptions {
  /** The stage's width, px. */
  width: number;
  loop: boolean;
  alignment: Alignment;
}

export interface TrackSpec {
  /** Slides loaded beyond the view, ahead (spec 000 §9: strip preloadCount 1, stacked
   * preload 1), before and after the gallery first moved. */
  preload(result: LayoutResult, moved: boolean): number;
  /** Slides one step moves and preloads (a carousel's row; 1 elsewhere). */
  per(result: LayoutResult): number;
  /** False when the index never wraps (spec 000 §4: the carousel is bounded at both ends). */
  loops: boolean;
  /** The track position (px) at the stage's left edge when slide index is current. */
  anchor(result: LayoutResult, index: number, o: TrackOptions): number;
}

/** Box i of boxes (for reading them one by one, in tests and the like). */
export const boxAt = ({ data }: Boxes, i: number): Box => ({
  x: data[4 * i],
  y: data[4 * i + 1],
  width: data[4 * i + 2],
  height: data[4 * i + 3],
});

/** A length in CSS px. toFixed, not String(): a thousand whole numbers turned to strings
 * grow V8's number-string cache by 64 kB for the page's lifetime. */
export const px = (n: number): string => `${n.toFixed(2)}px`;

/** Absolute boxes: a slide's image arriving can never move another slide. Placed with
 * inset-inline-start/top, not a transform each: a thousand transform nodes cost ~0.8 MB of
 * the renderer's memory and their share of every frame's paint properties. x counts from
 * the inline start, so right to left the first slide stands at the right and a change of
 * direction mirrors the layout without computing it again. */
export function placeAbsolute(slides: readonly HTMLElement[], { boxes: { data } }: LayoutResult, from = 0, to = slides.length): void {
  for (let i = from; i < to; i++) {
    const s = slides[i].style;
    const k = i * 4;
    s.position = 'absolute';
    s.insetInlineStart = px(data[k]);
    s.top = px(data[k + 1]);
    s.width = px(data[k + 2]);
    s.height = px(data[k + 3]);
  }
}

/** Track slides: sized and stacked at the stage's origin (its inline start: the right edge
 * right to left); the stage moves each shown slide to its place with a transform (stage.ts),
 * so navigating rewrites only the slides in view. */
export function placeSized(slides: readonly HTMLElement[], { boxes: { data } }: LayoutResult, from = 0, to = slides.length): void {
  for (let i = from; i < to; i++) {
    const s = slides[i].style;
    const k = i * 4;
    s.position = 'absolute';
    s.insetInlineStart = s.top = '0px';
    s.width = px(data[k + 2]);
    s.height = px(data[k + 3]);
  }
}

/** Slides placed per frame once those near the view are (no task over 50 ms
 * at a thousand slides). */
export const BATCH = 200;

/** The index range [lo, hi) from the first to the last slide whose box reaches into
 * [top, bottom) (px down the gallery); [0, 0) when none does. */
export function nearRange({ data }: Boxes, top: number, bottom: number): [number, number] {
  let lo = -1;
  let hi = 0;
  for (let k = 1; k < data.length; k += 4) {
    if (data[k] >= bottom || data[k] + data[k + 2] <= top) continue;
    hi = (k + 3) / 4;
    if (lo < 0) lo = hi - 1;
  }
  return lo < 0 ? [0, 0] : [lo, hi];
}

/** The first slide of the last row: the slides after it that share the last one's top. */
export function lastRowStart({ data, length }: Boxes): number {
  let i = length;
  while (i > 0 && data[4 * (i - 1) + 1] === data[4 * (length - 1) + 1]) i--;
  return i;
}

/** How many columns of at least columnWidth fit (at least one). */
export const columnsFor = (width: number, columnWidth: number, gap: number): number =>
  Math.max(1, Math.floor((width + gap) / (columnWidth + gap)));

/** Removes what any layout wrote, before another layout takes over. */
export function resetSlide(el: HTMLElement): void {
  const s = el.style;
  s.position = s.insetInlineStart = s.top = s.width = s.height = '';
  s.display = s.gridTemplateColumns = s.columnGap = s.marginBottom = '';
  s.transform = s.opacity = s.zIndex = '';
  el.hidden = el.inert = false;
  el.removeAttribute('aria-hidden');
}

// What every gallery layout takes and gives. Geometry is a pure function of the measured
// width and the slides' aspect ratios (known from data-image-dimensions before any image
// arrives), run once per settled resize: O(n), no DOM reads.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
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
}

export interface LayoutResult {
  boxes: Box[];
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
  geometry(input: LayoutInput): LayoutResult;
  /** Writes the geometry to the slides (and nothing else). */
  render(slides: readonly HTMLElement[], result: LayoutResult): void;
  /** Shows the slide at index, for layouts that show one at a time. */
  select?(slides: readonly HTMLElement[], index: number): void;
}

/** Absolute boxes and transforms: a slide's image arriving can never move another slide. */
export function placeAbsolute(slides: readonly HTMLElement[], { boxes }: LayoutResult): void {
  slides.forEach((el, i) => {
    const b = boxes[i];
    const s = el.style;
    s.position = 'absolute';
    s.left = s.top = '0';
    s.width = `${b.width}px`;
    s.height = `${b.height}px`;
    s.transform = `translate(${b.x}px, ${b.y}px)`;
    // Far-away slides skip style, layout and paint (the box keeps its explicit size, so
    // nothing moves when one renders): with a thousand slides, half the cost of a layout.
    s.contentVisibility = 'auto';
  });
}

/** How many columns of at least columnWidth fit (at least one). */
export const columnsFor = (width: number, columnWidth: number, gap: number): number =>
  Math.max(1, Math.floor((width + gap) / (columnWidth + gap)));

/** Removes what any layout wrote, before another layout takes over. */
export function resetSlide(el: HTMLElement): void {
  const s = el.style;
  s.position = s.left = s.top = s.width = s.height = s.transform = s.contentVisibility = '';
  s.display = s.gridTemplateColumns = s.columnGap = s.marginBottom = '';
  el.hidden = false;
}

// Slides from the markup (spec 000 §3 "Slide attributes"; real-markup.md "Gallery block"):
// classic `.slide` elements anywhere inside the gallery, or else its element children.
// Attributes are read from the slide, then from its image and its lightbox link.

const NOT_SLIDES = 'script,style,template,link,.previous,.next,[slot]';

/** The slide an event went to: a slide element in its path, or the slide whose title and
 * description overlay it hit (the chrome's meta, in the shadow root, `data-meta-for`: on a
 * phone it covers much of the slide, and a tap there is a tap on the slide); -1 for none. */
export function slideIndexIn(elements: readonly HTMLElement[], path: readonly EventTarget[]): number {
  for (const n of path) {
    if (!(n instanceof HTMLElement)) continue;
    if (n.hasAttribute('data-ss-slide')) return elements.indexOf(n);
    if (n.dataset.metaFor) return Number(n.dataset.metaFor);
  }
  return -1;
}

export function findSlideElements(host: Element): HTMLElement[] {
  const classic = host.querySelectorAll<HTMLElement>('.slide');
  if (classic.length) return [...classic];
  return [...host.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !c.matches(NOT_SLIDES));
}

/** "1760x1226" → [1760, 1226]; anything else → [0, 0]. */
export function parseDimensions(raw: string | null | undefined): [number, number] {
  const m = /^\s*(\d*\.?\d+)\s*x\s*(\d*\.?\d+)\s*$/i.exec(raw ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/**
 * One slide. Only the element is kept: every field is read from the markup when asked for
 * (most are wanted by the lightbox and the address alone), so a gallery of a thousand
 * slides holds a thousand one-field objects rather than a thousand copies of its markup.
 */
export class GallerySlide {
  readonly element: HTMLElement;

  constructor(element: HTMLElement) {
    this.element = element;
  }

  /** image or video; inferred from a `.sqs-video-wrapper` when data-type is absent. */
  get type(): 'image' | 'video' {
    const el = this.element;
    const declared = el.getAttribute('data-type');
    if (declared === 'image' || declared === 'video') return declared;
    return el.matches('.sqs-video-wrapper') || el.querySelector('.sqs-video-wrapper') ? 'video' : 'image';
  }

  get id(): string {
    return this.attr('data-slide-id');
  }

  get url(): string {
    return this.attr('data-slide-url');
  }

  get src(): string {
    return this.attr('data-src') || this.img?.getAttribute('src') || '';
  }

  /** From data-image-dimensions (WIDTHxHEIGHT); 0 when unknown. */
  get width(): number {
    return parseDimensions(this.attr('data-image-dimensions'))[0];
  }

  get height(): number {
    return parseDimensions(this.attr('data-image-dimensions'))[1];
  }

  /** width / height: the dimensions, 16:9 for a video without them (spec 000 §9 Strip),
   * else 1. */
  get aspect(): number {
    const [w, h] = parseDimensions(this.attr('data-image-dimensions'));
    if (w > 0 && h > 0) return w / h;
    return this.type === 'video' ? 16 / 9 : 1;
  }

  get clickThroughUrl(): string {
    return this.attr('data-click-through-url');
  }

  get title(): string {
    return this.attr('data-title');
  }

  get description(): string {
    return this.attr('data-description');
  }

  get lightboxTheme(): string {
    return this.attr('data-lightbox-theme');
  }

  private get img(): HTMLImageElement | null {
    const el = this.element;
    return el.localName === 'img' ? (el as HTMLImageElement) : el.querySelector('img');
  }

  private attr(name: string): string {
    const el = this.element;
    const value = el.getAttribute(name) ?? this.img?.getAttribute(name);
    if (value != null) return value;
    return el.querySelector('[data-title],[data-description],[data-lightbox-theme]')?.getAttribute(name) ?? '';
  }
}

/** Each slide's width / height; a fixed ratio wins over every slide's own (none is read).
 * A loop of its own: relayout, compiled whole to machine code, would be ~10 kB of heap. */
export function aspectsOf(elements: readonly HTMLElement[], ratio: number | null): number[] {
  return elements.map((el) => ratio ?? new GallerySlide(el).aspect);
}

/** Whether the gallery may give el a role: not to a figure with a caption, which may take none
 * (ARIA in HTML), nor to an image, which may be a button or a link but not a group; either
 * keeps its own role and name. */
export const takesRole = (el: Element): boolean => !el.matches('figure:has(figcaption),img');

/** The element that takes an activatable slide's button or link role: the slide itself, but
 * for a figure with a caption, whose image takes it (an image with alt text may be a button or
 * a link; an empty alt says it is decorative), so the figure stays a figure named by its
 * caption. */
export const controlOf = (el: Element): Element => (!takesRole(el) && el.querySelector('img:not([alt=""])')) || el;

/** Attributes the gallery adds to the page's markup where it has none, one bit each, to
 * take off again when it steps back (a number per element: no object per slide). */
const ADDED = ['tabindex', 'role', 'aria-label', 'aria-roledescription'] as const;
const added = new WeakMap<Element, number>();

/** Names given from the catalogue, written again in a new locale (`retext`). */
const texts = new WeakMap<Element, [string, () => string][]>();

/** A value given as a function is a text of the catalogue: `retext` writes it again. */
export function addAttribute(el: Element, name: (typeof ADDED)[number], value: string | (() => string)): void {
  if (el.hasAttribute(name)) return;
  const text = typeof value == 'string' ? value : (texts.set(el, [...(texts.get(el) ?? []), [name, value]]), value());
  el.setAttribute(name, text);
  added.set(el, (added.get(el) ?? 0) | (1 << ADDED.indexOf(name)));
}

/** Writes the catalogue's names the gallery gave el (and its control) again, in the page's
 * locale now. */
export function retext(el: Element): void {
  for (const x of [el, controlOf(el)]) for (const [name, text] of texts.get(x) ?? []) x.setAttribute(name, text());
}

/** Takes off what the gallery added to el, and to the image it made el's control. */
export function removeAdded(el: Element): void {
  for (const x of [el, controlOf(el)]) {
    const bits = added.get(x) ?? 0;
    ADDED.forEach((name, i) => bits & (1 << i) && x.removeAttribute(name));
    added.delete(x);
    texts.delete(x);
  }
}

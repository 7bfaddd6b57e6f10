// Slides from the markup (spec 000 §3 "Slide attributes"; real-markup.md "Gallery block"):
// classic `.slide` elements anywhere inside the gallery, or else its element children.
// Attributes are read from the slide, then from its image and its lightbox link.

export interface GallerySlide {
  element: HTMLElement;
  /** image or video; inferred from a `.sqs-video-wrapper` when data-type is absent. */
  type: 'image' | 'video';
  id: string;
  url: string;
  src: string;
  /** From data-image-dimensions (WIDTHxHEIGHT); 0 when unknown. */
  width: number;
  height: number;
  clickThroughUrl: string;
  title: string;
  description: string;
  lightboxTheme: string;
}

const NOT_SLIDES = 'script,style,template,link,.previous,.next,[slot]';

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

export function readSlide(element: HTMLElement): GallerySlide {
  const img = element.localName === 'img' ? element : element.querySelector('img');
  const meta = element.querySelector('[data-title],[data-description],[data-lightbox-theme]');
  const attr = (name: string) => element.getAttribute(name) ?? img?.getAttribute(name) ?? meta?.getAttribute(name) ?? '';
  const declared = element.getAttribute('data-type');
  const video = element.matches('.sqs-video-wrapper') || !!element.querySelector('.sqs-video-wrapper');
  const [width, height] = parseDimensions(attr('data-image-dimensions'));
  return {
    element,
    type: declared === 'image' || declared === 'video' ? declared : video ? 'video' : 'image',
    id: attr('data-slide-id'),
    url: attr('data-slide-url'),
    src: attr('data-src') || img?.getAttribute('src') || '',
    width,
    height,
    clickThroughUrl: attr('data-click-through-url'),
    title: attr('data-title'),
    description: attr('data-description'),
    lightboxTheme: attr('data-lightbox-theme'),
  };
}

/** width / height of a slide: its dimensions, 16:9 for a video without them (spec 000 §9
 * Strip), else 1. */
export function slideAspect(s: Pick<GallerySlide, 'width' | 'height' | 'type'>): number {
  if (s.width > 0 && s.height > 0) return s.width / s.height;
  return s.type === 'video' ? 16 / 9 : 1;
}

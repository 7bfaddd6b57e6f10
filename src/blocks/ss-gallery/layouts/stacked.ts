// stacked (the slideshow design, spec 000 §2) and base (the stacked design): one slide at a
// time in a box sized by viewport-height, else the fixed ratio or the first slide, so changing slides never
// changes the page's height. The slides stand side by side on the track, one stage width
// apart: the swipe and scroll transitions move along it; fade and ken burns show one slide
// over the other in place. spec 000 §9: stacked speed 1 s, preload 1.
import { Boxes, placeSized, type GalleryLayout, type LayoutInput, type LayoutResult } from './types.js';

export const STACKED_SPEED = 1000;
export const STACKED_PRELOAD = 1;

function pagedGeometry({ width, aspects, ratio, height: given }: LayoutInput): LayoutResult {
  const height = aspects.length ? given || width / (ratio ?? aspects[0]) : 0;
  const boxes = new Boxes(aspects.length);
  for (let i = 0; i < aspects.length; i++) boxes.set(i, i * width, 0, width, height);
  return { boxes, height, columns: 1, gap: 0 };
}

const paged = (name: string, preload: number): GalleryLayout => ({
  name,
  navigable: true,
  geometry: pagedGeometry,
  render: placeSized,
  track: {
    preload: () => preload,
    per: () => 1,
    loops: true,
    anchor: ({ boxes: { data } }: LayoutResult, i: number) => data[4 * i],
  },
});

export const stacked = paged('stacked', STACKED_PRELOAD);
/** The stacked design's layout: stacked without transitions; it preloads the next slide too
 * (ours). */
export const base = paged('base', STACKED_PRELOAD);

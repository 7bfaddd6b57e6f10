// base: one slide at a time, all slides stacked in one box sized by the fixed ratio or the
// first slide, so changing slides never changes the page's height (no layout shift).
// spec 000 §2: the stacked design maps here; carousel, strip and stacked render with this
// layout until their motion layouts arrive.
import { Boxes, placeAbsolute, type GalleryLayout } from './types.js';

export const base: GalleryLayout = {
  name: 'base',
  navigable: true,
  geometry({ width, aspects, ratio }) {
    const height = aspects.length ? width / (ratio ?? aspects[0]) : 0;
    const boxes = new Boxes(aspects.length);
    for (let i = 0; i < aspects.length; i++) boxes.set(i, 0, 0, width, height);
    return { boxes, height, columns: 1, gap: 0 };
  },
  render: placeAbsolute,
  select(slides, index) {
    slides.forEach((el, i) => {
      el.hidden = i !== index;
    });
  },
};

// list: one slide per row, the image listImageSize percent of the width, its text beside it.
// Rows flow (text height is not known before layout) but each image box is sized from its
// dimensions, so images arriving move nothing.
import { Boxes, px, type GalleryLayout } from './types.js';

export const list: GalleryLayout = {
  name: 'list',
  navigable: false,
  flow: true,
  geometry({ width, aspects, ratio, listImageSize, gutter, padding }) {
    const gap = gutter ?? padding;
    const w = (width * listImageSize) / 100;
    let y = 0;
    const boxes = new Boxes(aspects.length);
    aspects.forEach((a, i) => {
      const height = w / (ratio ?? a);
      boxes.set(i, 0, y, w, height);
      y += height + gap;
    });
    return { boxes, height: boxes.length ? y - gap : 0, columns: 1, gap };
  },
  render(slides, { boxes: { data }, gap }) {
    slides.forEach((el, i) => {
      const [width, height] = [data[4 * i + 2], data[4 * i + 3]];
      const s = el.style;
      s.position = s.insetInlineStart = s.top = s.width = s.height = '';
      s.display = 'grid';
      s.gridTemplateColumns = `${px(width)} minmax(0, 1fr)`;
      s.columnGap = px(gap);
      s.marginBottom = i < slides.length - 1 ? px(gap) : '';
      const media = mediaOf(el);
      if (media) {
        media.style.width = px(width);
        media.style.height = px(height);
      }
    });
  },
};

/** The slide's child holding its image or video. */
function mediaOf(slide: HTMLElement): HTMLElement | undefined {
  const media = 'img,.sqs-video-wrapper';
  if (slide.matches(media)) return slide;
  return [...slide.children].find((c): c is HTMLElement => c instanceof HTMLElement && (c.matches(media) || !!c.querySelector(media)));
}

// list: one slide per row, the image listImageSize percent of the width, its text beside it.
// Rows flow (text height is not known before layout) but each image box is sized from its
// dimensions, so images arriving move nothing.
import type { Box, GalleryLayout } from './types.js';

export const list: GalleryLayout = {
  name: 'list',
  navigable: false,
  geometry({ width, aspects, ratio, listImageSize, gutter, padding }) {
    const gap = gutter ?? padding;
    const w = (width * listImageSize) / 100;
    let y = 0;
    const boxes: Box[] = aspects.map((a) => {
      const box = { x: 0, y, width: w, height: w / (ratio ?? a) };
      y += box.height + gap;
      return box;
    });
    return { boxes, height: boxes.length ? y - gap : 0, columns: 1, gap };
  },
  render(slides, { boxes, gap }) {
    slides.forEach((el, i) => {
      const s = el.style;
      s.position = s.left = s.top = s.transform = s.width = s.height = '';
      s.display = 'grid';
      s.gridTemplateColumns = `${boxes[i].width}px minmax(0, 1fr)`;
      s.columnGap = `${gap}px`;
      s.marginBottom = i < slides.length - 1 ? `${gap}px` : '';
      const media = mediaOf(el);
      if (media) {
        media.style.width = `${boxes[i].width}px`;
        media.style.height = `${boxes[i].height}px`;
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

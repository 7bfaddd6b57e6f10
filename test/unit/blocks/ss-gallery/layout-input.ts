import type { LayoutInput } from '../../../../src/blocks/ss-gallery/layouts/types.js';

/** A layout's input with the setting defaults of spec 000 §3/§9, as the element passes them,
 * for a gallery `width` px wide. */
export const layoutInput =
  (width: number) =>
  (o: Partial<LayoutInput>): LayoutInput => ({
    width,
    aspects: [],
    ratio: null,
    thumbnailsPerRow: 4,
    padding: 20,
    columnWidth: 250,
    rowHeight: 250,
    squareThumbs: true,
    listImageSize: 50,
    ...o,
  });

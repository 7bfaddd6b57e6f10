// The tooltip (spec 001 §9 gives its timing and geometry, no texts): every text here is ours.
import type { Area } from '../format.js';

export const tooltip = {
  'tooltip.noAnchor': '[ss-blocks] ss-tooltip: no element with id "{id}" to describe in its document; it is not shown.', // ours
} as const satisfies Area<'tooltip'>;

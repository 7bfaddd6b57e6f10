// The text-shrink helper (spec 001 §5, §9 give its numbers, no texts): ours.
import type { Area } from '../format.js';

export const textShrink = {
  'textShrink.unknownMode': '[ss-blocks] text shrink: data-text-shrink="{value}" is not empty, "box" or "line"; the box is fitted.', // ours
} as const satisfies Area<'textShrink'>;

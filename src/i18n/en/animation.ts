// Block animations (spec 001 §4 "Other transitions" gives the rule, no texts): ours.
import type { Area } from '../format.js';

export const animation = {
  'animation.unknown': '[ss-blocks] block animations: "{name}" is not an animation (fade-in, slide-up, scale, none); none is used.', // ours
} as const satisfies Area<'animation'>;

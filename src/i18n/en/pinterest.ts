// The Pinterest overlay (spec 001 §3 "Site context" pinterestOverlayOptions "with a mode").
// The spec gives no words for it: every text here is ours.
import type { Area } from '../format.js';

export const pinterest = {
  'pinterest.save': 'Save', // ours
  'pinterest.saveLabel': 'Save to Pinterest (opens in a new window)', // ours
  'pinterest.unknownMode': '[ss-blocks] Pinterest overlay: mode {value} is not a mode (disabled, auto, hover); no Save button is shown.', // ours
} as const satisfies Area<'pinterest'>;

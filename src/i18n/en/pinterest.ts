// The Pinterest overlay (spec 001 §3 "Site context" pinterestOverlayOptions "with a mode").
// The spec gives no words for it: ours. The label says where the link goes and that it opens
// a new window; it starts with the visible word, as a spoken command would.
import type { Area } from '../format.js';

export const pinterest = {
  'pinterest.save': 'Save', // ours
  'pinterest.saveLabel': 'Save to Pinterest (new window)', // ours
} as const satisfies Area<'pinterest'>;

// The map block (spec 000 §2 "Map block": the marker opens an external maps page in a new
// window; §7: the maps script's load fails after 30 s). The spec shows no texts for them.
import type { Area } from '../format.js';

export const map = {
  'map.openInMaps': 'Open {address} in maps (new window)', // ours
  'map.scriptTimeout': '[ss-blocks] The maps script did not load within {seconds} s.', // ours
} as const satisfies Area<'map'>;

// The lazy rollups' console messages (spec 001 §2 "Pages that trigger lazy-loaded modules",
// §8 chunk load errors); the missing commerce rollup's warning is the platform area's. The
// texts are ours.
import type { Area } from '../format.js';

export const rollups = {
  // spec 001 §8: a chunk load error has a type (timeout or missing) and the address.
  'rollups.loadError': '[ss-blocks] Rollup {url} did not load ({type}).', // ours
  'rollups.invalid': '[ss-blocks] Site context {key}: not js and css lists; not loaded.', // ours
} as const satisfies Area<'rollups'>;

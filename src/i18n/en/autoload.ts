// The CDN autoloader's console messages (ours), in English only: the loader stays under 2 kB
// gz, and the translator alone would be about as large.
import type { Area } from '../format.js';

export const autoload = {
  'autoload.unknownTag': 'ss-blocks: <{tag}> is unknown; it is left as it is.', // ours
  // spec 001 §8: a chunk load error has a type (timeout or missing) and the address.
  'autoload.chunkLoadError': 'ss-blocks: chunk load error ({type}): {url}', // ours
  // spec 001 §8: a second run of the common script (any build: a loader, the single file).
  'autoload.secondRun': 'ss-blocks: a second copy is ignored.', // ours
} as const satisfies Area<'autoload'>;

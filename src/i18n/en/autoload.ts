// The CDN autoloader's console messages (ours), in English only: the loader stays under 2 kB
// gz, and the translator alone would be about as large.
import type { Area } from '../format.js';

export const autoload = {
  'autoload.unknownTag': 'ss-blocks: <{tag}> is not an ss-blocks element; it is left as it is.', // ours
  'autoload.loadFailed': 'ss-blocks: <{tag}> could not be loaded.', // ours
} as const satisfies Area<'autoload'>;

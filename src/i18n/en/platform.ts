// Page-level console messages (spec 001 §8 "Other": chunk load failures, a second run of
// the common script, unavailable modules, a missing commerce rollup, invalid SoundCloud
// URLs, a Typekit font missing from the site's set; §2 "Admin path mapping": an unmapped
// path). The spec names them without texts; the texts are ours. Also the autoloader's
// warning for an unknown ss-* tag.
import type { Area } from '../format.js';

export const platform = {
  'platform.chunkLoadError': '[ss-blocks] Chunk load error ({type}): {url}', // ours
  'platform.secondRun': '[ss-blocks] The common script ran a second time; the second run is ignored.', // ours
  'platform.moduleUnavailable': '[ss-blocks] Module {name} is not available.', // ours
  'platform.commerceRollupMissing': '[ss-blocks] The commerce rollup is missing.', // ours
  'platform.soundCloudInvalid': '[ss-blocks] Invalid SoundCloud URL: {url}', // ours
  'platform.typekitFontMissing': "[ss-blocks] Typekit font {font} is not in the site's font set.", // ours
  'platform.unmappedAdminPath': '[ss-blocks] No new admin path for {path}; it is kept as it is.', // ours
  'platform.unknownElement': '[ss-blocks] <{tag}> is not an ss-blocks element; it is ignored.', // ours
} as const satisfies Area<'platform'>;

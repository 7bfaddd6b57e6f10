// Page-level console messages (spec 001 §8 "Other": unavailable modules, a missing commerce
// rollup, invalid SoundCloud URLs, a Typekit font missing from the site's set; §7 a
// third-party load refused or failed; §2 "Admin path mapping": an unmapped path). The spec
// names them without texts; the texts are ours. Chunk load failures and a second run are the
// autoloader's, in its own area (English only); a lazy rollup's, with the rollups' other
// messages, in theirs.
import type { Area } from '../format.js';

export const platform = {
  'platform.moduleUnavailable': '[ss-blocks] Module {name} is not available.', // ours
  'platform.commerceRollupMissing': '[ss-blocks] The commerce rollup is missing.', // ours
  'platform.soundCloudInvalid': '[ss-blocks] Invalid SoundCloud URL: {url}', // ours
  'platform.typekitFontMissing': "[ss-blocks] Typekit font {font} is not in the site's font set.", // ours
  'platform.thirdPartyFailed': '[ss-blocks] {url} did not load ({reason}).', // ours
  'platform.unmappedAdminPath': '[ss-blocks] No new admin path for {path}; it is kept as it is.', // ours
  'platform.unknownElement': '[ss-blocks] <{tag}> is not an ss-blocks element; it is ignored.', // ours
} as const satisfies Area<'platform'>;

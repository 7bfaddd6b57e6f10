// The site badge (spec 001 §3 "Site context" ssBadgeType, "Badge type: none, black, white").
// The spec gives no words for it: every text here is ours.
import type { Area } from '../format.js';

export const siteBadge = {
  'siteBadge.label': 'Made with {platform}', // ours
  'siteBadge.unknownType': '[ss-blocks] site badge: ssBadgeType {value} is not a badge type (none, black, white); no badge is shown.', // ours
  'siteBadge.noLink': '[ss-blocks] site badge: the site context has no appDomain for the badge to link to; no badge is shown.', // ours
} as const satisfies Area<'siteBadge'>;

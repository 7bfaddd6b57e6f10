// The site badge (spec 001 §3 "Site context" ssBadgeType, "Badge type: none, black, white").
// The spec gives no words for it: ours.
import type { Area } from '../format.js';

export const siteBadge = {
  'siteBadge.label': 'Made with {platform}', // ours
} as const satisfies Area<'siteBadge'>;

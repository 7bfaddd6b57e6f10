// The site badge (spec 001 §3 "Site context" websiteSettings.ssBadgeType; "Enumerations"
// "Badge type: none, black, white"). Pure: the type a value names and where the badge links.
import { BADGE_TYPES, type BadgeType } from './enumerations/site.js';
import { safeUrl } from './safe-url.js';

/** The badge type a value names (any letter case), or undefined for anything else. The spec
 * gives the names only, so a number is not a type. */
export function badgeType(raw: unknown): BadgeType | undefined {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
  return BADGE_TYPES.find((b) => b === name);
}

/** Where the badge leads (ours: the builder's own site, the context's appDomain), or
 * undefined when appDomain is not a host name. */
export function badgeUrl(appDomain: string | undefined): string | undefined {
  const host = appDomain?.trim().toLowerCase() ?? '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? safeUrl(`https://${host}/`) : undefined;
}

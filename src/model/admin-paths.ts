// The config area's old settings and config paths and their new ones (spec 001 §2 "Admin path
// mapping"). A path maps by its longest listed prefix, on whole segments, keeping what follows
// it, its query and its hash; a `/config` in front is kept. Where the table leaves a reading
// open, ours: `/settings/extensions` moves under `/commerce` (the table's "/commerce paths"),
// and the paths it lists as staying (`/analytics`, `/commerce`, `/scheduling`, three under
// `/settings`) map to themselves, so they are never reported as unmapped.
import { platform as text } from '../i18n/en/platform.js';
import { t } from '../i18n/translator.js';

/** Old path → new path, as the spec's table lists them. */
export const ADMIN_PATHS: Readonly<Record<string, string>> = {
  '/settings/billing': '/billing',
  '/settings/contributors': '/permissions',
  '/settings/member-areas': '/website/member-areas',
  '/pages': '/website/pages',
  '/design': '/website/design',
  '/marketing/campaigns': '/campaigns',
  '/marketing': '/website/marketing',
  '/settings/blogging': '/website/blogging',
  '/settings': '/website/settings',
  '/settings/site-visibility': '/website/site-availability',
  '/settings/domains': '/domains',
  '/settings/email': '/google-workspace',
  '/settings/google-apps': '/google-workspace',
  '/analytics': '/analytics',
  '/commerce': '/commerce',
  '/settings/extensions': '/commerce/extensions',
  '/scheduling': '/scheduling',
  '/settings/language-region': '/settings/language-region',
  '/settings/business-information': '/settings/business-information',
  '/settings/social-links': '/settings/social-links',
};

// Longest first: '/settings/billing' before '/settings'.
const OLD_PATHS = Object.keys(ADMIN_PATHS).sort((a, b) => b.length - a.length);

export interface AdminPath {
  /** The new address: path, query and hash (the old one when unmapped). */
  address: string;
  /** False when no row of the table applies. */
  mapped: boolean;
}

/** The new address of an old admin address (`/settings/billing?tab=2#card`, also under
 * `/config`); unmapped ones come back unchanged, with `mapped: false`. */
export function mapAdminPath(address: string): AdminPath {
  const [, config = '', path = '', rest = ''] = /^(\/config(?=\/|$|[?#]))?([^?#]*)(.*)$/s.exec(address) ?? [];
  const old = OLD_PATHS.find((p) => path === p || path.startsWith(`${p}/`));
  if (old === undefined) return { address, mapped: false };
  return { address: config + ADMIN_PATHS[old] + path.slice(old.length) + rest, mapped: true };
}

/** The new address of an old admin address; an unmapped one is returned unchanged, and the
 * console says so. */
export function newAdminPath(address: string): string {
  const result = mapAdminPath(address);
  if (!result.mapped) console.warn(t(text, 'platform.unmappedAdminPath', { path: address }));
  return result.address;
}

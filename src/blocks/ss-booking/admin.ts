// Is the visitor a logged-in admin (spec 001 §6: the opening-hours booking widget shows a
// preview-only alert to logged-in admins; role ids: admin 1)? The smallest check the block
// needs, read from the site context as the census service reads roles
// (services/census.ts trackedVisitor): `authenticatedAccount`, and role ids as the keys of
// `websiteRoles` (or its entries, when it is a list).
// TODO(lead, at merge): fold into src/model/roles.ts (another branch) and import it from there.
import { siteContext, type SiteContext } from '../../contract/site-context.js';

/** spec 001 §6: the admin role's id. */
export const ADMIN_ROLE = 1;

export function loggedInAdmin(ctx: SiteContext = siteContext()): boolean {
  if (!ctx.authenticatedAccount) return false;
  const roles: unknown = ctx.websiteRoles;
  const ids = Array.isArray(roles) ? roles : Object.keys(roles ?? {});
  return ids.some((id) => Number(id) === ADMIN_ROLE);
}

// Roles and what they allow (spec 001 §6 "Roles and permissions"): pure functions over the
// site context's `authenticatedAccount` and `websiteRoles`. Nothing is read from the page.
//
// Real pages give `websiteRoles` in more than one shape; all of these are read:
// - an object keyed by role id: `{ "1": true, "10": true }` (a key whose value is false,
//   null, 0 or empty does not count);
// - a list of ids: `[1, "10"]`;
// - a list of records: `[{ "id": 1 }, { "id": "10" }]`.
// An entry that is not a known role id is ignored (roles beyond the spec's are not shown,
// §9 "Not shown"; names are not read: the spec gives ids); the schema
// (contract/site-context.ts) drops a field of any other shape.

import { isRoleId, ROLE, type RoleId } from './enumerations/roles.js';

/** What the roles rules read from the site context (a `SiteContext` fits). */
export interface AccountContext {
  authenticatedAccount?: { id?: unknown } | null;
  websiteRoles?: unknown;
}

/** The role id an entry names: a known id as a number or numeric text, or a record's `id`. */
function roleOf(entry: unknown): RoleId | undefined {
  const raw = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : entry;
  const n = typeof raw === 'string' && raw.trim() ? Number(raw) : raw;
  return isRoleId(n) ? n : undefined;
}

/** The known role ids the context names, in its order (repeats kept). */
function roleEntries({ websiteRoles: raw }: AccountContext): RoleId[] {
  const entries = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object'
      ? Object.keys(raw).filter((k) => (raw as Record<string, unknown>)[k] ?? false)
      : [];
  return entries.map(roleOf).filter((id): id is RoleId => id !== undefined);
}

/** The account's known role ids, each once, in ascending order. */
export const roles = (ctx: AccountContext): RoleId[] => [...new Set(roleEntries(ctx))].sort((a, b) => a - b);

/** A signed-in owner or contributor: the context names an authenticated account with an id
 * (spec 001 §6 "Visitor (anonymous) versus authenticated account"). */
export function isAuthenticated(ctx: AccountContext): boolean {
  const id = ctx.authenticatedAccount?.id;
  return id !== undefined && id !== null && id !== '';
}

/** An authenticated account whose only role is viewer (10). An account with no known role
 * is not viewer-only (ours: the site's owner may carry no role list). */
export function isViewerOnly(ctx: AccountContext): boolean {
  const ids = roleEntries(ctx);
  return isAuthenticated(ctx) && ids.length > 0 && ids.every((r) => r === ROLE.viewer);
}

/** Holds the admin role (1): gets the admin event broadcast (spec 001 §6). */
export const hasAdminPermission = (ctx: AccountContext): boolean => isAuthenticated(ctx) && roleEntries(ctx).includes(ROLE.admin);

/** Tracked by the visitor analytics (census, track pixel): anonymous visitors, and
 * viewer-only accounts "tracked like visitors"; other accounts are not (spec 001 §6). */
export const trackedLikeVisitor = (ctx: AccountContext): boolean => !isAuthenticated(ctx) || isViewerOnly(ctx);

/** Tracked for mouse position: authenticated accounts other than viewer-only (spec 001 §6;
 * viewer-only users are tracked like visitors, and visitors are not tracked for it). */
export const tracksMousePosition = (ctx: AccountContext): boolean => isAuthenticated(ctx) && !isViewerOnly(ctx);

/** May be sent to the config editor, by the page's redirect or by Esc: authenticated
 * accounts other than viewer-only (spec 001 §2 "Owner config redirect", §6). */
export const mayEnterConfig = (ctx: AccountContext): boolean => isAuthenticated(ctx) && !isViewerOnly(ctx);

// Roles and what they allow (spec 001 §6 "Roles and permissions"): pure functions over the
// site context's `authenticatedAccount` and `websiteRoles`. Nothing is read from the page.
//
// Real pages give `websiteRoles` in more than one shape; all of these are read:
// - an object keyed by role id: `{ "1": true, "10": true }` (a key whose value is false,
//   null or 0 does not count);
// - a list of ids or names: `[1, "10"]`, `["admin", "VIEWER", "scheduling-editor"]`;
// - a list of records: `[{ "id": 1 }, { "roleId": 10 }, { "role": "viewer" }]`.
// An entry that names no known role is ignored (roles beyond the spec's are not shown,
// §9 "Not shown"); the schema (contract/site-context.ts) drops a field of any other shape.

/** Role ids (spec 001 §6). */
export const ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

/** What the roles rules read from the site context (a `SiteContext` fits). */
export interface AccountContext {
  authenticatedAccount?: { id?: unknown } | null;
  websiteRoles?: unknown;
}

const IDS = new Set<number>(Object.values(ROLE));
/** 'scheduling-editor', 'SCHEDULING_EDITOR', 'schedulingEditor' → 'schedulingeditor'. */
const squash = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const BY_NAME = new Map<string, RoleId>(Object.entries(ROLE).map(([name, id]) => [squash(name), id]));

function roleOf(entry: unknown): RoleId | undefined {
  if (entry && typeof entry === 'object') {
    const r = entry as { id?: unknown; roleId?: unknown; role?: unknown };
    return roleOf(r.id ?? r.roleId ?? r.role);
  }
  if (typeof entry === 'number') return IDS.has(entry) ? (entry as RoleId) : undefined;
  if (typeof entry !== 'string' || !entry.trim()) return undefined;
  const n = Number(entry);
  return Number.isInteger(n) ? roleOf(n) : BY_NAME.get(squash(entry));
}

/** The account's known role ids, each once, in ascending order. */
export function roles(ctx: AccountContext): RoleId[] {
  const raw = ctx.websiteRoles;
  let entries: unknown[] = [];
  if (Array.isArray(raw)) entries = raw;
  else if (raw && typeof raw === 'object') {
    entries = Object.entries(raw)
      .filter(([, v]) => v !== false && v !== null && v !== undefined && v !== 0)
      .map(([k]) => k);
  }
  const ids = new Set<RoleId>();
  for (const e of entries) {
    const id = roleOf(e);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** A signed-in owner or contributor: the context names an authenticated account with an id
 * (spec 001 §6 "Visitor (anonymous) versus authenticated account"). */
export function isAuthenticated(ctx: AccountContext): boolean {
  const id = ctx.authenticatedAccount?.id;
  return id !== undefined && id !== null && id !== '';
}

/** An authenticated account whose only role is viewer (10). An account with no known role
 * is not viewer-only (ours: the site's owner may carry no role list). */
export function isViewerOnly(ctx: AccountContext): boolean {
  const ids = roles(ctx);
  return isAuthenticated(ctx) && ids.length > 0 && ids.every((r) => r === ROLE.viewer);
}

/** Holds the admin role (1): gets the admin event broadcast (spec 001 §6). */
export const hasAdminPermission = (ctx: AccountContext): boolean => isAuthenticated(ctx) && roles(ctx).includes(ROLE.admin);

/** Tracked by the visitor analytics (census, track pixel): anonymous visitors, and
 * viewer-only accounts "tracked like visitors"; other accounts are not (spec 001 §6). */
export const trackedLikeVisitor = (ctx: AccountContext): boolean => !isAuthenticated(ctx) || isViewerOnly(ctx);

/** Tracked for mouse position: authenticated accounts other than viewer-only (spec 001 §6;
 * viewer-only users are tracked like visitors, and visitors are not tracked for it). */
export const tracksMousePosition = (ctx: AccountContext): boolean => isAuthenticated(ctx) && !isViewerOnly(ctx);

/** May be sent to the config editor, by the page's redirect or by Esc: authenticated
 * accounts other than viewer-only (spec 001 §2 "Owner config redirect", §6). */
export const mayEnterConfig = (ctx: AccountContext): boolean => isAuthenticated(ctx) && !isViewerOnly(ctx);

// Who may see the page (spec 001 §6: "Member-only pages show 'This page available only site
// members'. A locked page shows 'This page is locked'"). How the site context says so is not
// shown; ours, read in this order:
// 1. `pageType` by name, as model/page-types.ts reads it: 'member-area access denied' →
//    members-only; 'lock screen' and 'protected content' → locked (spec 001 §2 "Page types").
// 2. `pagePermissionTypeValue`: 1 public, 2 password-protected → locked, 3 members only →
//    members-only; or by name: 'public', 'password' / 'locked' / 'password-protected',
//    'members' / 'members-only' / 'member-area'.

import { pageTypeAmong, squashName as squash, type PageType } from './page-types.js';

export type PageAccess = 'members-only' | 'locked';

const BY_TYPE: Partial<Record<PageType, PageAccess>> = {
  'member-area access denied': 'members-only',
  'lock screen': 'locked',
  'protected content': 'locked',
};

const PERMISSIONS: Record<string, PageAccess> = {
  '2': 'locked',
  password: 'locked',
  locked: 'locked',
  passwordprotected: 'locked',
  '3': 'members-only',
  members: 'members-only',
  membersonly: 'members-only',
  memberarea: 'members-only',
};

const lookup = (table: Record<string, PageAccess>, v: unknown) =>
  typeof v === 'string' || typeof v === 'number'
    ? Object.hasOwn(table, squash(String(v)))
      ? table[squash(String(v))]
      : undefined
    : undefined;

/** The page's access restriction, or undefined for a public page. */
export function pageAccess(ctx: { pageType?: unknown; pagePermissionTypeValue?: unknown }): PageAccess | undefined {
  const type = pageTypeAmong(ctx.pageType, Object.keys(BY_TYPE) as PageType[]);
  return (type && BY_TYPE[type]) ?? lookup(PERMISSIONS, ctx.pagePermissionTypeValue);
}

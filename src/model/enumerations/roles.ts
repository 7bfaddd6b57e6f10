// Roles and permissions (spec 001 §6).

/** Role ids (spec 001 §6). There is no role 5. */
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
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** One of the role ids: 1–13 but 5 (a number: numeric text is not an id). A range, not a
 * look-up in ROLE: every tracked page's census needs only this test, not the table (the unit
 * test checks it against the table). */
export const isRoleId = (n: unknown): n is RoleId => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 13 && n !== 5;

/** The site permission areas (spec 001 §6 "site permission codes"): names only, the spec
 * shows no codes. "settings" has many sub-areas the spec does not list. */
export const SITE_PERMISSION_AREAS = [
  'content manager',
  'settings',
  'activity',
  'commerce',
  'newsletter',
  'CRM',
  'marketing',
  'scheduling',
] as const;
export type SitePermissionArea = (typeof SITE_PERMISSION_AREAS)[number];

/** The commerce permissions (spec 001 §6), names only. */
export const COMMERCE_PERMISSIONS = [
  'orders',
  'store settings',
  'shipping',
  'coupons',
  'taxes',
  'notifications',
  'inventory',
  'donations',
  'accounting',
  'discounts',
  'payments',
  'POS',
] as const;
export type CommercePermission = (typeof COMMERCE_PERMISSIONS)[number];

/** The newsletter permissions, each read or write (spec 001 §6), names only. */
export const NEWSLETTER_PERMISSIONS = ['subscribers', 'groups', 'messages', 'settings'] as const;
export type NewsletterPermission = (typeof NEWSLETTER_PERMISSIONS)[number];
export const NEWSLETTER_ACCESS = ['read', 'write'] as const;
export type NewsletterAccess = (typeof NEWSLETTER_ACCESS)[number];

/** The CRM permissions (spec 001 §6 "CRM customers": the area, then its one permission). */
export const CRM_PERMISSIONS = ['customers'] as const;
export type CrmPermission = (typeof CRM_PERMISSIONS)[number];

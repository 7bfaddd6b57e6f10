// The platform's page types (spec 001 §2 "Page types"), read from the site context's
// `pageType` (§3). Ours where the spec is silent: a page type is read by its name in any case,
// spaces, hyphens and underscores alike ('Content Collection', 'CART_V2',
// 'member-area-access-denied'). The spec gives no numeric ids, so a number is not mapped:
// inventing ids would misread a real page whose platform numbers them its own way.

/** The page types, in the spec's order. */
export const PAGE_TYPES = [
  'content collection',
  'page',
  'splash page',
  'content item',
  'not found',
  'error',
  'search',
  'lock screen',
  'popup overlay',
  'protected content',
  'member-area access denied',
  'cart',
  'checkout',
  'order confirmed',
  'donate',
  'contribution confirmed',
  'cart v2',
  'subscription confirmed',
  'order received',
  'membership confirmed',
  'reviews request',
  'newsletter unsubscribe',
  'commerce email preview',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A name with case, spaces, hyphens and underscores removed. */
export const squashName = (v: string): string => v.toLowerCase().replace(/[\s_-]+/g, '');

/** Which of `among` a site context's `pageType` names, or undefined. A reader that needs a
 * few page types passes those, and does not carry the names of all 23. */
export const pageTypeAmong = <T extends PageType>(value: unknown, among: readonly T[]): T | undefined =>
  typeof value === 'string' ? among.find((p) => squashName(p) === squashName(value)) : undefined;

/** The page type a site context's `pageType` names, or undefined (none, a number, unknown). */
export const pageTypeOf = (value: unknown): PageType | undefined => pageTypeAmong(value, PAGE_TYPES);

// The platform's page types (spec 001 §2 "Page types") and the pages that load lazy modules
// (§2 "Pages that trigger lazy-loaded modules"), read from the site context (§3 `pageType`,
// `collection`, `item`, `itemId`). Ours where the spec is silent:
// - a page type is read by its name in any case, spaces, hyphens and underscores alike
//   ('Content Collection', 'CART_V2', 'member-area-access-denied'). The spec gives no numeric
//   ids, so a number is not mapped: inventing ids would misread a real page whose platform
//   numbers them its own way.
// - the kind of a collection is its `collection.typeName` by name (blog, events, gallery,
//   products; also read from `collection.type` when that is a name); a collection page is a
//   list, an item page (`content item`) a single item. Without a page type, an item id in
//   the context (`item.id`, `itemId`) makes it an item page, else a collection makes it a list.
// - the events list and the events calendar are both an events collection's page (the
//   calendar is a view of the same list), so both are 'events'.

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

/** The pages that load lazy modules, as this library names them. */
export const LAZY_PAGES = ['cart', 'reviews-request', 'search', 'events', 'blog', 'gallery', 'products'] as const;
export type LazyPage = (typeof LAZY_PAGES)[number];

/** Lazy pages by page type. */
const BY_TYPE: Partial<Record<PageType, LazyPage>> = {
  cart: 'cart',
  'cart v2': 'cart',
  'reviews request': 'reviews-request',
  search: 'search',
};

/** The collections whose list loads lazy modules, and whether their item view does too. */
const COLLECTIONS: Record<string, { page: LazyPage; item: boolean }> = {
  blog: { page: 'blog', item: false },
  events: { page: 'events', item: false },
  gallery: { page: 'gallery', item: false },
  products: { page: 'products', item: true },
};

/** What of the site context tells a page's kind (spec 001 §3). */
export interface PageContext {
  pageType?: unknown;
  collection?: Record<string, unknown> | null;
  item?: Record<string, unknown> | null;
  itemId?: unknown;
}

const named = (v: unknown) => (typeof v === 'string' ? squashName(v) : undefined);

/** The lazy page the context describes, or undefined for a page that loads none. */
export function lazyPage(ctx: PageContext): LazyPage | undefined {
  const type = pageTypeOf(ctx.pageType);
  if (type && BY_TYPE[type]) return BY_TYPE[type];
  const kind = named(ctx.collection?.typeName) ?? named(ctx.collection?.type);
  const collection = kind !== undefined && Object.hasOwn(COLLECTIONS, kind) ? COLLECTIONS[kind] : undefined;
  if (!collection) return undefined;
  const item = type ? type === 'content item' : !!(ctx.item?.id || ctx.itemId);
  if (type && type !== 'content item' && type !== 'content collection') return undefined;
  return !item || collection.item ? collection.page : undefined;
}

/** Whether a lazy page needs the commerce rollup (spec 001 §2: the cart, the products). */
export const needsCommerce = (page: LazyPage): boolean => page === 'cart' || page === 'products';

// The pages that load lazy modules (spec 001 §2 "Pages that trigger lazy-loaded modules"),
// read from the site context (§3 `pageType`, `collection`, `item`, `itemId`). A module apart
// from the page types so that a page which reads its access (model/page-access.ts) does not
// carry this. Ours where the spec is silent:
// - the kind of a collection is its `collection.typeName` by name (blog, events, gallery,
//   products; also read from `collection.type` when that is a name); a collection page is a
//   list, an item page (`content item`) a single item. Without a page type, an item id in
//   the context (`item.id`, `itemId`) makes it an item page, else a collection makes it a list.
// - the events list and the events calendar are both an events collection's page (the
//   calendar is a view of the same list), so both are 'events'.
import { pageTypeAmong, squashName, type PageType } from './page-types.js';

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

/** The page types this reads: those above, and a collection's list and item pages. */
const READ: PageType[] = [...(Object.keys(BY_TYPE) as PageType[]), 'content collection', 'content item'];

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
  const type = pageTypeAmong(ctx.pageType, READ);
  if (type && BY_TYPE[type]) return BY_TYPE[type];
  // Any other page type by name (a plain page, a checkout) loads none.
  if (typeof ctx.pageType === 'string' && !type) return undefined;
  const kind = named(ctx.collection?.typeName) ?? named(ctx.collection?.type);
  const collection = kind !== undefined && Object.hasOwn(COLLECTIONS, kind) ? COLLECTIONS[kind] : undefined;
  if (!collection) return undefined;
  const item = type ? type === 'content item' : !!(ctx.item?.id || ctx.itemId);
  return !item || collection.item ? collection.page : undefined;
}

/** Whether a lazy page needs the commerce rollup (spec 001 §2: the cart, the products). */
export const needsCommerce = (page: LazyPage): boolean => page === 'cart' || page === 'products';

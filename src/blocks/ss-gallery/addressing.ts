// Gallery addressing (spec 000 §2 "Gallery addressing", §7 last paragraph; doc 2 §2
// "Lightbox deep links"). Pure functions of URLs, so they are unit-tested without a page.
//
// Writing, in the path (the platform's form): the item id goes after the collection's full
// URL with a trailing slash added (`/gallery/` + `slide-2`); the query is kept, and any
// `itemId` field is dropped from the hash and query so a reload selects by the path alone.
// In the hash (`#itemId=slide-2`, the spec's other form) or the query (`?itemId=slide-2`),
// for pages whose server or router owns the path (ours), the path is kept and the other
// part loses its `itemId`. The element uses replaceState: browsing slides should not fill the
// back button's history.
// Reading: the `itemId` field of the hash (`#itemId=slide-2`), else the `itemId` query
// field real pages use (`?itemId=slide-2`), else the last path segment, matched against the
// slides' urls and ids. No collection URL is needed to read: an item in the path is its last
// segment, under the collection's URL or not.

/** The collection URL with exactly one trailing slash. */
export const withTrailingSlash = (url: string): string => url.replace(/\/*$/, '/');

function withoutItemId(params: string): string {
  const p = new URLSearchParams(params);
  p.delete('itemId');
  return p.toString();
}

/** The query and the hash of an address without their itemId fields. */
function withoutItemFields(current: URL): [search: string, hash: string] {
  const hash = current.hash.slice(1);
  return [withoutItemId(current.search.slice(1)), hash.includes('itemId=') ? withoutItemId(hash) : hash];
}

const joined = (path: string, search: string, hash: string) => `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
const and = (fields: string, field: string) => (fields ? `${fields}&${field}` : field);

/** Where an item's address goes: the path, the hash's or the query's `itemId` field. */
export type AddressMode = 'path' | 'hash' | 'query';

/** The address to write for an item. collection is a path or an absolute URL (read in path
 * mode only). */
export function itemUrl(current: URL, collection: string, itemId: string, mode: AddressMode = 'path'): string {
  const [search, hash] = withoutItemFields(current);
  const id = encodeURIComponent(itemId);
  const field = `itemId=${id}`;
  if (mode === 'path') return joined(new URL(withTrailingSlash(collection) + id, current).pathname, search, hash);
  if (mode === 'query') return joined(current.pathname, and(search, field), hash);
  // An anchor that is not a field list (`#top`) gives way to the item: the hash holds one.
  return joined(current.pathname, search, hash.includes('=') ? and(hash, field) : field);
}

/** The slide the address names: its index, or -1; `byPath` when the last path segment named
 * it. A field naming no slide leaves the path to try. */
export function namedSlide(current: URL, slides: readonly { id?: string; url?: string }[]): { index: number; byPath: boolean } {
  const find = (id?: string | null) => (id ? slides.findIndex((s) => s.id === id || s.url === id) : -1);
  const index = find(new URLSearchParams(current.hash.slice(1)).get('itemId') || current.searchParams.get('itemId'));
  return index >= 0 ? { index, byPath: false } : { index: find(lastSegment(current)), byPath: true };
}

/** The address without the item (doc 2 §2 "Lightbox deep links"): the `itemId` field dropped
 * from the hash and the query, and the last path segment dropped when it names the item
 * (`/gallery/slide-2` → `/gallery/`). What the lightbox's Back button returns to when it was
 * opened from the address. */
export function addressWithoutItem(current: URL, itemId: string): string {
  const path = lastSegment(current) === itemId ? current.pathname.replace(/[^/]+\/?$/, '') : current.pathname;
  return joined(path, ...withoutItemFields(current));
}

/** The last non-empty path segment, decoded. */
export function lastSegment(current: URL): string | undefined {
  const seg = current.pathname.split('/').filter(Boolean).pop();
  return seg ? decodeURIComponent(seg) : undefined;
}

// The platform's route rules (spec 001 §2 "Other route rules"): what an internal link points
// at, and the search page's path. An internal link is what model/site-links `linkKind` calls
// one; the /config prefix is model/config-redirect `underConfig`.
import { linkKind } from './site-links.js';

/** What an internal link points at (spec 001 §2 "Other route rules"): a file (`/s/…`), a
 * collection's panel (`/pages/{24-character id}`), or a page by its URL id with the query
 * as its filters (`/{urlId}?filters`). Ours: the id is 24 letters or digits (the platform's
 * ids are 24 hex digits; any letter is taken, a shorter or longer one is a page); the URL id is
 * the whole path after its first `/` (`''` for the home page), the hash dropped. */
export type InternalLink =
  { target: 'file'; path: string } | { target: 'collection-panel'; id: string } | { target: 'page'; urlId: string; filters: string };

/** What an internal link points at; undefined for any other link. */
export function internalLink(href: string): InternalLink | undefined {
  const link = href.trim();
  if (linkKind(link) !== 'internal') return undefined;
  const [, path = '', query = ''] = /^([^?#]*)\??([^#]*)/.exec(link) ?? [];
  if (path.startsWith('/s/')) return { target: 'file', path };
  const panel = /^\/pages\/([a-z0-9]{24})\/?$/i.exec(path);
  if (panel) return { target: 'collection-panel', id: panel[1]! };
  return { target: 'page', urlId: path.slice(1), filters: query };
}

/** The search page's path, `/search` exactly as the spec writes it: a visit there is not
 * counted as a page view (spec 001 §2). */
export const isSearchPath = (path: string): boolean => path === '/search';

// `ss-blocks/routes`: the platform's pages and routes (docs/site-rules.md "Page types and lazy
// modules"): the 23 page types, the pages that load lazy modules, the route rules and the
// chunk load error's shape. Pure, for an editor, a server or a page's own code; the page's
// start uses the same modules to load a lazy page's rollups.
export { PAGE_TYPES, pageTypeOf } from './model/page-types.js';
export type { PageType } from './model/page-types.js';
export { LAZY_PAGES, lazyPage, needsCommerce } from './model/lazy-pages.js';
export type { LazyPage, PageContext } from './model/lazy-pages.js';
export { internalLink, isSearchPath } from './model/site-routes.js';
export type { InternalLink } from './model/site-routes.js';
export { underConfig } from './model/config-redirect.js';
export { CHUNK_TIMEOUT_MS } from './model/chunk-load-error.js';
export type { ChunkLoadError, ChunkFailure } from './model/chunk-load-error.js';

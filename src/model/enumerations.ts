// The platform's enumerations as one typed model (spec 001 §2, §3 "Product", "Block types and
// variants", "Enumerations", §6): pure data and guards, one `export const` per table so a
// bundle that imports one table carries only that table. Where the spec gives names but no
// ids, only the names are here: an id is never made up and passed off as the spec's.
//
// The tables are split by theme into ./enumerations/, and the library's own code imports the
// theme file, not this index: on the CDN each table then lives in the chunk of the one module
// that uses it (roles with the account rules, product types with the product). Through one
// module shared by both, rollup made a chunk of its own that every page's autoloader lists.
export * from './enumerations/roles.js';
export * from './enumerations/products.js';
export * from './enumerations/blocks.js';
export * from './enumerations/items.js';
export * from './enumerations/site.js';
export * from './enumerations/editor.js';
export type { IdRange } from './enumerations/range.js';

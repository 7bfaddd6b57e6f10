// `ss-blocks/site-rules`: the platform's rules for admin paths, links, blog URL formats,
// address fields and file sizes (docs/site-rules.md). Pure, for a site editor, a form that
// takes a link, or a server; no published page needs them, so neither the package's entry
// nor the CDN files carry them.
export * from './model/admin-paths.js';
export * from './model/site-links.js';
export * from './model/file-size.js';

// The CDN entry: registers every element and exposes the page-level services.
export * from './contract/index.js';

// Size report only: Lit with the cookie banner and its lazy chunks, the sanitiser (a banner
// with owner text loads it) and the dialog stack (a popup banner loads it).
export * from './banner-with-lit.js';
export * from '../../src/blocks/sanitize-html.js';
export * from '../../src/services/dialog-stack.js';

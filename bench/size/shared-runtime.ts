// What every block shares (Lit, the page contract with zod, the block base, the image
// loader): the bench reports the gallery's own code beyond it as well as beyond Lit alone.
export * from '../lit-only.js';
export * from '../../src/contract/index.js';
export * from '../../src/blocks/block-element.js';
export * from '../../src/services/image-loader.js';

// Size report only: the shared runtime a block builds on (Lit, the translator, settings and
// the block base, the page contract with zod and the site context, the data layer). The
// report's "beyond runtime" rows are a block's bundle with this, minus this alone.
export * from '../../src/contract/index.js';
export * from '../../src/blocks/block-element.js';
export * from '../../src/blocks/block-data-source.js';
export * from '../../src/blocks/setting-properties.js';
export * from '../../src/blocks/element-helpers.js';
export * from '../../src/controllers/locale-controller.js';
export * from '../../src/services/data-layer.js';
export * from '../../src/i18n/translator.js';
export { html, css, render, nothing, LitElement } from 'lit';

// Size report only: what every ss-blocks page reads its data with — the page contract (the
// site context with zod) and the translator. The telemetry row is measured beyond it.
export * from '../../src/contract/index.js';
export * from '../../src/contract/page.js';
export * from '../../src/i18n/translator.js';

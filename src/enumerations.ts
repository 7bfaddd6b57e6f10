// `ss-blocks/enumerations`: the platform's enumerations as typed constants (docs/enumerations.md):
// roles, permissions, product types, block types and variants, workflow states, website
// status and type and the rest. Pure data, one export per table so a bundler keeps only the
// tables a program uses; the labels are message ids of `ss-blocks/i18n`.
export * from './model/enumerations.js';

// Size report only: the runtime (runtime.ts) with <ss-popup> as every popup page loads it:
// the element, its settings, rules and record, its styles, and the dialog controller.
export * from './runtime.js';
export * from '../../src/blocks/ss-popup/ss-popup.js';

// Size report only: the runtime (runtime.ts) with <ss-form> as every form page loads it.
export * from './runtime.js';
export * from '../../src/blocks/ss-form/ss-form.js';

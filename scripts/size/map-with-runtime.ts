// Size report only: the runtime (runtime.ts) with <ss-map> as every map page loads it (its
// map options, loaded with the maps script, are not counted).
export * from './runtime.js';
export * from '../../src/blocks/ss-map/ss-map.js';

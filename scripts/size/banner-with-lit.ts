// Size report only: Lit with the cookie banner as a bar with the default text loads it.
export * from './lit.js';
export * from '../../src/blocks/ss-cookie-banner/ss-cookie-banner.js';

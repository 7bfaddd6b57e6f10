export * from './block-data.js';
export * from './settings.js';
export * from './setting-variants.js';
export * from './site-context.js';
export * from './site-events.js';
export { apiUrl, type ApiAddresses } from './api-addresses.js';

// The package's main entry: every element (registered on import), every page-level service
// and the page contract. The telemetry (its starts, the census, analytics, error reporting and
// the outbox's count) loads on the first call (services/telemetry-on-demand.ts), web-vitals
// with the performance client: a page that never starts them does not load them; its modules
// (`ss-blocks/services/telemetry`, …) export the same functions to import up front. The single
// CDN file (cdn.ts) is the same library with the page's start.
export * from './library.js';
import './blocks/ss-confirm/ss-confirm.js';
import './blocks/ss-system-error/ss-system-error.js';

export { SsConfirm, CONFIRM_STYLES } from './blocks/ss-confirm/ss-confirm.js';
export { SsSystemError } from './blocks/ss-system-error/ss-system-error.js';

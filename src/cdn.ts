// The single-file CDN build (dist/cdn/ss-blocks.min.js and the classic ss-blocks.iife.min.js):
// every element and service; after load, in idle time, the cookie banner and the page's
// telemetry start (services/start.ts). The npm entry (index.ts) starts nothing: a bundler's
// page starts what it wants.
//
// The telemetry's starts are the npm entry's, loaded on the first call (same signatures):
// the module file fetches the telemetry and web-vitals from its folder when the page's start
// or the page's own code starts them, instead of carrying them up front. The classic file
// inlines them.
import { startPageWhenIdle } from './services/start.js';
import type { startPerformance as StartPerformance } from './services/performance.js';
import type { startTelemetry as StartTelemetry } from './services/telemetry.js';

export * from './api.js';
export { mark, measure } from './services/user-timing.js';

/** `startTelemetry` of `ss-blocks/services/telemetry`, loaded on the first call. */
export const startTelemetry: typeof StartTelemetry = (...args) =>
  void import('./services/telemetry.js').then((m) => m.startTelemetry(...args));

/** `startPerformance` of `ss-blocks/services/performance`, loaded on the first call. */
export const startPerformance: typeof StartPerformance = (...args) =>
  import('./services/performance.js').then((m) => m.startPerformance(...args));

if (typeof document !== 'undefined') startPageWhenIdle();

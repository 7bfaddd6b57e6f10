// The telemetry, loaded on the first call: the functions of its modules with their signatures,
// each importing its module when the page's start or the page's own code first calls it. The
// package's entry and the single CDN file export these, so a page that never starts the
// telemetry loads none of it (nor web-vitals); a record made while its module loads is sent
// once it has.
import type * as Analytics from './analytics.js';
import type * as Census from './census.js';
import type * as Errors from './error-reporting.js';
import type * as Outbox from './outbox.js';
import type * as Performance from './performance.js';
import type * as Telemetry from './telemetry.js';

/** `startTelemetry` of `ss-blocks/services/telemetry`, loaded on the first call. */
export const startTelemetry: typeof Telemetry.startTelemetry = (...args) =>
  void import('./telemetry.js').then((m) => m.startTelemetry(...args));

/** `startPerformance` of `ss-blocks/services/performance`, loaded on the first call. */
export const startPerformance: typeof Performance.startPerformance = (...args) =>
  import('./performance.js').then((m) => m.startPerformance(...args));

const errors = () => import('./error-reporting.js');

/** `startErrorReporting` of `ss-blocks/services/error-reporting`, loaded on the first call;
 * the stop it returns stops it once loaded. */
export const startErrorReporting: typeof Errors.startErrorReporting = (...args) => {
  const stop = errors().then((m) => m.startErrorReporting(...args));
  return () => void stop.then((f) => f());
};

/** `reportError` of `ss-blocks/services/error-reporting`, loaded on the first call. */
export const reportError: typeof Errors.reportError = (...args) => void errors().then((m) => m.reportError(...args));

/** `trackEvent` of `ss-blocks/services/analytics`, loaded on the first call. */
export const trackEvent: typeof Analytics.trackEvent = (...args) => import('./analytics.js').then((m) => m.trackEvent(...args));

/** `droppedCount` of `ss-blocks/services/outbox`, loaded on the first call. */
export const droppedCount: typeof Outbox.droppedCount = () => import('./outbox.js').then((m) => m.droppedCount());

// The census's records (`ss-blocks/services/census`), each loaded on the first call.
const census = () => import('./census.js');
export const recordHit: typeof Census.recordHit = (...args) => census().then((m) => m.recordHit(...args));
export const recordCensus: typeof Census.recordCensus = (...args) => census().then((m) => m.recordCensus(...args));
export const recordButtonClick: typeof Census.recordButtonClick = (...args) => census().then((m) => m.recordButtonClick(...args));
export const recordQuickView: typeof Census.recordQuickView = (...args) => census().then((m) => m.recordQuickView(...args));
export const recordEvent: typeof Census.recordEvent = (...args) => census().then((m) => m.recordEvent(...args));
export const trace: typeof Census.trace = (...args) => census().then((m) => m.trace(...args));
export const track: typeof Census.track = (...args) => census().then((m) => m.track(...args));

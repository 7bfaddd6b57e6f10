// Starting the page's telemetry: consent first (under the restrictive policy
// without consent nothing that tracks is kept), the outbox's leftovers from earlier pages,
// error reporting, performance, visitor tracking, the census page hit and the track pixel.
// The CDN builds start it on every page (services/start.ts): after load, in idle time, off
// the critical path. Nothing starts in the editing backend (/config, or framed by it).
// The page turns parts off in its site context: `"telemetry": false`, or
// `"telemetry": { "app": "…", "errors": false, "performance": false, "visitor": false,
// "census": false }`.
import { inEditingBackend } from '../contract/page.js';
import { telemetrySettings, type TelemetryOptions } from '../contract/telemetry.js';
import { applyPolicy, whenTrackingAllowed } from './consent.js';
import { channels as censusChannels, recordHit, track } from './census.js';
import { startErrorReporting } from './error-reporting.js';
import { flush } from './outbox.js';
import { startPerformance } from './performance.js';
import { startVisitorTracking } from './visitor.js';

export type { TelemetryOptions } from '../contract/telemetry.js';

let started = false;

/** Forgets that it started (tests). */
export function resetTelemetry(): void {
  started = false;
}

/** Starts what the options (default: the page's settings) leave on; once per page. */
export function startTelemetry(options: TelemetryOptions | false = telemetrySettings()): void {
  if (started || options === false || inEditingBackend()) return;
  started = true;
  const app = options.app || 'ss-blocks';
  applyPolicy();
  if (options.errors !== false) startErrorReporting({ app });
  if (options.performance !== false) void startPerformance({ app });
  if (options.visitor !== false) startVisitorTracking();
  if (options.census !== false) {
    whenTrackingAllowed(() => {
      void recordHit();
      void track();
    });
  }
  // What earlier pages could not send, now that the channels are known.
  censusChannels();
  void flush();
}

// The package's main entry: registers every element and exposes the page-level services and
// the page contract (api.ts), with the telemetry's starts.
export * from './api.js';
export { startTelemetry } from './services/telemetry.js';
export { startPerformance, mark, measure } from './services/performance.js';

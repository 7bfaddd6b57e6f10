// Size report only: the telemetry a page starts, with the central events sender.
export * from './telemetry-with-contract.js';
export * from '../../src/services/analytics.js';

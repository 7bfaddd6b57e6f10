// Size report only: the contract (contract-runtime.ts) with the telemetry a page starts.
export * from './contract-runtime.js';
export * from '../../src/services/telemetry.js';

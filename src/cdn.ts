// The single-file CDN build (dist/cdn/ss-blocks.min.js and the classic ss-blocks.iife.min.js):
// every element and service; after load, in idle time, the cookie banner and the page's
// telemetry start (services/start.ts). The npm entry (index.ts) starts nothing: a bundler's
// page starts what it wants.
import { startPageWhenIdle } from './services/start.js';

export * from './index.js';

if (typeof document !== 'undefined') startPageWhenIdle();

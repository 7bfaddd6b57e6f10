// The single-file CDN build (dist/cdn/ss-blocks.min.js and the classic ss-blocks.iife.min.js):
// every element and service; after load, in idle time, the cookie banner and the page's
// telemetry start (services/start.ts). The npm entry (index.ts) starts nothing: a bundler's
// page starts what it wants.
//
// The telemetry loads on the first call (index.ts): the module file fetches it (and web-vitals
// for the performance client) from its folder instead of carrying it up front. The classic
// file inlines it.
// A later copy of the library on the page starts nothing (src/one-copy.ts).
import { firstCopy } from './one-copy.js';
import { startPageWhenIdle } from './services/start.js';

export * from './index.js';

if (firstCopy) startPageWhenIdle();

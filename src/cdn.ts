// The single-file CDN build (dist/cdn/ss-blocks.min.js and the classic ss-blocks.iife.min.js):
// every element and service; after load, in idle time, the cookie banner and the page's
// telemetry start (services/start.ts). The npm entry (index.ts) starts nothing: a bundler's
// page starts what it wants.
//
// The telemetry loads on the first call (index.ts): the module file fetches it (and web-vitals
// for the performance client) from its folder instead of carrying it up front. So do the two
// overlays the services show, the confirmation and the system error: they are defined when a
// service first shows one, or when one appears in the page. The classic file inlines them.
// A later copy of the library on the page starts nothing (src/one-copy.ts).
import { firstCopy } from './one-copy.js';
import { autoload } from './autoload/autoload.js';
import type { ElementLoaders } from './services/elements/on-demand.js';
import { startPageWhenIdle } from './services/start.js';

export * from './library.js';

const overlays: ElementLoaders = {
  'ss-confirm': () => import('./blocks/ss-confirm/ss-confirm.js'),
  'ss-system-error': () => import('./blocks/ss-system-error/ss-system-error.js'),
};

if (firstCopy) {
  autoload(document, overlays);
  // services/elements/on-demand.ts provideElementLoaders, written out: that module is loaded
  // only by a service whose element is missing.
  (globalThis as { [key: symbol]: ElementLoaders | undefined })[Symbol.for('ss-blocks.loaders')] ??= overlays;
  startPageWhenIdle();
}

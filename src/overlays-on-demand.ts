// The two overlays the services show, the confirmation (<ss-confirm>) and the system error
// (<ss-system-error>), are left out of the entries that define every element (index.ts, the
// single CDN file): few pages show one, and together they weigh 3.6 kB gz. They are defined
// when a service first shows one (the services load their element through the loaders the
// page offers: services/elements/on-demand.ts), or once one is in the document. Every other
// element of those entries is defined already, so this needs none of the autoloader's
// watching (shadow roots, hints). The first copy of the library on the page does this once.
import { firstCopy } from './one-copy.js';
import type { ElementLoaders } from './services/elements/on-demand.js';

const overlays: ElementLoaders = {
  'ss-confirm': () => import('./blocks/ss-confirm/ss-confirm.js'),
  'ss-system-error': () => import('./blocks/ss-system-error/ss-system-error.js'),
};

if (firstCopy) {
  const check = () => {
    for (const tag in overlays) if (!customElements.get(tag) && document.getElementsByTagName(tag).length) void overlays[tag]!();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  check();
  // services/elements/on-demand.ts provideElementLoaders, written out (a loader offered first
  // keeps its tag): that module is loaded only by a service whose element is missing.
  const loaders = globalThis as { [key: symbol]: ElementLoaders | undefined };
  const key = Symbol.for('ss-blocks.loaders');
  loaders[key] = { ...overlays, ...loaders[key] };
}

// The CDN autoloader (dist/cdn/autoloader.js, and autoloader.classic.js for a classic
// <script>): defines each ss-* element the first time one appears in the page, from that
// element's own module; shared code (Lit, the contract, the image loader) comes in chunks
// fetched once. After load, in idle time, it starts the page's cookie banner and telemetry
// (services/start.ts), and the block animations, text shrink and checkout links its markup
// asks for. The README's "From a CDN" says where the script goes.
import { autoload, type ElementLoaders } from './autoload/autoload.js';
import { elements } from './autoload/elements.js';
import { autoload as text } from './i18n/en/autoload.js';

const page = globalThis as { ssBlocksLoaded?: 1 };

// A page that has the library twice (two loaders, a module and a classic one, or a loader
// beside the single file): the later copy says so and does nothing (spec 001 §8 "a second run
// of the common script"). src/one-copy.ts, written out: the single file and the npm entry set
// and read the same mark.
const browser = typeof document !== 'undefined';
if (browser && page.ssBlocksLoaded) console.warn(text['autoload.secondRun']);
else if (browser) {
  page.ssBlocksLoaded = 1;
  autoload(document, elements);
  // The services that show an element (a confirmation, the system error overlay, the
  // lightbox, the banner) load it from the same map, unless loaders were offered first:
  // services/elements/on-demand.ts provideElementLoaders, written out for the same reason.
  (globalThis as { [key: symbol]: ElementLoaders | undefined })[Symbol.for('ss-blocks.loaders')] ??= elements;
  // services/start.ts startPageWhenIdle, written out: a static import would make the
  // classic variant impossible, and the telemetry's code is fetched only once it is due, on
  // a page with a site context (contract/site-context.ts hasSiteContext).
  const start = () =>
    (globalThis.requestIdleCallback ?? setTimeout)(() => {
      // The page's site context (an island, or the platform's global), or markup asking for
      // block animations, text shrink, add-to-cart buttons, checkout links or widget
      // renderings: services/page-markup.ts's selectors, written out for the same reason.
      // One query for the island and the markup: every page's loader is at its size limit.
      const asked =
        document.querySelector(
          '#ss-site-context,[data-animation],[data-block-json*=Animation],[data-props*=Animation],[data-text-shrink],[data-add-to-cart],[data-checkout],[data-widget-json]',
        ) || (globalThis as { Static?: { SQUARESPACE_CONTEXT?: unknown } }).Static?.SQUARESPACE_CONTEXT;
      if (asked) void import('./services/start.js').then((m) => m.startPage());
    });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

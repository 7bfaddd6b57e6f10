// The library's entry points, found on disk so a new block or service needs no config edit.
import { readdirSync, existsSync } from 'node:fs';

const list = (dir, test) => (existsSync(dir) ? readdirSync(dir).filter(test).sort() : []);

export function entries() {
  const out = {
    index: 'src/index.ts',
    autoloader: 'src/autoloader.ts',
    contract: 'src/contract/index.ts',
    commerce: 'src/commerce/index.ts',
    'site-rules': 'src/site-rules.ts',
    enumerations: 'src/enumerations.ts',
    routes: 'src/routes.ts',
    i18n: 'src/i18n/index.ts',
    'i18n/en': 'src/i18n/en/index.ts',
    'i18n/fr': 'src/i18n/fr/index.ts',
  };
  for (const block of list('src/blocks', (n) => n.startsWith('ss-'))) {
    out[`blocks/${block}`] = `src/blocks/${block}/${block}.ts`;
  }
  for (const file of list('src/services', (n) => n.endsWith('.ts') && !n.includes('.test.'))) {
    out[`services/${file.replace(/\.ts$/, '')}`] = `src/services/${file}`;
  }
  return out;
}

/** The CDN's per-element build (dist/cdn/): the autoloader, one entry per block (what the
 * autoloader imports, under a stable name a page can modulepreload), each service, the
 * contract and the message catalogue's API (sharing the blocks' translator through the core
 * chunk). The single-file bundle (`index`) is built on its own. */
export function cdnEntries() {
  // The English areas are for a bundler's t(): a CDN page registers its own locales only (the
  // French table, dist/cdn/i18n/fr.js, is one it can register).
  // The enumerations and the routes are for an editor or a server, not a published page: as
  // a CDN entry, the one chunk holding every table would load whole with any block that uses
  // one value (the page's start imports the route modules it needs itself).
  const { index, 'i18n/en': en, enumerations, routes, ...rest } = entries();
  return rest;
}

export function reactEntries() {
  const out = {};
  for (const file of list('react', (n) => n.endsWith('.ts'))) {
    out[`react/${file.replace(/\.ts$/, '')}`] = `react/${file}`;
  }
  return out;
}

/** Rows of the size report that measure what a block adds to the shared runtime: the
 * bundle of the first file minus the bundle of the second, each gzipped whole. */
export function sizeDifferences() {
  return {
    'ss-form beyond runtime': ['scripts/size/form-with-runtime.ts', 'scripts/size/runtime.ts'],
    'ss-form from JSON beyond runtime': ['scripts/size/form-json-with-runtime.ts', 'scripts/size/runtime.ts'],
    // What the map block adds to that runtime: the element, its card, settings and styles,
    // and the maps loader (services/maps).
    'ss-map beyond runtime': ['scripts/size/map-with-runtime.ts', 'scripts/size/runtime.ts'],
    // What the popup overlay adds to that runtime (its form, when it has one, is ss-form's).
    'ss-popup beyond runtime': ['scripts/size/popup-with-runtime.ts', 'scripts/size/runtime.ts'],
    // What a page's telemetry start loads beyond the contract every page has; with the
    // central events sender a page loads when it sends its first analytics event.
    'telemetry beyond contract': ['scripts/size/telemetry-with-contract.ts', 'scripts/size/contract-runtime.ts'],
    'telemetry + analytics beyond contract': ['scripts/size/telemetry-analytics-with-contract.ts', 'scripts/size/contract-runtime.ts'],
    // A bar with the default text; with owner text (the sanitiser) and as a popup (the stack).
    'ss-cookie-banner beyond Lit': ['scripts/size/banner-with-lit.ts', 'scripts/size/lit.ts'],
    'ss-cookie-banner all beyond Lit': ['scripts/size/banner-all-with-lit.ts', 'scripts/size/lit.ts'],
  };
}

/** The peers a user would pick instead, measured in the same run (no goal: beside ours).
 * `css` is a stylesheet the peer also needs, compressed on its own as it is fetched. */
export function peerEntries() {
  return {
    'peer: web-vitals': { entry: 'scripts/size/web-vitals.ts' },
    'peer: Dinero.js': { entry: 'scripts/size/dinero.ts' },
    'peer: vanilla-cookieconsent': {
      entry: 'scripts/size/cookieconsent.ts',
      css: 'node_modules/vanilla-cookieconsent/dist/cookieconsent.css',
    },
  };
}

/** Our row and the peer row it is printed beside, as a ratio. */
export function peerComparisons() {
  return [
    ['telemetry beyond contract', 'peer: web-vitals'],
    ['telemetry + analytics beyond contract', 'peer: web-vitals'],
    ['ss-cookie-banner beyond Lit', 'peer: vanilla-cookieconsent'],
    ['ss-cookie-banner all beyond Lit', 'peer: vanilla-cookieconsent'],
    ['commerce', 'peer: Dinero.js'],
  ];
}

/** Bundles measured by the size report only: sets of entries whose total has a goal. */
export function sizeOnlyEntries() {
  return { 'cdn-foundation': 'bench/size/foundation.ts', 'gallery-motion': 'scripts/size/gallery-motion.ts' };
}

import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { entries, cdnEntries, reactEntries } from './scripts/entries.mjs';
import { cdnAutoloader } from './scripts/cdn-autoloader.mjs';
import { minify } from './scripts/minify.mjs';

// The CDN's shared chunks. The core is what every element loads: Lit, the translator, the
// element helpers, the base class and its settings; and the reduced-motion check (0.2 kB),
// which most elements use (as a file of its own it cost each of them more than it costs the
// others in the core). The block base (reading a block's data from the page, and the settings
// only published blocks declare: mapped names, optional values) is what the published blocks
// load; the overlays and small elements read none. The page chunk (the page's address and
// window) also carries the styles several blocks share (0.1 kB): the four blocks that use them
// load it anyway, a chunk of their own would cost each of them a request, and in the block
// base the lightest pages (accordion, menu) would pay for them. Each is one request and one
// gzip context instead of several small files. Everything else shared goes where rollup puts
// it: in chunks of the blocks that use it (the words of a bad setting's warning load on the
// first one).
const CORE =
  /\/node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element)\/|\/src\/(i18n\/(translator|format)|blocks\/(element-helpers|block-element|setting-properties)|contract\/(settings|reduced-motion))\.ts$/;
const BLOCK_BASE = /\/src\/(contract\/(block-data|parsed|setting-variants)|blocks\/block-data-source)\.ts$/;
const PAGE = /\/src\/(contract\/page|blocks\/shared-styles)\.ts$/;
// The Trusted Types policy (with the loadable-address rule it applies) rides with the locale
// controller: every block that needs it up front (lightbox, video, booking, map) loads that
// chunk already, and the form and the banner load it before their sanitiser; a chunk of its
// own would add its name and indices to the autoloader every page loads (16 B gz, over its
// budget). Seven lighter pages carry it unused (0.3 kB).
const LOCALE = /\/src\/(controllers\/locale-controller|services\/html\/trusted-types|model\/loadable-url)\.ts$/;
// Where the platform's API calls go (contract/api-addresses) rides with the site context: the
// data layer, the census and the performance client load that chunk already, and the outbox
// only with one of them; a chunk of its own would add its name and indices to the autoloader
// every page loads (13 B gz, over its budget).
const SITE_CONTEXT = /\/src\/(contract\/(site-context|lenient|api-addresses)|i18n\/en\/site-context)\.ts$/;
const cdnChunks = (id) =>
  CORE.test(id)
    ? 'core'
    : BLOCK_BASE.test(id)
      ? 'block-base'
      : PAGE.test(id)
        ? 'page'
        : LOCALE.test(id)
          ? 'locale-controller'
          : SITE_CONTEXT.test(id)
            ? 'site-context'
            : undefined;

const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' });
const external = (id) => /^(lit|@lit\/|lit-html|lit-element|react|react-dom|zod|idb-keyval)(\/|$)/.test(id);
// Rollup's own code (the inlined lazy parts' `import()`, namespace objects) in the syntax
// the rest of the file targets (es2022): arrows, const and shorthand properties.
const generatedCode = { arrowFunctions: true, constBindings: true, objectShorthand: true };
const onwarn = (warning, warn) => {
  // zod's annotations and circular imports are noise.
  if (['INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY'].includes(warning.code)) return;
  warn(warning);
};

export default [
  // npm: one entry per block, service and React wrapper; shared code in chunks; deps external.
  {
    input: { ...entries(), ...reactEntries() },
    external,
    onwarn,
    plugins: [nodeResolve({ extensions: ['.ts', '.js'] }), ts()],
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // The page's one-copy check (src/one-copy.ts) in a file of its own, which index.js
      // imports before its elements: inlined, it would run after their modules had defined
      // them. package.json lists it among the files with side effects. What it imports stays
      // out of it (a manual chunk takes in its imports): a block's entry, or the autoloader,
      // that imports them runs no check.
      manualChunks: (id) => id.match(/\/src\/(one-copy|blocks\/element-helpers|i18n\/en\/autoload)\.ts$/)?.[1].replace(/.*\//, ''),
      hoistTransitiveImports: false,
      // No source maps: this build is readable (not minified, one file per entry), and the
      // app's bundler makes its own maps of what it takes (docs/loading.md "Source maps").
    },
  },
  // CDN, per element: the autoloader (module, and autoloader.classic.js for a classic
  // <script>: scripts/cdn-autoloader.mjs), one entry per block under a stable name (what the
  // autoloader imports and what a page can modulepreload), each service and the contract;
  // shared code (Lit's production build, the contract, the image loader) in chunks named by content
  // without a hash (the CDN folder is versioned as a whole; the loader lists every chunk by name).
  // Transitive imports stay hoisted: a block's entry names every chunk it needs, and the
  // autoloader imports them all at once.
  {
    input: cdnEntries(),
    onwarn,
    plugins: [nodeResolve({ browser: true, extensions: ['.ts', '.js'] }), ts(), cdnAutoloader(), ...minify({ privateMembers: true })],
    output: {
      dir: 'dist/cdn',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name].js',
      manualChunks: cdnChunks,
      // Written for the size report (what a chunk is made of), not named in the files, not
      // in the package: a page's DevTools ask for no map the CDN does not have
      // (docs/loading.md "Source maps").
      sourcemap: 'hidden',
    },
  },
  // CDN, one file: every element from one <script type="module">, Lit's production build inlined.
  // What a page loads on use (the gallery's motion and chrome, the form's renderer and
  // CAPTCHA, the map's options) is split into files of its own folder, dist/cdn/ss-blocks/
  // (apart from the autoloader build's chunks/), imported relative to the file's own address:
  // a page that does not use them does not download them. The classic build below cannot
  // split and keeps them inlined.
  {
    input: { 'ss-blocks.min': 'src/cdn.ts' },
    // The files it loads import what they share with it from it (it exports a few more
    // names), instead of it becoming a file of re-exports beside a chunk of everything.
    preserveEntrySignatures: 'allow-extension',
    onwarn,
    plugins: [nodeResolve({ browser: true, extensions: ['.ts', '.js'] }), ts(), ...minify({ privateMembers: true })],
    output: {
      dir: 'dist/cdn',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'ss-blocks/[name]-[hash].js',
      sourcemap: 'hidden',
      generatedCode,
    },
  },
  // Classic-script variant for pages that cannot use modules.
  {
    input: 'src/cdn-classic.ts',
    onwarn,
    plugins: [nodeResolve({ browser: true, extensions: ['.ts', '.js'] }), ts(), ...minify({ module: false, privateMembers: true })],
    output: { file: 'dist/cdn/ss-blocks.iife.min.js', format: 'iife', name: 'ssBlocks', inlineDynamicImports: true, generatedCode },
  },
];

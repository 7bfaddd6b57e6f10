import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { entries, cdnEntries, reactEntries } from './scripts/entries.mjs';
import { cdnAutoloader } from './scripts/cdn-autoloader.mjs';
import { minify } from './scripts/minify.mjs';

// What every block needs (Lit, the translator, settings, the block base, reading its data,
// the URL check that links, redirects and embeds go through)
// in one chunk: one request and one gzip context instead of six small files (each block's
// page 1.5 kB gz smaller).
const CORE =
  /\/node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element)\/|\/src\/(i18n\/(translator|format)|contract\/(settings|block-data|parsed|page|reduced-motion|composed)|model\/safe-url|services\/dialogs\/modal-cover|blocks\/(block-element|setting-properties|element-helpers))\.ts$/;
const cdnChunks = (id) => (CORE.test(id) ? 'core' : undefined);

const ts = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' });
const external = (id) => /^(lit|@lit\/|lit-html|lit-element|react|react-dom|zod|idb-keyval)(\/|$)/.test(id);
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
      hoistTransitiveImports: false,
      sourcemap: true,
    },
  },
  // CDN, per element: the autoloader (module, and autoloader.classic.js for a classic
  // <script>: scripts/cdn-autoloader.mjs), one entry per block under a stable name (what the
  // autoloader imports and what a page can modulepreload), each service and the contract;
  // shared code (Lit's production build, the contract, the image loader) in hashed chunks.
  // Transitive imports stay hoisted: a block's entry names every chunk it needs, and the
  // autoloader imports them all at once.
  {
    input: cdnEntries(),
    onwarn,
    plugins: [nodeResolve({ browser: true, extensions: ['.ts', '.js'] }), ts(), cdnAutoloader(), ...minify()],
    output: {
      dir: 'dist/cdn',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: cdnChunks,
      sourcemap: true,
    },
  },
  // CDN, one file: every element from one <script type="module">, Lit's production build inlined.
  {
    input: 'src/cdn.ts',
    onwarn,
    plugins: [nodeResolve({ browser: true, extensions: ['.ts', '.js'] }), ts(), ...minify()],
    output: { file: 'dist/cdn/ss-blocks.min.js', format: 'es', inlineDynamicImports: true, sourcemap: true },
  },
  // Classic-script variant for pages that cannot use modules.
  {
    input: 'src/cdn.ts',
    onwarn,
    plugins: [nodeResolve({ browser: true, extensions: ['.ts', '.js'] }), ts(), ...minify({ module: false })],
    output: { file: 'dist/cdn/ss-blocks.iife.min.js', format: 'iife', name: 'ssBlocks', inlineDynamicImports: true },
  },
];

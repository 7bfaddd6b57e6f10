// Rollup plugin for the classic-script autoloader (dist/cdn/autoloader.classic.js): the
// blocks stay out of the file, as the per-element CDN entries (./blocks/ss-x.js) that the
// module build writes, and each import() gets an absolute URL made from the script's own
// src. A relative import() in a classic script resolves against the script's URL only when
// the script was fetched with CORS: from a CDN on another origin, loaded by a plain
// <script src>, it has no base URL ("about:blank", Chromium) and fails. The src is read
// while the script runs (document.currentScript is null in any later callback).
import path from 'node:path';

const BASE = '__ssAutoloaderBase';

export function classicAutoloader() {
  return {
    name: 'classic-autoloader',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const m = /\/src\/blocks\/(ss-[^/]+)\/\1\.js$/.exec(path.resolve(path.dirname(importer), source).split(path.sep).join('/'));
      return m ? { id: `./blocks/${m[1]}.js`, external: 'absolute' } : null;
    },
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId?.startsWith('./blocks/')) return null;
      return { left: 'import(new URL(', right: `,${BASE}))` };
    },
    outputOptions(options) {
      // The intro goes inside the IIFE, before the bundle's code.
      return { ...options, intro: `var ${BASE}=document.currentScript.src;` };
    },
  };
}

// Rollup plugin for the per-element CDN build (dist/cdn/):
// - each block's import() in the autoloader also imports, in parallel, every chunk the
//   block's entry imports statically. The browser would otherwise learn of them only once
//   it has fetched and parsed the entry, a second round trip; and Chromium's modulepreload
//   fetches the hinted file alone, not what it imports.
// - writes autoloader.classic.js, the same code for a classic <script>: wrapped in a
//   function, with every import() made absolute from the script's own src. A relative
//   import() in a classic script resolves against the script's URL only when the script
//   was fetched with CORS: from a CDN on another origin, loaded by a plain <script src>, it
//   has no base URL ("about:blank" in Chromium) and fails. The src is read while the
//   script runs (document.currentScript is null in any later callback).
import MagicString from 'magic-string';

const BLOCK_ENTRY = /^blocks\/ss-[a-z0-9-]+\.js$/;
const BASE = '__ssBase';
const TABLE = '__ssChunks';
const FETCH = '__ssFetchChunks';

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
    else if (value && typeof value === 'object') walk(value, visit);
  }
}

export function cdnAutoloader({ entry = 'autoloader', classic = 'autoloader.classic.js' } = {}) {
  // Every chunk a block needs, once: blocks share most of theirs, so each block's import
  // names them by index (a 20-block loader stays small).
  let chunks = [];
  return {
    name: 'cdn-autoloader',
    renderStart() {
      chunks = [];
    },
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (chunk.name !== entry || !targetChunk || !BLOCK_ENTRY.test(targetChunk.fileName)) return null;
      // Hoisted: an entry's static imports are every chunk it needs, transitively.
      const paths = (getTargetChunkImports() ?? []).filter((i) => i.type === 'internal').map((i) => i.resolvedImportPath);
      if (!paths.length) return null;
      const ids = paths.map((p) => (chunks.includes(p) ? chunks.indexOf(p) : chunks.push(p) - 1));
      return { left: `(${FETCH}([${ids}]),import(`, right: '))' };
    },
    renderChunk(code, chunk) {
      if (chunk.name !== entry || !chunks.length) return null;
      const s = new MagicString(code);
      s.prepend(`const ${TABLE}=[${chunks}],${FETCH}=(ids)=>ids.forEach((i)=>import(${TABLE}[i]).catch(()=>{}));\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    generateBundle(_, bundle) {
      const loader = bundle[`${entry}.js`];
      if (!loader || loader.type !== 'chunk') return this.error(`cdn-autoloader: no ${entry}.js chunk`);
      const ast = this.parse(loader.code);
      const s = new MagicString(loader.code);
      walk(ast, (node) => {
        if (/^(Import|Export\w*)Declaration$/.test(node.type) || (node.type === 'MetaProperty' && node.meta.name === 'import')) {
          this.error(`cdn-autoloader: ${entry}.js cannot become a classic script (it has ${node.type})`);
        }
        if (node.type === 'ImportExpression') {
          s.appendLeft(node.source.start, 'new URL(');
          s.appendRight(node.source.end, `,${BASE})`);
        }
      });
      s.replace(/\n?\/\/# sourceMappingURL=[^\n]*\n?$/, '');
      s.prepend(`!function(){"use strict";var ${BASE}=document.currentScript.src;`).append('}();\n');
      this.emitFile({ type: 'asset', fileName: classic, source: s.toString() });
    },
  };
}

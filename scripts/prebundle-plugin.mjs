// React and axe-core are CommonJS: the dev server cannot serve them as ES modules. Like
// Vite's dependency optimiser, bundle each to ESM once at start-up and resolve the bare
// specifiers to those files.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const OUT = path.resolve('.cache/prebundled');

function fileFor(spec) {
  return spec.replace(/[^a-z0-9]+/gi, '_') + '.js';
}

export function prebundlePlugin(specifiers) {
  let ready;
  return {
    name: 'ss-prebundle',
    async serverStart() {
      mkdirSync(OUT, { recursive: true });
      ready = Promise.all(
        specifiers.map(async (spec) => {
          const mod = require(spec);
          const names = Object.keys(mod).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
          const others = specifiers.filter((s) => s !== spec);
          const entry =
            `import * as m from ${JSON.stringify(spec)};\n` +
            `const d = m.default ?? m;\nexport default d;\n` +
            names.map((n) => `export const ${n} = d[${JSON.stringify(n)}];`).join('\n');
          const out = await build({
            stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
            bundle: true,
            format: 'esm',
            write: false,
            outfile: path.join(OUT, fileFor(spec)),
            define: { 'process.env.NODE_ENV': '"development"' },
            // Each package once: react-dom imports react from its own pre-bundled file.
            plugins: [
              {
                name: 'externalise-siblings',
                setup(b) {
                  b.onResolve({ filter: /.*/ }, (args) =>
                    others.includes(args.path) && args.importer
                      ? { path: '/.cache/prebundled/' + fileFor(args.path), external: true }
                      : undefined,
                  );
                },
              },
            ],
            logLevel: 'error',
          });
          // CommonJS require() of an external sibling becomes esbuild's __require(), which
          // throws in a browser: define `require` over ES imports of the siblings it names.
          let code = out.outputFiles[0].text;
          const needed = [...new Set([...code.matchAll(/__require\("([^"]+)"\)/g)].map((m) => m[1]))];
          if (needed.length) {
            code =
              needed.map((p, i) => `import * as __sib${i} from ${JSON.stringify(p)};\n`).join('') +
              `var require = (id) => { const m = [${needed.map((p, i) => `[${JSON.stringify(p)}, __sib${i}]`).join(', ')}].find(([p]) => p === id)?.[1]; return m && (m.default ?? m); };\n` +
              code;
          }
          writeFileSync(path.join(OUT, fileFor(spec)), code);
        }),
      );
      await ready;
    },
    resolveImport({ source }) {
      if (specifiers.includes(source)) return '/.cache/prebundled/' + fileFor(source);
    },
  };
}

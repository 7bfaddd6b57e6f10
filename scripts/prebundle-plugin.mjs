// React and axe-core are CommonJS: the dev server cannot serve them as ES modules. Like
// Vite's dependency optimiser, bundle each to ESM once at start-up and resolve the bare
// specifiers to those files (see TOOLCHAIN.md "React in web-test-runner").
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
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
          await build({
            stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
            bundle: true,
            format: 'esm',
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
        }),
      );
      await ready;
    },
    resolveImport({ source }) {
      if (specifiers.includes(source)) return '/.cache/prebundled/' + fileFor(source);
    },
  };
}

// The per-element CDN build's plugin (scripts/cdn-autoloader.mjs), on a small graph: three
// blocks sharing chunks in different sets (ss-a needs three, one through another). The loader fetches each block's chunks
// with it, and its classic copy is a classic script importing by absolute URL. npm test
// checks the real build (scripts/cdn-check.mjs).
import { describe, it, expect } from 'vitest';
import vm from 'node:vm';
import { rollup, type OutputAsset, type OutputChunk } from 'rollup';
import { cdnAutoloader } from '../../../scripts/cdn-autoloader.mjs';

const files: Record<string, string> = {
  // Like the real entry: no exports; the map is handed on (here to the test).
  '/src/autoloader.js': `globalThis.elements = {
    'ss-a': () => import('/src/blocks/ss-a/ss-a.js'),
    'ss-b': () => import('/src/blocks/ss-b/ss-b.js'),
    'ss-c': () => import('/src/blocks/ss-c/ss-c.js'),
  };`,
  '/src/blocks/ss-a/ss-a.js': `import { shared } from '/src/shared.js'; import { onlyA } from '/src/only-a.js'; export const a = shared + onlyA;`,
  '/src/blocks/ss-b/ss-b.js': `import { shared } from '/src/shared.js'; export const b = shared + 2;`,
  '/src/blocks/ss-c/ss-c.js': `import { onlyA } from '/src/only-a.js'; export const c = onlyA;`,
  '/src/shared.js': `import { deep } from '/src/deep.js'; export const shared = deep + 1;`,
  '/src/deep.js': `export const deep = Math.random();`,
  '/src/only-a.js': `import { deep } from '/src/deep.js'; export const onlyA = deep * 3;`,
};

async function build() {
  const bundle = await rollup({
    input: {
      autoloader: '/src/autoloader.js',
      'blocks/ss-a': '/src/blocks/ss-a/ss-a.js',
      'blocks/ss-b': '/src/blocks/ss-b/ss-b.js',
      'blocks/ss-c': '/src/blocks/ss-c/ss-c.js',
    },
    plugins: [{ name: 'files', resolveId: (id) => (id in files ? id : null), load: (id) => files[id] ?? null }, cdnAutoloader()],
  });
  const { output } = await bundle.generate({ format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' });
  await bundle.close();
  const byName = Object.fromEntries(output.map((o) => [o.fileName, o]));
  return { byName, loader: byName['autoloader.js'] as OutputChunk, classic: byName['autoloader.classic.js'] as OutputAsset };
}

const SRC = 'https://cdn.example/ss-blocks/dist/cdn/autoloader.classic.js';

/** What the loader imports, in order, when asked for `tag`: it runs with import() recorded. */
function importsOf(code: string, tag: string): string[] {
  const seen: string[] = [];
  const context = vm.createContext({
    document: { currentScript: { src: SRC } },
    __import: (specifier: unknown) => (seen.push(String(specifier)), Promise.resolve({})),
    URL,
  });
  vm.runInContext(code.replace(/\bimport\(/g, '__import('), context);
  (context.elements as Record<string, () => unknown>)[tag]!();
  return seen;
}

describe('cdnAutoloader', () => {
  it('imports every chunk a block needs together with the block, each named once in the loader', async () => {
    const { byName, loader } = await build();
    const chunkOf = (entry: string) => (byName[entry] as OutputChunk).imports.map((f) => `./${f}`);
    expect(chunkOf('blocks/ss-a.js')).toHaveLength(3);
    expect(importsOf(loader.code, 'ss-a')).toEqual([...chunkOf('blocks/ss-a.js'), './blocks/ss-a.js']);
    expect(importsOf(loader.code, 'ss-b')).toEqual([...chunkOf('blocks/ss-b.js'), './blocks/ss-b.js']);
    expect(importsOf(loader.code, 'ss-c')).toEqual([...chunkOf('blocks/ss-c.js'), './blocks/ss-c.js']);
    for (const chunk of chunkOf('blocks/ss-a.js')) {
      expect(loader.code.split(chunk).length - 1, chunk).toBe(1);
    }
  });

  it('writes a classic copy: no static import or export, every import() by absolute URL from its own src', async () => {
    const { byName, classic } = await build();
    const code = String(classic.source);
    // Compiles as a classic script: a static import or export would be a SyntaxError.
    expect(() => new vm.Script(code)).not.toThrow();
    expect(code.match(/\bimport\(/g)!.length).toBe(code.match(/\bimport\(new URL\(/g)!.length);
    const absolute = (f: string) => new URL(f, SRC).href;
    const chunks = (byName['blocks/ss-a.js'] as OutputChunk).imports;
    expect(importsOf(code, 'ss-a')).toEqual([...chunks, 'blocks/ss-a.js'].map(absolute));
    expect(absolute('blocks/ss-a.js')).toBe('https://cdn.example/ss-blocks/dist/cdn/blocks/ss-a.js');
  });
});

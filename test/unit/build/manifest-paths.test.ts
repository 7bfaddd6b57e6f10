// scripts/manifest-paths.mjs: custom-elements.json names the package's files (what
// package.json `exports` offers), not the sources, which the package does not ship.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { runtimeExports, toPackagePaths } from '../../../scripts/manifest-paths.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));

/** The files `exports["./blocks/*"]` offers a consumer: its import target's pattern. */
const blockFile = new RegExp(
  `^${pkg.exports['./blocks/*'].import.replace(/^\.\//, '').replace('.', '\\.').replace('*', '(ss-[a-z0-9-]+)')}$`,
);

/** Every `module` a reference in the manifest names. */
function references(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => references(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.module === 'string' && !o.package) out.push(o.module);
    Object.values(o).forEach((n) => references(n, out));
  }
  return out;
}

describe('custom-elements.json', () => {
  it("names each element's module as the file `ss-blocks/blocks/<tag>` resolves to", () => {
    for (const mod of manifest.modules) {
      const tag = blockFile.exec(mod.path)?.[1];
      expect(tag, mod.path).toBeTruthy();
      expect(mod.declarations.some((d: { tagName?: string }) => d.tagName === tag)).toBe(true);
    }
  });

  it('every reference names one of its modules, never a source file', () => {
    const paths = new Set(manifest.modules.map((m: { path: string }) => m.path));
    for (const module of references(manifest.modules)) expect(paths.has(module), module).toBe(true);
    expect(JSON.stringify(manifest)).not.toMatch(/"(path|module)": "\/?src\//);
  });

  it('each module exports what its file exports at runtime, then the tag defined there', () => {
    for (const mod of manifest.modules) {
      const tag = blockFile.exec(mod.path)![1]!;
      const names = runtimeExports(readFileSync(`src/blocks/${tag}/${tag}.ts`, 'utf8'));
      expect(mod.exports.filter((e: { kind: string }) => e.kind === 'js').map((e: { name: string }) => e.name)).toEqual(names);
      const element = mod.declarations.find((d: { tagName?: string }) => d.tagName === tag);
      expect(mod.exports.at(-1)).toEqual({
        kind: 'custom-element-definition',
        name: tag,
        declaration: { name: element.name, module: mod.path },
      });
    }
  });
});

describe('runtimeExports', () => {
  it('reads value exports, renamed ones by their exported name, and leaves type-only ones out', () => {
    const source = `import { define } from '../element-helpers.js';
export { SsX, helper } from './ss-x.element.js';
export type { XDetail } from './events.js';
export type * from './ss-x.element.js';
export { clear as clearX, type Shape } from './record.js';
export const X_KEY = 'x';
export function resetX() {}
define('ss-x', SsX);`;
    expect(runtimeExports(source)).toEqual(['SsX', 'helper', 'clearX', 'X_KEY', 'resetX']);
  });
});

describe('toPackagePaths', () => {
  const analyzed = () => ({
    modules: [
      {
        kind: 'javascript-module',
        path: 'src/blocks/ss-x/ss-x.element.ts',
        declarations: [
          {
            kind: 'class',
            name: 'SsX',
            customElement: true,
            tagName: 'ss-x',
            superclass: { name: 'BlockElement', module: '/src/blocks/block-element.js' },
          },
          { kind: 'variable', name: 'X_KEY' },
          { kind: 'function', name: 'resetX' },
        ],
        exports: [
          { kind: 'js', name: 'SsX', declaration: { name: 'SsX', module: 'src/blocks/ss-x/ss-x.element.ts' } },
          { kind: 'js', name: 'Step', declaration: { name: 'Step', module: './motion.js' } },
        ],
      },
    ],
  });
  const sources: Record<string, string> = { 'src/blocks/ss-x/ss-x.ts': "export { SsX, X_KEY } from './ss-x.element.js';" };

  it('moves the module to dist/blocks/<tag>.js with the exports of its define file and the tag; an unshipped superclass keeps its name', () => {
    const [mod] = toPackagePaths(analyzed(), (p) => sources[p]!).modules;
    expect(mod).toEqual({
      kind: 'javascript-module',
      path: 'dist/blocks/ss-x.js',
      declarations: [
        { kind: 'class', name: 'SsX', customElement: true, tagName: 'ss-x', superclass: { name: 'BlockElement' } },
        { kind: 'variable', name: 'X_KEY' },
      ],
      exports: [
        { kind: 'js', name: 'SsX', declaration: { name: 'SsX', module: 'dist/blocks/ss-x.js' } },
        { kind: 'js', name: 'X_KEY', declaration: { name: 'X_KEY', module: 'dist/blocks/ss-x.js' } },
        { kind: 'custom-element-definition', name: 'ss-x', declaration: { name: 'SsX', module: 'dist/blocks/ss-x.js' } },
      ],
    });
  });

  it('refuses a module that is not an element of the package', () => {
    const m = analyzed();
    m.modules[0]!.path = 'src/services/x.ts';
    expect(() => toPackagePaths(m, (p) => sources[p]!)).toThrow(/src\/services\/x\.ts is not an element's module/);
  });
});

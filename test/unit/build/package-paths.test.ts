// scripts/package-paths.mjs: every path package.json promises is in the packed file list.
import { describe, it, expect } from 'vitest';
import { unresolvedManifestPaths, unresolvedPaths } from '../../../scripts/package-paths.mjs';

const pkg = {
  main: './dist/index.js',
  types: './dist/types/src/index.d.ts',
  customElements: 'custom-elements.json',
  exports: {
    '.': { types: './dist/types/src/index.d.ts', import: './dist/index.js' },
    './blocks/*': { types: './dist/types/src/blocks/*/*.d.ts', import: './dist/blocks/*.js' },
    './cdn/blocks/*': { node: './dist/cdn/in-node.js', default: './dist/cdn/blocks/*.js' },
    './custom-elements.json': './custom-elements.json',
  },
  sideEffects: ['./dist/index.js', './dist/chunks/one-copy-*.js'],
};
const files = [
  'package.json',
  'custom-elements.json',
  'dist/index.js',
  'dist/types/src/index.d.ts',
  'dist/blocks/ss-menu.js',
  'dist/types/src/blocks/ss-menu/ss-menu.d.ts',
  'dist/cdn/in-node.js',
  'dist/cdn/blocks/ss-menu.js',
  'dist/chunks/one-copy-AbC123xy.js',
];

describe('unresolvedPaths', () => {
  it('finds nothing missing when every path is in the package', () => {
    expect(unresolvedPaths(pkg, files)).toEqual([]);
  });

  it("names a pattern's condition missing for one of the files it offers", () => {
    const more = [...files, 'dist/blocks/ss-gallery.js'];
    expect(unresolvedPaths(pkg, more)).toEqual([
      'exports["./blocks/*"].types: dist/types/src/blocks/ss-gallery/ss-gallery.d.ts (for dist/blocks/ss-gallery.js) is not in the package',
    ]);
  });

  it('names a missing field, export, pattern and sideEffects glob', () => {
    const fewer = files.filter((f) => !/^(custom-elements|dist\/index|dist\/cdn\/blocks|dist\/chunks)/.test(f));
    expect(unresolvedPaths(pkg, fewer)).toEqual([
      'main: ./dist/index.js is not in the package',
      'customElements: custom-elements.json is not in the package',
      'exports["."].import: ./dist/index.js is not in the package',
      'exports["./cdn/blocks/*"]: ./dist/cdn/blocks/*.js matches no file in the package',
      'exports["./custom-elements.json"].default: ./custom-elements.json is not in the package',
      'sideEffects: ./dist/index.js matches no file in the package',
      'sideEffects: ./dist/chunks/one-copy-*.js matches no file in the package',
    ]);
  });

  it('keeps a sideEffects star within one folder', () => {
    expect(unresolvedPaths({ sideEffects: ['./dist/*.js'] }, ['dist/blocks/ss-menu.js'])).toEqual([
      'sideEffects: ./dist/*.js matches no file in the package',
    ]);
  });
});

describe('unresolvedManifestPaths', () => {
  const manifest = {
    modules: [
      {
        path: 'dist/blocks/ss-menu.js',
        declarations: [{ name: 'SsMenu', superclass: { name: 'LitElement', package: 'lit' } }],
        exports: [{ kind: 'js', name: 'SsMenu', declaration: { name: 'SsMenu', module: 'dist/blocks/ss-menu.js' } }],
      },
    ],
  };

  it('finds nothing missing when every module is in the package (a package reference is not a file)', () => {
    expect(unresolvedManifestPaths(manifest, files)).toEqual([]);
  });

  it("names a module path and a reference's module that the package lacks", () => {
    const sources = {
      modules: [
        {
          path: 'src/blocks/ss-menu/ss-menu.element.ts',
          declarations: [{ name: 'SsMenu', superclass: { name: 'BlockElement', module: '/src/blocks/block-element.js' } }],
          exports: [{ kind: 'js', name: 'SsMenu', declaration: { name: 'SsMenu', module: 'src/blocks/ss-menu/ss-menu.element.ts' } }],
        },
      ],
    };
    expect(unresolvedManifestPaths(sources, files)).toEqual([
      'custom-elements.json: module src/blocks/ss-menu/ss-menu.element.ts is not in the package',
      'custom-elements.json: module src/blocks/ss-menu/ss-menu.element.ts names /src/blocks/block-element.js, which is not in the package',
      'custom-elements.json: module src/blocks/ss-menu/ss-menu.element.ts names src/blocks/ss-menu/ss-menu.element.ts, which is not in the package',
    ]);
  });
});

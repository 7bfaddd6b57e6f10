// The direction of src/ (CONVENTIONS.md "The house"), enforced by lint: ESLint's Node API runs
// the repository's layer config (scripts/eslint-rules/layers.mjs) over fixture sources with
// deliberate violations, each of which must be reported, and over legal ones, which must not.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import layers from '../../../scripts/eslint-rules/layers.mjs';

const FIXTURES: Record<string, string> = {
  // Legal: the own layer and lower ones, type-only or not.
  'src/i18n/text.ts': "export const hello = 'Hello';",
  'src/model/pure.ts': "import { hello } from '../i18n/text.js';\nexport const greet = (name: string) => `${hello}, ${name}`;",
  'src/commerce/price.ts': "import { greet } from '../model/pure.js';\nexport const price = greet('1');",
  'src/services/s.ts':
    "import { greet } from '../model/pure.js';\nimport { price } from '../commerce/price.js';\nexport const s = greet('a') + price;",
  'src/controllers/c.ts': 'export const c = 1;',
  'src/blocks/b/b.ts': "import { s } from '../../services/s.js';\nimport { c } from '../../controllers/c.js';\nexport const b = s + c;",
  'src/blocks/b/types.ts': 'export interface B { b: string }',
  'src/blocks/b/lazy.ts': "export const load = () => import('./b.js');",
  'src/index.ts': "export * from './blocks/b/b.js';\nexport const later = () => import('./services/s.js');",
  // Upward, each way.
  'src/model/static-up.ts': "import { s } from '../services/s.js';\nexport const up = s;",
  'src/model/commerce-up.ts': "import { price } from '../commerce/price.js';\nexport const up = price;",
  'src/commerce/contract-up.ts': "export const load = () => import('../contract/a.js');",
  'src/services/dynamic-up.ts': "export const load = () => import('../blocks/b/b.js');",
  'src/services/export-up.ts': "export { c } from '../controllers/c.js';",
  'src/services/export-all-up.ts': "export * from '../controllers/c.js';",
  'src/services/type-up.ts': "import type { B } from '../blocks/b/types.js';\nexport const name = (b: B) => b.b;",
  'src/contract/entry-up.ts': "export const all = () => import('../index.js');",
  'src/services/computed.ts': 'export const load = (name: string) => import(`../blocks/${name}.js`);',
  'src/misc/stray.ts': 'export const stray = 1;',
  // The DOM in model/ and i18n/.
  'src/model/dom.ts': 'export const title = () => document.title;',
  'src/model/storage.ts': "export const read = () => globalThis.localStorage.getItem('a');",
  'src/i18n/nav.ts': 'export const lang = () => navigator.language;',
  'src/commerce/dom.ts': "export const cart = () => sessionStorage.getItem('cart');",
  // Cycles: through a dynamic import; none through a type-only import.
  'src/contract/a.ts': "import { bee } from './b.js';\nexport const a = () => bee;",
  'src/contract/b.ts': "export const bee = 1;\nexport const later = () => import('./a.js');",
  'src/contract/t1.ts': "import type { T2 } from './t2.js';\nexport type T1 = { t2?: T2 };",
  'src/contract/t2.ts': "import type { T1 } from './t1.js';\nexport type T2 = { t1?: T1 };",
};

let root: string;
const problems = new Map<string, string[]>();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ss-layers-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `${text}\n`);
  }
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [tseslint.configs.base, ...layers.configs.house] });
  for (const result of await eslint.lintFiles(['src'])) {
    problems.set(
      relative(root, result.filePath).split('\\').join('/'),
      result.messages.map((m) => `${m.ruleId}: ${m.message}`),
    );
  }
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const of = (file: string) => problems.get(file) ?? [];

describe('layers', () => {
  it('lints every fixture', () => {
    expect([...problems.keys()].sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it('allows imports of the own layer and lower ones, type-only, dynamic and from the entries', () => {
    for (const file of [
      'src/i18n/text.ts',
      'src/model/pure.ts',
      'src/commerce/price.ts',
      'src/services/s.ts',
      'src/blocks/b/b.ts',
      'src/blocks/b/lazy.ts',
      'src/index.ts',
    ]) {
      expect(of(file), file).toEqual([]);
    }
  });

  it('reports a static import upward', () => {
    expect(of('src/model/static-up.ts')).toEqual([
      expect.stringMatching(/^layers\/direction: model\/ imports services\/ \(\.\.\/services\/s\.js\)/),
    ]);
  });

  it('puts commerce/ above model/ and below contract/', () => {
    expect(of('src/model/commerce-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: model\/ imports commerce\//)]);
    expect(of('src/commerce/contract-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: commerce\/ imports contract\//)]);
  });

  it('reports a dynamic import() upward', () => {
    expect(of('src/services/dynamic-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: services\/ imports blocks\//)]);
    expect(of('src/contract/entry-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: contract\/ imports entries\//)]);
  });

  it('reports export … from upward, and a type-only import upward', () => {
    expect(of('src/services/export-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: services\/ imports controllers\//)]);
    expect(of('src/services/export-all-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: services\/ imports controllers\//)]);
    expect(of('src/services/type-up.ts')).toEqual([expect.stringMatching(/^layers\/direction: services\/ imports blocks\//)]);
  });

  it('reports an import() it cannot follow, and a folder in no layer', () => {
    expect(of('src/services/computed.ts')).toEqual([expect.stringMatching(/^layers\/direction: import\(\) of a computed path/)]);
    expect(of('src/misc/stray.ts')).toEqual([expect.stringMatching(/^layers\/direction: src\/misc is in no layer/)]);
  });

  it('reports a DOM global in model/, commerce/ and i18n/, directly or through globalThis', () => {
    expect(of('src/model/dom.ts')).toEqual([
      expect.stringMatching(/^no-restricted-globals: Unexpected use of 'document'\. model\/, commerce\/ and i18n\/ are pure/),
    ]);
    expect(of('src/commerce/dom.ts')).toEqual([expect.stringMatching(/^no-restricted-globals: Unexpected use of 'sessionStorage'/)]);
    expect(of('src/model/storage.ts')).toEqual([
      expect.stringMatching(/^no-restricted-properties: 'globalThis\.localStorage' is restricted/),
    ]);
    expect(of('src/i18n/nav.ts')).toEqual([expect.stringMatching(/^no-restricted-globals: Unexpected use of 'navigator'/)]);
  });

  it('reports an import cycle, through import() too, in each file of it; not one of types only', () => {
    expect(of('src/contract/a.ts')).toEqual(['layers/no-cycle: Import cycle: src/contract/a.ts → src/contract/b.ts → src/contract/a.ts.']);
    expect(of('src/contract/b.ts')).toEqual(['layers/no-cycle: Import cycle: src/contract/b.ts → src/contract/a.ts → src/contract/b.ts.']);
    expect(of('src/contract/t1.ts')).toEqual([]);
    expect(of('src/contract/t2.ts')).toEqual([]);
  });
});

// The private member names the CDN builds shorten (scripts/private-members.mjs): only
// names that nothing but private class members declares, reads or spells out; a name that a
// public member, a type, an object key, a string, a template or the DOM shares is kept.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minify } from 'terser';
import { privateMembers, privateNames } from '../../../scripts/private-members.mjs';

const dir = mkdtempSync(join(tmpdir(), 'private-members-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function namesIn(sources: Record<string, string>): string[] {
  const root = mkdtempSync(join(dir, 'src-'));
  for (const [file, text] of Object.entries(sources)) writeFileSync(join(root, file), text);
  return privateNames(root);
}

// Each test type-checks its sources with the DOM's declarations: about 1.5 s alone, 12 s on a
// two-core machine running two suites. The limit is for a hang, not a speed check.
const HANG = { timeout: 90_000 };

describe('privateNames', HANG, () => {
  it('takes a private field, method and accessor read only through this', () => {
    const source = `export class A {
      private tally = 0;
      private bump(): void { this.tally++; }
      private get twice(): number { return this.tally * 2; }
      run(): number { this.bump(); return this.twice; }
    }`;
    expect(namesIn({ 'a.ts': source })).toEqual(['bump', 'tally', 'twice']);
  });

  it('takes a private constructor parameter property', () => {
    expect(
      namesIn({ 'a.ts': 'export class A { constructor(private readonly keeper: object) {} get h() { return this.keeper; } }' }),
    ).toEqual(['keeper']);
  });

  it('keeps a name another class declares public, a type or an object key declares, or a destructuring reads', () => {
    const sources = {
      'a.ts': `export class A {
        private shared = 1; private typed = 2; private keyed = 3; private destructured = 4; private own = 5;
        sum() { return this.shared + this.typed + this.keyed + this.destructured + this.own; }
      }`,
      'b.ts': `export class B { shared = 1; }
        export interface T { typed: number }
        export const o = { keyed: 1 };
        export const f = ({ destructured }: { destructured?: number }) => destructured;`,
    };
    expect(namesIn(sources)).toEqual(['own']);
  });

  it('keeps a name spelt in a string or a template (Lit bindings, changed.has, x[name])', () => {
    const sources = {
      'a.ts': `export class A {
        private inString = 1; private inTemplate = 2; private own = 3;
        sum(changed: Map<string, unknown>) { return changed.has('inString') ? this.inString : this.inTemplate + this.own; }
        render() { return \`<x-y .inTemplate=\${1}></x-y>\`; }
      }`,
    };
    expect(namesIn(sources)).toEqual(['own']);
  });

  it('keeps a name the DOM declares (what the browser calls by name)', () => {
    const source = `export class A { private handleEvent(): void {} private own(): void {} run() { this.handleEvent(); this.own(); } }`;
    expect(namesIn({ 'a.ts': source })).toEqual(['own']);
  });

  it('keeps a name read on something that is not one of those members', () => {
    const sources = {
      'a.ts': `export class A { private size = 1; private own = 2; sum() { return this.size + this.own; } }`,
      'b.ts': `export const read = (x: any) => x.size;`,
    };
    expect(namesIn(sources)).toEqual(['own']);
  });
});

describe('privateMembers', HANG, () => {
  // The single file's parts are chunks minified one after another with the options of the
  // moment: each must be given the same names, kept from what any chunk's dependencies say.
  it('mangles the same names in every chunk, leaving those any chunk’s dependency mentions', () => {
    const root = mkdtempSync(join(dir, 'src-'));
    writeFileSync(join(root, 'a.ts'), 'export class A { private kept = 1; private own = 2; sum() { return this.kept + this.own; } }');
    const mangle: { properties?: { regex: RegExp } } = {};
    const plugin = privateMembers(mangle, root) as unknown as {
      renderChunk(this: unknown, code: string, chunk: unknown, options: unknown, meta: unknown): null;
    };
    const chunks = {
      'main.js': { moduleIds: [join(root, 'a.ts'), '/x/node_modules/dep/index.js'] },
      'part.js': { moduleIds: ['/x/src/b.ts'] },
    };
    const context = { getModuleInfo: (id: string) => ({ code: id.includes('/node_modules/') ? 'x.kept()' : '' }) };
    const regexFor = (name: keyof typeof chunks) => {
      plugin.renderChunk.call(context, '', chunks[name], {}, { chunks });
      return mangle.properties!.regex;
    };
    const [main, part] = [regexFor('main.js'), regexFor('part.js')];
    expect(part.source).toBe(main.source);
    expect(part.test('kept')).toBe(false);
    expect(part.test('own')).toBe(true);
  });

  // Terser sees one chunk at a time: a name it makes up in one chunk must not be one that code
  // in another uses on the same object (Lit's minified members, `this.C(…)` in the core chunk).
  it('never makes up a name that code in another chunk uses', async () => {
    const root = mkdtempSync(join(dir, 'src-'));
    writeFileSync(join(root, 'a.ts'), 'export class A { private own = 2; sum() { return this.own; } }');
    const part = 'export class A { own = 2; sum() { return this.own; } }';
    const shortened = async (core: string) => {
      const mangle: { properties?: object } = {};
      const plugin = privateMembers(mangle, root) as unknown as {
        renderChunk(this: unknown, code: string, chunk: unknown, options: unknown, meta: unknown): null;
      };
      const chunks = {
        'core.js': { moduleIds: ['/x/node_modules/dep/index.js'] },
        'part.js': { moduleIds: [join(root, 'a.ts')] },
      };
      const context = { getModuleInfo: (id: string) => ({ code: id.includes('/node_modules/') ? core : part }) };
      plugin.renderChunk.call(context, part, chunks['part.js'], {}, { chunks });
      const { code } = await minify(part, { module: true, mangle });
      return /(\w+)=2/.exec(code!)![1];
    };
    const alone = await shortened('');
    expect(alone, 'shortened').not.toBe('own');
    expect(await shortened(`this.${alone}()`), 'the core chunk’s name is left to it').not.toBe(alone);
  });
});

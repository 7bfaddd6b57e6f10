// The gallery must not carry the lightbox: nothing the gallery imports statically, however
// deep, reaches src/blocks/ss-lightbox/; the gallery's addressing code, itself loaded with a
// dynamic import() by its address controller, loads it on the first opening. Nor does a plain
// gallery carry the lightbox service or the site context (and zod with it).
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../../../src');
const STATIC = /^\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gms;

/** Every module file reached from file by static imports (type-only ones too: harmless). */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(STATIC)) {
    const target = join(dirname(file), (m[1] ?? m[2]).replace(/\.js$/, '.ts'));
    if (existsSync(target)) staticGraph(target, seen);
  }
  return seen;
}

const graphOf = (file: string) => [...staticGraph(join(SRC, file))].map((f) => relative(SRC, f));
const source = (file: string) => readFileSync(join(SRC, file), 'utf8');

describe('the lightbox comes on demand', () => {
  it('is not in the static import graph of the gallery', () => {
    const reached = graphOf('blocks/ss-gallery/ss-gallery.ts');
    expect(reached).toContain('blocks/ss-gallery/address-controller.ts');
    expect(reached.filter((f) => f.startsWith('blocks/ss-lightbox/'))).toEqual([]);
  });

  it("nor are the lightbox service and the site context: the gallery's addressing code brings them", () => {
    const reached = graphOf('blocks/ss-gallery/ss-gallery.ts');
    for (const file of ['services/lightbox.ts', 'contract/site-context.ts', 'blocks/ss-gallery/gallery-address.ts'])
      expect(reached, file).not.toContain(file);
    expect(graphOf('blocks/ss-gallery/gallery-address.ts')).toEqual(
      expect.arrayContaining(['services/lightbox.ts', 'contract/site-context.ts']),
    );
  });

  it("is loaded with import() by the gallery's addressing code, which its address controller loads with import()", () => {
    expect(source('blocks/ss-gallery/gallery-address.ts')).toContain("import('../ss-lightbox/ss-lightbox.js')");
    expect(source('blocks/ss-gallery/address-controller.ts')).toContain("import('./gallery-address.js')");
  });
});

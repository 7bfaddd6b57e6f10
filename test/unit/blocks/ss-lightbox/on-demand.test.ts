// The gallery must not carry the lightbox: nothing the gallery imports statically, however
// deep, reaches src/blocks/ss-lightbox/; the gallery's address controller loads it with a
// dynamic import() on the first opening.
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

describe('the lightbox comes on demand', () => {
  it('is not in the static import graph of the gallery', () => {
    const reached = [...staticGraph(join(SRC, 'blocks/ss-gallery/ss-gallery.ts'))].map((f) => relative(SRC, f));
    expect(reached).toContain('services/lightbox.ts');
    expect(reached.filter((f) => f.startsWith('blocks/ss-lightbox/'))).toEqual([]);
  });

  it("is loaded by the gallery's address controller with import()", () => {
    expect(readFileSync(join(SRC, 'blocks/ss-gallery/address-controller.ts'), 'utf8')).toContain("import('../ss-lightbox/ss-lightbox.js')");
  });
});

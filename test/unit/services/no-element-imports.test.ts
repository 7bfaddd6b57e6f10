// Services never reach into blocks (data flows from blocks to
// services, not back). A service that needs an element asks for it through a registry and,
// at most, loads its define module on demand with import().
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

const dir = 'src/services';
const staticImports = (source: string) =>
  [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gms),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]);

describe('services', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    it(`${file} imports no element (blocks/) statically`, () => {
      const blocks = staticImports(readFileSync(`${dir}/${file}`, 'utf8')).filter((p) => p.includes('/blocks/'));
      expect(blocks).toEqual([]);
    });
  }

  it('the check sees a static import of a block', () => {
    expect(staticImports("import { X } from '../blocks/ss-x/ss-x.element.js';\nimport type { Y } from '../blocks/y.js';")).toEqual([
      '../blocks/ss-x/ss-x.element.js',
      '../blocks/y.js',
    ]);
  });
});

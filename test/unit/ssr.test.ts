// SSR-safe modules: nothing touches window or document at import time. Every
// block's define module, the main entry and every page service are imported here in Node,
// where there is no DOM; the lists come from the folders, so a new block or service is
// checked without editing this file.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(import.meta.dirname, '../../src');

const blocks = readdirSync(join(SRC, 'blocks'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join(SRC, 'blocks', d.name, `${d.name}.ts`));
const services = readdirSync(join(SRC, 'services'), { withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.ts'))
  .map((d) => join(SRC, 'services', d.name));
const modules = [...blocks, join(SRC, 'index.ts'), ...services].map((file) => relative(SRC, file));

describe('importing in Node, without a DOM', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  it('finds every block, the main entry and the services', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['blocks/ss-gallery/ss-gallery.ts', 'blocks/ss-menu/ss-menu.ts', 'index.ts', 'services/data-layer.ts']),
    );
    for (const file of modules) expect(existsSync(join(SRC, file)), file).toBe(true);
  });

  it.each(modules)('imports src/%s', async (file) => {
    const mod = await import(join(SRC, file));
    expect(Object.keys(mod).length, 'it exports something').toBeGreaterThan(0);
  });
});

// The CSS custom properties' defaults in the manifest (and so the docs' default column) come
// from the element's styles; a default its JSDoc writes by hand must be one the styles use.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cssDefaults } from '../../../scripts/css-defaults.mjs';
import { elementsOf } from '../../../scripts/element-pages.mjs';

type Element = { tagName: string; cssProperties?: { name: string; default?: string }[] };
const els: Element[] = elementsOf(JSON.parse(readFileSync('custom-elements.json', 'utf8')));

describe('CSS custom property defaults', () => {
  it('reads a :host declaration, else the var() fallbacks, nested var() kept, private variables left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ss-css-'));
    mkdirSync(join(dir, 'motion'));
    writeFileSync(
      join(dir, 'x.styles.ts'),
      'css`:host { --ss-x-size: 44px; display: block; }\n' +
        ':host([big]) { --ss-x-size: 60px; }\n' +
        '.a { z-index: var(--ss-x-z, var(--ss-dialog-z-index, 30000)); color: var(--ss-x-color, #fff); }\n' +
        ':host([light]) .a { color: var(--ss-x-color, #111); background: var(--ss-x-panel, var(--_panel)); }`;',
    );
    writeFileSync(join(dir, 'motion', 'y.ts'), 'css`.b { width: var(--ss-x-size, 10px); }`');
    expect(cssDefaults('ss-x', dir)).toEqual({
      '--ss-x-size': '44px',
      '--ss-x-z': 'var(--ss-dialog-z-index, 30000)',
      '--ss-x-color': '#fff or #111',
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(els.filter((e) => e.cssProperties?.length).map((e) => e.tagName))(
    '%s: every property has a default, and one written in the JSDoc is one its styles use',
    (tag) => {
      const el = els.find((e) => e.tagName === tag)!;
      const found = cssDefaults(tag);
      for (const p of el.cssProperties!) {
        // A fallback to a private variable (set per style at run time) is described, not given.
        if (!found[p.name] && !p.default) {
          expect(readFileSync(`src/blocks/${tag}/${tag}.styles.ts`, 'utf8'), p.name).toMatch(new RegExp(`var\\(${p.name},\\s*var\\(--_`));
          continue;
        }
        expect(p.default, p.name).toBeTruthy();
        if (found[p.name]) expect([found[p.name], ...found[p.name].split(' or ')], p.name).toContain(p.default);
      }
    },
  );
});

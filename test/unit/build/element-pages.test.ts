// The element documentation pages npm start serves at /docs/: one per element,
// with its reference tables and a live example shown working and as source.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { elementsOf, examplePath, writeElementPages } from '../../../scripts/element-pages.mjs';
import { importing, recipesOf } from '../../../scripts/element-usage.mjs';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const tags: string[] = elementsOf(manifest).map((e: { tagName: string }) => e.tagName);

describe('element documentation pages', () => {
  const out = mkdtempSync(join(tmpdir(), 'ss-docs-'));
  const written = writeElementPages(manifest, out);

  it('writes a page for every element and an index linking them', () => {
    expect(tags.length).toBeGreaterThanOrEqual(9);
    expect(written).toEqual(tags);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    for (const tag of tags) expect(index).toContain(`href="/docs/${tag}/"`);
  });

  it.each(tags)('%s: its example live and as source, its attributes and events, the autoloader', (tag) => {
    const html = readFileSync(join(out, tag, 'index.html'), 'utf8');
    const example = readFileSync(examplePath(tag), 'utf8');
    expect(html).toContain(`<div class="example">\n${example}\n</div>`);
    expect(html).toContain(
      `<pre><code>${example.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</code></pre>`,
    );
    expect(html).toMatch(new RegExp(`<${tag}[\\s>]`));
    expect(html).toContain('<script src="/dist/cdn/autoloader.classic.js"></script>');
    const el = elementsOf(manifest).find((e: { tagName: string }) => e.tagName === tag);
    for (const a of el.attributes ?? []) expect(html).toContain(`<th scope="row"><code>${a.name}</code></th>`);
    for (const e of el.events ?? []) expect(html).toContain(`<th scope="row"><code>${e.name}</code></th>`);
    expect(html).toContain(`aria-current="page">&lt;${tag}&gt;</a>`);
  });

  it.each(tags)('%s: the Importing box and the recipes come before the reference tables', (tag) => {
    const html = readFileSync(join(out, tag, 'index.html'), 'utf8');
    const ways = importing(tag, pkg);
    for (const code of [ways.cdn.code, ways.npm.code, ways.react.code]) expect(html).toContain(`<pre><code>${escape(code)}</code></pre>`);
    const recipes = recipesOf(tag);
    for (const r of recipes) expect(html).toContain(`<h3>${escape(r.title)}</h3>`);
    const tables = html.indexOf('<section aria-labelledby="attributes">');
    expect(html.indexOf('id="importing"')).toBeLessThan(html.indexOf('id="example"'));
    if (tables >= 0) {
      expect(html.indexOf('id="example"')).toBeLessThan(tables);
      if (recipes.length) expect(html.indexOf('id="recipes"')).toBeLessThan(tables);
    }
  });

  it('lists each method with its parameters, their types and defaults, and what it returns', () => {
    const html = readFileSync(join(out, 'ss-confirm', 'index.html'), 'utf8');
    expect(html).toContain(
      `<th scope="row"><code>hide(result?, source?)</code></th><td><code>result</code>: <code>ConfirmResult</code> (default <code>'cancel'</code>)`,
    );
    expect(html).toContain('<th scope="col">parameters</th><th scope="col">returns</th>');
  });

  it('gives every CSS custom property a default, read from the styles where the JSDoc gives none', () => {
    const html = readFileSync(join(out, 'ss-tooltip', 'index.html'), 'utf8');
    expect(html).toContain('<th scope="row"><code>--ss-tooltip-background</code></th><td><code>#1f1f1f</code></td>');
  });

  it('refuses to build when an element has no example', () => {
    const extra = structuredClone(manifest);
    extra.modules.push({ declarations: [{ customElement: true, tagName: 'ss-nothing', name: 'SsNothing' }] });
    expect(() => writeElementPages(extra, out)).toThrow('No example for ss-nothing: add docs/examples/<tag>.html.');
    rmSync(out, { recursive: true, force: true });
  });
});

describe('element page prose', () => {
  it('shows a fenced code block of the JSDoc as code, not as a paragraph of backticks', async () => {
    const { elementPage } = await import('../../../scripts/element-pages.mjs');
    const el = { tagName: 'ss-x', description: 'Before.\n\n```html\n<ss-x a="1"></ss-x>\n```\n\nAfter `b`.' };
    const html = elementPage(el, [el], '<ss-x></ss-x>');
    expect(html).toContain(
      '<p>Before.</p>\n<pre><code>&lt;ss-x a=&quot;1&quot;&gt;&lt;/ss-x&gt;</code></pre>\n<p>After <code>b</code>.</p>',
    );
    expect(html).not.toContain('``');
  });
});

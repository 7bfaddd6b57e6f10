// The guides (docs/*.md) as pages of the served documentation site: every guide has a page,
// every page lists every guide, and links between guides lead to served pages.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guideNames, renderMarkdown, servedHref } from '../../../scripts/guide-pages.mjs';
import { writeElementPages } from '../../../scripts/element-pages.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const guides: string[] = guideNames();

describe('guide pages', () => {
  const out = mkdtempSync(join(tmpdir(), 'ss-guides-'));
  writeElementPages(manifest, out);
  const index = readFileSync(join(out, 'index.html'), 'utf8');

  it('every guide in docs/ but the generated element reference', () => {
    expect(guides).toContain('loading');
    expect(guides).toContain('sizes-and-benchmarks');
    expect(guides).not.toContain('elements');
  });

  it.each(guides)('%s: a page, listed on the index and in every nav, its links served', (name) => {
    expect(index).toContain(`href="/docs/guides/${name}/"`);
    const html = readFileSync(join(out, 'guides', name, 'index.html'), 'utf8');
    expect(html).toContain(`href="/docs/guides/${name}/" aria-current="page"`);
    expect(html).toMatch(/<h1 id="[^"]+">/);
    for (const m of html.matchAll(/href="(\/docs\/[^"#]*)(?:#[^"]*)?"/g)) {
      const path = m[1].replace(/^\/docs\/?/, '');
      expect(() => readFileSync(join(out, path, 'index.html')), m[1]).not.toThrow();
    }
    expect(html).not.toMatch(/\]\(|```/);
    for (const m of html.matchAll(/<img src="\/docs\/([^"]+)"/g)) expect(() => readFileSync(join(out, m[1])), m[1]).not.toThrow();
  });

  it('cleans up', () => rmSync(out, { recursive: true, force: true }));
});

describe('the guides’ Markdown', () => {
  it('links: a guide, an element, a file the site does not serve', () => {
    expect(servedHref('forms.md#messages', guides)).toBe('/docs/guides/forms/#messages');
    expect(servedHref('elements.md#ss-map', guides)).toBe('/docs/ss-map/');
    expect(servedHref('../bench/README.md', guides)).toBeNull();
    expect(servedHref('https://example.com/', guides)).toBe('https://example.com/');
    expect(servedHref('images/plain-page-light.png', guides)).toBe('/docs/images/plain-page-light.png');
  });

  it('images: the picture served beside the pages, its text as alt', () => {
    expect(renderMarkdown('![A *plain* page](images/plain-page-light.png)', guides)).toBe(
      '<p><img src="/docs/images/plain-page-light.png" alt="A &#42;plain&#42; page"></p>',
    );
  });

  it('headings with anchors, lists holding code, tables, escaped text', () => {
    const html = renderMarkdown(
      '## A `b` c\n\n- **One** [two](forms.md)\n  ```js\n  x < 1\n  ```\n- three\n\n| a | b |\n|---|---|\n| `x\\|y` | <i> |\n',
      guides,
    );
    expect(html).toContain('<h2 id="a-b-c">A <code>b</code> c</h2>');
    expect(html).toContain('<li><strong>One</strong> <a href="/docs/guides/forms/">two</a>\n<pre><code>x &lt; 1</code></pre></li>');
    expect(html).toContain('<li>three</li>');
    expect(html).toContain('<td><code>x|y</code></td><td>&lt;i&gt;</td>');
  });
});

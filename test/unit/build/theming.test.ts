// The theming guide (docs/theming.md) lists every custom property of the elements the
// stylesheet styles, with the default their reference gives (custom-elements.json, from the
// element's JSDoc and styles), and its parts; and every token the stylesheet reads.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const guide = readFileSync('docs/theming.md', 'utf8');
const TAGS = ['ss-accordion', 'ss-menu', 'ss-form'];

interface Declaration {
  tagName?: string;
  cssProperties?: { name: string; default?: string }[];
  cssParts?: { name: string }[];
}
const declarations: Declaration[] = manifest.modules.flatMap((m: { declarations?: Declaration[] }) => m.declarations ?? []);
const of = (tag: string) => declarations.find((d) => d.tagName === tag)!;
const rows = new Map([...guide.matchAll(/^\| `(--ss-[a-z-]+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2].trim()]));

describe('the theming guide', () => {
  it.each(TAGS)('%s: every custom property with its default', (tag) => {
    for (const p of of(tag).cssProperties ?? []) expect(rows.get(p.name), p.name).toBe(p.default);
  });

  it.each(TAGS)('%s: every part', (tag) => {
    for (const part of of(tag).cssParts ?? []) expect(guide).toContain(`| \`${tag}\` | \`${part.name}\` |`);
  });

  it("every token of the stylesheet's look files, and no other", () => {
    const looks = TAGS.flatMap((tag) =>
      readdirSync(`src/blocks/${tag}`)
        .filter((f) => f.endsWith('.look.ts'))
        .map((f) => readFileSync(`src/blocks/${tag}/${f}`, 'utf8')),
    );
    const read = new Set(looks.flatMap((text) => [...text.matchAll(/--ss-[a-z-]+/g)].map((m) => m[0])));
    for (const token of read) expect(rows.has(token), token).toBe(true);
    const documented = new Set(TAGS.flatMap((tag) => (of(tag).cssProperties ?? []).map((p) => p.name)));
    expect([...rows.keys()].filter((t) => !documented.has(t))).toEqual([]);
  });
});

// The "Importing" box and the recipes of the element pages: every path they print is one
// package.json exports and the build writes, every React component they name is exported,
// and every attribute a recipe puts on an element is one the element has (with a value it
// takes, where it takes a fixed set).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cdnEntries, entries } from '../../../scripts/entries.mjs';
import { elementsOf } from '../../../scripts/element-pages.mjs';
import { importing, reactComponent, recipesOf, recipesPath } from '../../../scripts/element-usage.mjs';

type Attribute = { name: string; type?: { text?: string } };
type Element = { tagName: string; attributes?: Attribute[]; cssProperties?: { name: string }[] };

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const els: Element[] = elementsOf(manifest);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** What `specifier` of this package resolves to through package.json's exports, by condition. */
function resolve(specifier: string, condition: string): string | undefined {
  const sub = `.${specifier.slice(pkg.name.length)}`;
  for (const [key, target] of Object.entries<Record<string, string> | string>(pkg.exports)) {
    const star = key.indexOf('*');
    const hit =
      star < 0
        ? key === sub
          ? ''
          : undefined
        : sub.startsWith(key.slice(0, star)) && sub.endsWith(key.slice(star + 1))
          ? sub.slice(star, sub.length - (key.length - star - 1))
          : undefined;
    if (hit === undefined) continue;
    const path = typeof target === 'string' ? target : target[condition];
    return path?.replaceAll('*', hit);
  }
  return undefined;
}

/** The package file a dist/ output comes from: the build entry whose name it carries. */
const fromDist = (file: string, prefix: string, names: Record<string, string>) => names[file.slice(prefix.length).replace(/\.js$/, '')];

describe('the Importing box', () => {
  it.each(els.map((e) => e.tagName))('%s: its bundler import, CDN files and React wrapper exist', (tag) => {
    const ways = importing(tag, pkg);
    // Bundler: the specifier is an export whose file the build writes from the element's define file.
    const target = resolve(ways.npm.specifier, 'import');
    expect(target).toBe(`./dist/blocks/${tag}.js`);
    expect(fromDist(target!, './dist/', entries())).toBe(`src/blocks/${tag}/${tag}.ts`);
    expect(existsSync(`src/blocks/${tag}/${tag}.ts`)).toBe(true);
    expect(resolve(ways.npm.specifier, 'types')).toBe(`./dist/types/src/blocks/${tag}/${tag}.d.ts`);
    expect(ways.npm.code).toContain(`import '${ways.npm.specifier}';`);
    // CDN: each file printed is an export's browser target; the element's is a CDN build entry.
    const cdnTargets = Object.values<Record<string, string> | string>(pkg.exports).map((t) => (typeof t === 'string' ? t : t.default));
    const [autoloader, block] = ways.cdn.files;
    expect(cdnTargets).toContain(`./${autoloader}`);
    expect(resolve(`${pkg.name}/cdn/blocks/${tag}`, 'default')).toBe(`./${block}`);
    expect(fromDist(`./${block}`, './dist/cdn/', cdnEntries())).toBe(`src/blocks/${tag}/${tag}.ts`);
    for (const file of ways.cdn.files) expect(ways.cdn.code).toContain(`/${pkg.name}@${pkg.version}/${file}"`);
    // React: the entry is exported and re-exports the element's wrapper under that name.
    expect(resolve(ways.react.specifier, 'import')).toBe('./dist/react/index.js');
    expect(ways.react.component).toBe(reactComponent(tag));
    expect(readFileSync('react/index.ts', 'utf8')).toContain(`export { ${ways.react.component} } from './${tag}.js';`);
    expect(readFileSync(`react/${tag}.ts`, 'utf8')).toContain(`export const ${ways.react.component} = `);
    expect(ways.react.code).toContain(`import { ${ways.react.component} } from '${ways.react.specifier}';`);
  });
});

// Attributes every element takes as an HTML element.
const GLOBAL = /^(id|class|style|title|lang|dir|hidden|slot|tabindex|role|aria-[a-z]+)$/;

/** Each `<ss-…>` start tag of some HTML: its tag and attributes (name → value, '' when bare). */
function startTags(html: string): { tag: string; attributes: Map<string, string> }[] {
  const out = [];
  for (const m of html.matchAll(/<(ss-[a-z-]+)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g)) {
    const attributes = new Map<string, string>();
    for (const a of m[2].matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
      attributes.set(a[1], a[2] ?? a[3] ?? a[4] ?? '');
    }
    out.push({ tag: m[1], attributes });
  }
  return out;
}

const recipeTags = readdirSync('docs/recipes')
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));

describe('the recipes', () => {
  it('cover the main elements, two or three each', () => {
    for (const tag of ['ss-gallery', 'ss-accordion', 'ss-form', 'ss-video', 'ss-popup', 'ss-cookie-banner', 'ss-map']) {
      expect(recipeTags).toContain(tag);
    }
    for (const tag of recipeTags) {
      expect(els.map((e) => e.tagName)).toContain(tag);
      const recipes = recipesOf(tag);
      expect(recipes.length, tag).toBeGreaterThanOrEqual(2);
      expect(recipes.length, tag).toBeLessThanOrEqual(3);
      for (const r of recipes) {
        expect(r.title, tag).not.toBe('');
        expect(r.code, `${tag}: ${r.title}`).toMatch(new RegExp(`<${tag}[\\s>]`));
      }
    }
  });

  it('has a gallery grid with lightbox, a slideshow with autoplay and a slider', () => {
    const code = recipesOf('ss-gallery').map((r: { code: string }) => startTags(r.code)[0].attributes);
    expect(code.some((a: Map<string, string>) => a.get('design') === 'grid' && a.has('lightbox'))).toBe(true);
    expect(code.some((a: Map<string, string>) => a.get('design') === 'slideshow' && a.has('autoplay'))).toBe(true);
    expect(code.some((a: Map<string, string>) => a.get('design') === 'slider')).toBe(true);
  });

  it.each(recipeTags)('%s: every attribute and custom property a recipe uses is the element’s, with a value it takes', (file) => {
    for (const recipe of recipesOf(file, recipesPath(file))) {
      for (const { tag, attributes } of startTags(recipe.code)) {
        const el = els.find((e) => e.tagName === tag);
        expect(el, `<${tag}> in "${recipe.title}"`).toBeDefined();
        for (const [name, value] of attributes) {
          if (GLOBAL.test(name)) continue;
          const attribute = el!.attributes?.find((a) => a.name === name);
          expect(attribute, `<${tag} ${name}> in "${recipe.title}"`).toBeDefined();
          const type = attribute!.type?.text ?? '';
          const values = [...type.matchAll(/'([^']+)'/g)].map((v) => v[1]);
          if (values.length) expect(values, `<${tag} ${name}="${value}">`).toContain(value);
          if (type === 'boolean') expect(['', 'true', 'false'], `<${tag} ${name}="${value}">`).toContain(value);
          if (/^number/.test(type)) expect(Number.isFinite(Number(value)), `<${tag} ${name}="${value}">`).toBe(true);
        }
        for (const [, property] of (attributes.get('style') ?? '').matchAll(/(--ss-[a-z0-9-]+)\s*:/g)) {
          expect(
            el!.cssProperties?.map((p) => p.name),
            `${property} in "${recipe.title}"`,
          ).toContain(property);
        }
      }
    }
  });

  it('reads a recipe that names an attribute the element does not have as wrong', () => {
    const [{ attributes }] = startTags(`<ss-gallery design="grid" data-html='<iframe src="x">' lightbox>`);
    expect([...attributes.keys()]).toEqual(['design', 'data-html', 'lightbox']);
    const gallery = els.find((e) => e.tagName === 'ss-gallery')!;
    expect(gallery.attributes?.some((a) => a.name === 'data-html')).toBe(false);
  });
});

// The CDN build's template minification (scripts/minify.mjs): it must shrink css`` and
// html`` without changing what they mean. Browser tests import source, so this is where
// the transform itself is checked.
import { describe, it, expect } from 'vitest';
import { rollup } from 'rollup';
import { minifyCss, templateWhitespace } from '../../../scripts/minify.mjs';

describe('minifyCss', () => {
  it('drops comments and whitespace around punctuation, and a last semicolon', () => {
    const css = `
      :host {
        display: block; /* it's "quoted" in a comment */
      }
      [part='a'],
      [part='b'] > p {
        color: red !important;
      }`;
    expect(minifyCss(css).trim()).toBe(`:host{display:block}[part='a'],[part='b']>p{color:red !important}`);
  });

  it('keeps the whitespace that means something', () => {
    // A space before a colon is a descendant combinator; calc needs spaces around + and -.
    expect(minifyCss('a :is(b) { width: calc(100% - 2px) }')).toBe('a :is(b){width:calc(100% - 2px)}');
    expect(minifyCss('@media (prefers-reduced-motion: no-preference) { a { b: c } }')).toBe(
      '@media (prefers-reduced-motion:no-preference){a{b:c}}',
    );
  });

  it('keeps quoted strings as written', () => {
    expect(minifyCss(`a { content: ' x ;  { } ' ; }`)).toBe(`a{content:' x ;  { } '}`);
    expect(minifyCss(`a { content: "it\\"s /* no */ ,"; }`)).toBe(`a{content:"it\\"s /* no */ ,"}`);
  });
});

describe('templateWhitespace', () => {
  async function transform(source: string): Promise<string> {
    const bundle = await rollup({
      input: 'entry',
      external: ['lit'],
      plugins: [
        { name: 'virtual', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? source : null) },
        templateWhitespace(),
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    return output[0].code;
  }

  it('minifies css`` fully and collapses whitespace runs in html`` to one space', async () => {
    const code = await transform(
      [
        "import { css, html } from 'lit';",
        'export const styles = css`\n  :host {\n    display: block;\n  }\n`;',
        'export const view = (x) => html`<p>\n    ${x}   <b>bold</b>\n  text</p>`;',
        'export const other = `keep   this\n  as is`;',
      ].join('\n'),
    );
    expect(code).toContain('css`:host{display:block}`');
    expect(code).toContain('html`<p> ${x} <b>bold</b> text</p>`');
    expect(code).toContain('`keep   this\n  as is`');
  });

  it('leaves nested templates and expressions intact', async () => {
    const code = await transform(
      "import { html } from 'lit';\nexport const v = (a) => html`<ul>\n  ${a.map((i) => html`<li>  ${i}  </li>`)}\n</ul>`;",
    );
    expect(code).toContain('html`<ul> ${a.map((i) => html`<li> ${i} </li>`)} </ul>`');
  });
});

// The CDN build's minification, shared by rollup.config.mjs and the size report
// (scripts/size.mjs) so the report measures what ships: whitespace in css`` and html``
// templates, then terser.
import terser from '@rollup/plugin-terser';
import MagicString from 'magic-string';
import { privateMembers } from './private-members.mjs';

// Strings and comments of CSS; strings are kept as written.
const CSS_STRING = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`;
const cssPass = (pattern, replace) => (text) =>
  text.replace(new RegExp(`(${CSS_STRING})|${pattern}`, 'g'), (match, string, ...groups) => string ?? replace(...groups));
const cssPasses = [
  cssPass(String.raw`/\*[\s\S]*?\*/`, () => ' '),
  cssPass(String.raw`\s+`, () => ' '),
  cssPass(String.raw` ?([{};,>]) ?`, (punctuation) => punctuation),
  cssPass(String.raw`: `, () => ':'),
  cssPass(String.raw`;}`, () => '}'),
];

/** Minified CSS: comments dropped, whitespace collapsed and dropped around { } ; , > and
 * after a colon, a rule's last semicolon dropped. Quoted strings are kept as written. */
export const minifyCss = (text) => cssPasses.reduce((out, pass) => pass(out), text);

/** Terser leaves template literals as written, indentation included. This minifies css``
 * fully; in html`` it only turns each run of whitespace into one space, since between inline
 * elements a space renders. Template expressions are left alone. */
export function templateWhitespace() {
  return {
    name: 'template-whitespace',
    transform(code, id) {
      if (!/\b(css|html)`/.test(code) || id.includes('/node_modules/')) return null;
      const out = new MagicString(code);
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        const tag = node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name;
        if (tag === 'css' || tag === 'html') {
          const quasis = node.quasi.quasis;
          quasis.forEach((q, i) => {
            if (q.start === q.end) return;
            let text = code.slice(q.start, q.end);
            if (tag === 'html') text = text.replace(/\s+/g, ' ');
            else {
              text = minifyCss(text);
              if (i === 0) text = text.trimStart();
              if (i === quasis.length - 1) text = text.trimEnd();
            }
            if (!text) out.remove(q.start, q.end);
            else if (text !== code.slice(q.start, q.end)) out.overwrite(q.start, q.end, text);
          });
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(this.parse(code));
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

/** The CDN build's minification; scripts/size.mjs measures with the same plugins.
 * `module: false` for classic scripts: terser would otherwise drop the IIFE's top-level
 * `var ssBlocks`, the global the classic build exists to define. `privateMembers`: the
 * names of TypeScript-private members are shortened too (scripts/private-members.mjs), alike
 * in every chunk of the build; the CDN builds use it (an app's bundler minifies the npm
 * entries its own way). */
export const minify = ({ module = true, privateMembers: shorten = false } = {}) => {
  // With shortened members, one name cache for the build's chunks (the ES single file's lazy
  // parts, the per-element build's chunks): terser then minifies them one after another, each
  // member name is shortened alike in all of them and no two names alike, as in one file.
  // Variable names stay each chunk's own (`cache: null`): a shared variable cache would keep
  // every chunk off the names the others use.
  const mangle = shorten ? { cache: null } : {};
  const nameCache = shorten ? { nameCache: {} } : {};
  return [
    templateWhitespace(),
    ...(shorten ? [privateMembers(mangle)] : []),
    terser({ ecma: 2022, module, mangle, ...nameCache, compress: { passes: 2 }, format: { comments: false } }),
  ];
};

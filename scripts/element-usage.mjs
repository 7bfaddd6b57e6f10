// What an element page shows before its reference: how to import the element, the three
// ways in of the README — the CDN autoloader's script tag, a bundler's per-element entry,
// the React wrapper — derived from package.json and the tag so each page is right for its
// element; and its recipes, short copy-paste HTML from docs/recipes/<tag>.md.
// test/unit/build/element-usage.test.ts checks each path against package.json's exports and
// each recipe's attributes against custom-elements.json.
import { existsSync, readFileSync } from 'node:fs';

/** The CDN address the README's examples use for this version of the package. */
export const cdnBase = (pkg) => `https://cdn.example/${pkg.name}@${pkg.version}/`;

/** The React wrapper's component name (scripts/react-wrappers.mjs names it the same way). */
export const reactComponent = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

/**
 * The ways to import one element: each with the package specifier or file it names, so a
 * test can check them, and the code a page shows.
 */
export function importing(tag, pkg) {
  const cdn = cdnBase(pkg);
  const component = reactComponent(tag);
  return {
    cdn: {
      files: ['dist/cdn/autoloader.classic.js', `dist/cdn/blocks/${tag}.js`],
      code: `<head>
  <!-- optional: fetch the element's code while the page loads -->
  <link rel="modulepreload" href="${cdn}dist/cdn/blocks/${tag}.js">
  <script src="${cdn}dist/cdn/autoloader.classic.js"></script>
</head>
<!-- then use the tag anywhere in the page -->
<${tag}>…</${tag}>`,
    },
    npm: {
      specifier: `${pkg.name}/blocks/${tag}`,
      code: `npm install ${pkg.name}

import '${pkg.name}/blocks/${tag}'; // registers <${tag}>`,
    },
    react: {
      specifier: `${pkg.name}/react`,
      component,
      code: `npm install ${pkg.name} react react-dom

import { ${component} } from '${pkg.name}/react';`,
    },
  };
}

export const recipesPath = (tag) => `docs/recipes/${tag}.md`;

/** docs/recipes/<tag>.md as its recipes: `## Title`, optional prose, one fenced html block each. */
export function recipesOf(tag, path = recipesPath(tag)) {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [title, ...rest] = section.split('\n');
      const body = rest.join('\n');
      const code = /```html\n([\s\S]*?)```/.exec(body)?.[1]?.trim() ?? '';
      const text = body.replace(/```[\s\S]*?```/g, '').trim();
      return { title: title.trim(), text, code };
    });
}

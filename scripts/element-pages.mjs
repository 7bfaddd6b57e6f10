// The element documentation pages `npm start` serves at /docs/: one page per
// element from custom-elements.json — how to import it, its live example from
// docs/examples/<tag>.html (shown working and as source), its recipes from
// docs/recipes/<tag>.md, then its attributes, properties, methods, events with their detail,
// slots, parts and CSS custom properties. Written to demo/.generated/docs/ (not dist/, which
// `npm run build` empties while the demo may be serving them).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { detailFields, eventTypes } from './event-types.mjs';
import { methodCall, methodParameters, publicMembers } from './element-docs.mjs';
import { guideNames, guideTitle, servedHref, writeGuidePages } from './guide-pages.mjs';
import { importing, recipesOf } from './element-usage.mjs';
import { DOCS_DIR } from '../demo/server/static.mjs';

const escape = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** A [text](guide.md) link of the manifest's text, to the served page (its text alone where none). */
const link = (_, text, href) => {
  const to = servedHref(href.replace(/&amp;/g, '&'), guideNames());
  return to === null ? text : `<a href="${to}">${text}</a>`;
};
/** The manifest's text (markdown-ish): escaped, `code`, **strong** and links kept, paragraphs. */
const paragraphs = (s) =>
  escape(s)
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map(
      (p) =>
        `<p>${p
          .replace(/`([^`]+)`/g, '<code>$1</code>')
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
          .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, link)}</p>`,
    )
    .join('\n');
/** Fenced code blocks (```html … ```) as <pre>, the rest as paragraphs. */
const prose = (s) =>
  String(s ?? '')
    .split(/```[a-z]*\n?([\s\S]*?)```/)
    .map((part, i) => (i % 2 ? `<pre><code>${escape(part.trim())}</code></pre>` : paragraphs(part)))
    .join('\n');
const cell = (s) => prose(s).replace(/^<p>|<\/p>$/g, '');

function table(title, head, rows) {
  if (!rows.length) return '';
  const id = title.toLowerCase().replace(/\s+/g, '-');
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2><div class="scroll"><table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>
${rows.map((r) => `<tr>${r.map((c, i) => (i ? `<td>${c}</td>` : `<th scope="row">${c}</th>`)).join('')}</tr>`).join('\n')}
</tbody></table></div></section>`;
}

export const elementsOf = (manifest) =>
  (manifest.modules ?? [])
    .flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));

export const examplePath = (tag) => `docs/examples/${tag}.html`;

const STYLE = `
:root { color-scheme: light; font: 16px/1.5 system-ui, sans-serif; color: #1d2127; background: #fafaf7; }
body { margin: 0; display: grid; grid-template-columns: 15rem minmax(0, 1fr); min-height: 100vh; }
nav { background: #1d2127; color: #fff; padding: 1.25rem; }
nav a { color: #dfe6ee; display: block; padding: .2rem 0; }
nav a[aria-current="page"] { color: #fff; font-weight: 700; }
main { padding: 1.5rem 2.5rem 4rem; max-width: 64rem; }
code, pre { font: 13px/1.45 ui-monospace, monospace; }
h1 code { font-size: 2rem; }
pre { background: #1d2127; color: #e8edf2; padding: 1rem; overflow: auto; border-radius: 6px; }
.example { border: 1px solid #d5d9de; border-radius: 6px; padding: 1rem; background: #fff; }
.importing { border: 1px solid #d5d9de; border-radius: 6px; padding: 0 1rem; background: #fff; }
.importing h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
.scroll { overflow-x: auto; }
main img { max-width: 100%; height: auto; border: 1px solid #d5d9de; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: start; vertical-align: top; border-bottom: 1px solid #e3e6ea; padding: .4rem .5rem; }
td p, th p { margin: 0; }
@media (max-width: 50rem) { body { grid-template-columns: 1fr; } }
`;

function page(title, nav, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(title)} · ss-blocks</title>
<style>${STYLE}</style>
<link rel="stylesheet" href="/dist/cdn/ss-blocks.css">
<script src="/dist/cdn/autoloader.classic.js"></script>
</head>
<body>
${nav}
<main id="main">
${body}
</main>
</body>
</html>
`;
}

/** The guides (docs/*.md) by name and title, as the site lists them. */
const guidesOf = () => guideNames().map((name) => ({ name, title: guideTitle(readFileSync(`docs/${name}.md`, 'utf8'), name) }));

function navOf(els, current, guides = guidesOf()) {
  const here = (yes) => (yes ? ' aria-current="page"' : '');
  return `<nav aria-label="Documentation"><p><a href="/">ss-blocks demo</a><a href="/config/">React editor demo</a><a href="/docs/"${here(!current)}>All elements</a></p>
${els.map((e) => `<a href="/docs/${e.tagName}/"${here(e.tagName === current)}>&lt;${e.tagName}&gt;</a>`).join('\n')}
<p>Guides</p>
${guides.map((g) => `<a href="/docs/guides/${g.name}/"${here(g.name === current)}>${escape(g.title)}</a>`).join('\n')}</nav>`;
}

const readPackage = () => JSON.parse(readFileSync('package.json', 'utf8'));

/** The "Importing" box: the element by the CDN autoloader, a bundler and React. */
function importingBox(tag, pkg) {
  const ways = importing(tag, pkg);
  const pre = (s) => `<pre><code>${escape(s)}</code></pre>`;
  return `<section aria-labelledby="importing" class="importing"><h2 id="importing">Importing</h2>
<h3>Script tag</h3>
<p>With the autoloader in the page's head, just use the tag: the element's code loads the first time the page has one.</p>
${pre(ways.cdn.code)}
<h3>Bundler</h3>
<p>Import the element once, anywhere in the app; the import registers the tag.</p>
${pre(ways.npm.code)}
<h3>React</h3>
<p>A typed wrapper: settings are props, and each <code>ss-…</code> event is an <code>onSs…</code> prop.</p>
${pre(ways.react.code)}
<p>Every way in, and what loads when: <a href="/docs/guides/loading/">Installing and loading</a>.</p></section>`;
}

/** The recipes of docs/recipes/<tag>.md, each a heading, a line or two and its HTML. */
function recipesSection(tag) {
  const recipes = recipesOf(tag);
  if (!recipes.length) return '';
  return `<section aria-labelledby="recipes"><h2 id="recipes">Recipes</h2>
${recipes.map((r) => `<h3>${escape(r.title)}</h3>\n${r.text ? `${paragraphs(r.text)}\n` : ''}<pre><code>${escape(r.code)}</code></pre>`).join('\n')}</section>`;
}

/** The page of one element. */
export function elementPage(el, els, example, declared = eventTypes(), guides = guidesOf(), pkg = readPackage()) {
  const detail = (e) => {
    const type = e.type?.text ?? '';
    const fields = detailFields(type, declared);
    return `<code>${escape(type)}</code>${fields ? `<br><code>${escape(fields)}</code>` : ''}`;
  };
  const code = (s) => `<code>${escape(s)}</code>`;
  const members = (kind) => publicMembers(el, kind);
  const body = `<h1><code>&lt;${el.tagName}&gt;</code></h1>
${el.summary ? `<p><strong>${cell(el.summary)}</strong></p>` : ''}
${importingBox(el.tagName, pkg)}
<section aria-labelledby="example"><h2 id="example">Example</h2>
<div class="example">
${example}
</div>
<pre><code>${escape(example.trim())}</code></pre></section>
${recipesSection(el.tagName)}
${prose(el.description ?? '')}
${table(
  'Attributes',
  ['attribute', 'property', 'type', 'default', 'description'],
  (el.attributes ?? []).map((a) => [
    code(a.name),
    a.fieldName ? code(a.fieldName) : '',
    code(a.type?.text ?? ''),
    code(a.default ?? ''),
    cell(a.description),
  ]),
)}
${table(
  'Properties',
  ['property', 'type', 'default', 'description'],
  members('field').map((m) => [code(m.name), code(m.type?.text ?? ''), code(m.default ?? ''), cell(m.description)]),
)}
${table(
  'Methods',
  ['method', 'parameters', 'returns', 'description'],
  members('method').map((m) => [
    code(methodCall(m)),
    methodParameters(m)
      .map(
        (p) =>
          `${code(p.name)}${p.type ? `: ${code(p.type)}` : ''}${p.default ? ` (default ${code(p.default)})` : ''}${p.description ? ` — ${cell(p.description)}` : ''}`,
      )
      .join('<br>'),
    m.return?.type?.text ? code(m.return.type.text) : '',
    cell(m.description),
  ]),
)}
${table(
  'Events',
  ['event', 'detail', 'description'],
  (el.events ?? []).map((e) => [code(e.name), detail(e), cell(e.description)]),
)}
${table(
  'Slots',
  ['slot', 'description'],
  (el.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
)}
${table(
  'CSS parts',
  ['part', 'description'],
  (el.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
)}
${table(
  'CSS custom properties',
  ['property', 'default', 'description'],
  (el.cssProperties ?? []).map((p) => [code(p.name), code(p.default ?? ''), cell(p.description)]),
)}`;
  return page(`<${el.tagName}>`, navOf(els, el.tagName, guides), body);
}

/**
 * Writes <outDir>/index.html, <outDir>/<tag>/index.html and the guides'
 * <outDir>/guides/<name>/index.html; returns the tags written.
 */
export function writeElementPages(manifest, outDir = DOCS_DIR) {
  const els = elementsOf(manifest);
  const guides = guidesOf();
  const declared = eventTypes();
  const pkg = readPackage();
  const missing = els.filter((e) => !existsSync(examplePath(e.tagName))).map((e) => e.tagName);
  if (missing.length) throw new Error(`No example for ${missing.join(', ')}: add docs/examples/<tag>.html.`);
  for (const el of els) {
    mkdirSync(`${outDir}/${el.tagName}`, { recursive: true });
    writeFileSync(
      `${outDir}/${el.tagName}/index.html`,
      elementPage(el, els, readFileSync(examplePath(el.tagName), 'utf8'), declared, guides, pkg),
    );
  }
  const index = `<h1>ss-blocks elements</h1>
<p>Every element, with its attributes, properties, events, slots, parts and CSS custom properties, and a live example. The same reference as one page: <code>docs/elements.md</code> in the package.</p>
<ul>${els.map((e) => `<li><a href="/docs/${e.tagName}/"><code>&lt;${e.tagName}&gt;</code></a> — ${cell(e.summary ?? '')}</li>`).join('\n')}</ul>
<h2>Guides</h2>
<ul>${guides.map((g) => `<li><a href="/docs/guides/${g.name}/">${escape(g.title)}</a></li>`).join('\n')}</ul>`;
  writeFileSync(`${outDir}/index.html`, page('Elements', navOf(els, '', guides), index));
  writeGuidePages(outDir, page, (name) => navOf(els, name, guides));
  return els.map((e) => e.tagName);
}

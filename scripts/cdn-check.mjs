// Checks of the built per-element CDN (dist/cdn/), run by `npm test` after the build:
// - staticProblems(): the classic autoloader is a classic script (no static import or
//   export) that imports by absolute URLs made from its own src; both autoloaders import
//   every block, each with all the chunks its entry imports; every per-element entry exists;
// - chromiumProblems(): both autoloaders work in Chromium from a page in another directory
//   and from a page on another origin: the page's block is defined, a block added later is
//   too, and nothing else is fetched.
//   node scripts/cdn-check.mjs   prints the problems, exit 1 if any
import { readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { parseAst } from 'rollup/parseAst';
import { blockTags } from './autoload-elements.mjs';
import { cdnFiles } from './size.mjs';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const CDN = 'dist/cdn';

function walk(node, visit, parent = null) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => walk(v, visit, node));
    else if (value && typeof value === 'object') walk(value, visit, node);
  }
}

const isCurrentScriptSrc = (n) =>
  n?.type === 'MemberExpression' &&
  n.property.name === 'src' &&
  n.object.type === 'MemberExpression' &&
  n.object.object.name === 'document' &&
  n.object.property.name === 'currentScript';

/** For each block the loader imports (`import("./blocks/ss-x.js")`, or that inside
 * `new URL(…, base)`), the chunks fetched next to it: `(fetch([0, 2, …]), import(…))`, the
 * numbers indexing the loader's one table of chunk paths. */
function blockImports(ast, unwrap) {
  let table = [];
  walk(ast, (n) => {
    const items = n.type === 'VariableDeclarator' && n.init?.type === 'ArrayExpression' ? n.init.elements : [];
    if (items.length && items.every((e) => e?.type === 'Literal' && /^\.\/.*\.js$/.test(e.value))) table = items.map((e) => e.value);
  });
  const found = new Map();
  walk(ast, (node, parent) => {
    if (node.type !== 'ImportExpression') return;
    const tag = /^\.\/blocks\/(ss-[a-z0-9-]+)\.js$/.exec(unwrap(node.source)?.value ?? '')?.[1];
    if (!tag) return;
    const first = parent?.type === 'SequenceExpression' ? parent.expressions[0] : undefined;
    const ids = first?.type === 'CallExpression' && first.arguments[0]?.type === 'ArrayExpression' ? first.arguments[0].elements : [];
    found.set(tag, ids.map((e) => table[e.value] ?? `#${e.value}`).sort());
  });
  return found;
}

export function staticProblems() {
  const problems = [];
  const file = `${CDN}/autoloader.classic.js`;
  if (!existsSync(file)) return [`${file} is missing`];
  const code = readFileSync(file, 'utf8');
  try {
    // Compiles as a classic script: a static import or export would be a SyntaxError.
    new vm.Script(code, { filename: file });
  } catch (e) {
    problems.push(`${file} is not a classic script: ${e.message}`);
  }
  const ast = parseAst(code);
  walk(ast, (n) => /^(Import|Export\w*)Declaration$/.test(n.type) && problems.push(`${file} has a static ${n.type}`));
  const bases = new Set();
  walk(ast, (n) => n.type === 'VariableDeclarator' && isCurrentScriptSrc(n.init) && bases.add(n.id.name));
  // import(new URL(specifier, <document.currentScript.src>))
  const absolute = (source) =>
    source.type === 'NewExpression' &&
    source.callee.name === 'URL' &&
    source.arguments[1]?.type === 'Identifier' &&
    bases.has(source.arguments[1].name)
      ? source.arguments[0]
      : undefined;
  walk(ast, (n) => {
    if (n.type === 'ImportExpression' && !absolute(n.source)) {
      problems.push(
        `${file} has an import() not made absolute from document.currentScript.src: ${code.slice(n.source.start, n.source.end)}`,
      );
    }
  });
  const moduleFile = `${CDN}/autoloader.js`;
  const loaders = { [file]: blockImports(ast, absolute), [moduleFile]: blockImports(parseAst(readFileSync(moduleFile, 'utf8')), (s) => s) };
  const expected = blockTags();
  for (const [name, imports] of Object.entries(loaders)) {
    if (JSON.stringify([...imports.keys()].sort()) !== JSON.stringify(expected)) {
      problems.push(`${name} imports ${[...imports.keys()].join(', ') || 'no block'}; the blocks are ${expected.join(', ')}`);
    }
  }
  for (const tag of expected) {
    const entry = `blocks/${tag}.js`;
    if (!existsSync(`${CDN}/${entry}`)) {
      problems.push(`${CDN}/${entry} is missing`);
      continue;
    }
    // What the entry imports statically, each relative to the loader: fetched with it.
    const chunks = [...cdnFiles(entry)]
      .filter((f) => f !== entry)
      .map((f) => `./${f}`)
      .sort();
    for (const [name, imports] of Object.entries(loaders)) {
      const listed = imports.get(tag);
      if (listed && JSON.stringify(listed) !== JSON.stringify(chunks)) {
        problems.push(`${name} imports ${tag} with ${listed.join(', ') || 'no chunk'}; its entry imports ${chunks.join(', ')}`);
      }
    }
  }
  // The page's locale must reach the blocks: the catalogue's entry re-exports the one
  // translator from the chunk the blocks import, and has no copy of its own.
  const i18n = `${CDN}/i18n.js`;
  const translatorChunk = [...cdnFiles('i18n.js')].find((f) => f !== 'i18n.js');
  const shared = translatorChunk && expected.every((tag) => cdnFiles(`blocks/${tag}.js`).has(translatorChunk));
  if (!existsSync(i18n) || !shared || /class \w+\{#locale/.test(readFileSync(i18n, 'utf8'))) {
    problems.push(`${i18n} does not share the blocks' translator (its chunk ${translatorChunk ?? 'none'})`);
  }
  return problems;
}

/** Serves dist/cdn under `prefix`, with CORS for pages on other origins, and `pages`. */
function serve(prefix, pages = {}) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pages[pathname]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(pages[pathname]);
    }
    const rel = pathname.startsWith(prefix) ? path.normalize(pathname.slice(prefix.length)) : '';
    const file = path.join(CDN, rel);
    if (!rel || rel.startsWith('..') || !existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const ACCORDION = '<ss-accordion><h3><button>Question</button></h3><div hidden><p>Answer</p></div></ss-accordion>';

export async function chromiumProblems() {
  const { chromium } = await import('playwright-core');
  const problems = [];
  // The site keeps its pages in /shop/products/ and the library in /static/ss-blocks/dist/cdn/;
  // the CDN is another origin.
  const page = (script) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>check</title><link rel="icon" href="data:,">${script}</head><body><main>${ACCORDION}</main></body></html>`;
  const variants = (base) => ({
    module: `<script type="module" src="${base}/autoloader.js"></script>`,
    classic: `<script src="${base}/autoloader.classic.js"></script>`,
  });
  const cdn = await serve('/npm/ss-blocks/dist/cdn/');
  const cdnBase = `http://127.0.0.1:${cdn.address().port}/npm/ss-blocks/dist/cdn`;
  const pages = {};
  for (const [name, script] of Object.entries(variants('/static/ss-blocks/dist/cdn'))) pages[`/shop/products/${name}.html`] = page(script);
  for (const [name, script] of Object.entries(variants(cdnBase))) pages[`/shop/products/${name}-cross-origin.html`] = page(script);
  const site = await serve('/static/ss-blocks/dist/cdn/', pages);
  const siteBase = `http://127.0.0.1:${site.address().port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  try {
    for (const pathname of Object.keys(pages)) {
      const tab = await browser.newPage();
      const errors = [];
      const requested = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      tab.on('console', (m) => ['error', 'warning'].includes(m.type()) && errors.push(m.text()));
      tab.on('requestfailed', (r) => errors.push(`${r.url()} failed`));
      tab.on('response', (r) => {
        if (r.status() >= 400) errors.push(`${r.url()}: ${r.status()}`);
        const m = /\/dist\/cdn\/(.*)$/.exec(new URL(r.url()).pathname);
        if (m) requested.push(m[1]);
      });
      const name = `${pathname} (${pathname.includes('cross') ? 'CDN on another origin' : 'library in another directory'})`;
      try {
        await tab.goto(siteBase + pathname);
        await tab.waitForFunction(() => customElements.get('ss-accordion') && document.querySelector('ss-accordion').shadowRoot, null, {
          timeout: 10000,
        });
        const before = await tab.evaluate(() => ['ss-gallery', 'ss-menu'].filter((t) => customElements.get(t)));
        if (before.length) problems.push(`${name}: ${before.join(', ')} defined without being on the page`);
        await tab.evaluate(() =>
          document.body.insertAdjacentHTML('beforeend', '<ss-menu><div class="menu-select-labels"></div></ss-menu>'),
        );
        await tab.waitForFunction(() => customElements.get('ss-menu'), null, { timeout: 10000 });
        // The loader, then each block's entry and chunks: each file once, nothing else.
        const loader = pathname.includes('classic') ? 'autoloader.classic.js' : 'autoloader.js';
        const expected = [loader, ...cdnFiles('blocks/ss-accordion.js'), ...cdnFiles('blocks/ss-menu.js')];
        const want = [...new Set(expected)].sort().join(', ');
        if (requested.sort().join(', ') !== want) problems.push(`${name}: fetched ${requested.join(', ')}; expected ${want}`);
        if (errors.length) problems.push(`${name}: ${errors.join('; ')}`);
      } catch (e) {
        problems.push(`${name}: ${e.message.split('\n')[0]}${errors.length ? ` (${errors.join('; ')})` : ''}`);
      } finally {
        await tab.close();
      }
    }
  } finally {
    await browser.close();
    cdn.close();
    site.close();
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [...staticProblems(), ...(await chromiumProblems())];
  problems.forEach((p) => console.error(p));
  console.log(problems.length ? `${problems.length} problem(s)` : 'dist/cdn autoloaders: ok');
  process.exit(problems.length ? 1 : 0);
}

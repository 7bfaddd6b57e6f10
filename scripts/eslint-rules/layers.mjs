// The direction of src/ (CONVENTIONS.md "The house"), as two ESLint rules:
// - `layers/direction`: a file imports its own layer and lower ones, never a higher one, by
//   any import: static, `export … from`, type-only or dynamic `import()`;
// - `layers/no-cycle`: no file reaches itself through the files it imports (type-only
//   imports aside: they leave nothing at run time).
// Layers, low to high: i18n < model < commerce < contract < services < controllers < blocks <
// entries. `configs.house` applies them to src/, and keeps model/, commerce/ and i18n/ off the DOM.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import globals from 'globals';
import ts from 'typescript';

const LAYERS = ['i18n', 'model', 'commerce', 'contract', 'services', 'controllers', 'blocks', 'entries'];
const ENTRIES = new Set([
  'index.ts',
  'site-rules.ts',
  'enumerations.ts',
  'routes.ts',
  'autoloader.ts',
  'cdn.ts',
  'cdn-classic.ts',
  'overlays-on-demand.ts',
  'one-copy.ts',
  'autoload',
]);

/** The layer of a file under `<root>/src/`; null outside src/, 'unknown' for a folder with no layer. */
function layerOf(root, file) {
  const path = relative(resolve(root, 'src'), file).split(sep);
  if (path[0] === '..' || path[0] === '') return null;
  if (ENTRIES.has(path[0])) return 'entries';
  return LAYERS.includes(path[0]) && path.length > 1 ? path[0] : 'unknown';
}

/** The source file a relative specifier names (`./x.js` is `./x.ts`); null for a package. */
function target(from, specifier) {
  return specifier.startsWith('.') ? resolve(dirname(from), specifier.replace(/\.js$/, '.ts')) : null;
}

/** `import type …`, or `import { type A, type B }`: erased, nothing is imported at run time. */
function typeOnlyImport(clause) {
  if (!clause) return false;
  const named = clause.namedBindings;
  return clause.isTypeOnly || (!clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
}

/** Every relative import of a source text, with whether it is type-only (erased). */
function importsOf(file, text) {
  const out = [];
  const visit = (node) => {
    const spec = node.moduleSpecifier;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && spec && ts.isStringLiteral(spec)) {
      out.push({ specifier: spec.text, typeOnly: ts.isImportDeclaration(node) ? typeOnlyImport(node.importClause) : node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) out.push({ specifier: arg.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false));
  return out.map((i) => ({ ...i, file: target(file, i.specifier) })).filter((i) => i.file);
}

// The run-time imports of each file read from disk, kept while the file is unchanged.
const graph = new Map();
function runtimeImports(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known?.mtime === mtime) return known.files;
  const files = importsOf(file, readFileSync(file, 'utf8'))
    .filter((i) => !i.typeOnly)
    .map((i) => i.file);
  graph.set(file, { mtime, files });
  return files;
}

/** A path of run-time imports from `start` back to `file`, or null. */
function cycleThrough(file, start) {
  const seen = new Set();
  const walk = (at, path) => {
    if (at === file) return path;
    if (seen.has(at)) return null;
    seen.add(at);
    for (const next of runtimeImports(at)) {
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** An import's path when it is written out (a string, or a template without expressions). */
const pathOf = (source) =>
  source.type === 'Literal'
    ? String(source.value)
    : source.type === 'TemplateLiteral' && !source.expressions.length
      ? source.quasis[0].value.cooked
      : null;

/** Calls check(node, source, typeOnly) for every import of the linted file. */
function eachImport(check) {
  const source = (node, typeOnly) => node.source && check(node, node.source, typeOnly);
  return {
    ImportDeclaration: (node) =>
      source(node, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
    ExportNamedDeclaration: (node) => source(node, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => source(node, node.exportKind === 'type'),
    ImportExpression: (node) => check(node, node.source, false),
  };
}

const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'A file under src/ imports its own layer and lower ones only.' },
    messages: {
      upward: '{{from}}/ imports {{to}}/ ({{specifier}}): a layer imports only its own and lower ones ({{order}}).',
      unknown: 'src/{{folder}} is in no layer ({{order}}): add it to scripts/eslint-rules/layers.mjs.',
      computed: "import() of a computed path: the layer check cannot follow it; name the module's path.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = layerOf(root, context.filename);
    if (!from) return {};
    const order = LAYERS.join(' < ');
    return {
      Program(node) {
        if (from === 'unknown') {
          const folder = relative(resolve(root, 'src'), context.filename).split(sep)[0];
          context.report({ node, messageId: 'unknown', data: { folder, order } });
        }
      },
      ...eachImport((node, source) => {
        const specifier = pathOf(source);
        if (specifier === null) return context.report({ node, messageId: 'computed' });
        const file = target(context.filename, specifier);
        const to = file && layerOf(root, file);
        if (to && to !== 'unknown' && from !== 'unknown' && LAYERS.indexOf(to) > LAYERS.indexOf(from)) {
          context.report({ node, messageId: 'upward', data: { from, to, specifier, order } });
        }
      }),
    };
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file under src/ reaches itself through its run-time imports, import() included.' },
    messages: { cycle: 'Import cycle: {{path}}.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    if (!layerOf(root, file)) return {};
    const name = (f) => relative(root, f).split(sep).join('/');
    return eachImport((node, source, typeOnly) => {
      const specifier = !typeOnly && pathOf(source);
      const next = specifier && target(file, specifier);
      const path = next && cycleThrough(file, next);
      if (path) context.report({ node, messageId: 'cycle', data: { path: [file, ...path].map(name).join(' → ') } });
    });
  },
};

// What model/ and i18n/ never touch: the browser's globals that are neither the language's
// nor Node's, and the navigator and storage that Node has too.
const node = new Set(Object.keys(globals.node));
const DOM_GLOBALS = [
  ...Object.keys(globals.browser).filter((name) => !(name in globals.es2022) && !node.has(name)),
  'navigator',
  'localStorage',
  'sessionStorage',
];
const PURE =
  'model/, commerce/ and i18n/ are pure logic and touch no DOM (CONVENTIONS.md "The house"): take what the page says as an argument.';

const plugin = { meta: { name: 'layers' }, rules: { direction, 'no-cycle': noCycle } };
plugin.configs = {
  house: [
    { files: ['src/**/*.ts'], plugins: { layers: plugin }, rules: { 'layers/direction': 'error', 'layers/no-cycle': 'error' } },
    {
      files: ['src/model/**/*.ts', 'src/commerce/**/*.ts', 'src/i18n/**/*.ts'],
      rules: {
        'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: PURE }))],
        'no-restricted-properties': [
          'error',
          ...['globalThis', 'window', 'self'].flatMap((object) => DOM_GLOBALS.map((property) => ({ object, property, message: PURE }))),
        ],
      },
    },
  ],
};
export default plugin;

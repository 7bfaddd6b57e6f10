// Each block's settings, declared once in `src/blocks/<tag>/<tag>.settings.ts`, become its
// manifest attributes and fields (and so its docs and React wrapper props): the analyzer
// cannot evaluate a declaration, so this evaluates it, bundled for Node with esbuild, and
// reads each setting's doc from its JSDoc (a comment: pages never download it).
// `node scripts/settings-manifest.mjs` prints { tag: [setting, …] } as JSON.
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The JSDoc text of each property of `export const settings = named({ … })` in file (or of the
 * object named `name`); settings spread in from another module (`...moneySettings`, shared by
 * several elements) bring their docs from there. */
export function settingDocs(file, name = 'settings') {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const docs = {};
  /** The file an imported identifier comes from. */
  const importedFrom = (id) => {
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const names = statement.importClause?.namedBindings;
      if (names && ts.isNamedImports(names) && names.elements.some((e) => e.name.getText() === id)) {
        return new URL(statement.moduleSpecifier.text.replace(/\.js$/, '.ts'), pathToFileURL(file)).pathname;
      }
    }
    return undefined;
  };
  // `settings = named({ … })`, or a plain object literal (settings spread into others').
  const literal = (init) => (init && ts.isCallExpression(init) ? init.arguments[0] : init);
  const visit = (node) => {
    const object = ts.isVariableDeclaration(node) && node.name.getText() === name && literal(node.initializer);
    if (object && ts.isObjectLiteralExpression(object)) {
      for (const prop of object.properties) {
        if (ts.isSpreadAssignment(prop)) {
          const from = importedFrom(prop.expression.getText());
          if (from) Object.assign(docs, settingDocs(from, prop.expression.getText()));
          continue;
        }
        const text = ts
          .getJSDocCommentsAndTags(prop)
          .map((d) => (typeof d.comment === 'string' ? d.comment : (ts.getTextOfJSDocComment(d.comment) ?? '')))
          .join(' ')
          // A doc wrapped over several lines reads as one.
          .replace(/\s+/g, ' ')
          .trim();
        if (prop.name) docs[prop.name.getText()] = text;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return docs;
}

// The TypeScript text of each kind of value a setting takes (contract/settings.ts `Expected`).
const KIND_TYPES = {
  boolean: 'boolean',
  number: 'number',
  integer: 'number',
  string: 'string',
  dimensions: 'string',
  focalPoint: 'string',
  url: 'string',
  pages: 'string[]',
};

/** A setting's type as TypeScript text ("boolean", "'light' | 'dark'", "number | undefined"),
 * from what a valid value looks like and its default: pages never download it. */
export function settingType({ expected, default: def }) {
  const type = expected.kind === 'oneOf' ? expected.values.map((v) => `'${v}'`).join(' | ') : KIND_TYPES[expected.kind];
  if (!type) throw new Error(`no TypeScript type for a setting of kind ${expected.kind}`);
  return def === undefined ? `${type} | undefined` : type;
}

/** Every block's declared settings, by tag. */
export async function declaredSettings() {
  const out = {};
  mkdirSync('.cache/settings', { recursive: true });
  for (const tag of readdirSync('src/blocks')
    .filter((n) => n.startsWith('ss-'))
    .sort()) {
    const file = `src/blocks/${tag}/${tag}.settings.ts`;
    if (!existsSync(file)) continue;
    const outfile = `.cache/settings/${tag}.mjs`;
    buildSync({ entryPoints: [file], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'error' });
    const { settings } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
    const docs = settingDocs(file);
    // A setting's name is its JSON key by default (`named`), which an element that reads no
    // block data (no `dataSource`) never uses: only keys it was given are documented there.
    const element = `src/blocks/${tag}/${tag}.element.ts`;
    const readsData = existsSync(element) && /static override dataSource\b/.test(readFileSync(element, 'utf8'));
    const undocumented = Object.keys(settings).filter((name) => !docs[name]);
    if (undocumented.length) throw new Error(`${file}: give every setting a line of JSDoc (${undocumented.join(', ')}).`);
    out[tag] = Object.entries(settings).map(([name, s]) => ({
      name,
      attribute: s.attribute,
      keys: readsData || s.keys.join() !== name ? s.keys : [],
      type: settingType(s),
      default: s.default,
      doc: docs[name],
      reflect: !!s.reflect,
    }));
  }
  return out;
}

const fmt = (v) => (v === undefined ? undefined : typeof v === 'string' ? `'${v}'` : (JSON.stringify(v) ?? String(v)));

/** Puts each element's declared settings into its manifest declaration: one attribute and
 * one field per setting, in declaration order, first. */
export function withSettings(manifest, declared) {
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) {
      const settings = d.customElement && declared[d.tagName];
      if (!settings) continue;
      const names = new Set(settings.map((s) => s.name));
      const description = (s) => `${s.doc}${s.keys.length ? ` JSON: ${s.keys.map((k) => `\`${k}\``).join(', ')}.` : ''}`;
      const attributes = settings.map((s) => ({
        name: s.attribute,
        type: { text: s.type },
        ...(s.default === undefined ? {} : { default: fmt(s.default) }),
        description: description(s),
        fieldName: s.name,
      }));
      const fields = settings.map((s) => ({
        kind: 'field',
        name: s.name,
        type: { text: s.type },
        ...(s.default === undefined ? {} : { default: fmt(s.default) }),
        description: s.doc,
        attribute: s.attribute,
        ...(s.reflect ? { reflects: true } : {}),
      }));
      d.attributes = [...attributes, ...(d.attributes ?? []).filter((a) => !names.has(a.fieldName) && !names.has(a.name))];
      d.members = [...fields, ...(d.members ?? []).filter((m) => !names.has(m.name))];
    }
  }
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(await declaredSettings()));
}

// The manifest names the files a consumer imports, not the sources the analyzer read (src/ is
// not in the package): each element's module is `dist/blocks/<tag>.js`, what
// `ss-blocks/blocks/<tag>` resolves to (package.json `exports["./blocks/*"]`), the define
// module that registers the tag and exports the class. Its exports are what that file
// exports at runtime (its source's `export { … }`, type-only ones left out: they are not in
// the JavaScript), then the tag's definition; declarations it does not export are left out.
// A reference to a module the package does not ship (the base class) keeps its name only.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const ELEMENT_SOURCE = /^src\/blocks\/(ss-[a-z0-9-]+)\/\1\.element\.ts$/;

/** The file of the package an element's module is. */
export const elementModule = (tag) => `dist/blocks/${tag}.js`;

/** The names a module's source exports at runtime: `export { a, b as c }` (with or without
 * `from`), `export const|function|class`; never `export type`. */
export function runtimeExports(source) {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, false);
  const names = [];
  for (const s of file.statements) {
    if (ts.isExportDeclaration(s)) {
      if (s.isTypeOnly || !s.exportClause || !ts.isNamedExports(s.exportClause)) continue;
      for (const e of s.exportClause.elements) if (!e.isTypeOnly) names.push(e.name.text);
    } else if (s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) names.push(d.name.getText(file));
      else if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name) names.push(s.name.text);
    }
  }
  return names;
}

/** Rewrites `manifest` in place to the package's files; `read(path)` gives a source's text. */
export function toPackagePaths(manifest, read = (path) => readFileSync(path, 'utf8')) {
  const moved = new Map();
  for (const mod of manifest.modules) {
    const tag = ELEMENT_SOURCE.exec(mod.path)?.[1];
    if (!tag) throw new Error(`custom-elements.json: ${mod.path} is not an element's module; the package has no file for it`);
    const path = elementModule(tag);
    moved.set(mod.path, path);
    const names = runtimeExports(read(`src/blocks/${tag}/${tag}.ts`));
    const element = (mod.declarations ?? []).find((d) => d.customElement && d.tagName === tag);
    if (!element) throw new Error(`custom-elements.json: ${mod.path} declares no <${tag}>`);
    mod.path = path;
    mod.declarations = mod.declarations.filter((d) => d === element || names.includes(d.name));
    mod.exports = [
      ...names.map((name) => ({ kind: 'js', name, declaration: { name, module: path } })),
      { kind: 'custom-element-definition', name: tag, declaration: { name: element.name, module: path } },
    ];
  }
  const shipped = new Set(moved.values());
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if (typeof node.module === 'string' && !node.package) {
      const to = moved.get(node.module.replace(/^\//, '').replace(/\.js$/, '.ts')) ?? node.module;
      if (shipped.has(to)) node.module = to;
      else delete node.module;
    }
    Object.values(node).forEach(visit);
  };
  manifest.modules.forEach((mod) => (mod.declarations ?? []).forEach(visit));
  // The analyzer lists modules in the order its file reads finish, which varies from run to
  // run: sorted, the manifest is the same for the same sources.
  manifest.modules.sort((a, b) => a.path.localeCompare(b.path));
  return manifest;
}

// The names of TypeScript `private` class members that the single-file CDN build may shorten
// (terser's property mangling renames every `.name` in the bundle, so a name qualifies only
// when each of its uses is one of those members). Found with the TypeScript checker over
// src/, then checked against the bundle's dependencies (rollup plugin below). A name is
// left alone when, anywhere in src/:
// - something other than a private class member declares it (a public or protected member,
//   an interface or type property, an object literal key, a destructured property, an enum
//   member), or a `x.name` access resolves to anything else (a DOM or library property, an
//   `any`, a module namespace's export);
// - it is a string literal, or a word in a template literal (`.name=${…}` in html``,
//   `changed.has('name')`, `'name' in x`, `x['name']`);
// - the TypeScript DOM and ES libraries declare it (what the browser calls by name:
//   handleEvent, toJSON, …), or it is a word of the bundled dependencies' code (Lit's
//   lifecycle methods, zod's internals).
// Terser also keeps its own list of DOM property names.
import path from 'node:path';
import ts from 'typescript';

const isPrivateMember = (node) =>
  (ts.isPropertyDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node) ||
    (ts.isParameter(node) && ts.isConstructorDeclaration(node.parent))) &&
  ts.isIdentifier(node.name) &&
  (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Private) !== 0;

const isPropertyDeclaration = (node) =>
  ts.isPropertyDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isPropertySignature(node) ||
  ts.isMethodSignature(node) ||
  ts.isPropertyAssignment(node) ||
  ts.isShorthandPropertyAssignment(node) ||
  ts.isEnumMember(node) ||
  (ts.isParameter(node) &&
    ts.isConstructorDeclaration(node.parent) &&
    ts.getCombinedModifierFlags(node) & ts.ModifierFlags.ParameterPropertyModifier);

const isTemplateText = (node) =>
  ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);

/** The private member names of the program's sources under `dir` that nothing else uses. */
export function privateNames(dir) {
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const files = ts.sys.readDirectory(dir, ['.ts'], ['**/*.d.ts']);
  const program = ts.createProgram(files, { ...config.options, types: [] });
  const checker = program.getTypeChecker();
  const candidates = new Set();
  const taken = new Set();
  const take = (name) => taken.add(name);
  for (const file of program.getSourceFiles()) {
    const ours = path.resolve(file.fileName).startsWith(path.resolve(dir) + path.sep);
    if (!ours && !program.isSourceFileDefaultLibrary(file)) continue;
    const visit = (node) => {
      if (ours && isPrivateMember(node)) candidates.add(node.name.text);
      else if (isPropertyDeclaration(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) take(node.name.text);
      if (ours) {
        if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
          const name = node.propertyName ?? node.name;
          if (ts.isIdentifier(name) || ts.isStringLiteral(name)) take(name.text);
        }
        if (ts.isStringLiteral(node)) take(node.text);
        if (isTemplateText(node)) node.text.match(/[\w$]+/g)?.forEach(take);
        if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
          const declarations = checker.getSymbolAtLocation(node.name)?.declarations ?? [];
          if (!declarations.length || !declarations.every(isPrivateMember)) take(node.name.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...candidates].filter((name) => !taken.has(name)).sort();
}

// Each folder's names, found once for all the builds of a run.
const found = new Map();

/** Before terser, whose `mangle` options it completes: the private member names of `dir` that
 * no bundled dependency's code mentions are mangled. The dependencies are those of every
 * chunk of the build (rollup renders chunks concurrently, and terser reads the options when
 * its turn comes), so each chunk is minified with the same names; the build's terser shares
 * one name cache (scripts/minify.mjs), so a name is shortened the same way in every chunk.
 * Every other word of the build's code is reserved: terser sees one chunk at a time, and a
 * short name it made up for a member could otherwise be one that code in another chunk uses
 * on the same object (Lit's own minified members: a block's private method named `C` in its
 * chunk replaced Lit's `C`, which the core chunk calls on every update). */
export function privateMembers(mangle, dir = 'src') {
  const words = new WeakMap();
  /** The words of the code of every module of the build: [the dependencies', everyone's]. */
  const wordsOf = (chunks, info) => {
    if (!words.has(chunks)) {
      const dependencies = new Set();
      const all = new Set();
      for (const id of new Set(Object.values(chunks).flatMap((c) => c.moduleIds))) {
        for (const w of info(id)?.code?.match(/[\w$]+/g) ?? []) {
          all.add(w);
          if (id.includes('/node_modules/')) dependencies.add(w);
        }
      }
      words.set(chunks, [dependencies, all]);
    }
    return words.get(chunks);
  };
  return {
    name: 'private-members',
    renderChunk(code, chunk, options, { chunks }) {
      if (!found.has(dir)) found.set(dir, privateNames(dir));
      const [dependencies, all] = wordsOf(chunks, (id) => this.getModuleInfo(id));
      const mangled = found.get(dir).filter((name) => !dependencies.has(name));
      const shortened = new Set(mangled);
      mangle.properties = {
        regex: new RegExp(`^(?:${mangled.map((n) => n.replace(/\$/g, '\\$')).join('|')})$`),
        reserved: [...all].filter((w) => !shortened.has(w)),
      };
      return null;
    },
  };
}

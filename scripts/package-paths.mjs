// Does every path package.json promises exist in the packed package? `main`, `module`, `types`,
// `customElements`, every target of `exports` (a subpath pattern's every condition, for each
// file its import target matches) and every `sideEffects` glob. scripts/package-test.mjs runs
// it on the tarball's file list: a path that only the repository has (src/, react/) fails there.

const strip = (p) => p.replace(/^\.\//, '');
const escape = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Every string target under an `exports` value, as [condition path, target]. */
function targets(value, conditions = []) {
  if (typeof value === 'string') return [[conditions.join('.') || 'default', value]];
  if (Array.isArray(value)) return value.flatMap((v) => targets(v, conditions));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => targets(v, [...conditions, k]));
  return [];
}

/**
 * What package.json names that the file list lacks, one line each ([] when all resolve).
 * @param {Record<string, any>} pkg package.json
 * @param {Iterable<string>} fileList the package's files, relative to its root (as `npm pack --json` lists them)
 * @returns {string[]}
 */
export function unresolvedPaths(pkg, fileList) {
  const files = new Set([...fileList].map(strip));
  const list = [...files];
  const problems = [];
  for (const field of ['main', 'module', 'types', 'typings', 'customElements']) {
    if (typeof pkg[field] === 'string' && !files.has(strip(pkg[field]))) problems.push(`${field}: ${pkg[field]} is not in the package`);
  }
  for (const [subpath, value] of Object.entries(pkg.exports ?? {})) {
    const all = targets(value);
    if (!subpath.includes('*')) {
      for (const [condition, target] of all) {
        if (!files.has(strip(target))) problems.push(`exports["${subpath}"].${condition}: ${target} is not in the package`);
      }
      continue;
    }
    // A pattern: Node's `*` stands for any string, slashes included. The files the runtime
    // target matches are what the subpath offers; each other target must exist for each.
    const [, main] = all.find(([c]) => /(^|\.)(import|default)$/.test(c)) ?? all[0];
    const [before, after] = strip(main).split('*');
    const stars = list.filter((f) => f.startsWith(before) && f.endsWith(after) && f.length >= before.length + after.length);
    if (!stars.length) problems.push(`exports["${subpath}"]: ${main} matches no file in the package`);
    for (const file of stars) {
      const star = file.slice(before.length, file.length - after.length);
      for (const [condition, target] of all) {
        const path = strip(target).replaceAll('*', star);
        if (!files.has(path)) problems.push(`exports["${subpath}"].${condition}: ${path} (for ${file}) is not in the package`);
      }
    }
  }
  // sideEffects globs: `*` within one path segment.
  for (const glob of Array.isArray(pkg.sideEffects) ? pkg.sideEffects : []) {
    const re = new RegExp(`^${strip(glob).split('*').map(escape).join('[^/]*')}$`);
    if (!list.some((f) => re.test(f))) problems.push(`sideEffects: ${glob} matches no file in the package`);
  }
  return problems;
}

/**
 * What custom-elements.json names that the file list lacks, one line each ([] when all
 * resolve): each module's path and every module a reference in it names (its exports'
 * declarations, superclasses), so tools that open them find the package's files.
 * @param {{ modules?: { path: string }[] }} manifest custom-elements.json
 * @param {Iterable<string>} fileList the package's files, relative to its root
 * @returns {string[]}
 */
export function unresolvedManifestPaths(manifest, fileList) {
  const files = new Set([...fileList].map(strip));
  const problems = [];
  const visit = (node, where) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, where));
    if (!node || typeof node !== 'object') return;
    if (typeof node.module === 'string' && !node.package && !files.has(strip(node.module)))
      problems.push(`custom-elements.json: ${where} names ${node.module}, which is not in the package`);
    Object.values(node).forEach((n) => visit(n, where));
  };
  for (const mod of manifest.modules ?? []) {
    if (!files.has(strip(mod.path))) problems.push(`custom-elements.json: module ${mod.path} is not in the package`);
    visit([mod.declarations, mod.exports], `module ${mod.path}`);
  }
  return problems;
}

// What a page with one element downloads from the per-element CDN build (dist/cdn/), as it
// ships: the classic autoloader, the element's entry and every file it imports statically,
// each file gzipped on its own as it goes over the wire. Split three ways: what every
// element's page loads (the loader and the core), chunks the element shares with some other
// elements (the block base, the dialog controller, the site context, ...), and the files only
// it loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';

export const gz = (code) => gzipSync(code, { level: 9 }).length;

/** file (relative to dir) and every file it imports statically, transitively: what the
 * browser fetches before the module runs. Dynamic imports load only when used. */
export function cdnFiles(file, dir = 'dist/cdn', seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const node of parseAst(readFileSync(path.join(dir, file), 'utf8')).body) {
    const from = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type) && node.source?.value;
    if (from) cdnFiles(path.posix.join(path.posix.dirname(file), from), dir, seen);
  }
  return seen;
}

/** [min, gzip] bytes over the wire: each file is compressed on its own. */
export const cdnBytes = (files, dir = 'dist/cdn') =>
  [...files].reduce(([min, gzip], f) => [min + readFileSync(path.join(dir, f)).length, gzip + gz(readFileSync(path.join(dir, f)))], [0, 0]);

/** For each tag: its page's files and bytes, split into `common` (every element's page
 * loads them), `some` (shared with some other elements: [file, gzip, how many elements]) and
 * `only` (this element alone); and `oneFile`, the same code gzipped as one file: what the
 * page would weigh with no file boundaries. */
export function cdnPages(tags, loader = 'autoloader.classic.js', dir = 'dist/cdn') {
  const files = new Map(tags.map((tag) => [tag, new Set([loader, ...cdnFiles(`blocks/${tag}.js`, dir)])]));
  const users = new Map();
  for (const set of files.values()) for (const f of set) users.set(f, (users.get(f) ?? 0) + 1);
  const size = new Map([...users.keys()].map((f) => [f, cdnBytes([f], dir)]));
  return new Map(
    [...files].map(([tag, set]) => {
      const page = {
        min: 0,
        gzip: 0,
        common: 0,
        some: [],
        only: 0,
        oneFile: gz(Buffer.concat([...set].map((f) => readFileSync(path.join(dir, f))))),
      };
      for (const f of set) {
        const [min, gzip] = size.get(f);
        page.min += min;
        page.gzip += gzip;
        const n = users.get(f);
        if (n === tags.length) page.common += gzip;
        else if (n === 1) page.only += gzip;
        else page.some.push([f, gzip, n]);
      }
      return [tag, page];
    }),
  );
}

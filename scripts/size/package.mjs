// The npm package as `npm pack` would make it from this tree (after a build): its packed
// (tarball) and unpacked bytes and its files. The size report's `npm package` row, and what
// scripts/package-test.mjs checks the real tarball against.
import { execFileSync } from 'node:child_process';

/** The size report's row, and its goal's key in size-goals.json. */
export const PACKAGE_ROW = 'npm package';

/** What `npm pack --dry-run` reports: { size, unpackedSize, entryCount, files: [{ path, size }] }. */
export function packedPackage(cwd = '.') {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out)[0];
}

/** What the package must not carry: the TypeScript sources and source maps (docs/loading.md
 * "Source maps"). */
export const unwanted = (files) => files.map((f) => f.path ?? f).filter((p) => /^src\//.test(p) || /\.map$/.test(p));

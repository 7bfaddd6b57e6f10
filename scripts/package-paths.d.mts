/** What package.json names that the file list lacks, one line each ([] when all resolve). */
export function unresolvedPaths(pkg: Record<string, unknown>, fileList: Iterable<string>): string[];
/** What custom-elements.json names (module paths, references' modules) that the file list lacks. */
export function unresolvedManifestPaths(manifest: { modules?: { path: string }[] }, fileList: Iterable<string>): string[];

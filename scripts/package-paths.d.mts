/** What package.json names that the file list lacks, one line each ([] when all resolve). */
export function unresolvedPaths(pkg: Record<string, unknown>, fileList: Iterable<string>): string[];

/** The file of the package an element's module is. */
export function elementModule(tag: string): string;
/** The names a module's source exports at runtime (type-only exports left out). */
export function runtimeExports(source: string): string[];
/** Rewrites the manifest in place to the package's files; `read(path)` gives a source's text. */
export function toPackagePaths<M extends { modules: { path: string }[] }>(manifest: M, read?: (path: string) => string): M;

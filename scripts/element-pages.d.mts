// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = any;
export function elementsOf(manifest: Manifest): Manifest[];
export function examplePath(tag: string): string;
export function elementPage(el: Manifest, els: Manifest[], example: string): string;
export function writeElementPages(manifest: Manifest, outDir?: string): string[];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Manifest = any;
export function cssDefaults(tag: string, dir?: string): Record<string, string>;
export function withCssDefaults(manifest: Manifest): Manifest;

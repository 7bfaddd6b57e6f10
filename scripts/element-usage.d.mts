// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Package = any;
export interface Importing {
  cdn: { files: string[]; code: string };
  npm: { specifier: string; code: string };
  react: { specifier: string; component: string; code: string };
}
export interface Recipe {
  title: string;
  text: string;
  code: string;
}
export function cdnBase(pkg: Package): string;
export function reactComponent(tag: string): string;
export function importing(tag: string, pkg: Package): Importing;
export const recipesPath: (tag: string) => string;
export function recipesOf(tag: string, path?: string): Recipe[];

export const PACKAGE_ROW: string;
export interface Packed {
  size: number;
  unpackedSize: number;
  entryCount: number;
  filename: string;
  files: { path: string; size: number }[];
}
export function packedPackage(cwd?: string): Packed;
export function unwanted(files: ({ path: string } | string)[]): string[];

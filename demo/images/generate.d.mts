// Types for TypeScript callers (tests) of generate.mjs.
export const WIDTHS: number[];
export const DEMO_IMAGES: Record<string, [number, number[], number[], number[][], [number, number]]>;
export function paint(name: string, width: number): { width: number; height: number; data: Buffer };
export function fileName(name: string, width: number): string;
export function generateAll(dir: string, options?: { log?: (message: string) => void }): number;
export function generateAllInParallel(dir: string, options?: { log?: (message: string) => void; threads?: number }): Promise<number>;
export function dimensions(name: string): string;

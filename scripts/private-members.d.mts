import type { Plugin } from 'rollup';

export function privateNames(dir: string): string[];
export function privateMembers(mangle: { properties?: unknown }, dir?: string): Plugin;

import type { Plugin } from 'rollup';

export function minifyCss(text: string): string;
export function templateWhitespace(): Plugin;
export function minify(options?: { module?: boolean; privateMembers?: boolean }): Plugin[];

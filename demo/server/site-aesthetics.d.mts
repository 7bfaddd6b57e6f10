// Types for TypeScript callers (tests) of the reference server's site aesthetics module.
export const AESTHETICS_PATHS: string[];
export const FONT_FAMILIES: Record<string, { name: string; stack: string }>;
export const COLOR_THEMES: Record<string, { name: string; palette: Record<string, string> }>;
export const FONT_THEMES: Record<string, { name: string; fontUsageCategories: Record<string, string> }>;
export function aestheticsProblems(values: unknown): string[];
export function aestheticsCss(values: Record<string, unknown>): string;

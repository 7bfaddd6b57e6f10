// Types for TypeScript callers (tests) of the reference server's site settings module.
export interface SiteSettings {
  version: 1;
  blocks: Record<string, Record<string, string | null>>;
  forms: Record<string, Record<string, unknown>>;
  cookieBanner: Record<string, unknown> | null;
  aesthetics: Record<string, unknown> | null;
  site: Record<string, unknown> | null;
  savedAt: string | null;
}
export const MAX_VALUE_CHARS: number;
export function emptySettings(): SiteSettings;
export function readSettings(store: { get(k: string): unknown }): SiteSettings;
export function blockTags(html: string): { start: number; end: number; tag: string; key: string; attributes: [string, string | null][] }[];
export function pageBlocks(html: string): Map<string, string>;
export function manifestAttributes(manifest: unknown): Map<string, Set<string>>;
export function validateSettings(
  body: unknown,
  page: { blocks: Map<string, string>; attributes: Map<string, Set<string>> },
): { settings: SiteSettings } | { problems: string[] };
export function publish(html: string, settings: SiteSettings): string;
export const MOBILE_BAR_STYLES: string[];
export const BADGE_TYPES: string[];
export const PINTEREST_MODES: string[];
export function siteProblems(site: unknown): string[];

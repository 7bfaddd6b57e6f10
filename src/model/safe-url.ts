// Which click-through URLs a slide may navigate to (spec 000 §4 "Click-through"): web
// pages, relative paths, mail and phone links only. Anything else (javascript:, data:,
// vbscript:, blob:, file:) could run script or leave the site in ways an owner cannot mean.

const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// Resolving against a fixed http base makes relative URLs (no scheme) count as http, while
// the parser applies the browser's own rules to tricks like "java\tscript:" or " JAVASCRIPT:".
const BASE = 'http://relative.invalid/';

/** The URL to navigate to, or undefined when it is empty or not allowed. */
export function safeUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (!url) return undefined;
  try {
    return ALLOWED.has(new URL(url, BASE).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

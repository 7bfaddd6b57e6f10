// The coarse rule the Trusted Types policy applies to every script address it is given
// (services/html/trusted-types.ts): a backstop behind the per-kind host rule each caller
// applies first (model/script-policy.ts). Its own module, apart from safe-url.ts: the blocks
// share that one's chunk on a CDN page.

/** An address the page may load a file from (a third-party script or stylesheet, a lazy
 * rollup; spec 001 §7 "Third-party loads"): https, the page's own origin (a path, or a
 * local stand-in configured for a test or a demo), or, on a page that is not https itself
 * (a development server), http, as the per-kind rule lets a host the page added serve.
 * Relative addresses resolve against `page`; the resolved address, or undefined for
 * anything else (http from an https page, data:, blob:, javascript:, mailto:) or an
 * address that does not parse. */
export function loadableUrl(raw: unknown, page: string): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  try {
    const here = new URL(page);
    const url = new URL(raw.trim(), here);
    const http = url.protocol === 'http:' && here.protocol !== 'https:';
    return url.protocol === 'https:' || http || url.origin === here.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

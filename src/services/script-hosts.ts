// The hosts a site allows beside the known ones (model/script-policy.ts), and the one check
// every inserted script and stylesheet goes through, which says in the console what it
// refused. The hosts live on the global object under a registered symbol, as the element
// loaders do (services/elements/on-demand.ts): every copy of the library on the page (the
// CDN's per-element files, the single file, a bundle) sees the same ones, whichever
// module the page called. Nothing is read from the page's markup: a host is allowed only
// by the page's own script. No DOM at import time (SSR-safe).
import { t } from '../i18n/translator.js';
import { scriptHosts as text } from '../i18n/en/script-hosts.js';
import { isScriptKind, normalHost, scriptDecision, type ScriptDecision, type ScriptKind } from '../model/script-policy.js';

export { PARTNER_HOSTS, SCRIPT_HOSTS, SCRIPT_KINDS, type ScriptKind } from '../model/script-policy.js';

const KEY = Symbol.for('ss-blocks.script-hosts');
const slot = globalThis as { [KEY]?: { [K in ScriptKind]?: string[] } };

/**
 * Lets the library load files of `kind` from `hosts` too (`'captcha.example.com'`, with
 * its port if it is not the default, `'*.cdn.example'` for its subdomains), on https; on a
 * page that is not itself https, also on http (a development server). Call it from the
 * page's own script before the blocks load. A value that is not a host, or a kind that is
 * not one, is ignored with a console warning.
 */
export function allowScriptHosts(kind: ScriptKind, hosts: string | readonly string[]): void {
  for (const raw of typeof hosts === 'string' ? [hosts] : hosts) {
    const host = normalHost(raw);
    if (!host || !isScriptKind(kind)) console.warn(t(text, 'scriptHosts.ignored', { kind: String(kind), host: JSON.stringify(raw) }));
    else {
      const list = ((slot[KEY] ??= {})[kind] ??= []);
      if (!list.includes(host)) list.push(host);
    }
  }
}

/** The hosts the page added for `kind`: with allowScriptHosts(), or written on the global
 * object under the same symbol before the library loaded (a plain page's first inline
 * script); each read as normalHost reads it, anything else left out. */
export function allowedScriptHosts(kind: ScriptKind): string[] {
  const list = slot[KEY]?.[kind];
  return Array.isArray(list) ? list.map(normalHost).filter((h): h is string => !!h) : [];
}

/** Forgets the added hosts (tests). */
export function resetScriptHosts(): void {
  delete slot[KEY];
}

/** The decision for `raw` as a `kind` on this page (model/script-policy.ts), with the hosts
 * the page added. */
export const decideScript = (kind: ScriptKind, raw: unknown, page = location.href): ScriptDecision =>
  scriptDecision(kind, raw, page, allowedScriptHosts(kind));

/** The console message for a refused address: the host and the call that allows it, or
 * that it is not an https address. */
export const refusal = (kind: ScriptKind, d: Exclude<ScriptDecision, { ok: true }>): string =>
  d.reason === 'host'
    ? t(text, 'scriptHosts.hostRefused', { url: d.url, host: d.host, kind })
    : t(text, 'scriptHosts.refused', { url: d.url || '""' });

/** The address `raw` resolved, when a `kind` may be inserted from it; else undefined, and a
 * console warning naming why. */
export function checkScriptUrl(kind: ScriptKind, raw: unknown, page?: string): string | undefined {
  const d = decideScript(kind, raw, page);
  if (d.ok) return d.url;
  console.warn(refusal(kind, d));
  return undefined;
}

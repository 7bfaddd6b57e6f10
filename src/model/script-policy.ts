// Where an inserted script or stylesheet may come from (spec 001 §7 "Third-party loads":
// fonts, comment counts, partner booking widgets, a captcha script, the follow button, the
// lazy rollups; spec 000 §7 the maps service script). Every address the library puts in a
// `<script src>` or a `<link rel="stylesheet" href>` comes from the page (the site context,
// a block's data or attributes), which whoever edits the page's content writes: one rule
// for all of them, per kind of file. Pure: an address in, a decision out; the hosts a site
// adds are kept by services/script-hosts.ts and handed in.
//
// The autoloader's own chunks are not here: their addresses are fixed at build time and
// resolved against the loader's own address (scripts/cdn-autoloader.mjs), so nothing on
// the page can change them.

import { PARTNER_HOSTS } from './partner-hosts.js';

export { PARTNER_HOSTS };

/** The kinds of file the library inserts, each with its own hosts. */
export const SCRIPT_KINDS = ['captcha', 'maps', 'booking', 'comments', 'follow', 'fonts', 'rollups'] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

/**
 * The known hosts of each kind, on https and their default port. The spec names the
 * services but none of their hosts; these are the providers' official ones (ours):
 * reCAPTCHA's script (www.google.com, and www.recaptcha.net, Google's documented
 * alternative), the Maps JavaScript API, the booking partners' script hosts (Zola, Acuity,
 * Tock, OpenTable), the comments provider's `<shortname>.disqus.com`, the follow button's
 * platform.twitter.com, the fonts service and the Typekit kits. `*.` matches any subdomain
 * (not the name itself). The rollups have none: they come from the page's own origin, or
 * from a host the site allows.
 */
export const SCRIPT_HOSTS: { readonly [K in ScriptKind]: readonly string[] } = {
  captcha: ['www.google.com', 'www.recaptcha.net'],
  maps: ['maps.googleapis.com'],
  booking: PARTNER_HOSTS,
  comments: ['*.disqus.com'],
  follow: ['platform.twitter.com'],
  fonts: ['fonts.googleapis.com', 'use.typekit.net'],
  rollups: [],
};

/** Kinds whose files the site may serve itself, from the page's own origin (ours): its lazy
 * rollups (the platform serves them with the site) and its fonts' stylesheets (a
 * self-hosted copy; a stylesheet runs no script). The third parties' scripts do not: a
 * site that serves or proxies one itself allows its own host like any other, so that an
 * address on the site (an uploaded file, a redirect) is not a script by default. */
const OWN_ORIGIN: readonly ScriptKind[] = ['fonts', 'rollups'];

export const isScriptKind = (kind: unknown): kind is ScriptKind => SCRIPT_KINDS.includes(kind as ScriptKind);

/** A host as a site writes it (`booking.example.com`, `localhost:8814`, `*.cdn.example`,
 * any case, an IDN in Unicode) in the form an address's `host` has it: lower case,
 * punycode, the port only when it is not https's. Undefined for anything else (a scheme, a
 * path, user info, an empty name). */
export function normalHost(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.trim() || /[/?#@\\\s]/.test(raw.trim())) return undefined;
  try {
    const url = new URL(`https://${raw.trim()}`);
    return url.hostname && url.pathname === '/' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `host` (an address's host, with its port if any) is `pattern` or, for `*.name`,
 * a subdomain of name. */
const matches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

export type ScriptDecision =
  | { ok: true; url: string }
  | { ok: false; reason: 'invalid' | 'scheme'; url: string }
  | { ok: false; reason: 'host'; url: string; host: string };

/**
 * Whether the file at `raw` may be inserted as a `kind` on the page at `page`, given the
 * hosts the site added for that kind (normal hosts, see normalHost): an https address on
 * a known host of the kind (its default port) or an added one (any port it names); for the
 * fonts and the rollups, also an address on the page's own origin (a path). On a page that
 * is not itself https (a development server), an added host may serve over http. Relative
 * addresses resolve against the page; the decision carries the resolved address.
 */
export function scriptDecision(kind: ScriptKind, raw: unknown, page: string, added: readonly string[] = []): ScriptDecision {
  const given = typeof raw === 'string' ? raw.trim() : '';
  let url: URL;
  let here: URL;
  if (!given) return { ok: false, reason: 'invalid', url: given };
  try {
    here = new URL(page);
    url = new URL(given, here);
  } catch {
    return { ok: false, reason: 'invalid', url: given };
  }
  // https://good.com@evil.com is evil.com's; user info in a script address is never needed.
  if (url.username || url.password) return { ok: false, reason: 'invalid', url: url.href };
  if (OWN_ORIGIN.includes(kind) && url.origin === here.origin) return { ok: true, url: url.href };
  const own = added.some((h) => matches(url.host, h));
  const http = own && url.protocol === 'http:' && here.protocol !== 'https:';
  if (url.protocol !== 'https:' && !http) return { ok: false, reason: 'scheme', url: url.href };
  // A known host on its default port only: another port is another server.
  if (!own && !(url.port === '' && SCRIPT_HOSTS[kind].some((h) => matches(url.hostname, h))))
    return { ok: false, reason: 'host', url: url.href, host: url.host };
  return { ok: true, url: url.href };
}

// The owner's way into the config area (spec 001 §2 "Owner config redirect", §4 "Escape
// key", §6): the load-time redirect's decision with its exceptions, and the addresses of the
// config area and of the login. Pure: the page's address, the session's flag and whether the
// page is the top window are arguments, so every case is a table row in a unit test.
import { isAuthenticated, isViewerOnly, type AccountContext } from './roles.js';

/** What the rules read from the site context (a `SiteContext` fits). */
export interface RedirectContext extends AccountContext {
  website?: { identifier?: string; developerMode?: boolean; cloneable?: boolean };
  appDomain?: string;
}

/** The query parameter that turns the redirect off for the rest of the session. */
export const NO_REDIRECT_PARAM = 'noredirect';

/** Why the page stays where it is. The first that applies, in this order. */
export type StayReason = 'anonymous' | 'viewer-only' | 'config' | 'not-top' | 'localhost' | 'noredirect' | 'developer-mode' | 'cloneable';

export type RedirectDecision =
  | { redirect: true; to: string; rememberNoRedirect: false }
  | {
      redirect: false;
      reason: StayReason;
      /** Where the redirect would have gone (a demo on localhost shows it). */
      to: string;
      /** The address has `noredirect`: remember it for the session. */
      rememberNoRedirect: boolean;
    };

export interface RedirectInput {
  context: RedirectContext;
  /** The page's address. */
  url: URL;
  /** `noredirect` was seen earlier in this session (sessionStorage). */
  noRedirectRemembered: boolean;
  /** The page is the top window, not a frame. */
  top: boolean;
}

/** localhost, 127.0.0.0/8, ::1 and *.localhost: a developer's machine. */
export function isLocalhost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Under /config: the config area itself (spec 001 §2 "The prefix /config is treated as admin"). */
export const underConfig = (path: string): boolean => /^\/config(\/|$)/.test(path);

/** The frameUrl parameter's value: the current path plus query (no hash), URL-encoded once
 * as a query value. */
export const frameUrl = (url: URL): string => url.pathname + url.search;

/** `/config/?frameUrl=<path+query>` on the page's own origin: where the load-time redirect
 * goes (spec 001 §2). */
export function configPath(url: URL): string {
  return `/config/?frameUrl=${encodeURIComponent(frameUrl(url))}`;
}

const IDENTIFIER = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/** The config area's origin, `https://<website.identifier>.<appDomain>` (spec 001 §2 "the
 * site's own identifier subdomain"), or undefined when the context lacks either or either is
 * not a plain host label (an identifier with a dot or a slash could name another host). An
 * appDomain given with a scheme keeps only its host. */
export function configOrigin(ctx: RedirectContext): string | undefined {
  const id = ctx.website?.identifier;
  let domain = ctx.appDomain?.trim();
  if (domain?.includes('://')) {
    try {
      domain = new URL(domain).host;
    } catch {
      return undefined;
    }
  }
  if (!id || !domain || !IDENTIFIER.test(id) || !HOST.test(domain)) return undefined;
  return `https://${id.toLowerCase()}.${domain.toLowerCase()}`;
}

/** Where Esc sends an authenticated owner: the config area at the identifier subdomain with
 * frameUrl; on the page's own origin when the context does not name it. */
export function configAreaUrl(ctx: RedirectContext, url: URL): string {
  return new URL(configPath(url), configOrigin(ctx) ?? url.origin).href;
}

/** The parameter of the login address that turns account creation off (spec 001 §6:
 * "Account creation is then disabled"). */
export const CREATE_ACCOUNT_PARAM = 'createAccount';

/** Where Esc sends an anonymous visitor on a site with useEscapeKeyToLogin (ours: the spec
 * names no login address): the config area's login, back to this page after it, without
 * account creation — `/config/login?frameUrl=<path+query>&createAccount=false`. */
export function loginUrl(ctx: RedirectContext, url: URL): string {
  const to = new URL('/config/login', configOrigin(ctx) ?? url.origin);
  to.searchParams.set('frameUrl', frameUrl(url));
  to.searchParams.set(CREATE_ACCOUNT_PARAM, 'false');
  return to.href;
}

/**
 * The load-time redirect (spec 001 §2): an authenticated owner who opens a public page in the
 * top window goes to `/config/?frameUrl=…`, except on localhost, with `noredirect` (now or
 * earlier in the session), in developer mode, on cloneable sites, and for viewer-only users.
 * Anonymous visitors, frames and the config area itself never redirect.
 */
export function redirectDecision({ context, url, noRedirectRemembered, top }: RedirectInput): RedirectDecision {
  const rememberNoRedirect = url.searchParams.has(NO_REDIRECT_PARAM);
  const stay = (reason: StayReason): RedirectDecision => ({ redirect: false, reason, to: configPath(url), rememberNoRedirect });
  if (!isAuthenticated(context)) return stay('anonymous');
  if (isViewerOnly(context)) return stay('viewer-only');
  if (underConfig(url.pathname)) return stay('config');
  if (!top) return stay('not-top');
  if (isLocalhost(url.hostname)) return stay('localhost');
  if (rememberNoRedirect || noRedirectRemembered) return stay('noredirect');
  if (context.website?.developerMode === true) return stay('developer-mode');
  if (context.website?.cloneable === true) return stay('cloneable');
  return { redirect: true, to: configPath(url), rememberNoRedirect: false };
}

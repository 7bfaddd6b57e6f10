// The one auth client (spec 001 §2 "Owner config redirect", §4 "Escape key", §7 auth rows):
// the owner's logout with its return address and toast, and the site user's (member's)
// session, whose XSRF token every later data call carries. Every call goes through the data
// layer; nothing touches the page at import time.
import { navigate, pageUrl, replaceAddress } from '../contract/page.js';
import { isTopWindow, sessionValue, setSessionValue } from '../contract/window.js';
import { siteContext } from '../contract/site-context.js';
import { isAuthenticated } from '../model/roles.js';
import { addRequestHeaders, del, post, type RequestOptions } from './data-layer.js';
import { t } from '../i18n/translator.js';
import { account } from '../i18n/en/account.js';

/** spec 001 §7: the owner's logout. */
export const LOGOUT_PATH = '/api/auth/Logout';
/** spec 001 §7: the site user's session (POST signs in, DELETE signs out). */
export const SESSION_PATH = '/api/site-users/account/session';
/** The query parameter the logout returns with (spec 001 §2: `logout=true`). */
export const LOGOUT_PARAM = 'logout';
/**
 * The header the site user's `xsrfToken` is sent in on every later data call to the site
 * (spec 001 §7: "sent later as a header"; the name is ours, the one common frameworks use).
 */
export const XSRF_HEADER = 'X-XSRF-Token';
/** Where the token is kept for the tab's session (it survives a reload, not the tab). */
const XSRF_KEY = 'ss-xsrf-token';

let xsrfToken: string | undefined;
let removeHeader: (() => void) | undefined;

/** The site user's XSRF token, while signed in on this tab. */
export const siteUserXsrfToken = (): string | undefined => (xsrfToken ??= sessionValue(XSRF_KEY));

/** Registers the header with the data layer once; it is sent only to the site's own
 * origins, and only while there is a token. */
function sendToken(): void {
  removeHeader ??= addRequestHeaders((_url, siteOwn) => {
    const token = siteOwn ? siteUserXsrfToken() : undefined;
    return token ? { [XSRF_HEADER]: token } : undefined;
  });
}

/** A token kept by an earlier page of this tab's session is sent again (the page start
 * calls this). True when there is one. */
export function resumeSiteUserSession(): boolean {
  if (!siteUserXsrfToken()) return false;
  sendToken();
  return true;
}

export interface SignInDetails {
  email: string;
  password: string;
  /** Keep the session beyond the browser session (the server's choice of how long). */
  rememberMe?: boolean;
}

/** What a caller may pass on to the data layer (a sign-in form shows its own errors). */
export type AuthCallOptions = Pick<RequestOptions, 'onFailure' | 'overlay' | 'signal'>;

/**
 * Signs a site user in: `POST /api/site-users/account/session` with email, password and
 * rememberMe (JSON), keeps the answer's `xsrfToken` and sends it from then on in the
 * `X-XSRF-Token` header of every data call to the site. Rejects with the data layer's error
 * (and keeps no token) when the server refuses or the answer carries no token.
 */
export async function signIn({ email, password, rememberMe = false }: SignInDetails, options: AuthCallOptions = {}): Promise<void> {
  const answer = await post<{ xsrfToken?: unknown }>(SESSION_PATH, {
    ...options,
    data: { email, password, rememberMe },
    json: true,
    secure: true,
  });
  const token = typeof answer?.xsrfToken === 'string' ? answer.xsrfToken : '';
  if (!token) throw new TypeError(t(account, 'account.noXsrfToken'));
  xsrfToken = token;
  setSessionValue(XSRF_KEY, token);
  sendToken();
}

/**
 * Signs the site user out: `DELETE /api/site-users/account/session?cloneCart=…`. A
 * `crumbFail` answer is retried once by the data layer (spec 001 §7 "crumbFail triggers one
 * retry after storing the new crumb"), so it is not retried here again. The token is
 * forgotten once the server agrees.
 */
export async function signOut({ cloneCart = false }: { cloneCart?: boolean } = {}, options: AuthCallOptions = {}): Promise<void> {
  await del(SESSION_PATH, { ...options, data: { cloneCart }, secure: true });
  forgetSiteUserSession();
}

/** Forgets the site user's token on this tab (tests; a server that ended the session). */
export function forgetSiteUserSession(): void {
  xsrfToken = undefined;
  setSessionValue(XSRF_KEY, undefined);
  removeHeader?.();
  removeHeader = undefined;
}

let loggingOut: Promise<void> | undefined;

/** Where the logout returns: the site root, or in the editing frame the preview frame's
 * own address, each with `logout=true` (spec 001 §2). */
export function logoutDestination(win: Window = window): string {
  const here = new URL(win.location.href);
  const to = isTopWindow(win) ? new URL('/', here) : new URL(here.pathname + here.search, here);
  to.searchParams.set(LOGOUT_PARAM, 'true');
  return to.href;
}

/**
 * Logs the authenticated account out (spec 001 §4 "Logout runs only once and only for an
 * authenticated account"): `POST /api/auth/Logout`, then to `logoutDestination()`. Calls
 * while one runs, and after it succeeded, share its promise: one request, one navigation.
 * For an anonymous visitor it does nothing. A failed logout is shown by the data layer (its
 * system error overlay) and may be tried again.
 */
export function logOut(): Promise<void> {
  if (!isAuthenticated(siteContext())) return Promise.resolve();
  return (loggingOut ??= post(LOGOUT_PATH, { secure: true }).then(
    () => navigate(logoutDestination()),
    (e: unknown) => {
      loggingOut = undefined;
      throw e;
    },
  ));
}

/** Forgets a logout that ran (tests). */
export function resetLogout(): void {
  loggingOut = undefined;
}

export interface Notice {
  title: string;
  message: string;
}

/**
 * On the page the logout returned to (`logout=true` in its address): removes the parameter
 * from the address (no reload, no history entry) and returns the information toast's title
 * and message ('Logout Successful' / 'You have been successfully logged out.', spec 001 §2).
 * Undefined on any other page, and on the second call.
 */
export function takeLogoutNotice(): Notice | undefined {
  const url = pageUrl();
  if (url.searchParams.get(LOGOUT_PARAM) !== 'true') return undefined;
  url.searchParams.delete(LOGOUT_PARAM);
  replaceAddress(url.pathname + url.search + url.hash);
  return { title: t(account, 'account.logoutTitle'), message: t(account, 'account.logoutMessage') };
}

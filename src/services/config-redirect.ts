// The owner config redirect (spec 001 §2): an authenticated owner who opens a public page in
// the top window goes to /config/?frameUrl=<path+query>, except on localhost, with
// `noredirect` (remembered for the session), in developer mode, on cloneable sites and for
// viewer-only users. The decision is model/config-redirect.ts; this module reads the page and
// navigates through the page contract.
import { navigate, pageUrl } from '../contract/page.js';
import { isTopWindow, sessionValue, setSessionValue } from '../contract/window.js';
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { redirectDecision, type RedirectDecision } from '../model/config-redirect.js';

export type { RedirectDecision, StayReason } from '../model/config-redirect.js';

/** Where `noredirect` is remembered for the tab's session. */
export const NO_REDIRECT_KEY = 'ss-noredirect';

/** The decision for this page now (or for the address `at`), without acting on it: nothing
 * remembered, no navigation. */
export function ownerRedirect(ctx: SiteContext = siteContext(), at: URL = pageUrl()): RedirectDecision {
  return redirectDecision({ context: ctx, url: at, noRedirectRemembered: sessionValue(NO_REDIRECT_KEY) === 'true', top: isTopWindow() });
}

/** Decides and acts: remembers `noredirect` for the session, and goes to the config area
 * when the decision says so. Returns the decision. */
export function redirectOwnerToConfig(ctx: SiteContext = siteContext(), at: URL = pageUrl()): RedirectDecision {
  const d = ownerRedirect(ctx, at);
  if (d.rememberNoRedirect) setSessionValue(NO_REDIRECT_KEY, 'true');
  if (d.redirect) navigate(d.to);
  return d;
}

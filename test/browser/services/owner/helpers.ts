// Shared by the owner-flow tests: navigations observed through the page contract (never a
// real one), requests counted as the page makes them, and every module's page state put back.
import { setNavigationHandler } from '../../../../src/contract/page.js';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';
import { resetAccountStart } from '../../../../src/services/account.js';
import { stopAdminBroadcast } from '../../../../src/services/admin-broadcast.js';
import { forgetSiteUserSession, resetLogout } from '../../../../src/services/auth.js';
import { stopEscapeRules } from '../../../../src/services/escape-key.js';
import { stopMousePositionTracking } from '../../../../src/services/mouse-position.js';

export { siteContextWith, frames, fault, clearFaults, received } from '../telemetry/helpers.js';

/** An owner of the site (admin), with the identifier subdomain's parts. */
export const OWNER = {
  website: { id: 'w1', identifier: 'tidewater' },
  appDomain: 'builder.test',
  authenticatedAccount: { id: 'acc-1' },
  websiteRoles: { '1': true },
};
export const EDITOR = { ...OWNER, websiteRoles: [4] };
export const VIEWER = { ...OWNER, websiteRoles: [10] };
export const VISITOR = { website: { id: 'w1', identifier: 'tidewater' }, appDomain: 'builder.test', authenticatedAccount: null };

/** Records every navigation `navigate` is asked for, instead of leaving the page. */
export function observeNavigation(): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const before = setNavigationHandler((url) => urls.push(url));
  return { urls, stop: () => setNavigationHandler(before) };
}

/** Counts the page's fetches whose URL contains `part` (the data layer calls fetch). */
export function countFetches(part: string): { readonly count: number; stop(): void } {
  const original = window.fetch;
  let count = 0;
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(part)) count++;
    return original(input, init);
  };
  return {
    get count() {
      return count;
    },
    stop: () => (window.fetch = original),
  };
}

const home = location.href;

/** Puts the page's address back to where the test file started. */
export const restoreAddress = () => history.replaceState(history.state, '', home);

/** Forgets every owner-flow module's state, the site context and the session storage. */
export function resetOwner(): void {
  stopEscapeRules();
  resetLogout();
  forgetSiteUserSession();
  stopMousePositionTracking();
  stopAdminBroadcast();
  resetAccountStart();
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  resetSiteContext();
  sessionStorage.clear();
  restoreAddress();
}

/** Resolves after n animation frames. */
export const nextFrames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

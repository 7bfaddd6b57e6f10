// What a published page does for who is looking at it (spec 001 §2 "Owner config redirect",
// §4 "Escape key", §6 "Roles and permissions"): the page start (services/start.ts) runs
// `startAccount()` on a page with a site context, never under /config. In order:
// - the logout's notice on the page the logout returned to (`logout=true` leaves the
//   address; the site event `ss:logout-notice` and `notify` get the toast's texts);
// - the owner config redirect (services/config-redirect.ts); when it navigates, nothing else;
// - a site user's session token kept from an earlier page of the tab (services/auth.ts);
// - the Escape rules (services/escape-key.ts);
// - mouse position for tracked accounts (services/mouse-position.ts);
// - the member-only or locked page's notice (services/access-notice.ts);
// - for a logged-in user, the three triggers as site events (announcement bar, website
//   overlay manager, popup overlay manager);
// - for an admin-permission user, the admin event broadcast (services/admin-broadcast.ts).
import { pageUrl } from '../contract/page.js';
import { hasSiteContext, siteContext } from '../contract/site-context.js';
import { emitSiteEvent } from '../contract/site-events.js';
import { underConfig, type RedirectDecision } from '../model/config-redirect.js';
import { isAuthenticated } from '../model/roles.js';
import { showAccessNotice } from './access-notice.js';
import { startAdminBroadcast } from './admin-broadcast.js';
import { resumeSiteUserSession, takeLogoutNotice, type Notice } from './auth.js';
import { redirectOwnerToConfig } from './config-redirect.js';
import { startEscapeRules } from './escape-key.js';
import { startMousePositionTracking } from './mouse-position.js';

export { setNavigationHandler } from '../contract/page.js';
export type { Notice } from './auth.js';

export interface AccountStartOptions {
  /** Shows the logout's information toast (the confirmation widget's `information`). */
  notify?: (notice: Notice) => void;
}

let started = false;

/** Forgets that it started (tests). */
export function resetAccountStart(): void {
  started = false;
}

/** Starts the page's account rules once; returns the config redirect's decision (undefined
 * when nothing started: no site context, under /config, or already started). */
export function startAccount(options: AccountStartOptions = {}): RedirectDecision | undefined {
  if (started || !hasSiteContext() || underConfig(pageUrl().pathname)) return undefined;
  started = true;
  const ctx = siteContext();
  const notice = takeLogoutNotice();
  if (notice) {
    emitSiteEvent('logout-notice', notice);
    options.notify?.(notice);
  }
  const decision = redirectOwnerToConfig(ctx);
  if (decision.redirect) return decision;
  resumeSiteUserSession();
  startEscapeRules();
  startMousePositionTracking(ctx);
  showAccessNotice(ctx);
  if (isAuthenticated(ctx)) {
    const detail = { accountId: String(ctx.authenticatedAccount!.id) };
    emitSiteEvent('announcement-bar-trigger', detail);
    emitSiteEvent('website-overlay-manager-trigger', detail);
    emitSiteEvent('popup-overlay-manager-trigger', detail);
  }
  startAdminBroadcast(ctx);
  return decision;
}

// Global site events (spec 001 §4 "Cookie banner", "Other transitions"; §7 "Generic data
// layer"): one typed place to send and hear them. They are CustomEvents named `ss:<name>`
// on window, so code that is not ours can take part with plain addEventListener.

export interface CookieBannerForceDetail {
  /** Settings to show the banner with (keys of spec 001 §3 "Cookie banner settings"). */
  settings?: Record<string, unknown>;
}

/** The logged-in triggers' detail (spec 001 §6 "Logged-in users get extra triggers"). */
export interface LoggedInTriggerDetail {
  /** The authenticated account's id, as text. */
  accountId: string;
}

/** A message of the admin event broadcast (spec 001 §6; services/admin-broadcast.ts). */
export interface AdminEventDetail {
  /** What happened, named by whoever broadcast it ('content-saved', …). */
  type: string;
  data?: unknown;
}

/** The logout's information toast (spec 001 §2), on the page the logout returned to. */
export interface LogoutNoticeDetail {
  title: string;
  message: string;
}

export interface SiteEventMap {
  'cookie-banner-force': CookieBannerForceDetail;
  'cookie-banner-update': CookieBannerForceDetail;
  'cookie-banner-unforce': undefined;
  'tweak-change': { name?: string; value?: unknown };
  'tweak-close': undefined;
  'tweak-save': undefined;
  'tweak-reset': undefined;
  'tweak-after-show': undefined;
  'tweak-after-close': undefined;
  'tweak-before-open': undefined;
  'frame-load': undefined;
  'frame-iframe-unload': undefined;
  'frame-save-enter': undefined;
  'frame-save-exit': undefined;
  'frame-editing-change': { editing: boolean };
  'login-required': { url?: string };
  /** A data-layer request the network lost (after its retries): its address as requested. */
  network: { url: string };
  /** A logged-in user's page started: the announcement bar, the website overlay manager and
   * the popup overlay manager start their logged-in behaviour (services/account.ts). */
  'announcement-bar-trigger': LoggedInTriggerDetail;
  'website-overlay-manager-trigger': LoggedInTriggerDetail;
  'popup-overlay-manager-trigger': LoggedInTriggerDetail;
  /** A message of the admin event broadcast, from another tab or frame of the site, or this
   * page's own `broadcastAdminEvent` (admin-permission users only). */
  'admin-event': AdminEventDetail;
  /** The page the logout returned to (`logout=true`), once, at start. */
  'logout-notice': LogoutNoticeDetail;
}

export type SiteEventName = keyof SiteEventMap;

export const siteEventType = (name: SiteEventName) => `ss:${name}`;

export function emitSiteEvent<K extends SiteEventName>(
  name: K,
  ...[detail]: SiteEventMap[K] extends undefined ? [] : [SiteEventMap[K]]
): void {
  globalThis.dispatchEvent?.(new CustomEvent(siteEventType(name), { detail }));
}

/** Listens for a site event; returns the function that stops listening. */
export function onSiteEvent<K extends SiteEventName>(name: K, handler: (detail: SiteEventMap[K]) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<SiteEventMap[K]>).detail);
  globalThis.addEventListener?.(siteEventType(name), listener);
  return () => globalThis.removeEventListener?.(siteEventType(name), listener);
}

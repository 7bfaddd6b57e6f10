// Global site events (spec 001 §4 "Cookie banner", "Other transitions"; §7 "Generic data
// layer"): one typed place to send and hear them. They are CustomEvents named `ss:<name>`
// on window, so code that is not ours can take part with plain addEventListener.

export interface CookieBannerForceDetail {
  /** Settings to show the banner with (keys of spec 001 §3 "Cookie banner settings"). */
  settings?: Record<string, unknown>;
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
export function onSiteEvent<K extends SiteEventName>(
  name: K,
  handler: (detail: SiteEventMap[K]) => void,
): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<SiteEventMap[K]>).detail);
  globalThis.addEventListener?.(siteEventType(name), listener);
  return () => globalThis.removeEventListener?.(siteEventType(name), listener);
}

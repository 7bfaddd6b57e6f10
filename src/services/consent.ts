// The one consent module every sender asks (spec 001 §4 "Cookie banner", §9 "Cookie choice
// lasts 30 days. Consent cookie is ss_cookieAllowed"): the visitor's choice, the site's
// policy, and the tracking cookies cleared when the restrictive policy is on without consent.
import { siteContext } from '../contract/site-context.js';
import { readCookie } from './crumb.js';

export const CONSENT_COOKIE = 'ss_cookieAllowed';
/** spec 001 §9: the choice lasts 30 days. */
export const CONSENT_DAYS = 30;
/** The cookies that track a visitor: visitor, session, analytics id (services/visitor). */
export const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_cid'];
/** Browser storage keys that track a visitor (services/visitor, services/analytics). */
export const TRACKING_STORAGE = ['ss-first-landing', 'ss-first-session', 'ss-marketing-id', 'ss-session-id'];

export type Choice = 'accepted' | 'declined';

type Listener = (choice: Choice) => void;
const listeners = new Set<Listener>();

/** The visitor's stored choice, if any ('1'/'true' accepted, '0'/'false' declined). */
export function choice(doc: Document = document): Choice | undefined {
  const v = readCookie(doc.cookie, CONSENT_COOKIE);
  return v === 'true' || v === '1' ? 'accepted' : v === 'false' || v === '0' ? 'declined' : undefined;
}

/** The site's policy (spec 001 §3 "Cookie banner settings"): consent is needed before any
 * tracking under the restrictive policy; visitor data restricted means no visitor
 * identifiers in what is sent. */
export function policy(): { restrictive: boolean; visitorDataRestricted: boolean } {
  const s = (siteContext().cookieSettings ?? {}) as Record<string, unknown>;
  return {
    restrictive: s.isRestrictiveCookiePolicyEnabled === true || s.isRestrictiveCookiePolicyAbsolute === true,
    visitorDataRestricted: s.isVisitorDataRestricted === true,
  };
}

/** May a tracking cookie be written or a visitor-identifying event be sent? Yes once
 * accepted; never once declined; without a choice, only when the policy is not restrictive. */
export function mayTrack(): boolean {
  const c = choice();
  return c === 'accepted' || (c === undefined && !policy().restrictive);
}

/** Writes a cookie for the whole site, for a whole number of seconds; only characters a
 * cookie value cannot hold are escaped (the visitor record's pipes stay as the spec writes
 * them). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value.replace(/[\s",;\\%]/g, encodeURIComponent)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** Removes the tracking cookies and storage keys. */
export function clearTracking(): void {
  for (const name of TRACKING_COOKIES) writeCookie(name, '', 0);
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      // Reading the area can throw too (storage blocked for the page).
      for (const key of TRACKING_STORAGE) globalThis[area]?.removeItem(key);
    } catch {
      // storage refused: nothing kept there either
    }
  }
}

/** Stores the visitor's choice for 30 days; declining clears what tracks them. Listeners
 * hear it at once: tracking given consent starts without a reload. */
export function setChoice(accepted: boolean): void {
  writeCookie(CONSENT_COOKIE, String(accepted), CONSENT_DAYS * 86_400);
  if (!accepted) clearTracking();
  for (const l of listeners) l(accepted ? 'accepted' : 'declined');
}

/** Calls `fn` on each choice the visitor makes; returns its removal. */
export function onChoice(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Forgets the listeners (tests). */
export function resetConsent(): void {
  listeners.clear();
}

/** At start: under the restrictive policy without consent, nothing that tracks is kept. */
export function applyPolicy(): void {
  if (!mayTrack()) clearTracking();
}

/** Runs `start` now if tracking is allowed, else once the visitor accepts. */
export function whenTrackingAllowed(start: () => void): () => void {
  if (mayTrack()) {
    start();
    return () => {};
  }
  const stop = onChoice((c) => {
    if (c !== 'accepted') return;
    stop();
    start();
  });
  return stop;
}

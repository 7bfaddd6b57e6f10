// Visitor tracking by cookies (spec 000 §3 "Visitor cookie record", §4 "Visitor tracking",
// §5, §9 "Cookies and tracking"): a long-lived visitor cookie (id, first, previous and latest
// visit, visit count) and a session cookie (the session's start). Written only when the
// consent module allows it.
import { mayTrack, whenTrackingAllowed, writeCookie } from './consent.js';
import { readCookie } from './crumb.js';
import { newId } from '../model/ids.js';

export const VISITOR_COOKIE = 'ss_cvr';
export const SESSION_COOKIE = 'ss_cvt';
/** The analytics id cookie (spec 000 §9: 390 days, path /, secure on https). */
export const ANALYTICS_COOKIE = 'ss_cid';
export const VISITOR_LIFETIME_MS = 63_072_000_000;
export const SESSION_LIFETIME_MS = 1_800_000;
export const ANALYTICS_LIFETIME_MS = 390 * 86_400_000;

export interface VisitorRecord {
  id: string;
  first: number;
  previous: number;
  latest: number;
  count: number;
}

const positive = (s: string | undefined) => (s !== undefined && /^[1-9]\d*$/.test(s) && Number.isSafeInteger(+s) ? Number(s) : undefined);

/** spec 000 §5: an id followed by four positive integers, separated by pipes. */
export function parseVisitor(raw: string | undefined): VisitorRecord | undefined {
  const [id, ...rest] = raw?.split('|') ?? [];
  const [first, previous, latest, count, ...more] = rest.map(positive);
  if (!id || !first || !previous || !latest || !count || more.length) return undefined;
  return { id, first, previous, latest, count };
}

/** spec 000 §5: the session cookie is a positive integer (the session's start). */
export const parseSession = (raw: string | undefined): number | undefined => positive(raw);

export const formatVisitor = (v: VisitorRecord): string => [v.id, v.first, v.previous, v.latest, v.count].join('|');

export interface Visit {
  visitor: VisitorRecord;
  sessionStart: number;
  newVisitor: boolean;
  newSession: boolean;
}

/** The rules of spec 000 §4: no valid visitor cookie → a new visitor, count 1; a valid one
 * without a live session → one more visit and a new session; both valid → the same visit.
 * Invalid cookies are replaced. */
export function nextVisit(visitorRaw: string | undefined, sessionRaw: string | undefined, now: number, id: string): Visit {
  const visitor = parseVisitor(visitorRaw);
  const session = parseSession(sessionRaw);
  if (visitor && session !== undefined) return { visitor, sessionStart: session, newVisitor: false, newSession: false };
  return {
    visitor: visitor
      ? { ...visitor, previous: visitor.latest, latest: now, count: visitor.count + 1 }
      : { id, first: now, previous: now, latest: now, count: 1 },
    sessionStart: now,
    newVisitor: !visitor,
    newSession: true,
  };
}

function remember(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // storage refused: the flags are a nicety
  }
}

/** Applies the rules to the page's cookies and writes them back (the session's lifetime
 * runs from the latest page), with the first-landing and first-session flags in session
 * storage. Nothing is written without the visitor's consent where it is needed. */
export function trackVisit(now = Date.now()): Visit | undefined {
  if (!mayTrack()) return undefined;
  const visit = nextVisit(readCookie(document.cookie, VISITOR_COOKIE), readCookie(document.cookie, SESSION_COOKIE), now, newId());
  writeCookie(VISITOR_COOKIE, formatVisitor(visit.visitor), VISITOR_LIFETIME_MS / 1000);
  writeCookie(SESSION_COOKIE, String(visit.sessionStart), SESSION_LIFETIME_MS / 1000);
  if (visit.newSession) {
    remember('ss-first-landing', location.href);
    remember('ss-first-session', String(visit.newVisitor));
  }
  return visit;
}

/** The analytics id (a 390-day cookie), made on first use; undefined without consent. */
export function analyticsId(): string | undefined {
  if (!mayTrack()) return undefined;
  const id = readCookie(document.cookie, ANALYTICS_COOKIE) || newId();
  writeCookie(ANALYTICS_COOKIE, id, ANALYTICS_LIFETIME_MS / 1000);
  return id;
}

/** Tracks this visit now, or as soon as the visitor consents. */
export const startVisitorTracking = (): (() => void) => whenTrackingAllowed(() => void trackVisit());

// The platform's own page analytics (spec 001 §3 "Census hit data", "Content item record
// types", §6, §7 census, Trace, Track, RecordEvent rows; spec 000 §3 "Older tracker
// payload"): page hits, button and overlay census, quick views, trace events, the track
// pixel and the older event tracker. All go through the outbox, only for a visitor who may
// be tracked (consent, and not an owner or editor, and never on /config); failures are
// swallowed (the outbox retries).
import { apiAddresses } from '../contract/api-addresses.js';
import { inEditingBackend } from '../contract/page.js';
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { trackedLikeVisitor } from '../model/roles.js';
import { isSearchPath } from '../model/site-routes.js';
import { mayTrack, policy } from './consent.js';
import { readCookie, readCrumb } from './crumb.js';
import { defineChannel, enqueue, flush, withIds } from './outbox.js';
import { t } from '../i18n/translator.js';
import { eventsService as text } from '../i18n/en/events-service.js';

/** Trace events wait for a batch: sent every 30 s or when the page goes (spec 001 §7). */
export const TRACE_INTERVAL_MS = 30_000;
/** spec 001 §9 "Census timeout 2500 ms": what a button click waits for its census. */
export const BUTTON_CENSUS_TIMEOUT_MS = 2500;

/** spec 001 §3 "Content item record types mapped to analytics names". */
export const RECORD_TYPE_NAMES: Record<string, string> = {
  audio: 'album-track',
  event: 'event-item',
  image: 'gallery-image',
  'portfolio-item': 'portfolio-item',
  text: 'blog-post',
  video: 'gallery-video',
};

export function analyticsName(recordType: unknown): string | undefined {
  const key = typeof recordType === 'string' ? recordType.toLowerCase().replace(/[\s_]+/g, '-') : '';
  // Own keys only: a record type named like an Object method ('constructor') has no name.
  return Object.hasOwn(RECORD_TYPE_NAMES, key) ? RECORD_TYPE_NAMES[key] : undefined;
}

/** spec 001 §6: anonymous visitors and viewer-only accounts are tracked; other accounts
 * (owners, editors) are not, nor is anything in the editing backend (model/roles.ts reads
 * the roles in every shape pages give them). */
export function trackedVisitor(ctx: SiteContext = siteContext()): boolean {
  return !inEditingBackend() && trackedLikeVisitor(ctx);
}

/** May this page send visitor analytics now? Not when the integrator turned the census off
 * (`configureDataLayer({ census: false })`). */
export const mayRecord = (): boolean => apiAddresses.census !== false && trackedVisitor() && mayTrack();

/** The logged-in member's id, where the page context has one (spec 000 §6). */
export function memberId(ctx: SiteContext = siteContext()): string | undefined {
  const c = ctx as Record<string, { id?: unknown } | undefined>;
  const id = c.memberAccount?.id ?? c.siteUser?.id;
  return id === undefined ? undefined : String(id);
}

/** The hit data of spec 001 §3 for this page. */
export function hitData(): Record<string, unknown> {
  const ctx = siteContext();
  const item = ctx.item as { id?: string; recordType?: unknown } | undefined;
  const member = memberId(ctx);
  return {
    websiteId: ctx.website?.id ?? '',
    templateId: ctx.templateId ?? '',
    website_locale: document.documentElement.lang || navigator.language,
    userAgent: navigator.userAgent,
    clientDate: new Date().toISOString(),
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: location.href,
    title: document.title,
    itemId: item?.id ?? ctx.itemId ?? '',
    recordType: analyticsName(item?.recordType) ?? '',
    collectionId: ctx.collection?.id ?? ctx.collectionId ?? '',
    ...(member && { memberId: member }),
  };
}

/** The visitor cookie's value ('' without one: not set yet, or no consent; spec 001 §7: census
 * calls carry it as `visitorCookie`), unless the site restricts visitor data. */
const visitor = () => (policy().visitorDataRestricted ? '' : (readCookie(document.cookie, 'ss_cvr') ?? ''));

const form = (fields: Record<string, unknown>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) p.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  return p;
};

/** Defines the census channels (so items earlier pages left can be sent); defining them
 * again changes nothing. */
export function channels(): void {
  // spec 000 §8 "Analytics": an answer a tracking request is refused with is logged; the
  // track pixel's too (ours: the same text, it is a tracking event).
  const rejected = (status: number) => console.error(t(text, 'eventsService.trackingError', { status }));
  // One form post per item; its id goes as `eventId` (the server drops what it has seen;
  // `id` is the button census's own field).
  const post = (url: string) => ({
    url,
    encode: ([i]: { id: string; body: unknown }[]) => ({ body: form({ ...(i!.body as object), eventId: i!.id }) }),
  });
  for (const path of ['RecordHit', 'overlay', 'button-click', 'button-render', 'form-render'])
    defineChannel(`census:${path}`, post(`/api/census/${path}`));
  defineChannel('trace', {
    url: '/api/events/Trace',
    batch: 50,
    unload: 'beacon',
    encode: (items) => ({ body: form({ data: withIds(items) }) }),
  });
  defineChannel('track', {
    url: '/api/track/Track',
    method: 'get',
    encode: ([i]) => ({ body: form({ ...(i!.body as object), rk: i!.id }) }),
    rejected,
  });
  defineChannel('record-event', post('/api/events/RecordEvent'));
  // The central events service's (services/analytics): defined here, with every channel a
  // page's start defines, so what an earlier page left goes without a trackEvent call.
  defineChannel('events', {
    url: '/api/v1/events',
    unload: 'beacon',
    encode: ([i]) => ({ body: JSON.stringify(withIds([i!])[0]), type: 'application/json' }),
    // spec 000 §7: the events service answers 200 or 202; a 5xx is logged and tried again.
    accepts: [200, 202],
    rejected,
  });
  defineChannel('quick-view', {
    url: ([i]) => `/api/census/RecordQuickView/${encodeURIComponent((i!.body as { itemId: string }).itemId)}`,
    encode: ([i]) => ({ body: form({ eventId: i!.id }) }),
  });
}

async function send(channel: string, body: unknown): Promise<void> {
  if (!mayRecord()) return;
  channels();
  await enqueue(channel, body);
  await flush(channel);
}

/** A census hit (POST /api/census/RecordHit: event, data JSON, ss_cvr). The search page is
 * not a page view (spec 001 §2). */
export async function recordHit(event = 'view'): Promise<void> {
  if (event === 'view' && isSearchPath(location.pathname)) return;
  await send('census:RecordHit', { event, data: hitData(), ss_cvr: visitor() });
}

/** The census of an overlay, a button render, or a form render (spec 001 §7). */
export const recordCensus = (kind: 'overlay' | 'button-render' | 'form-render', data: Record<string, unknown>): Promise<void> =>
  send(`census:${kind}`, { ...data, visitorCookie: visitor() });

/** A button's click census; resolves when it is sent or after 2.5 s, whichever is first, so
 * a click on an external link can wait for it before leaving (spec 001 §5, §9). */
export function recordButtonClick(data: Record<string, unknown>): Promise<void> {
  return Promise.race([send('census:button-click', data), new Promise<void>((r) => setTimeout(r, BUTTON_CENSUS_TIMEOUT_MS))]);
}

/** POST /api/census/RecordQuickView/{id} (spec 001 §7; body not shown: ours, the event id). */
export const recordQuickView = (itemId: string): Promise<void> => send('quick-view', { itemId });

let traceTimer: ReturnType<typeof setTimeout> | undefined;

/** A trace event ({pageUrl, type, data}), sent with the next batch: 30 s after the first
 * event of a batch, and when the page goes (spec 001 §7 Trace). */
export async function trace(type: string, data: unknown = {}): Promise<void> {
  if (!mayRecord()) return;
  channels();
  traceTimer ??= setTimeout(() => {
    traceTimer = undefined;
    void flush('trace');
  }, TRACE_INTERVAL_MS);
  await enqueue('trace', { pageUrl: location.href, type, data });
}

const traceNetworkError = (e: Event) =>
  void trace('system_network_error', { urlRequested: (e as CustomEvent<{ url: string }>).detail.url });

// spec 001 §7 POST /api/census/overlay; its payload is not shown (ours: the overlay's type and
// the popup's version).
const recordPopup = (e: Event) =>
  void recordCensus('overlay', { overlayType: 'popup overlay', version: (e.target as { version?: number }).version });

/** Records what the page's events call for: a data-layer request the network lost (the site
 * event `ss:network`) is traced as the internal event system_network_error with its
 * `urlRequested`, and a popup that shows (`ss-popup-open`) records its overlay census (spec
 * 001 §7). The CDN builds call it where the page's census is on; calling it again changes
 * nothing. */
export function startEventCensus(): void {
  addEventListener('ss:network', traceNetworkError);
  addEventListener('ss-popup-open', recordPopup);
}

const MARKETING = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'refer', 'variation', 'mkwid'];

/** The track pixel (GET /api/track/Track, an image request): landing, refer, rk (the
 * request's id), lang, screen, and the marketing parameters of the page's address. */
export function track(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const marketing = Object.fromEntries(MARKETING.filter((k) => query.has(k)).map((k) => [k, query.get(k)]));
  return send('track', {
    landing: location.href,
    refer: document.referrer,
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
    ...marketing,
  });
}

/** The older tracker (POST /api/events/RecordEvent: crumb, event, data), its payload the
 * page's fields of spec 000 §3 "Older tracker payload" with `data` added. */
export function recordEvent(event: string, data: Record<string, unknown> = {}): Promise<void> {
  const ctx = siteContext();
  const payload = {
    websiteId: ctx.website?.id ?? '',
    memberAccountId: memberId(ctx) ?? '',
    website_locale: document.documentElement.lang || navigator.language,
    member_locale: navigator.language,
    templateId: ctx.templateId ?? '',
    variantId: '',
    pageHash: location.hash,
    pagePath: location.pathname,
    ...data,
  };
  return send('record-event', { crumb: readCrumb(), event, data: payload });
}

/** Forgets the page's state (tests). */
export function resetCensus(): void {
  clearTimeout(traceTimer);
  traceTimer = undefined;
}

// Page performance (RUM) and user timing (spec 000 §3 "Performance event", §7 performance
// settings and records, §8, §9 "Performance and timing"): client 4.0.7. The settings give a
// pageLoadId and the rollout flags; the metrics come from web-vitals (CLS session windows,
// LCP until the first input, FCP, INP, across bfcache restores and prerendering), the
// first-input entry (first input delay), the navigation entry and a time-to-interactive
// estimate; user timing marks carry the prefix 'rum-'. Events go through the outbox: 30 s
// after load, and by beacon when the page is hidden. No cookie, no visitor id.
import { apiUrl } from '../contract/api-addresses.js';
import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { performance as text } from '../i18n/en/performance.js';
import { errorReportingStarted, reportError } from './error-reporting.js';
import { memberId } from './census.js';
import { defineChannel, enqueue, flush, withIds } from './outbox.js';
import { MARK_PREFIX, problem } from './user-timing.js';

export { MARK_PREFIX, mark, measure } from './user-timing.js';

export const CLIENT_VERSION = '4.0.7';
export const SETTINGS_URL = '/api/1/performance/settings';
export const RECORDS_URL = '/api/1/performance/records';
/** spec 000 §9. */
export const SETTINGS_TIMEOUT_MS = 30_000;
export const FLUSH_AFTER_LOAD_MS = 30_000;
export const TTI_RACE_MS = 60_000;
/** A quiet window of this long after the last long task makes the page interactive (ours:
 * the usual definition of time to interactive). */
export const TTI_QUIET_MS = 5000;
export interface PerformanceSettings {
  pageLoadId: string;
  rollouts: Record<string, boolean>;
}

export interface PerformanceOptions {
  /** The app measured (its rollout flag gates the client). */
  app?: string;
}

let state: (PerformanceSettings & { app: string }) | undefined;
/** When the first batch goes (30 s after load): events wait for it unless the page goes. */
let firstBatchAt: number | undefined;
/** The observers this page started (a test starts the client more than once). */
const observers: PerformanceObserver[] = [];

/** Observes entries of a type; undefined where the browser has no such entries. */
function observe(options: PerformanceObserverInit, callback: PerformanceObserverCallback): PerformanceObserver | undefined {
  try {
    const o = new PerformanceObserver(callback);
    o.observe(options);
    observers.push(o);
    return o;
  } catch {
    return undefined;
  }
}

/** Runs `fn` once the page has loaded (at once if it has). */
function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else addEventListener('load', fn, { once: true });
}

/** The context fields of spec 000 §3 "Performance event". */
function context(flags: Record<string, boolean>): Record<string, unknown> {
  const ctx = siteContext();
  return {
    accountId: ctx.authenticatedAccount?.id ?? null,
    websiteId: ctx.website?.id ?? null,
    websiteType: ctx.websiteType ?? ctx.website?.websiteType ?? null,
    templateId: ctx.templateId ?? null,
    pageType: ctx.pageType ?? null,
    language: document.documentElement.lang || navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    memberId: memberId(ctx) ?? null,
    flags,
  };
}

/** One performance event (spec 000 §3: app, data, event, pageLoadId, ts). */
function record(event: string, data: Record<string, unknown>): void {
  if (!state) return;
  const body = {
    app: state.app,
    event,
    data: { ...data, ...context(state.rollouts), clientVersion: CLIENT_VERSION },
    pageLoadId: state.pageLoadId,
    ts: Date.now(),
  };
  void enqueue('performance', body, undefined, firstBatchAt ?? Date.now() + FLUSH_AFTER_LOAD_MS);
}

/** GET the settings, rejecting after 30 s ('Metric settings request timeout') or without a
 * pageLoadId ('Unable to resolve pageLoadId'). */
export async function fetchSettings(app: string): Promise<PerformanceSettings> {
  const aborter = new AbortController();
  const timer = setTimeout(() => aborter.abort(), SETTINGS_TIMEOUT_MS);
  let body: Partial<PerformanceSettings> | undefined;
  try {
    body = await (await fetch(apiUrl(`${SETTINGS_URL}?app=${encodeURIComponent(app)}`), { signal: aborter.signal })).json();
  } catch {
    if (aborter.signal.aborted) throw new Error(t(text, 'performance.settingsTimeout'));
  } finally {
    clearTimeout(timer);
  }
  const pageLoadId = body?.pageLoadId;
  if (!pageLoadId || typeof pageLoadId !== 'string') throw new Error(t(text, 'performance.noPageLoadId'));
  return { pageLoadId, rollouts: body?.rollouts ?? {} };
}

/** The navigation entry's fields spec 000 §3 sends as they are. */
const NAVIGATION_FIELDS = [
  'responseStart',
  'domContentLoadedEventStart',
  'domContentLoadedEventEnd',
  'loadEventStart',
  'loadEventEnd',
  'encodedBodySize',
  'decodedBodySize',
] as const;

/** The navigation timings and sizes of spec 000 §3, in ms from the start of navigation. */
export function navigationTimings(nav: PerformanceNavigationTiming): Record<string, number> {
  return {
    domainLookup: nav.domainLookupEnd - nav.domainLookupStart,
    tcpConnection: nav.connectEnd - nav.connectStart,
    tlsNegotiation: nav.secureConnectionStart > 0 ? nav.connectEnd - nav.secureConnectionStart : 0,
    ...Object.fromEntries(NAVIGATION_FIELDS.map((field) => [field, nav[field]])),
  };
}

/** Time to interactive: the end of the last long task before 5 s without one, counted from
 * first contentful paint; what is known when the 60 s race ends otherwise. */
export function timeToInteractive(fcp: number, report: (value: number, settled: boolean) => void): void {
  let last = fcp;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const finish = (settled: boolean) => {
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(race);
    report(last, settled);
  };
  const waitQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => finish(true), TTI_QUIET_MS);
  };
  const race = setTimeout(() => finish(false), TTI_RACE_MS);
  // Without long task timing the race decides.
  const observer = observe({ type: 'longtask', buffered: true }, (list) => {
    for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration);
    waitQuiet();
  });
  waitQuiet();
}

/** A web-vitals metric as the event `event`. Time to first byte is the navigation entry's
 * responseStart (navigationTimings). */
const metric = (event: string) => (m: Metric) =>
  record(event, { value: m.value, rating: m.rating, navigationType: m.navigationType, id: m.id });

function trackPageSpeed(): void {
  onCLS(metric('cumulativeLayoutShift'));
  onLCP(metric('largestContentfulPaint'));
  const fcp = metric('firstContentfulPaint');
  onFCP((m) => {
    fcp(m);
    timeToInteractive(m.value, (value, settled) => record('timeToInteractive', { value, settled }));
  });
  onINP(metric('interactionToNextPaint'));
  // First input delay: the first-input entry's wait from the input to its handlers.
  observe({ type: 'first-input', buffered: true }, (list, observer) => {
    const e = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!e) return;
    observer.disconnect();
    record('firstInputDelay', { value: e.processingStart - e.startTime });
  });
  const nav = globalThis.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  afterLoad(() => setTimeout(() => nav && record('navigationTiming', navigationTimings(nav))));
}

/** The 'rum-' marks and measures, those made before the client started (it starts after
 * load) included. */
function trackUserTiming(): void {
  for (const type of ['mark', 'measure']) {
    observe({ type, buffered: true }, (list) => {
      for (const e of list.getEntries()) {
        if (!e.name.startsWith(MARK_PREFIX)) continue;
        record('userTiming', {
          name: e.name.slice(MARK_PREFIX.length),
          entryType: e.entryType,
          startTime: e.startTime,
          duration: e.duration,
        });
      }
    });
  }
}

/** Starts the client: the settings, then each feature its rollout flag allows; the first
 * batch 30 s after load. Resolves false when it stops (no pageLoadId, a timeout, the app
 * not rolled out). */
export async function startPerformance(options: PerformanceOptions = {}): Promise<boolean> {
  const app = options.app || 'ss-blocks';
  defineChannel('performance', {
    url: RECORDS_URL,
    batch: 50,
    unload: 'beacon',
    // spec 000 §7: the batch as JSON array text (a beacon sends it as text/plain).
    encode: (items) => ({ body: JSON.stringify(withIds(items)), type: 'text/plain;charset=UTF-8' }),
    rejected: (status) => problem(t(text, 'performance.unexpectedStatus', { status })),
  });
  let settings: PerformanceSettings;
  try {
    settings = await fetchSettings(app);
  } catch (e) {
    // spec 000 §8: 'Unable to resolve pageLoadId' is reported and the client stops.
    if (errorReportingStarted()) reportError(e);
    else console.error(e);
    return false;
  }
  const flags = settings.rollouts;
  if (!flags.rum || !flags[app]) return false;
  state = { app, ...settings };
  if (flags['track-page-speed']) trackPageSpeed();
  if (flags['track-user-timing']) trackUserTiming();
  afterLoad(() => {
    firstBatchAt = Date.now() + FLUSH_AFTER_LOAD_MS;
    setTimeout(() => void flush('performance'), FLUSH_AFTER_LOAD_MS);
  });
  return true;
}

/** Forgets the page's state (tests). */
export function resetPerformance(): void {
  state = undefined;
  firstBatchAt = undefined;
  observers.splice(0).forEach((o) => o.disconnect());
}

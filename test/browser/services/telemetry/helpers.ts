// Shared by the telemetry tests: the page's site context and cookies set up and put back, the
// services' state forgotten between tests, the outbox's storage emptied, and what the
// reference server received and kept (each event once, by its id).
import { createStore, clear } from 'idb-keyval';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';
import { resetCensus } from '../../../../src/services/census.js';
import { resetConsent } from '../../../../src/services/consent.js';
import { errorReportingStarted, resetErrorReporting } from '../../../../src/services/error-reporting.js';
import { resetOutbox } from '../../../../src/services/outbox.js';
import { resetPerformance } from '../../../../src/services/performance.js';
import { resetTelemetry } from '../../../../src/services/telemetry.js';

import { fault as formFault } from '../../blocks/ss-form/helpers.js';

/** This test file's page address without its marker (mark()): what every request's Referer
 * holds, whichever marker the page carries then. */
const unmarked = () => {
  const url = new URL(location.href);
  url.searchParams.delete('marker');
  return url.href;
};

/** A fault for this test file's requests (a marker set later still meets it). */
export const fault = (f: Record<string, unknown>): Promise<void> => formFault({ referer: unmarked(), ...f });

/** Clears this test file's faults on a path. */
export const clearFaults = (path: string): Promise<Response> =>
  fetch(`/__ss/faults?path=${encodeURIComponent(path)}&referer=${encodeURIComponent(unmarked())}`, { method: 'DELETE' });

/** Sets the page's site context (the JSON script) for the services to read. */
export function siteContextWith(ctx: Record<string, unknown>): void {
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
  script.textContent = JSON.stringify(ctx);
  document.head.append(script);
  resetSiteContext();
}

export const TRACKING = ['ss_cvr', 'ss_cvt', 'ss_cid', 'ss_cookieAllowed'];

export function clearCookies(): void {
  for (const name of TRACKING) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

export const cookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** Empties the outbox's storage (what earlier tests left). */
export const clearOutbox = () => clear(createStore('ss-blocks-outbox', 'items'));

/** Forgets every service's page state, the site context and the cookies. */
export async function resetAll(): Promise<void> {
  resetOutbox();
  resetCensus();
  resetErrorReporting();
  resetPerformance();
  resetTelemetry();
  resetConsent();
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  resetSiteContext();
  clearCookies();
  await clearOutbox();
  for (const area of [localStorage, sessionStorage]) area.clear();
  performance.clearMarks();
  performance.clearMeasures();
}

export interface Received {
  method: string;
  path: string;
  status: number;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  fault?: unknown;
}

/** What the server received on a path, oldest first. */
export async function received(path: string): Promise<Received[]> {
  const { records } = (await (await fetch(`/__ss/received?path=${encodeURIComponent(path)}&limit=1000`)).json()) as { records: Received[] };
  return records.reverse();
}

/** The events the server kept for a path (each id once), oldest first. */
export async function kept<T = Record<string, unknown>>(path: string): Promise<T[]> {
  const { events } = (await (await fetch(`/__ss/events?path=${encodeURIComponent(path)}`)).json()) as { events: { event: T }[] };
  return events.map((e) => e.event);
}

/** Waits, a frame at a time (frames go on under a manual clock), until check holds. */
export async function frames(check: () => boolean | Promise<boolean>, max = 600): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await check()) return;
    await new Promise((r) => requestAnimationFrame(r));
  }
  throw new Error('condition not reached');
}

/** A marker unique to the test, put in the page's address (landing, url) and title. */
export function mark(): string {
  const m = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const url = new URL(unmarked());
  url.searchParams.set('marker', m);
  history.replaceState(history.state, '', url);
  document.title = m;
  return m;
}

let turns = false;

// A page whose telemetry runs sends, at its start, everything due in the origin's outbox:
// other files' items too, which their tests then wait for in vain. A file that starts it
// (startPage with a site context that leaves it on) takes turns, or turns it off
// (`telemetry: false`). This check, in every file that imports these helpers, sees the error
// reporting the telemetry starts; startPage starts it a moment later, so the check may fail
// the next test (or, after the last one, the file's end).
const telemetryWithoutTurns = () => {
  if (!turns && errorReportingStarted()) {
    resetErrorReporting();
    throw new Error(
      'This test (or the one before it) started the telemetry without taking turns: call takeTurns(), or give the site context telemetry: false.',
    );
  }
};
afterEach(telemetryWithoutTurns);
after(telemetryWithoutTurns);

/**
 * Test files run side by side in pages of one origin, which share cookies, localStorage (the
 * popup's record) and IndexedDB: every test of the files that use them, or show what they
 * decide (the cookie banner, the popup), holds one Web Lock from its beforeEach to its
 * afterEach, so those tests take turns. Call once, at the top level of the file: root hooks
 * run before the file's own beforeEach and after its afterEach.
 */
export function takeTurns(): void {
  // A second call would wait for the lock its own first call holds.
  if (turns) return;
  turns = true;
  let release: (() => void) | undefined;
  beforeEach(async function () {
    // Waiting for a turn is waiting for another file's test, which has a hang guard of its own.
    this.timeout(180_000);
    await new Promise<void>((acquired) => {
      void navigator.locks.request('ss-blocks-test-origin-state', () => {
        acquired();
        return new Promise<void>((r) => (release = r));
      });
    });
  });
  afterEach(() => {
    // Its turn over, the page claims nothing more from the outbox (a retry timer, or a start
    // that runs late, would send other files' items during their turn, and a page that then
    // closes leaves them claimed for a minute): it forgets its channels and timers.
    resetOutbox();
    release?.();
    release = undefined;
  });
}

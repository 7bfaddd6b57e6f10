// Client error reporting (spec 000 §3 "Error report record", §7 RecordJavascriptErrors, §8,
// §9 "Error reporting"): uncaught errors and unhandled rejections, under the app's name, sent
// 1 s after the last one as a JSON list with the crumb header, at most 20 batches a page and
// 10 events waiting; identical errors in a burst are counted, not sent again. Through the
// outbox, so a report survives a network failure or the page going away.
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { errorReporting as text } from '../i18n/en/error-reporting.js';
import { readCrumb } from './crumb.js';
import { defineChannel, enqueue, flush } from './outbox.js';
import { reportProblemsTo } from './user-timing.js';

export const ERRORS_URL = '/api/events/RecordJavascriptErrors';
/** spec 000 §9. */
export const SEND_DEBOUNCE_MS = 1000;
export const MAX_BATCHES = 20;
export const MAX_QUEUED = 10;
export const MAX_STACK = 5000;

export interface ErrorRecord {
  app: string;
  message: string;
  stack: string;
  file: string;
  line: number;
  column: number;
  customData: unknown;
  websiteId: string;
  templateId: string;
  url: string;
  userAgent: string;
  /** How many times it happened in this burst (ours: identical errors are counted). */
  count: number;
}

export interface ErrorReportingOptions {
  /** The app the errors belong to (the event is `interface_error_<app>`). */
  app?: string;
  /** Custom data added to each report; if it throws, the report says so instead. */
  customData?: () => unknown;
}

/** spec 000 §8: stacks over 5000 characters are cut and marked. */
export const truncateStack = (stack: string): string =>
  stack.length > MAX_STACK ? stack.slice(0, MAX_STACK) + t(text, 'errorReporting.stackTruncated') : stack;

let options: Required<Pick<ErrorReportingOptions, 'app'>> & ErrorReportingOptions = { app: 'unknown' };
let started = false;
let waiting: ErrorRecord[] = [];
let batches = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const same = (a: ErrorRecord, b: ErrorRecord) =>
  a.message === b.message && a.stack === b.stack && a.file === b.file && a.line === b.line && a.column === b.column;

/** Adds an error to a burst: an identical one is counted, a new one kept while the burst
 * holds fewer than 10 (spec 000 §9); past that it is dropped. */
export function addToBurst(burst: ErrorRecord[], r: ErrorRecord): void {
  const seen = burst.find((w) => same(w, r));
  if (seen) seen.count++;
  else if (burst.length < MAX_QUEUED) burst.push(r);
}

/** Where an error was thrown (an uncaught error's event tells). */
interface Where {
  file?: string;
  line?: number;
  column?: number;
}

function record(error: unknown, { file = '', line = 0, column = 0 }: Where = {}): ErrorRecord {
  const e = error instanceof Error ? error : undefined;
  let customData: unknown;
  try {
    customData = options.customData?.();
  } catch {
    // spec 000 §8: a failing custom-data callback yields the callback-failed flag.
    customData = { customDataCallbackFailed: true };
  }
  const ctx = siteContext();
  return {
    app: options.app,
    message: e ? `${e.name}: ${e.message}` : String(error),
    stack: truncateStack(e?.stack ?? ''),
    file,
    line,
    column,
    customData: customData ?? null,
    websiteId: ctx.website?.id ?? '',
    templateId: ctx.templateId ?? '',
    url: location.href,
    userAgent: navigator.userAgent,
    count: 1,
  };
}

/** Reports an error (also what the page's own code catches and wants seen). */
export function reportError(error: unknown, where?: Where): void {
  if (!started || batches >= MAX_BATCHES) return;
  addToBurst(waiting, record(error, where));
  clearTimeout(timer);
  timer = setTimeout(send, SEND_DEBOUNCE_MS);
}

/** The waiting events as one batch (reportError, which sets the timer, leaves at least one
 * waiting, and takes none once the last batch is counted). */
async function send(): Promise<void> {
  const events = waiting;
  waiting = [];
  batches++;
  // One outbox item per batch: the batch is what the server receives, once.
  await enqueue(
    'errors',
    events.map((data) => ({ event: `interface_error_${data.app}`, data, timestamp: Date.now() })),
  );
  await flush('errors');
}

const onError = (e: ErrorEvent) => reportError(e.error ?? e.message, { file: e.filename, line: e.lineno, column: e.colno });
const onRejection = (e: PromiseRejectionEvent) => reportError(e.reason);

/** Starts reporting the page's uncaught errors and unhandled rejections; returns the stop.
 * Without an app name it logs a console error and reports as 'unknown' (spec 000 §8). */
export function startErrorReporting(o: ErrorReportingOptions = {}): () => void {
  if (!o.app) console.error(t(text, 'errorReporting.missingApp'));
  options = { ...o, app: o.app || 'unknown' };
  defineChannel('errors', {
    url: ERRORS_URL,
    // A request is one item (the outbox's batch of 1), a batch: its events, each with the
    // item's id and its place.
    encode: ([i]) => ({
      body: JSON.stringify((i!.body as object[]).map((e, n) => ({ ...e, id: `${i!.id}.${n}` }))),
      type: 'application/json',
    }),
    headers: (): Record<string, string> => {
      const crumb = readCrumb();
      return crumb ? { 'X-CSRF-Token': crumb } : {};
    },
  });
  if (!started) {
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
  }
  started = true;
  reportProblemsTo(reportError);
  return () => {
    started = false;
    reportProblemsTo(undefined);
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
}

/** Whether reporting runs (the performance client sends its timing errors here then). */
export const errorReportingStarted = (): boolean => started;

/** Stops and forgets the page's state (tests). */
export function resetErrorReporting(): void {
  clearTimeout(timer);
  waiting = [];
  batches = 0;
  started = false;
  reportProblemsTo(undefined);
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
}

// User timing marks and measures of ours ('rum-' + name, spec 000 §9) for the page's own
// code, in a module of their own: marking a moment does not load the performance client and
// web-vitals (services/performance reads the marks back when it runs).
import { t } from '../i18n/translator.js';
import { performance as text } from '../i18n/en/performance.js';

export const MARK_PREFIX = 'rum-';

// The error reporter while one runs: it registers itself, so marking a moment does not load it.
let reporter: ((error: Error) => void) | undefined;

/** Where problems go while error reporting runs (services/error-reporting sets it). */
export const reportProblemsTo = (report: typeof reporter): void => void (reporter = report);

/** A problem: to the error reporter when one runs, else a warning (spec 000 §8). */
export function problem(message: string, warning = message): void {
  if (reporter) reporter(new Error(message));
  else console.warn(warning);
}

/** A user timing failure (a measure from a mark that does not exist). */
const timingProblem = (e: unknown) => {
  const message = e instanceof Error ? e.message : String(e);
  problem(message, t(text, 'performance.timingError', { message }));
};

/** A user timing mark, 'rum-' + name (spec 000 §9). */
export function mark(name: string): void {
  try {
    globalThis.performance.mark(MARK_PREFIX + name);
  } catch (e) {
    timingProblem(e);
  }
}

/** A user timing measure between two marks of ours (or from navigation start). */
export function measure(name: string, startMark?: string, endMark?: string): void {
  try {
    globalThis.performance.measure(MARK_PREFIX + name, startMark && MARK_PREFIX + startMark, endMark && MARK_PREFIX + endMark);
  } catch (e) {
    timingProblem(e);
  }
}

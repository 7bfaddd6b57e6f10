// Relative time (spec 001 §9 "Timing and geometry": "Relative time refreshes every 5000 ms. It
// shows 'just now', then 'about N seconds ago' under 60 s, then a date"). Pure: the element
// passes the times in, and the texts and the date's format come from the catalogue and Intl.

/** spec 001 §9: how often a shown relative time is brought up to date (ms). */
export const RELATIVE_TIME_REFRESH_MS = 5000;
/** spec 001 §9: seconds are counted under 60 s; from then on a date is shown. */
export const RELATIVE_SECONDS_LIMIT = 60;

/** What a time reads as, `now` against `then`:
 * - `just-now` under one second (ours: the catalogue's one-second form follows at 1 s), and
 *   for a time up to 60 s ahead of the visitor's clock (ours: clocks disagree by seconds);
 * - `seconds` from 1 s to under 60 s, the whole seconds elapsed in `count`;
 * - `date` from 60 s, and for a time further ahead. */
export type RelativeTime = { kind: 'just-now' } | { kind: 'seconds'; count: number } | { kind: 'date' };

export function relativeTime(then: number, now: number): RelativeTime {
  const seconds = Math.floor((now - then) / 1000);
  if (seconds >= RELATIVE_SECONDS_LIMIT || seconds < -RELATIVE_SECONDS_LIMIT) return { kind: 'date' };
  if (seconds < 1) return { kind: 'just-now' };
  return { kind: 'seconds', count: seconds };
}

/** The time a `datetime` value names (ms since the epoch), or undefined when it names none:
 * empty, or not a date and time `Date` can read (ISO 8601 is what `<time datetime>` holds). */
export function parseDatetime(value: string | null | undefined): number | undefined {
  if (!value || !value.trim()) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isFinite(ms) ? ms : undefined;
}

// The telemetry benchmark's arithmetic (bench/telemetry.mjs), kept pure for its unit test
// (test/unit/bench/telemetry-stats.test.ts).

/** A task longer than this blocks input (the long task threshold, and TBT's). */
export const LONG_TASK_MS = 50;

/**
 * Long tasks that start in [from, to): how many, their total, and the total blocking time
 * (what each has beyond 50 ms, summed).
 * @param {readonly (readonly [number, number])[]} spans [startTime, duration] of each task
 */
export function blocking(spans, { from = -Infinity, to = Infinity } = {}) {
  let count = 0;
  let total = 0;
  let tbt = 0;
  for (const [start, duration] of spans) {
    if (start < from || start >= to || !(duration > LONG_TASK_MS)) continue;
    count++;
    total += duration;
    tbt += duration - LONG_TASK_MS;
  }
  return { count, total, tbt };
}

/**
 * Where a long task's time went, from the long animation frames that overlap it: the
 * scripts (by source file, the page's origin stripped; '' when Chromium names none) and the
 * frame's rendering (style, layout, paint: from renderStart, or styleAndLayoutStart, to
 * its end), largest first.
 * @param {readonly [number, number]} task [startTime, duration]
 * @param {readonly { startTime: number, duration: number, renderStart?: number, styleAndLayoutStart?: number,
 *   scripts?: readonly { sourceURL?: string, duration: number }[] }[]} frames
 * @param {string} [origin]
 * @returns {{ source: string, ms: number }[]}
 */
export function attribute([start, duration], frames, origin = '') {
  const by = new Map();
  const add = (source, ms) => ms > 0 && by.set(source, (by.get(source) ?? 0) + ms);
  for (const f of frames) {
    if (f.startTime >= start + duration || f.startTime + f.duration <= start) continue;
    for (const s of f.scripts ?? []) add(s.sourceURL ? s.sourceURL.replace(origin, '') : '(script without a source)', s.duration);
    const render = f.renderStart || f.styleAndLayoutStart;
    if (render) add('(rendering: style, layout, paint)', f.startTime + f.duration - render);
  }
  return [...by].map(([source, ms]) => ({ source, ms })).sort((a, b) => b.ms - a.ms);
}

/**
 * The requests a page made beyond a baseline page's: resource entries whose path (query
 * left out) the baseline never requested, plus every entry `always` picks (the telemetry's
 * own files and calls, which the baseline may share: its check of the site context).
 * @template {{ name: string }} E
 * @param {readonly E[]} entries
 * @param {ReadonlySet<string>} baseline paths the baseline requested
 * @param {(path: string) => boolean} [always]
 * @returns {E[]}
 */
export function beyond(entries, baseline, always = () => false) {
  return entries.filter((e) => {
    const path = pathOf(e.name);
    return always(path) || !baseline.has(path);
  });
}

/** A URL's path, without origin, query or fragment. */
export function pathOf(url) {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}

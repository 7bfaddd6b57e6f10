// One timer for every relative time on the page (spec 001 §9: "Relative time refreshes every
// 5000 ms"): a page with a hundred comments has one timer, not a hundred, and every time on
// it moves on in the same tick. It runs while anything listens and stops with the last.
import { RELATIVE_TIME_REFRESH_MS } from '../../model/relative-time.js';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  timer = undefined;
  for (const listener of [...listeners]) listener();
  schedule();
}

function schedule(): void {
  // setTimeout chained rather than setInterval: a tab the browser throttled does not get a
  // burst of queued ticks when it comes back.
  if (listeners.size && timer === undefined) timer = setTimeout(tick, RELATIVE_TIME_REFRESH_MS);
}

/** Calls listener every 5000 ms until the returned function is called. */
export function onRefresh(listener: () => void): () => void {
  listeners.add(listener);
  schedule();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** @internal For tests: how many are listening. */
export const refreshListeners = (): number => listeners.size;

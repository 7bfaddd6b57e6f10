// The adaptive throttle (spec 001 §9 "Timing and geometry": "Throttle keeps the last 22
// samples and waits twice the average run time"). A function that costs more (a layout read,
// a large re-render) is run less often on a slow device and more often on a fast one, with
// no fixed interval to tune. The clock is injected: tests move time by hand, and nothing is
// read from the page at import time.

/** spec 001 §9: the run times kept. */
export const THROTTLE_SAMPLES = 22;
/** spec 001 §9: the wait between runs, in average run times. */
export const THROTTLE_FACTOR = 2;

/** Time for the throttle: the page's by default, a manual one in tests. */
export interface ThrottleClock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Runs fn after ms; returns the function that cancels it. */
  schedule(fn: () => void, ms: number): () => void;
}

export const pageThrottleClock: ThrottleClock = {
  now: () => performance.now(),
  schedule: (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/** The last `size` run times and their average: a pure ring of numbers. */
export class RunTimes {
  readonly #samples: number[] = [];
  constructor(readonly size = THROTTLE_SAMPLES) {}

  add(ms: number): void {
    this.#samples.push(Math.max(0, ms));
    if (this.#samples.length > this.size) this.#samples.shift();
  }

  get samples(): readonly number[] {
    return this.#samples;
  }

  /** The average of the samples kept; 0 before the first. */
  get average(): number {
    const n = this.#samples.length;
    return n ? this.#samples.reduce((a, b) => a + b, 0) / n : 0;
  }
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** The wait after a run now: twice the average of the kept run times (ms). */
  readonly wait: number;
  /** The run times kept, oldest first. */
  readonly samples: readonly number[];
  /** Drops a waiting trailing call and the wait; the samples are kept. */
  cancel(): void;
}

/**
 * Wraps fn so that it runs at most once per wait, the wait being twice the average of its
 * last 22 run times. A call while idle runs at once (leading); calls during the wait are
 * folded into one run when it ends, with the latest arguments (trailing), which starts the
 * next wait. A run that throws still counts, and the error reaches the caller (leading) or
 * the timer (trailing).
 */
export function adaptiveThrottle<A extends unknown[]>(fn: (...args: A) => void, clock: ThrottleClock = pageThrottleClock): Throttled<A> {
  const times = new RunTimes();
  let waiting: (() => void) | undefined;
  let pending: A | undefined;

  const run = (args: A): void => {
    const start = clock.now();
    try {
      fn(...args);
    } finally {
      times.add(clock.now() - start);
      waiting = clock.schedule(settle, THROTTLE_FACTOR * times.average);
    }
  };

  function settle(): void {
    waiting = undefined;
    const args = pending;
    pending = undefined;
    if (args) run(args);
  }

  const throttled = ((...args: A) => {
    if (waiting) pending = args;
    else run(args);
  }) as Throttled<A>;

  Object.defineProperties(throttled, {
    wait: { get: () => THROTTLE_FACTOR * times.average },
    samples: { get: () => times.samples },
  });
  throttled.cancel = () => {
    waiting?.();
    waiting = pending = undefined;
  };
  return throttled;
}

// A manual clock for code that waits with setTimeout (the data layer's retry delay): while
// installed, window.setTimeout and clearTimeout schedule on it, and time moves only when a
// test advances it. Anything else (fetch, promises, animation frames) runs as usual. With
// `{ date: true }`, Date.now() follows the clock too (from the real time at install), for
// code that stamps what it schedules (the outbox's backoff).

export interface ManualClock {
  /** Milliseconds advanced since install. */
  readonly now: number;
  /** The delays, from now, of the timers waiting. */
  pending(): number[];
  /** Resolves when a timer is scheduled (at once if one is waiting). */
  scheduled(): Promise<void>;
  /** Moves time forward by `ms`, running each timer that falls due, in order, and letting
   * the work it starts (promise callbacks, a fetch call) begin before the next. */
  advance(ms: number): Promise<void>;
  uninstall(): void;
}

export function installManualClock(win: Window & typeof globalThis = window, options: { date?: boolean } = {}): ManualClock {
  const real = { setTimeout: win.setTimeout, clearTimeout: win.clearTimeout, dateNow: win.Date.now };
  const start = real.dateNow.call(win.Date);
  const timers = new Map<number, { at: number; fn: () => void }>();
  let waiters: (() => void)[] = [];
  let now = 0;
  let ids = 0;
  // A real turn of the event loop, so microtasks and the tasks they queue at once can run.
  const turn = () => new Promise<void>((resolve) => real.setTimeout.call(win, resolve, 0));

  win.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    if (typeof handler !== 'function') throw new Error('manual clock: string handlers are not supported');
    const id = ++ids;
    timers.set(id, { at: now + Math.max(0, Number(ms) || 0), fn: () => handler(...args) });
    waiters.splice(0).forEach((w) => w());
    return id;
  }) as typeof setTimeout;
  win.clearTimeout = ((id?: number) => void timers.delete(id as number)) as typeof clearTimeout;
  if (options.date) win.Date.now = () => start + now;

  return {
    get now() {
      return now;
    },
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    scheduled: () => (timers.size ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    async advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await turn();
      }
      now = target;
      await turn();
    },
    uninstall() {
      win.setTimeout = real.setTimeout;
      win.clearTimeout = real.clearTimeout;
      win.Date.now = real.dateNow;
      timers.clear();
      waiters = [];
    },
  };
}

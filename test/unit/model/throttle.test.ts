import { describe, it, expect } from 'vitest';
import { adaptiveThrottle, RunTimes, THROTTLE_FACTOR, THROTTLE_SAMPLES, type ThrottleClock } from '../../../src/model/throttle.js';

/** A clock that moves only when told: `cost` ms pass inside each run of the function. */
function manualClock() {
  let now = 0;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  const clock: ThrottleClock = {
    now: () => now,
    schedule(fn, ms) {
      const timer = { at: now + ms, fn, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
  };
  return {
    clock,
    spend(ms: number) {
      now += ms;
    },
    /** Moves time by ms, running each live timer that falls due. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        due.live = false;
        now = due.at;
        due.fn();
      }
      now = end;
    },
    get pending() {
      return timers.filter((t) => t.live).map((t) => t.at - now);
    },
  };
}

describe('RunTimes (spec 001 §9: the last 22 samples)', () => {
  it('keeps 22 samples, dropping the oldest', () => {
    expect(THROTTLE_SAMPLES).toBe(22);
    const r = new RunTimes();
    for (let i = 1; i <= 22; i++) r.add(i);
    expect(r.samples).toHaveLength(22);
    expect(r.average).toBe(11.5);
    r.add(23); // the 23rd pushes out the 1st
    expect(r.samples).toHaveLength(22);
    expect(r.samples[0]).toBe(2);
    expect(r.average).toBe(12.5);
  });

  it('averages 0 before the first sample', () => {
    expect(new RunTimes().average).toBe(0);
  });
});

describe('adaptiveThrottle (spec 001 §9: waits twice the average run time)', () => {
  it('runs the leading call at once and waits twice its run time', () => {
    const c = manualClock();
    const calls: number[] = [];
    const f = adaptiveThrottle((n: number) => {
      calls.push(n);
      c.spend(10);
    }, c.clock);
    f(1);
    expect(calls).toEqual([1]);
    expect(THROTTLE_FACTOR).toBe(2);
    expect(f.wait).toBe(20);
    expect(c.pending).toEqual([20]);
  });

  it('folds calls during the wait into one trailing run with the latest arguments, at the wait and not before', () => {
    const c = manualClock();
    const calls: number[] = [];
    const f = adaptiveThrottle((n: number) => {
      calls.push(n);
      c.spend(10);
    }, c.clock);
    f(1);
    f(2);
    f(3);
    c.advance(19);
    expect(calls, 'just below the wait').toEqual([1]);
    c.advance(1);
    expect(calls, 'at the wait').toEqual([1, 3]);
  });

  it('with no call during the wait, the next call runs at once', () => {
    const c = manualClock();
    const calls: number[] = [];
    const f = adaptiveThrottle((n: number) => {
      calls.push(n);
      c.spend(5);
    }, c.clock);
    f(1);
    c.advance(10);
    expect(c.pending).toEqual([]);
    f(2);
    expect(calls).toEqual([1, 2]);
  });

  it('waits twice the average of the last 22 run times', () => {
    const c = manualClock();
    let cost = 100;
    const f = adaptiveThrottle(() => c.spend(cost), c.clock);
    f();
    expect(f.wait).toBe(200);
    cost = 1;
    // 21 more cheap runs: 22 samples, the expensive one still among them.
    for (let i = 0; i < 21; i++) {
      c.advance(10_000);
      f();
    }
    expect(f.samples).toHaveLength(22);
    expect(f.wait).toBeCloseTo((2 * (100 + 21)) / 22, 10);
    // The 23rd run pushes the expensive sample out.
    c.advance(10_000);
    f();
    expect(f.samples).toHaveLength(22);
    expect(f.wait).toBe(2);
  });

  it('cancel drops the trailing call', () => {
    const c = manualClock();
    const calls: number[] = [];
    const f = adaptiveThrottle((n: number) => {
      calls.push(n);
      c.spend(10);
    }, c.clock);
    f(1);
    f(2);
    f.cancel();
    c.advance(100);
    expect(calls).toEqual([1]);
    f(3);
    expect(calls).toEqual([1, 3]);
  });

  it('a run that throws still counts and still starts the wait', () => {
    const c = manualClock();
    const f = adaptiveThrottle(() => {
      c.spend(4);
      throw new Error('boom');
    }, c.clock);
    expect(() => f()).toThrow('boom');
    expect(f.samples).toEqual([4]);
    expect(c.pending).toEqual([8]);
  });
});

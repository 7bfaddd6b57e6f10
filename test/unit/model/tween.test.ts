import { describe, it, expect } from 'vitest';
import { easeOut, scrollTweenDuration, SCROLL_TWEEN_BOUND, tween, type FrameClock } from '../../../src/model/tween.js';

/** A clock whose frames run only when a test says so. */
function manualClock() {
  let now = 0;
  let id = 0;
  const frames = new Map<number, () => void>();
  const clock: FrameClock = {
    now: () => now,
    request: (fn) => (frames.set(++id, fn), id),
    cancel: (i) => void frames.delete(i),
  };
  return {
    clock,
    /** Moves time by ms and runs the frames waiting. */
    frame(ms: number) {
      now += ms;
      const due = [...frames.values()];
      frames.clear();
      due.forEach((fn) => fn());
    },
    get waiting() {
      return frames.size;
    },
  };
}

describe('tween (spec 000 §5 Animation, §8 Animation)', () => {
  it("throws '[Tween] First parameter needs to be a function.' without a function", () => {
    expect(() => tween(undefined as never, 100, { clock: manualClock().clock })).toThrow('[Tween] First parameter needs to be a function.');
    expect(() => tween('step' as never, 100, { clock: manualClock().clock })).toThrow('[Tween] First parameter needs to be a function.');
  });

  it("throws '[Tween] Duration is not a finite number.' for a duration that is not finite", () => {
    for (const d of [Number.NaN, Infinity, -Infinity, '100' as never, undefined as never]) {
      expect(() => tween(() => {}, d, { clock: manualClock().clock }), String(d)).toThrow('[Tween] Duration is not a finite number.');
    }
  });

  it('steps once a frame from the first frame on, ending with exactly 1', async () => {
    const m = manualClock();
    const seen: number[] = [];
    const tw = tween((p) => seen.push(p), 100, { clock: m.clock });
    expect(seen, 'nothing before the first frame').toEqual([]);
    m.frame(25);
    m.frame(25);
    m.frame(49);
    expect(seen).toEqual([0.25, 0.5, 0.99]);
    expect(tw.running).toBe(true);
    m.frame(1);
    expect(seen[seen.length - 1]).toBe(1);
    expect(tw.running).toBe(false);
    expect(m.waiting).toBe(0);
    await expect(tw.done).resolves.toBe(true);
  });

  it('eases the progress', () => {
    const m = manualClock();
    const seen: number[] = [];
    tween((p) => seen.push(p), 100, { clock: m.clock, easing: easeOut });
    m.frame(50);
    expect(seen[0]).toBeCloseTo(0.875, 9);
  });

  it('stops where it is: no further step, done is false', async () => {
    const m = manualClock();
    const seen: number[] = [];
    const tw = tween((p) => seen.push(p), 100, { clock: m.clock });
    m.frame(10);
    tw.stop();
    m.frame(100);
    expect(seen).toEqual([0.1]);
    await expect(tw.done).resolves.toBe(false);
  });

  it('a duration of 0 steps to 1 at once', async () => {
    const seen: number[] = [];
    const tw = tween((p) => seen.push(p), 0, { clock: manualClock().clock });
    expect(seen).toEqual([1]);
    await expect(tw.done).resolves.toBe(true);
  });
});

describe('scroll tween duration (spec 000 §9: bound default 50)', () => {
  it('is never under the bound', () => {
    expect(SCROLL_TWEEN_BOUND).toBe(50);
    expect(scrollTweenDuration(0)).toBe(50);
    expect(scrollTweenDuration(49)).toBe(50);
    expect(scrollTweenDuration(50)).toBe(50);
    expect(scrollTweenDuration(51)).toBe(51);
    expect(scrollTweenDuration(400)).toBe(400);
    expect(scrollTweenDuration(10, 20)).toBe(20);
  });
});

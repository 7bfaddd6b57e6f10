// A manual clock for tweens and gestures (src/model/tween.ts FrameClock): time moves and
// frames run only when a test says so.
import type { FrameClock } from '../../../src/model/tween.js';

export interface ManualFrames extends FrameClock {
  /** ms since the clock was made, as the test set it. */
  time: number;
  /** Frames waiting to run. */
  readonly waiting: number;
  /** Moves time by ms and runs the frames waiting (once each). */
  frame(ms?: number): void;
  /** Runs frames of `step` ms until none waits (at most `max`). */
  runAll(step?: number, max?: number): void;
}

export function manualFrames(): ManualFrames {
  let id = 0;
  const frames = new Map<number, () => void>();
  const clock: ManualFrames = {
    time: 0,
    now: () => clock.time,
    request: (fn) => (frames.set(++id, fn), id),
    cancel: (i) => void frames.delete(i),
    get waiting() {
      return frames.size;
    },
    frame(ms = 16) {
      clock.time += ms;
      const due = [...frames.values()];
      frames.clear();
      due.forEach((fn) => fn());
    },
    runAll(step = 16, max = 1000) {
      for (let i = 0; i < max && frames.size; i++) clock.frame(step);
    },
  };
  return clock;
}

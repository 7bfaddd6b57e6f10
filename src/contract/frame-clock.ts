// The page's time and animation frames, handed to tweens (model/tween.ts takes its clock as
// an argument: tests pass a manual one). Read when called, never at import time.
import type { FrameClock } from '../model/tween.js';

export const pageClock: FrameClock = {
  now: () => performance.now(),
  request: (fn) => requestAnimationFrame(fn),
  cancel: (id) => cancelAnimationFrame(id),
};

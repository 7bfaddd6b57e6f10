// Tweens (spec 000 §5 "Animation needs a function and a finite duration", §8 "Animation",
// §9 "Swipe and scroll": the scroll tween's duration bound). A tween calls its step with the
// eased progress once a frame, from the first frame after it starts until the duration has
// passed. Steps write (a transform, an opacity); nothing here reads layout. The clock is
// handed in (the page's frames are contract/frame-clock.ts), so tests move time by hand and
// this module touches no page.
import { t } from '../i18n/translator.js';
import { tween as text } from '../i18n/en/tween.js';

/** Time and frames for tweens: the page's (`pageClock`), a manual one in tests. */
export interface FrameClock {
  now(): number;
  /** Calls fn on the next frame; returns an id for cancel. */
  request(fn: () => void): number;
  cancel(id: number): void;
}

export type Easing = (progress: number) => number;

export const linear: Easing = (p) => p;
/** Fast start, gentle end: a released slide keeps the speed the finger gave it. */
export const easeOut: Easing = (p) => 1 - (1 - p) ** 3;

/** spec 000 §9 "Swipe and scroll": the scroll tween's duration bound, default 50. */
export const SCROLL_TWEEN_BOUND = 50;

/**
 * The duration of a scroll tween: what the distance asks for, but never under the bound
 * (ms). The spec gives the bound and not its direction; a lower bound is ours: a scroll
 * that has almost arrived (a release a few pixels from its stop) still eases in over a few
 * frames instead of jumping, while a long scroll keeps the time its distance needs.
 */
export const scrollTweenDuration = (ms: number, bound = SCROLL_TWEEN_BOUND): number => Math.max(bound, ms);

export interface Tween {
  /** Resolves true once the last step ran, false when stopped before. */
  readonly done: Promise<boolean>;
  readonly running: boolean;
  /** Stops where it is: no further step. */
  stop(): void;
}

/**
 * Calls step(easing(progress)) each frame for `duration` ms, the last call with 1. Throws
 * the spec's errors when step is not a function or the duration is not finite. A duration
 * of 0 or less steps to 1 at once.
 */
export function tween(step: (progress: number) => void, duration: number, o: { easing?: Easing; clock: FrameClock }): Tween {
  if (typeof step !== 'function') throw new Error(t(text, 'tween.notFunction'));
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new Error(t(text, 'tween.durationNotFinite'));
  const clock = o.clock;
  const ease = o.easing ?? linear;
  let resolve!: (finished: boolean) => void;
  const done = new Promise<boolean>((r) => (resolve = r));
  let frame = 0;
  let running = true;
  const finish = (finished: boolean) => {
    running = false;
    resolve(finished);
  };
  if (duration <= 0) {
    step(1);
    finish(true);
  } else {
    const start = clock.now();
    const tick = () => {
      const p = Math.min(1, (clock.now() - start) / duration);
      step(p >= 1 ? 1 : ease(p));
      if (p >= 1) finish(true);
      else frame = clock.request(tick);
    };
    frame = clock.request(tick);
  }
  return {
    done,
    get running() {
      return running;
    },
    stop() {
      if (!running) return;
      clock.cancel(frame);
      finish(false);
    },
  };
}

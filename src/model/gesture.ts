// Pointer gestures (spec 000 §4 "Touch", §9 "Swipe and scroll", "Autoplay and keys"): what a
// press, move and release was, and where a released slide goes. Pure numbers, so every
// threshold is unit-tested just below and above it; controllers/swipe-controller.ts feeds
// it pointer events.

/** A swipe: at least 50 px ... */
export const SWIPE_DISTANCE = 50;
/** ... in under 250 ms. */
export const SWIPE_TIME = 250;
/** Below a swipe, a move over 1 px is a touch-move-end; otherwise a tap. */
export const MOVE_THRESHOLD = 1;
/** The axis locks once a move reaches 10 px on one of them. */
export const AXIS_LOCK = 10;
/** A release faster than 1 px/ms moves on. */
export const VELOCITY_MOVES_ON = 1;
/** Narrow screens: below 767 px. */
export const NARROW_SCREEN = 767;
/** The settle time range, ms: narrow screens take the short end, others the long one. */
export const SETTLE_NARROW = 200;
export const SETTLE_WIDE = 500;
/** Velocity is measured over the last 100 ms of a move (ours). */
export const VELOCITY_WINDOW = 100;

export type GestureKind = 'swipe' | 'touch-move-end' | 'tap';

/** What a press-move-release of `distance` px over `duration` ms was (spec 000 §4 Touch). */
export function classify(distance: number, duration: number): GestureKind {
  if (distance >= SWIPE_DISTANCE && duration < SWIPE_TIME) return 'swipe';
  return distance > MOVE_THRESHOLD ? 'touch-move-end' : 'tap';
}

/** The axis a move locks to, once it reaches 10 px on either; undefined before. A tie goes
 * to x: a diagonal drag across a gallery is meant for it. */
export function lockAxis(dx: number, dy: number): 'x' | 'y' | undefined {
  const [ax, ay] = [Math.abs(dx), Math.abs(dy)];
  if (ax < AXIS_LOCK && ay < AXIS_LOCK) return undefined;
  return ax >= ay ? 'x' : 'y';
}

/**
 * How long a released slide takes to settle, ms (spec 000 §9: "settle time 0.2-0.5 s
 * (narrow screens below 767 px)"). Ours, where the spec gives only the range: 0.2 s on a
 * screen narrower than 767 px, where a finger's flick covers the whole width, and 0.5 s
 * from 767 px on.
 */
export const settleTime = (viewportWidth: number): number => (viewportWidth < NARROW_SCREEN ? SETTLE_NARROW : SETTLE_WIDE);

/** px/ms between the first and last of samples [time, x] (the last 100 ms of a move). */
export function velocity(samples: readonly (readonly [number, number])[]): number {
  if (samples.length < 2) return 0;
  const [t0, x0] = samples[0];
  const [t1, x1] = samples[samples.length - 1];
  return t1 > t0 ? (x1 - x0) / (t1 - t0) : 0;
}

export interface Release {
  kind: GestureKind;
  /** The horizontal move, px (negative: towards the next slide). */
  dx: number;
  /** px/ms, horizontal. */
  velocity: number;
}

/**
 * Where a released paged track goes: +1 to the next slide, -1 to the previous, 0 back.
 * A swipe moves on, as does a release faster than 1 px/ms (spec 000 §9 "velocity above 1
 * moves on"); a slower drag moves on once it passed `threshold` px (ours: half a slide).
 */
export function releaseStep({ kind, dx, velocity: v }: Release, threshold: number): -1 | 0 | 1 {
  if (Math.abs(v) > VELOCITY_MOVES_ON) return v < 0 ? 1 : -1;
  if (kind === 'swipe' || (kind === 'touch-move-end' && Math.abs(dx) > threshold)) return dx < 0 ? 1 : dx > 0 ? -1 : 0;
  return 0;
}

import { describe, it, expect } from 'vitest';
import { classify, lockAxis, releaseStep, settleTime, velocity } from '../../../src/model/gesture.js';

describe('classify (spec 000 §4 Touch: 50 px in under 250 ms)', () => {
  it('is a swipe from 50 px moved in under 250 ms', () => {
    expect(classify(50, 249)).toBe('swipe');
    expect(classify(300, 10)).toBe('swipe');
  });
  it('is not a swipe at 49 px, nor at 250 ms or more', () => {
    expect(classify(49, 100)).toBe('touch-move-end');
    expect(classify(50, 250)).toBe('touch-move-end');
    expect(classify(50, 251)).toBe('touch-move-end');
  });
  it('is a touch-move-end over 1 px, a tap at 1 px or less', () => {
    expect(classify(1.01, 400)).toBe('touch-move-end');
    expect(classify(2, 10)).toBe('touch-move-end');
    expect(classify(1, 10)).toBe('tap');
    expect(classify(0, 900)).toBe('tap');
  });
});

describe('lockAxis (spec 000 §9: 10 px axis lock)', () => {
  it('locks nothing below 10 px', () => {
    expect(lockAxis(9, 0)).toBeUndefined();
    expect(lockAxis(-9, 9.9)).toBeUndefined();
  });
  it('locks to the axis that reached 10 px first', () => {
    expect(lockAxis(10, 0)).toBe('x');
    expect(lockAxis(-10, 3)).toBe('x');
    expect(lockAxis(2, 10)).toBe('y');
    expect(lockAxis(4, -11)).toBe('y');
    expect(lockAxis(10, 10), 'a tie goes to the gallery (ours)').toBe('x');
  });
});

describe('settleTime (spec 000 §9: 0.2-0.5 s, narrow screens below 767 px)', () => {
  it('is 0.2 s below 767 px and 0.5 s from 767 px (ours: which end for which width)', () => {
    expect(settleTime(320)).toBe(200);
    expect(settleTime(766)).toBe(200);
    expect(settleTime(767)).toBe(500);
    expect(settleTime(1440)).toBe(500);
  });
});

describe('velocity', () => {
  it('is px/ms between the first and last sample', () => {
    expect(
      velocity([
        [0, 100],
        [50, 50],
      ]),
    ).toBe(-1);
    expect(
      velocity([
        [0, 0],
        [10, 5],
        [20, 30],
      ]),
    ).toBe(1.5);
    expect(velocity([[0, 0]])).toBe(0);
    expect(
      velocity([
        [5, 0],
        [5, 40],
      ]),
    ).toBe(0);
  });
});

describe('releaseStep (spec 000 §9: velocity above 1 moves on)', () => {
  it('moves on above 1 px/ms, in the direction of the velocity', () => {
    expect(releaseStep({ kind: 'touch-move-end', dx: -5, velocity: -1.01 }, 200)).toBe(1);
    expect(releaseStep({ kind: 'touch-move-end', dx: 5, velocity: 1.01 }, 200)).toBe(-1);
  });
  it('does not move on for a slow short drag (at 1 px/ms or below)', () => {
    expect(releaseStep({ kind: 'touch-move-end', dx: -40, velocity: -1 }, 200)).toBe(0);
    expect(releaseStep({ kind: 'touch-move-end', dx: -40, velocity: -0.2 }, 200)).toBe(0);
  });
  it('moves on for a swipe, and for a drag past the threshold', () => {
    expect(releaseStep({ kind: 'swipe', dx: -50, velocity: -0.5 }, 200)).toBe(1);
    expect(releaseStep({ kind: 'swipe', dx: 50, velocity: 0.5 }, 200)).toBe(-1);
    expect(releaseStep({ kind: 'touch-move-end', dx: -201, velocity: 0 }, 200)).toBe(1);
    expect(releaseStep({ kind: 'touch-move-end', dx: -200, velocity: 0 }, 200)).toBe(0);
  });
  it('a tap goes nowhere', () => {
    expect(releaseStep({ kind: 'tap', dx: 0, velocity: 0 }, 200)).toBe(0);
  });
});

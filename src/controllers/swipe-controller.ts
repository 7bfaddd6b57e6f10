// Horizontal drags and swipes on pointer events (spec 000 §4 "Touch", §9 "Swipe and
// scroll"), so a mouse drag, a pen and a finger behave the same. The page's vertical
// scrolling is never taken: the target carries `touch-action: pan-y` (the browser keeps
// vertical pans and cancels our pointer, which we let go), and a move that locks to the y
// axis is let go too. Classification is model/gesture.ts; this only tracks the pointer.
import { classify, lockAxis, velocity, VELOCITY_WINDOW, type GestureKind } from '../model/gesture.js';

export interface Gesture {
  kind: GestureKind;
  dx: number;
  dy: number;
  /** ms from press to release. */
  duration: number;
  /** px/ms along x over the last 100 ms. */
  velocity: number;
}

export interface SwipeOptions {
  /** A press starts tracking unless this returns false (the host is in motion, say). */
  accept?: (e: PointerEvent) => boolean;
  /** The move locked to x: a drag begins. */
  onStart?: () => void;
  /** Every move once locked to x, with the distance from the press. */
  onMove: (dx: number) => void;
  /** A release after a drag began. */
  onEnd: (g: Gesture) => void;
  /** The browser took the pointer (a vertical pan, a system gesture) after a drag began. */
  onCancel?: () => void;
  /** The time of an event, ms; default (or when this gives undefined) its timeStamp. Tests
   * pass a manual clock. */
  now?: () => number | undefined;
}

interface Track {
  id: number;
  x: number;
  y: number;
  t: number;
  axis?: 'x' | 'y';
  samples: [number, number][];
}

export class SwipeController {
  readonly target: HTMLElement;
  private readonly o: SwipeOptions;
  private track?: Track;
  private swallow?: (e: Event) => void;

  constructor(target: HTMLElement, options: SwipeOptions) {
    this.target = target;
    this.o = options;
    target.addEventListener('pointerdown', this.down);
    target.addEventListener('pointermove', this.move);
    target.addEventListener('pointerup', this.up);
    target.addEventListener('pointercancel', this.cancel);
    target.addEventListener('lostpointercapture', this.cancel);
    // A mouse drag on an image would start the browser's own drag of the picture.
    target.addEventListener('dragstart', this.noDrag);
  }

  /** True from a press that locked to x until its release. */
  get dragging(): boolean {
    return this.track?.axis === 'x';
  }

  destroy(): void {
    const t = this.target;
    t.removeEventListener('pointerdown', this.down);
    t.removeEventListener('pointermove', this.move);
    t.removeEventListener('pointerup', this.up);
    t.removeEventListener('pointercancel', this.cancel);
    t.removeEventListener('lostpointercapture', this.cancel);
    t.removeEventListener('dragstart', this.noDrag);
    this.unswallow();
    this.track = undefined;
  }

  private time(e: Event): number {
    return this.o.now?.() ?? e.timeStamp;
  }

  private down = (e: PointerEvent): void => {
    if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    this.unswallow();
    if (this.o.accept && !this.o.accept(e)) return;
    const t = this.time(e);
    this.track = { id: e.pointerId, x: e.clientX, y: e.clientY, t, samples: [[t, e.clientX]] };
  };

  private move = (e: PointerEvent): void => {
    const tr = this.track;
    if (!tr || e.pointerId !== tr.id || tr.axis === 'y') return;
    const dx = e.clientX - tr.x;
    const t = this.time(e);
    tr.samples.push([t, e.clientX]);
    while (tr.samples.length > 2 && t - tr.samples[0][0] > VELOCITY_WINDOW) tr.samples.shift();
    if (!tr.axis) {
      tr.axis = lockAxis(dx, e.clientY - tr.y);
      if (!tr.axis) return;
      if (tr.axis === 'y') return;
      // Locked to x: the pointer is ours until it is released, wherever it goes.
      try {
        this.target.setPointerCapture(e.pointerId);
      } catch {
        /* a pointer the browser already released */
      }
      this.o.onStart?.();
    }
    e.preventDefault();
    this.o.onMove(dx);
  };

  private up = (e: PointerEvent): void => {
    const tr = this.track;
    if (!tr || e.pointerId !== tr.id) return;
    this.track = undefined;
    const dx = e.clientX - tr.x;
    const dy = e.clientY - tr.y;
    const t = this.time(e);
    tr.samples.push([t, e.clientX]);
    while (tr.samples.length > 2 && t - tr.samples[0][0] > VELOCITY_WINDOW) tr.samples.shift();
    const duration = t - tr.t;
    const kind = classify(Math.hypot(dx, dy), duration);
    // Not a tap (spec 000 §4 Touch): the click the browser sends after it activates nothing.
    if (kind !== 'tap') this.swallowClick();
    if (tr.axis === 'x') this.o.onEnd({ kind, dx, dy, duration, velocity: velocity(tr.samples) });
  };

  private cancel = (e: PointerEvent): void => {
    const tr = this.track;
    if (!tr || e.pointerId !== tr.id) return;
    // Taking the capture (a finger's is implicitly the element it touched) makes that element
    // lose it; only our own loss ends the drag.
    if (e.type === 'lostpointercapture' && e.target !== this.target) return;
    // lostpointercapture follows every release too; by then the track is gone.
    this.track = undefined;
    if (tr.axis === 'x') this.o.onCancel?.();
  };

  private noDrag = (e: Event): void => e.preventDefault();

  private swallowClick(): void {
    this.unswallow();
    const swallow = (this.swallow = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
      this.unswallow();
    });
    this.target.addEventListener('click', swallow, { capture: true });
    // The click comes in the same task as the release, if at all; the next press clears it
    // too, should timers be held (a test's manual clock).
    setTimeout(() => this.swallow === swallow && this.unswallow());
  }

  private unswallow(): void {
    if (this.swallow) this.target.removeEventListener('click', this.swallow, { capture: true });
    this.swallow = undefined;
  }
}

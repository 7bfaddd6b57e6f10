// The motion of the one-at-a-time galleries, loaded when the first one appears (spec 000 §4
// "Touch", "Carousel", "Stacked", §9 "Gallery layouts", "Swipe and scroll"):
// - slide (strip 0.5 s, carousel) and swipe (stacked 1 s): the track moves to the new slide;
//   a drag moves it with the finger, and the release goes on or back (model/gesture.ts),
//   settling in 0.2 s on narrow screens and 0.5 s on others;
// - fade and ken burns (stacked): the new slide fades in over the old one; ken burns also
//   zooms it to 1.075 while it shows; a swipe steps, a drag does not move it;
// - new swipe (stacked): the track glides on after the release with the finger's velocity and
//   rests on a snap point (or anywhere: snap points none); past the first and last slide,
//   each end is none (follows the finger), hard (stops) or inertial (resists), and springs back;
// - scroll (stacked): the track glides freely and rests where it stops; reaching its
//   beginning or end is reported (ss-gallery-reached-beginning/-end).
// Animations are the compositor's (Web Animations on transform and opacity); a glide is a
// tween writing transforms once a frame. Nothing reads layout while anything moves: every
// position comes from the geometry.
import { SwipeController, type Gesture } from '../../../controllers/swipe-controller.js';
import { releaseStep, settleTime } from '../../../model/gesture.js';
import { easeOut, scrollTweenDuration, tween, type Tween } from '../../../model/tween.js';
import { pageClock } from '../../../contract/frame-clock.js';
import { period, visible, type Shown } from '../layouts/track.js';
import type { Boundary } from '../transition-names.js';
import type { Motion, MotionHost } from '../motion-types.js';
import { onTrackClick } from './clicks.js';
import { MotionSettings } from './motion-settings.js';
import { deactivateVideo } from './video-off.js';

/** spec 000 §9: ken burns zooms to 1.075. */
export const KEN_BURNS_ZOOM = 1.075;
/** How much of a drag past an inertial end moves the track (ours). */
export const RESISTANCE = 1 / 3;
/** A released free track keeps its velocity for this long, ms (ours). */
export const GLIDE = 300;
/** Moves over more slides than the stage shows several times over are not animated (ours):
 * the slides in between would flash by. */
const FAR = 4;

const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';
const SETTLE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

export const createMotion = (host: MotionHost): Motion => new GalleryMotion(host);

class GalleryMotion implements Motion {
  private readonly h: MotionHost;
  private swipe?: SwipeController;
  private animations: Animation[] = [];
  /** Ken burns' zoom on the slide showing, kept until the next change. */
  private zoom?: Animation;
  private glide?: Tween;
  /** Where the track stands (px at the stage's left) when it is not at the current slide's
   * anchor: dragged, or left by a free glide. */
  private pos?: number;
  /** The track position when the drag began. */
  private base = 0;
  private dragged = false;
  /** A free track came to rest and the index follows it: go() moves nothing. */
  private following = false;
  /** Bumped by every change, so an animation that finished late does not undo a newer one. */
  private generation = 0;

  /** What the settings ask for. */
  private readonly s: MotionSettings;

  constructor(host: MotionHost) {
    this.h = host;
    this.s = new MotionSettings(host);
    this.attach();
  }

  click(e: MouseEvent): void {
    onTrackClick(this.h, e);
  }

  go(from: number, to: number): void {
    this.attach();
    this.stop();
    const h = this.h;
    // spec 000 §4 Strip layout: leaving a video slide sets its video inactive or pauses it.
    deactivateVideo(h.elements[from]);
    if (this.following) {
      this.following = false;
      this.rest(this.pos);
      return;
    }
    const t = this.s.transition;
    if (!h.animates || t === 'none') {
      this.pos = undefined;
      this.rest();
    } else if (t === 'fade' || t === 'ken-burns') this.fade(to);
    else this.slide(from, to);
  }

  relaid(): void {
    this.attach();
    this.stop();
    this.pos = undefined;
    this.dragged = this.following = false;
    // Ken burns zooms the first slide too.
    if (this.s.transition === 'ken-burns' && this.h.animates && this.h.elements.length) this.kenBurns(this.h.index, 0);
  }

  destroy(): void {
    this.relaid();
    this.swipe?.destroy();
    this.swipe = undefined;
  }

  private get g() {
    return this.h.geometry;
  }

  private anchor(i: number): number {
    return this.h.layout.track.anchor(this.g, i, this.h.options);
  }

  /** The first and last rest positions, without loop: the first slide's and the last
   * group's (a carousel's last row). */
  private bounds(): [number, number] {
    const last = this.h.model.groupStart(this.h.per, this.h.elements.length - 1);
    return [this.anchor(0), Math.max(this.anchor(0), this.anchor(last))];
  }

  /** A track position with the ends' rules applied (none, hard, inertial). */
  private bounded(left: number): number {
    if (this.h.options.loop) return left;
    const [min, max] = this.bounds();
    const [start, end] = this.s.ends;
    const past = (edge: number, excess: number, rule: Boundary) =>
      rule === 'hard' ? edge : rule === 'inertial' ? edge + excess * RESISTANCE : edge + excess;
    if (left < min) return past(min, left - min, start);
    if (left > max) return past(max, left - max, end);
    return left;
  }

  /** Shows the slides in view with the track at left (default: the current slide's rest).
   * In a glide's frame the images are requested after it (`later`): the loader reads styles. */
  private rest(left?: number, later = false): void {
    const h = this.h;
    const view = left === undefined ? h.view(h.index) : visible(this.g, h.index, left, h.options.width, h.options.loop);
    h.stage.show(view);
    if (!later) h.load(view);
    else {
      this.toLoad = view;
      this.loadTimer ||= setTimeout(() => {
        this.loadTimer = 0;
        if (this.toLoad) h.load(this.toLoad);
      });
    }
  }

  private toLoad?: Shown[];
  private loadTimer: ReturnType<typeof setTimeout> | 0 = 0;

  /** Ends what runs: animations jump to their end, a glide stops where it is. */
  private stop(): void {
    this.generation++;
    this.glide?.stop();
    this.glide = undefined;
    for (const a of this.animations) a.cancel();
    this.animations = [];
    this.zoom?.cancel();
    this.zoom = undefined;
    if (this.h.inMotion) this.h.setInMotion(false);
  }

  private attach(): void {
    const el = this.h.stageElement;
    if (!el || this.swipe?.target === el) return;
    this.swipe?.destroy();
    this.swipe = new SwipeController(el, {
      accept: (e) => this.accepts(e),
      onStart: () => this.start(),
      // Right to left the track runs the other way: a drag to the right goes on to the next
      // slide, so the gesture is mirrored once here and every rule below reads it as in LTR.
      onMove: (dx) => this.move(dx * this.h.stage.sign),
      onEnd: (g) => this.end(this.h.stage.sign > 0 ? g : { ...g, dx: -g.dx, velocity: -g.velocity }),
      onCancel: () => this.cancel(),
      now: () => this.h.clock?.now(),
    });
  }

  private accepts(e: PointerEvent): boolean {
    const h = this.h;
    if (this.s.transition === 'none' || h.elements.length < 2 || !h.geometry) return false;
    if (h.inMotion && !this.glide?.running) return false;
    // The controls, the page's own players and fields keep their pointer.
    return !e
      .composedPath()
      .some((n) => n instanceof Element && n.matches('.control, video, iframe, input, select, textarea, button:not([data-ss-slide])'));
  }

  private start(): void {
    // A glide caught by the finger stops where it is.
    if (this.glide?.running) this.stop();
    this.base = this.pos ?? this.anchor(this.h.index);
    this.dragged = true;
  }

  private move(dx: number): void {
    if (!this.s.follows) return;
    this.pos = this.bounded(this.base - dx);
    this.rest(this.pos);
  }

  private end(g: Gesture): void {
    const h = this.h;
    const width = h.options.width;
    if (!this.s.follows) {
      this.dragged = false;
      const step = releaseStep(g, width / 2);
      if (step) h.step(step > 0 ? 'next' : 'previous', 'pointer');
      return;
    }
    if (this.s.transition === 'scroll' || this.s.transition === 'new-swipe') return this.release(g);
    // Paged: to the slide nearest where the track stands, or on by one when the gesture says
    // so (spec 000 §9 "velocity above 1 moves on"); else back.
    const left = this.pos ?? this.anchor(h.index);
    const shown = visible(this.g, h.index, left, width, h.options.loop);
    let nearest = h.index;
    for (const [i] of shown) if (Math.abs(this.anchor(i) - left) < Math.abs(this.anchor(nearest) - left)) nearest = i;
    const data = this.g.boxes.data;
    const step = releaseStep(g, (h.per > 1 ? width : data[4 * h.index + 2]) / 2);
    let moved = false;
    if (nearest !== h.index && h.per === 1) moved = h.goTo(nearest, 'pointer');
    else if (step) moved = h.step(step > 0 ? 'next' : 'previous', 'pointer');
    if (!moved) this.slide(h.index, h.index);
  }

  private cancel(): void {
    if (this.s.follows && this.pos !== undefined && !this.s.free) this.slide(this.h.index, this.h.index);
    this.dragged = false;
  }

  /** new swipe and scroll: the track glides on with the release's velocity, then rests on a
   * snap point (new swipe) or where it stops (scroll, new swipe without snap points), within
   * the ends; the index follows the slide nearest the stage's left. */
  private release(g: Gesture): void {
    const h = this.h;
    const width = h.options.width;
    const from = this.pos ?? this.anchor(h.index);
    let target = from - g.velocity * GLIDE;
    const snap = this.s.transition === 'new-swipe' ? this.s.snap : null;
    if (snap !== null) {
      const unit = snap * width;
      const origin = this.anchor(0);
      const start = Math.round((this.base - origin) / unit);
      let k = Math.round((target - origin) / unit);
      // spec 000 §4 Stacked: new-swipe decides by distance, velocity and duration: a swipe or
      // a fast release always reaches the next snap point.
      if (k === start && (g.kind === 'swipe' || Math.abs(g.velocity) > 1) && g.dx) k = start + (g.dx < 0 ? 1 : -1);
      target = origin + k * unit;
    }
    if (!h.options.loop) {
      const [min, max] = this.bounds();
      target = Math.min(max, Math.max(min, target));
    }
    this.dragged = false;
    const duration = scrollTweenDuration(Math.min(1000, Math.abs(target - from) / Math.max(Math.abs(g.velocity), 1)));
    const generation = ++this.generation;
    h.setInMotion(true);
    this.glide = tween((p) => this.rest((this.pos = from + (target - from) * p), true), duration, {
      easing: easeOut,
      clock: h.clock ?? pageClock,
    });
    void this.glide.done.then((finished) => {
      if (!finished || generation !== this.generation) return;
      this.glide = undefined;
      h.setInMotion(false);
      this.rest(target);
      this.settle(target);
    });
  }

  /** A free track came to rest at left: the index follows, and its ends are reported. */
  private settle(left: number): void {
    const h = this.h;
    const width = h.options.width;
    const nearest = h.model.within(Math.round((left - this.anchor(0)) / width));
    const p = period(this.g);
    // With loop the track position runs on past the period: keep it near the slide's.
    this.pos = h.options.loop && p ? left - Math.round((left - this.anchor(nearest)) / p) * p : left;
    if (Math.abs(this.pos - this.anchor(nearest)) < 0.5) this.pos = undefined;
    if (nearest !== h.index) {
      this.following = true;
      if (!h.goTo(nearest, 'pointer')) this.following = false;
    }
    if (this.s.transition === 'scroll' && !h.options.loop) {
      const [min, max] = this.bounds();
      if (left <= min) h.reached('beginning');
      else if (left >= max) h.reached('end');
    }
  }

  /** The track moves from where it stands to slide `to`'s rest, the slides passed shown on
   * the way; the ones leaving are inert until they are gone. */
  private slide(from: number, to: number): void {
    const h = this.h;
    const { width, loop } = h.options;
    const start = this.pos ?? this.anchor(from);
    let end = this.anchor(to);
    const p = period(this.g);
    // With loop, the nearer of the track's repeats: next from the last slide goes on to the
    // first, it does not run back over every slide.
    if (loop && p) end += Math.round((start - end) / p) * p;
    const duration = this.dragged ? settleTime(innerWidth) : h.speed;
    this.dragged = false;
    this.pos = this.s.free ? end : undefined;
    if (this.s.free && Math.abs(end - this.anchor(to)) < 0.5) this.pos = undefined;
    const lo = Math.min(start, end);
    const passed = visible(this.g, to, lo, Math.abs(end - start) + width, loop);
    const finalView = h.view(to);
    if (!passed.length || passed.length > FAR * Math.max(finalView.length, 1)) return this.rest();
    const d = end - start;
    const moving: Shown[] = passed.map(([i, x]) => [i, x + lo - end]);
    const staying = new Set(finalView.map(([i]) => i));
    h.load(moving);
    h.stage.show(moving, new Set(moving.map(([i]) => i).filter((i) => !staying.has(i))));
    const els = h.elements;
    this.run(
      moving.map(([i, x]) =>
        els[i].animate([{ transform: h.stage.at(x + d) || 'none' }, { transform: h.stage.at(x) || 'none' }], {
          duration,
          easing: duration === h.speed ? EASE : SETTLE,
        }),
      ),
      () => this.rest(this.pos),
    );
  }

  /** fade and ken burns: the new slide fades in as the old one fades out, in place. */
  private fade(to: number): void {
    const h = this.h;
    const view = h.view(to);
    const old = h.stage.shown.filter(([i]) => !view.some(([j]) => j === i));
    h.load(view);
    h.stage.show([...old, ...view], new Set(old.map(([i]) => i)));
    const els = h.elements;
    for (const [i] of view) els[i].style.zIndex = '1';
    const opts = { duration: h.speed, easing: 'ease-in-out' };
    this.run(
      [
        ...view.map(([i]) => els[i].animate([{ opacity: 0 }, { opacity: 1 }], opts)),
        ...old.map(([i]) => els[i].animate([{ opacity: 1 }, { opacity: 0 }], opts)),
      ],
      () => {
        for (const [i] of view) els[i].style.zIndex = '';
        this.rest();
      },
    );
    if (this.s.transition === 'ken-burns') this.kenBurns(to, h.speed);
  }

  /** Ken burns: the slide's picture zooms to 1.075 while it fades in and shows. */
  private kenBurns(index: number, fadeIn: number): void {
    const el = this.h.elements[index];
    const target = el.querySelector('img') ?? el;
    this.zoom = target.animate([{ transform: 'scale(1)' }, { transform: `scale(${KEN_BURNS_ZOOM})` }], {
      duration: fadeIn + this.h.dwell,
      easing: 'linear',
      fill: 'forwards',
    });
  }

  /** Runs animations as one motion: the index is held until they end, then done runs. */
  private run(animations: Animation[], done: () => void): void {
    const h = this.h;
    const generation = ++this.generation;
    this.animations = animations;
    h.setInMotion(true);
    void Promise.all(animations.map((a) => a.finished)).then(
      () => {
        if (generation !== this.generation) return;
        this.animations = [];
        h.setInMotion(false);
        done();
      },
      () => {
        /* canceled by a newer change: it has taken over */
      },
    );
  }
}

// What a one-at-a-time gallery's settings ask of its motion (spec 000 §4 "Stacked", §9): the
// transition — the slideshow's by name, a slide for the slider and the carousel, none for the
// stacked design — where a released track may rest (snap points), and what the first and
// last slides do to a drag past them. A setting that is not valid is logged once and its
// fallback used (spec 000 §5: an unknown transition fades).
import { parseBoundaries, parseSnapPoints, transitionNamed, type Boundary, type TransitionName } from '../transition-names.js';
import type { MotionHost } from '../motion-types.js';

export class MotionSettings {
  /** Settings already reported as invalid: each is logged once. */
  private readonly reported = new Set<string>();

  constructor(private readonly h: MotionHost) {}

  /** stacked: its transition (an unknown one is fade); strip and carousel slide; base has
   * none. */
  get transition(): TransitionName | 'slide' | 'none' {
    const name = this.h.layout?.name;
    if (name === 'base') return 'none';
    return name === 'stacked' ? this.read(this.h.settings.transition, transitionNamed, 'fade') : 'slide';
  }

  /** new-swipe: the distance between snap points, a share of the width; null for none. */
  get snap(): number | null {
    return this.read(this.h.settings.snapPoints, parseSnapPoints, 1);
  }

  /** The track follows the finger. */
  get follows(): boolean {
    const t = this.transition;
    return t === 'slide' || t === 'swipe' || t === 'new-swipe' || t === 'scroll';
  }

  /** A released track glides freely and rests where it stops. */
  get free(): boolean {
    return this.transition === 'scroll' || (this.transition === 'new-swipe' && this.snap === null);
  }

  /** What the start and the end do to a drag past them (without loop). */
  get ends(): [Boundary, Boundary] {
    const t = this.transition;
    if (t === 'scroll') return ['hard', 'hard'];
    return t === 'new-swipe'
      ? this.read(this.h.settings.swipeBoundaries, parseBoundaries, ['inertial', 'inertial'])
      : ['inertial', 'inertial'];
  }

  /** A setting parsed, or its fallback when it is invalid (logged once: spec 000 §5). */
  private read<T>(raw: string, parse: (raw: string) => T, fallback: T): T {
    try {
      return parse(raw);
    } catch (e) {
      const message = (e as Error).message;
      if (!this.reported.has(message)) console.error(message, this.h.root.host);
      this.reported.add(message);
      return fallback;
    }
  }
}

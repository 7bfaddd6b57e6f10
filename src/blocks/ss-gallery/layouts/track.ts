// The track of the one-at-a-time layouts (strip, carousel, stacked, base): slides side by
// side at the x of their geometry box, looking through a stage as wide as the gallery.
// Which slides the stage shows, and which load next, is found by walking from the current
// slide, never over all of them: a thousand slides cost what the few in view cost. With
// loop, the track repeats after its last slide (one gap later), so the first slide follows
// the last; each slide is still shown at most once.
import type { LayoutResult } from './types.js';

/** A slide on the stage: its index and its x in the stage, px. */
export type Shown = [index: number, x: number];

/** The track's length with the gap after its last slide: where it starts again with loop. */
export function period({ boxes: { data, length }, gap }: LayoutResult): number {
  return length ? data[4 * (length - 1)] + data[4 * (length - 1) + 2] + gap : 0;
}

/**
 * The slides that reach into the stage [left, left + width) (track px), walking from slide
 * `from` in both directions; with loop the walk goes round, every slide at most once.
 * Returned in track order, each with its x in the stage.
 */
export function visible(g: LayoutResult, from: number, left: number, width: number, loop: boolean): Shown[] {
  const { data, length: n } = g.boxes;
  if (!n || !(width > 0)) return [];
  const p = period(g);
  // A virtual index v runs over the repeated track: slide v mod n, at x + (v div n) × period.
  const at = (v: number): [number, number, number] => {
    const k = Math.floor(v / n);
    const i = v - k * n;
    return [i, data[4 * i] + k * p, data[4 * i + 2]];
  };
  const ok = (v: number) => loop || (v >= 0 && v < n);
  const right = left + width;
  let v = from;
  // A track dragged or animated far from the current slide: walk to the stage first.
  for (let guard = 0; ok(v + 1) && at(v)[1] + at(v)[2] <= left && guard < n; guard++) v++;
  for (let guard = 0; ok(v - 1) && at(v)[1] >= right && guard < n; guard++) v--;
  let lo = v;
  let hi = v;
  while (ok(lo - 1) && hi - lo + 1 < n && at(lo - 1)[1] + at(lo - 1)[2] > left) lo--;
  while (ok(hi + 1) && hi - lo + 1 < n && at(hi + 1)[1] < right) hi++;
  const out: Shown[] = [];
  for (let w = lo; w <= hi; w++) {
    const [i, x, wd] = at(w);
    if (x < right && x + wd > left) out.push([i, x - left]);
  }
  return out;
}

/** The `count` slides after the last one shown (going round with loop): those to load
 * next. */
export function ahead(shown: readonly Shown[], count: number, n: number, loop: boolean): number[] {
  if (!shown.length || count <= 0) return [];
  const last = shown[shown.length - 1][0];
  const out: number[] = [];
  for (let k = 1; k <= count && out.length < n - shown.length; k++) {
    const i = last + k;
    if (i < n) out.push(i);
    else if (loop) out.push(i % n);
  }
  return out.filter((i) => !shown.some(([j]) => j === i));
}

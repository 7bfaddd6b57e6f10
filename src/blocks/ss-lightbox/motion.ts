// The lightbox's numbers (doc 2 §9 "Dialogs, video, lightbox and accordion") and the pure
// rules that use them (doc 2 §4 "Lightbox"), apart from the element so they are unit-tested
// without a page.

/** The overlay's opacity once shown. */
export const OVERLAY_OPACITY = 0.95;
/** The overlay's fade in, ms (speed 0.3 s). */
export const OVERLAY_MS = 300;
/** The content's fade in, ms (speed 0.6 s). */
export const CONTENT_MS = 600;
/** Space kept around the content on desktop, px. */
export const PADDING_PX = 100;
/** At most one arrow-key step per this many ms. */
export const ARROW_THROTTLE_MS = 200;
/** The part of the screen's width, from its left edge, where a click navigates. */
export const EDGE_ZONE: readonly [number, number] = [0.02, 0.98];
/** The cross-fade between two items on desktop, ms. */
export const FADE_MS = 500;

export type Step = 'previous' | 'next';
/** doc 2 §4: "Direction is forward or reverse." */
export type Direction = 'forward' | 'reverse';

/** What a click at x on a screen `width` wide does: its left half goes back, its right half
 * forward, inside the edge click zone (2–98 % of the width, both ends included); a click at
 * the very edges does nothing. */
export function clickStep(x: number, width: number): Step | undefined {
  if (!(width > 0) || !Number.isFinite(x)) return undefined;
  const at = x / width;
  if (at < EDGE_ZONE[0] || at > EDGE_ZONE[1]) return undefined;
  return at < 0.5 ? 'previous' : 'next';
}

/** The index one step from index among count items: wraps when looping, else stays at the
 * end (doc 2 §4 "Gallery index changes wrap if looping, else clamp"). */
export function stepIndex(index: number, count: number, step: Step, loop: boolean): number {
  if (count <= 0) return 0;
  const to = index + (step === 'next' ? 1 : -1);
  if (to >= 0 && to < count) return to;
  return loop ? (to + count) % count : index;
}

/** Whether the previous and next buttons are disabled: at the ends, without looping. */
export const disabledSteps = (index: number, count: number, loop: boolean): Record<Step, boolean> => ({
  previous: !loop && index <= 0,
  next: !loop && index >= count - 1,
});

/** The items worth rendering around index: it and its neighbours (preloaded), wrapping when
 * looping. */
export function neighbours(index: number, count: number, loop: boolean): number[] {
  const out = new Set<number>([index]);
  for (const step of ['previous', 'next'] as const) out.add(stepIndex(index, count, step, loop));
  return [...out].filter((i) => i >= 0 && i < count);
}

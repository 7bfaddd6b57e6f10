// Where a tooltip goes (spec 001 §9 "Timing and geometry": "Tooltip delay 1200 ms, width 250,
// mouse offset 15. Edge margin 20 px. Default animation 0.3 s"). Pure: viewport coordinates
// in, the box's top-left corner out.

/** spec 001 §9: hover (or focus) this long before the tooltip shows (ms). */
export const TOOLTIP_DELAY_MS = 1200;
/** spec 001 §9: the tooltip's width (px); ours: a maximum, so a short tip is not a wide box. */
export const TOOLTIP_WIDTH = 250;
/** spec 001 §9: the tooltip's distance from the mouse (px), right and below. */
export const TOOLTIP_MOUSE_OFFSET = 15;
/** spec 001 §9: the tooltip stays this far inside the viewport's edges (px). */
export const TOOLTIP_EDGE_MARGIN = 20;
/** spec 001 §9: the default animation, the tooltip's fade in (ms). */
export const TOOLTIP_FADE_MS = 300;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  left: number;
  top: number;
}
export interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(v, max));

/** Places a box `gap` below `below`, or above `above` when it would come closer than the
 * margin to the viewport's bottom edge; then keeps it inside the margins (the top one
 * winning for a box taller than the viewport). */
function vertical(below: number, above: number, height: number, viewport: number, gap: number): number {
  const max = viewport - TOOLTIP_EDGE_MARGIN - height;
  const top = below + gap <= max ? below + gap : above - gap - height;
  return Math.max(TOOLTIP_EDGE_MARGIN, Math.min(top, max));
}

/** The tooltip 15 px right of and below the mouse at (x, y) (right to left, `rtl`: left of
 * it, mirrored, ours); kept 20 px inside the viewport: slid in at the side edges, and put
 * above the mouse at the bottom edge (sliding up would put it under the pointer). */
export function atPointer(x: number, y: number, size: Size, viewport: Size, rtl = false): Point {
  return {
    left: clamp(
      rtl ? x - TOOLTIP_MOUSE_OFFSET - size.width : x + TOOLTIP_MOUSE_OFFSET,
      TOOLTIP_EDGE_MARGIN,
      viewport.width - TOOLTIP_EDGE_MARGIN - size.width,
    ),
    top: vertical(y, y, size.height, viewport.height, TOOLTIP_MOUSE_OFFSET),
  };
}

/** The tooltip of a focused control (ours): under it, its left edges aligned (right to left,
 * `rtl`: its right edges), the mouse offset as the gap; above it at the bottom edge; kept
 * 20 px inside the viewport. */
export function atAnchor(anchor: Rect, size: Size, viewport: Size, rtl = false): Point {
  return {
    left: clamp(rtl ? anchor.right - size.width : anchor.left, TOOLTIP_EDGE_MARGIN, viewport.width - TOOLTIP_EDGE_MARGIN - size.width),
    top: vertical(anchor.bottom, anchor.top, size.height, viewport.height, TOOLTIP_MOUSE_OFFSET),
  };
}

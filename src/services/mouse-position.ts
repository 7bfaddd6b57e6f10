// Mouse position for signed-in owners and contributors (spec 001 §6: "Only authenticated
// accounts ... are tracked for mouse position"; viewer-only users are tracked like visitors,
// and visitors are not tracked for it). Kept in memory only: never stored, never sent to a
// server. Its one use is the editor's: the editing frame's Esc toggle hands the last position
// to the editor (contract/editor-frame.ts), which may open at the block under the mouse.
import { pageUrl } from '../contract/page.js';
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { underConfig } from '../model/config-redirect.js';
import { tracksMousePosition } from '../model/roles.js';

let last: { x: number; y: number } | undefined;
let stop: (() => void) | undefined;

/** The mouse's last position on the page (document CSS pixels), while tracked. */
export const mousePosition = (): { x: number; y: number } | undefined => last;

/**
 * Tracks the mouse for an account that is tracked for it, never on /config; once per page.
 * True when tracking runs. Only `mousemove` (a mouse, not touch or pen), passive.
 */
export function startMousePositionTracking(ctx: SiteContext = siteContext()): boolean {
  if (stop) return true;
  if (!tracksMousePosition(ctx) || underConfig(pageUrl().pathname)) return false;
  const onMove = (e: MouseEvent) => {
    last = { x: Math.round(e.pageX), y: Math.round(e.pageY) };
  };
  addEventListener('mousemove', onMove, { passive: true });
  stop = () => removeEventListener('mousemove', onMove);
  return true;
}

/** Stops tracking and forgets the position (tests). */
export function stopMousePositionTracking(): void {
  stop?.();
  stop = undefined;
  last = undefined;
}

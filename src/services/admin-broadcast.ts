// The admin event broadcast (spec 001 §6: "Admin-permission users get the admin event
// broadcast"; its form is not shown, ours): for an account with the admin role, the page
// joins the BroadcastChannel `ss-admin-events` of its origin. What another tab or frame of
// the site posts there arrives as the site event `ss:admin-event` ({ type, data });
// `broadcastAdminEvent(type, data)` posts to the others and tells this page too. Other
// accounts never join: nothing is posted or heard for them.
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { emitSiteEvent, type AdminEventDetail } from '../contract/site-events.js';
import { hasAdminPermission } from '../model/roles.js';

export const ADMIN_CHANNEL = 'ss-admin-events';
/** Marks the channel's messages as ours. */
const SOURCE = 'ss-blocks';

let channel: BroadcastChannel | undefined;

const isAdminMessage = (d: unknown): d is AdminEventDetail & { source: string } =>
  !!d && typeof d === 'object' && (d as { source?: unknown }).source === SOURCE && typeof (d as { type?: unknown }).type === 'string';

/** Joins the broadcast for an admin-permission account (once); true when joined. */
export function startAdminBroadcast(ctx: SiteContext = siteContext()): boolean {
  if (channel) return true;
  if (!hasAdminPermission(ctx) || typeof BroadcastChannel === 'undefined') return false;
  channel = new BroadcastChannel(ADMIN_CHANNEL);
  channel.onmessage = (e: MessageEvent) => {
    if (isAdminMessage(e.data)) emitSiteEvent('admin-event', { type: e.data.type, data: e.data.data });
  };
  return true;
}

/** Posts an admin event to the site's other tabs and frames, and to this page; false (and
 * nothing sent) when this page has not joined. */
export function broadcastAdminEvent(type: string, data?: unknown): boolean {
  if (!channel) return false;
  channel.postMessage({ source: SOURCE, type, data });
  emitSiteEvent('admin-event', { type, data });
  return true;
}

/** Leaves the broadcast (tests). */
export function stopAdminBroadcast(): void {
  channel?.close();
  channel = undefined;
}

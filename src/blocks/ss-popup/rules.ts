// When the popup overlay shows (spec 001 §4 "Popup overlay"), as pure functions: the stored
// record and the settings in, a verdict out; and what starts it (timer, scroll, at once).
// Nothing here reads the page: the element hands in the time, the viewport and the address.
import type { SettingValues } from '../../contract/settings.js';
import type { PopupSettings } from './ss-popup.settings.js';

/** The popup's settings, as declared (ss-popup.settings.ts). */
type Settings = SettingValues<PopupSettings>;

/** What a visitor's browser remembers of the popup (spec 001 §3 "Stored local record"). */
export interface PopupRecord {
  /** The form inside it was sent successfully. */
  submitted: boolean;
  /** When it was last closed (ms since the epoch), if ever. */
  closedAt?: number;
  /** The popup's version when it was last closed or sent. */
  version?: number;
}

/** The settings the rules read. */
export type PopupRules = Pick<
  Settings,
  'version' | 'displayFrequency' | 'showUntilSignup' | 'enableMobile' | 'showOnAllPages' | 'enabledPages'
>;

/** The page view the rules are applied to. */
export interface PopupPage {
  /** Now, in ms since the epoch. */
  now: number;
  /** The viewport is a mobile one (spec 001 §9: 432 px wide or less). */
  mobile: boolean;
  /** The screenshot flag is in the address. */
  screenshot: boolean;
  /** The page is in the editing backend (under /config, or framed by the editor there). */
  editing?: boolean;
  /** The page's id (the site context's collection id), if known. */
  pageId?: string;
  /** The page's path. */
  path: string;
}

/** Why it shows, or why not. */
export type PopupVerdict =
  | 'show' // never closed, or closed long enough ago, or a newer version
  | 'screenshot' // the screenshot flag
  | 'editing' // in the editing backend: only the editor's preview shows it (ours)
  | 'mobile' // a mobile viewport with enableMobile off
  | 'page' // not one of the enabled pages
  | 'signed-up' // sent, with showUntilSignup
  | 'closed-for-good' // closed, with displayFrequency -1
  | 'closed-recently'; // closed less than displayFrequency days ago

export const DAY_MS = 24 * 60 * 60 * 1000;

/** True on the pages it is enabled for: every page, else those named by id or by path. */
export function pageEnabled(rules: Pick<PopupRules, 'showOnAllPages' | 'enabledPages'>, page: Pick<PopupPage, 'pageId' | 'path'>): boolean {
  if (rules.showOnAllPages) return true;
  const path = page.path.replace(/(.)\/+$/, '$1');
  return rules.enabledPages.some((p) => (p.startsWith('/') ? p.replace(/(.)\/+$/, '$1') === path : p === page.pageId));
}

/**
 * Whether the popup shows on this page view (spec 001 §4 "Popup overlay"), in this order:
 * the screenshot flag, the editing backend (ours), a mobile viewport without enableMobile, a page it is not enabled on,
 * and a signup with showUntilSignup each suppress it whatever was stored; never closed, it
 * shows; closed, it shows again for a newer version than the one closed (ours: even after
 * displayFrequency -1 — the owner published a new popup), else never with -1, else once
 * displayFrequency days have passed since it was closed (at exactly that time included).
 */
export function decide(rules: PopupRules, record: PopupRecord, page: PopupPage): PopupVerdict {
  if (page.screenshot) return 'screenshot';
  // Ours, as block animations (spec 001 §4: "not run in edit mode"): an owner editing the
  // page is not interrupted by it; the editor's preview calls show().
  if (page.editing) return 'editing';
  if (page.mobile && !rules.enableMobile) return 'mobile';
  if (!pageEnabled(rules, page)) return 'page';
  // spec: "If submitted and showUntilSignup, it never shows again" — a newer version too
  // (ours: the visitor has signed up; asking again is what the setting is there to stop).
  if (record.submitted && rules.showUntilSignup) return 'signed-up';
  if (record.closedAt === undefined) return 'show';
  if (rules.version > (record.version ?? 0)) return 'show';
  if (rules.displayFrequency === -1) return 'closed-for-good';
  return page.now >= record.closedAt + rules.displayFrequency * DAY_MS ? 'show' : 'closed-recently';
}

/** What starts it once the rules allow it: a timer (ms), a scroll depth (percent), both
 * (whichever comes first), or neither — at once. */
export interface PopupTrigger {
  timerMs?: number;
  scrollPercent?: number;
}

/** The trigger its settings ask for (timerDelay in seconds; ours). */
export function trigger(s: Pick<Settings, 'showOnTimer' | 'timerDelay' | 'showOnScroll' | 'scrollPercentage'>): PopupTrigger {
  const out: PopupTrigger = {};
  if (s.showOnTimer) out.timerMs = Math.max(0, s.timerDelay) * 1000;
  if (s.showOnScroll) out.scrollPercent = Math.min(100, Math.max(0, s.scrollPercentage));
  return out;
}

/** How far down the page the visitor is, 0–100, of what can be scrolled. A page that cannot
 * scroll counts as scrolled to its end (ours: else a scroll trigger could never fire). */
export function scrolledPercent(top: number, height: number, viewport: number): number {
  const range = height - viewport;
  if (range <= 0) return 100;
  return Math.min(100, Math.max(0, (top / range) * 100));
}

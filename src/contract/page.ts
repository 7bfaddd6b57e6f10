// The page's address and window, for blocks (data flows one way: a block never
// reads `document` or `window` globals itself). Read when called, never at import time.
import { noMotionFlag } from './reduced-motion.js';

/** The page's address now. */
export const pageUrl = (): URL => new URL(location.href);

/** Replaces the page's address without a navigation or a history entry. */
export function replaceAddress(url: string): void {
  history.replaceState(history.state, '', url);
}

/** Adds a history entry at url (no navigation), carrying state: the browser's Back button
 * then returns to the address before it (an overlay that follows its slide in the address,
 * the lightbox, closes on that). */
export function pushAddress(url: string, state: unknown): void {
  history.pushState(state, '', url);
}

/** The state of the current history entry (what `pushAddress` stored, or the page's own). */
export const addressState = (): unknown => history.state;

/** Goes back one history entry, as the browser's Back button does. */
export function goBack(): void {
  history.back();
}

/** Calls handler on each move through the history (Back, Forward); returns its removal. */
export function onAddressPop(handler: (e: PopStateEvent) => void): () => void {
  addEventListener('popstate', handler);
  return () => removeEventListener('popstate', handler);
}

/** What `navigate` does instead of leaving the page, when one is set: tests observe the
 * navigations a page would make, and a demo on localhost shows them. `target` is the window
 * that would navigate (the page's own, or the editor's top window around it). */
export type NavigationHandler = (url: string, newWindow: boolean, target: Window) => void;
let navigationHandler: NavigationHandler | undefined;

/** Sets (or with no argument removes) the handler `navigate` hands every navigation to;
 * returns the one it replaces. */
export function setNavigationHandler(handler?: NavigationHandler): NavigationHandler | undefined {
  const before = navigationHandler;
  navigationHandler = handler;
  return before;
}

/** Goes to url in `target` (default: this page's window), or opens it in a new window
 * (without access back to this page). */
export function navigate(url: string, newWindow = false, target: Window = window): void {
  if (navigationHandler) navigationHandler(url, newWindow, target);
  else if (newWindow) window.open(url, '_blank', 'noopener');
  else target.location.assign(url);
}

/** Loads the page again. */
export function reloadPage(): void {
  location.reload();
}

/** spec 001 §4 "Cookie banner", "Popup overlay": the screenshot flag in the address
 * suppresses them (ours: `?screenshot`, `?screenshot=true` or `=1`; read from the address now). */
export const screenshotRequested = (): boolean => ['1', 'true', ''].includes(new URLSearchParams(location.search).get('screenshot') ?? 'x');

/** spec 000 §2: the query flag nomotion=true (read from the address now). */
export const noMotionRequested = (): boolean => noMotionFlag(location.search);

/** The editing backend (spec 001 §2: "The prefix /config is treated as admin"): the page is
 * under /config, or it is framed by a same-origin page that is. A cross-origin parent
 * cannot be read and is not the platform's editor. */
export function inEditingBackend(win: Window = window): boolean {
  const admin = (path: string) => /^\/config(\/|$)/.test(path);
  if (admin(win.location.pathname)) return true;
  try {
    return win.parent !== win && admin(win.parent.location.pathname);
  } catch {
    return false;
  }
}

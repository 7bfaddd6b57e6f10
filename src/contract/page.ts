// The page's address and window, for blocks (data flows one way: a block never
// reads `document` or `window` globals itself). Read when called, never at import time.
import { noMotionFlag } from '../controllers/reduced-motion.js';

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
 * navigations a page would make, and a demo on localhost shows them. */
export type NavigationHandler = (url: string, newWindow: boolean) => void;
let navigationHandler: NavigationHandler | undefined;

/** Sets (or with no argument removes) the handler `navigate` hands every navigation to;
 * returns the one it replaces. */
export function setNavigationHandler(handler?: NavigationHandler): NavigationHandler | undefined {
  const before = navigationHandler;
  navigationHandler = handler;
  return before;
}

/** Goes to url, or opens it in a new window (without access back to this page). */
export function navigate(url: string, newWindow = false): void {
  if (navigationHandler) navigationHandler(url, newWindow);
  else if (newWindow) window.open(url, '_blank', 'noopener');
  else location.assign(url);
}

/** True when the page is the top window (not in a frame). */
export const isTopWindow = (win: Window = window): boolean => win.top === win;

/** The origin of the window framing this page, where it can be known: the parent's own
 * when it is same-origin, else the browser's `location.ancestorOrigins` (Chromium, WebKit),
 * else the referrer's. Undefined in the top window, or when nothing tells. */
export function parentOrigin(win: Window = window): string | undefined {
  if (isTopWindow(win)) return undefined;
  try {
    return win.parent.location.origin;
  } catch {
    // Cross-origin: the parent cannot be read.
  }
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The path of the window framing this page when it is same-origin (else undefined). */
export function parentPath(win: Window = window): string | undefined {
  if (isTopWindow(win)) return undefined;
  try {
    return win.parent.location.pathname;
  } catch {
    return undefined;
  }
}

/** Posts a message to the window framing this page, only to targetOrigin (never '*'). */
export function postToParent(message: unknown, targetOrigin: string, win: Window = window): void {
  if (!isTopWindow(win)) win.parent.postMessage(message, targetOrigin);
}

/** Loads the page again. */
export function reloadPage(): void {
  location.reload();
}

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

/** A value kept in the tab's session storage, or undefined (none, or storage refused:
 * private modes and sandboxed frames throw). */
export function sessionValue(key: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or with undefined removes) a value for the tab's session; false when refused. */
export function setSessionValue(key: string, value: string | undefined): boolean {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

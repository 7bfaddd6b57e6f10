// The page's window beyond its address (contract/page.ts): whether it is framed and by
// whom, messages to the frame around it, and the tab's session storage. Read when called,
// never at import time. A module of its own so that blocks, which need none of it, do not
// carry it in the chunk they share with page.ts.

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

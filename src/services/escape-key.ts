// The Escape key beyond the dialog stack (spec 001 §4 "Escape key", §6). The stack
// (services/dialog-stack.ts) closes the top-most open dialog first; only an Escape no dialog
// took reaches these rules, in this order:
// 1. shift+Esc logs an authenticated account out (once, services/auth.ts);
// 2. plain Esc in the editing frame asks the editor to toggle editing (a message to the
//    editor's origin only, contract/editor-frame.ts);
// 3. plain Esc in the top window sends an authenticated owner (not viewer-only) to the config
//    area at the site's identifier subdomain, frameUrl = path + query;
// 4. plain Esc sends an anonymous visitor to the login, only where useEscapeKeyToLogin is on,
//    with account creation off.
// A key typed into an input, a textarea, a select or editable content is never taken, nor
// an Esc with ctrl, alt or meta held. Nothing applies under /config.
import { navigate } from '../contract/page.js';
import { isTopWindow, parentOrigin, parentPath, postToParent } from '../contract/window.js';
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { editorToggleMessage } from '../contract/editor-frame.js';
import { configAreaUrl, configOrigin, frameUrl, loginUrl, underConfig } from '../model/config-redirect.js';
import { isAuthenticated, mayEnterConfig } from '../model/roles.js';
import { logOut } from './auth.js';
import { onUnhandledEscape } from './dialog-stack.js';
import { mousePosition } from './mouse-position.js';

/** True when the key was typed into a field or editable content (also inside a shadow root). */
export function typedIntoField(event: Event): boolean {
  const target = (event.composedPath?.()[0] ?? event.target) as Element | null;
  if (!target || typeof (target as Element).matches !== 'function') return false;
  return (target as HTMLElement).isContentEditable || target.matches('input, textarea, select');
}

/** The editor's origin when this page is in the editing frame: framed by a same-origin page
 * under /config, or by the config area's origin (model/config-redirect.ts configOrigin). */
export function editorOrigin(ctx: SiteContext, win: Window = window): string | undefined {
  const origin = parentOrigin(win);
  if (!origin) return undefined;
  if (origin === win.location.origin) return underConfig(parentPath(win) ?? '') ? origin : undefined;
  return origin === configOrigin(ctx) ? origin : undefined;
}

/** What the rules do with one Escape no dialog took, in the window `win` (exported for tests
 * and page code). */
export function handleEscape(event: KeyboardEvent, ctx: SiteContext = siteContext(), win: Window = window): void {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || typedIntoField(event)) return;
  const url = new URL(win.location.href);
  if (underConfig(url.pathname)) return;
  if (event.shiftKey) {
    if (!isAuthenticated(ctx)) return;
    event.preventDefault();
    // A failure is shown by the data layer; the next shift+Esc may try again.
    logOut().catch(() => {});
    return;
  }
  if (!isTopWindow(win)) {
    // In a frame that is not the editor's, Esc stays the page's.
    const editor = editorOrigin(ctx, win);
    if (!editor) return;
    event.preventDefault();
    postToParent(editorToggleMessage(frameUrl(url), mousePosition()), editor, win);
  } else if (mayEnterConfig(ctx)) {
    event.preventDefault();
    navigate(configAreaUrl(ctx, url));
  } else if (!isAuthenticated(ctx) && ctx.useEscapeKeyToLogin === true) {
    event.preventDefault();
    navigate(loginUrl(ctx, url));
  }
}

let removal: (() => void) | undefined;

/** Adds the rules to the page's dialog stack (once); returns their removal. */
export function startEscapeRules(): () => void {
  removal ??= onUnhandledEscape((e) => handleEscape(e));
  return stopEscapeRules;
}

/** Removes the rules (tests). */
export function stopEscapeRules(): void {
  removal?.();
  removal = undefined;
}

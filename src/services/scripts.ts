// Third-party classic scripts and stylesheets (spec 001 §7 "Third-party loads": partner
// booking widget scripts, URLs taken from the page; the lazy rollups' js and css): each
// address loaded once per page, however many blocks ask for it, through one shared promise
// per address. A load that fails or does not finish in time rejects, and the failure is
// final for the page view (ours, as the maps script: every block would otherwise wait
// again). No DOM at import time (SSR-safe).

import { scriptUrl } from './html/trusted-types.js';

/** A script load that has not finished in this time rejects (ours: the maps script's 30 s,
 * spec 000 §7; the spec gives partner scripts no timeout). */
export const SCRIPT_TIMEOUT_MS = 30000;

export type ScriptFailure = 'load-failed' | 'timeout';

export class ScriptError extends Error {
  constructor(
    readonly reason: ScriptFailure,
    readonly url: string,
  ) {
    super(`${reason}: ${url}`);
    this.name = 'ScriptError';
  }
}

const loads = new Map<string, Promise<void>>();
const sheets = new Map<string, Promise<void>>();

/** Adds `el` at the end of the head once per address (keyed in `cache`); the shared promise
 * settles on its load, error or the timeout. */
function once(
  cache: Map<string, Promise<void>>,
  url: string,
  timeout: number,
  el: () => HTMLScriptElement | HTMLLinkElement,
): Promise<void> {
  const known = cache.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const node = el();
    const timer = setTimeout(() => reject(new ScriptError('timeout', url)), timeout);
    node.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    node.onerror = () => {
      clearTimeout(timer);
      reject(new ScriptError('load-failed', url));
    };
    document.head.append(node);
  });
  // Callers handle the failure; the shared promise itself is never an unhandled rejection.
  loading.catch(() => {});
  cache.set(url, loading);
  return loading;
}

/** Loads the classic script at `url` once for the page (the address as given is the key);
 * resolves when it has run, rejects with a ScriptError when it cannot be fetched or has not
 * loaded within `timeout` ms. The script goes at the end of the document's head. An `ordered`
 * script runs after the ordered ones added before it (the page's lazy rollups), though all
 * download at once. */
export function loadScript(url: string, timeout = SCRIPT_TIMEOUT_MS, ordered = false): Promise<void> {
  return once(loads, url, timeout, () => {
    const script = document.createElement('script');
    script.async = !ordered;
    script.src = scriptUrl(url);
    return script;
  });
}

/** Loads the stylesheet at `url` once for the page, as a `<link rel="stylesheet">` at the end
 * of the head (so it comes after those added before it); settles as loadScript does. */
export function loadStylesheet(url: string, timeout = SCRIPT_TIMEOUT_MS): Promise<void> {
  return once(sheets, url, timeout, () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    return link;
  });
}

/** The script addresses asked for so far on this page, in order (tests, diagnostics). */
export const requestedScripts = (): string[] => [...loads.keys()];

/** The stylesheet addresses asked for so far on this page, in order. */
export const requestedStylesheets = (): string[] => [...sheets.keys()];

/** Forgets every load (tests; a page that replaces its content in the editor frame). The
 * script elements stay in the page. */
export function resetScripts(): void {
  loads.clear();
  sheets.clear();
}

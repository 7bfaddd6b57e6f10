// Third-party classic scripts and stylesheets (spec 001 §7 "Third-party loads": partner
// booking widget scripts, URLs taken from the page; the fonts service's stylesheet, the
// comments provider's count script, the follow-button script): each address loaded once per
// page, however many blocks ask for it, through one shared promise per address. A load that fails or does not
// finish in time rejects, and the failure is final for the page view (ours, as the maps
// script: every block would otherwise wait again). No DOM at import time (SSR-safe).

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

/** Loads `url` once for the page (the address as given is the key) through the element
 * `make` gives, put at the end of the document's head. */
function load(url: string, timeout: number, make: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const el = make();
    const timer = setTimeout(() => reject(new ScriptError('timeout', url)), timeout);
    el.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    el.onerror = () => {
      clearTimeout(timer);
      reject(new ScriptError('load-failed', url));
    };
    document.head.append(el);
  });
  // Callers handle the failure; the shared promise itself is never an unhandled rejection.
  loading.catch(() => {});
  loads.set(url, loading);
  return loading;
}

/** Loads the classic script at `url` once for the page; resolves when it has run, rejects
 * with a ScriptError when it cannot be fetched or has not loaded within `timeout` ms. */
export const loadScript = (url: string, timeout = SCRIPT_TIMEOUT_MS): Promise<void> =>
  load(url, timeout, () => Object.assign(document.createElement('script'), { async: true, src: url }));

/** Loads the stylesheet at `url` once for the page (one `<link rel="stylesheet">`); resolves
 * when its rules apply, rejects as loadScript does. */
export const loadStylesheet = (url: string, timeout = SCRIPT_TIMEOUT_MS): Promise<void> =>
  load(url, timeout, () => Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url }));

/** The addresses (scripts and stylesheets) asked for so far on this page, in order (tests,
 * diagnostics). */
export const requestedScripts = (): string[] => [...loads.keys()];

/** Forgets every load (tests; a page that replaces its content in the editor frame). The
 * script and link elements stay in the page. */
export function resetScripts(): void {
  loads.clear();
}

// Trusted Types (a page whose CSP says `require-trusted-types-for 'script'`): the library's
// one policy, "ss-blocks", for the two sinks it writes strings to: the inert parse that its
// sanitiser and its readers of owner-written markup start from, and a third-party script's
// address. A site lists it beside Lit's: `trusted-types ss-blocks lit-html`.
//
// The policy never leaves this module: what the page gets is an inert parse (a fragment
// of nodes to read and rebuild, never a TrustedHTML for a sink) and a script address that
// passes the loadable-address rule. Created on first use (SSR-safe, nothing at import
// time), once per page: the single file and the autoloader's chunks may both be on a page,
// and a second createPolicy('ss-blocks') throws, so the first copy's functions are kept on
// a page-global and the others use them. Without Trusted Types, plain strings.
import { loadableUrl } from '../../model/loadable-url.js';

interface Policy {
  createHTML(html: string): string;
  createScriptURL(url: string): string;
}

interface Trusted {
  /** `html` parsed inert: nothing in it runs or loads; for reading and rebuilding only. */
  parse(html: string): HTMLElement;
  /** `url` for a script's `src`: a loadable address, else '' (the load then fails). */
  script(url: string): string;
}

const KEY = Symbol.for('ss-blocks.trusted-types');

function make(): Trusted {
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } }).trustedTypes;
  let policy: Policy | undefined;
  try {
    policy = tt?.createPolicy('ss-blocks', {
      // Only ever given to the DOMParser below: its document has no window, so nothing in
      // it runs or loads.
      createHTML: (html) => html,
      createScriptURL: (url) => loadableUrl(url, location.href) ?? '',
    });
  } catch {
    // The CSP does not list ss-blocks (the browser reports it): the sinks below refuse
    // plain strings, as they would any other script's.
  }
  return {
    // A document of its own (no window: nothing runs or loads), as the video's and the
    // lightbox's readers had; the sanitiser's <template> gave the same for what it keeps.
    // Chromium still reports an inline handler (onclick=) in it as refused by a strict CSP.
    parse: (html) => new DOMParser().parseFromString((policy ? policy.createHTML(html) : html) as string, 'text/html').body,
    script: (url) => (policy ? policy.createScriptURL(url) : url) as string,
  };
}

const trusted = (): Trusted => ((globalThis as { [KEY]?: Trusted })[KEY] ??= make());

/** Owner-written markup parsed inert (the body of a document of its own), to read or
 * rebuild; never insert its nodes. */
export const parseInert = (html: string): HTMLElement => trusted().parse(html);

/** A script address for `script.src`: as given without Trusted Types; under them, through
 * the ss-blocks policy, which passes a loadable address only (model/loadable-url.ts). */
export const scriptUrl = (url: string): string => trusted().script(url);

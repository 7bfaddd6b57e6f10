// The map's tests run with no network: the maps service script is the local stand-in
// demo/fake-maps.js (served by the test runner), which records what it was given.
import { allowScriptHosts, resetScriptHosts } from '../../../../src/services/script-hosts.js';
import { fixture } from '@open-wc/testing';
import '../../../../src/blocks/ss-map/ss-map.js';
import type { SsMap } from '../../../../src/blocks/ss-map/ss-map.js';
import { resetMapsLoader } from '../../../../src/services/maps.js';
import { resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../../../src/contract/site-context.js';

export const FAKE = '/demo/fake-maps.js';

export interface FakeMapRecord {
  element: HTMLElement;
  options: Record<string, unknown>;
  calls: Record<string, unknown>[];
}
export interface FakeMarkerRecord extends FakeMapRecord {
  trigger(event: string, arg: unknown): void;
}
interface FakeRecord {
  loads: Record<string, string>[];
  maps: FakeMapRecord[];
  markers: FakeMarkerRecord[];
}

const globals = window as unknown as Record<string, unknown>;

/** What the fake script was given so far (nothing before it ran). */
export const fake = (): FakeRecord => (globals.__ssFakeMaps as FakeRecord | undefined) ?? { loads: [], maps: [], markers: [] };

/** The script elements the loader added. */
export const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => /maps/.test(s.src));

/** The page's site context with these maps settings (none: no mapsSettings at all). */
export function siteMaps(mapsSettings?: { apiKey?: string; scriptUrl?: string; externalUrl?: string }): void {
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
  script.textContent = JSON.stringify({ website: mapsSettings ? { mapsSettings } : {} });
  document.head.append(script);
  resetSiteContext();
  resetMapsLoader();
  // The fake maps script is on the test server: a host the page allows for the maps (ours).
  allowScriptHosts('maps', [location.host]);
}

/** A page as before any map: no API, no loader state, no script, no site context. */
export function resetMaps(): void {
  scripts().forEach((s) => s.remove());
  for (const name of ['google', '__ssFakeMaps', 'gm_authFailure']) delete globals[name];
  for (const name of Object.keys(globals).filter((n) => n.startsWith('ssMapsLoaded'))) delete globals[name];
  document.getElementById(SITE_CONTEXT_SCRIPT_ID)?.remove();
  resetSiteContext();
  resetMapsLoader();
  resetScriptHosts();
}

export const mount = (markup: string) => fixture<SsMap>(markup);

/** Resolves with the event's detail the next time `el` fires it. */
export const next = <T = unknown>(el: EventTarget, type: string) =>
  new Promise<T>((resolve) => el.addEventListener(type, (e) => resolve((e as CustomEvent<T>).detail), { once: true }));

/** The element's shadow part. */
export const part = (el: SsMap, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~='${name}']`);

/** Shown to sighted visitors: in the layout, larger than the 1 px a visually hidden box keeps. */
export const visible = (node: Element | null) => {
  if (!node) return false;
  const r = node.getBoundingClientRect();
  return r.width > 1 && r.height > 1;
};

/** Waits until `check` holds, 10 ms at a time (for at most 10 s, the limit of every wait:
 * helpers/wait.ts). */
export async function until(check: () => boolean, what = 'condition'): Promise<void> {
  const end = performance.now() + 10_000;
  while (performance.now() < end) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  if (!check()) throw new Error(`${what} not reached`);
}

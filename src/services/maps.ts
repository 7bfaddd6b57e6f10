// The maps service script (spec 000 §4 "Map loader": one shared load promise; §7: GET the
// maps service script with version 3, a callback, the key from the page context and the
// optional language and region from the locale, a load not finished after 30 s rejects;
// §9 "Script timeout 30 s"). The service is the Google Maps JavaScript API v3; the script's
// address and the external maps page are configurable, so tests and the demo load a local
// stand-in (demo/fake-maps.js) through this same code, on a host they allow: the map block
// loads the site context's address only from the maps' hosts (services/script-hosts.ts).
import { t } from '../i18n/translator.js';
import { map as text } from '../i18n/en/map.js';
import { siteContext } from '../contract/site-context.js';
import { scriptUrl } from './html/trusted-types.js';

/** Where the script loads from when the site context names no other. */
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';
/** The external maps page for a location (Google Maps URLs, `?api=1&query=lat,lng`). */
export const MAPS_PAGE = 'https://www.google.com/maps/search/';
/** spec 000 §7, §9: a load not finished after 30 s rejects. */
export const MAPS_TIMEOUT_MS = 30000;

/** Why a map shows its address card instead: no key in the site context, the script could
 * not be fetched (offline, an error answer), it did not finish within 30 s, or the service
 * refused the key (Google calls `gm_authFailure`). */
export type MapsFailure = 'no-key' | 'load-failed' | 'timeout' | 'auth-failed';

/** The part of the Maps JavaScript API the map block uses. */
export interface MapsListener {
  remove(): void;
}
export interface MapsLatLng {
  lat(): number;
  lng(): number;
}
export interface MapsMap {
  setOptions(options: Record<string, unknown>): void;
}
export interface MapsMarker {
  setOptions(options: Record<string, unknown>): void;
  addListener(event: string, handler: (e: { latLng?: MapsLatLng }) => void): MapsListener;
}
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapsMap;
  Marker: new (options: Record<string, unknown>) => MapsMarker;
  Size: new (width: number, height: number) => object;
}

declare global {
  interface Window {
    google?: { maps?: MapsApi };
    gm_authFailure?: () => void;
  }
}

export class MapsError extends Error {
  constructor(
    readonly reason: MapsFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MapsError';
  }
}

export interface MapsLoadOptions {
  /** The key (site context `website.mapsSettings.apiKey`). */
  key: string;
  /** The script's address (default `MAPS_SCRIPT`). */
  src?: string;
  /** A BCP 47 tag: its language and region go in the query (default: the page's `<html lang>`). */
  locale?: string;
}

/** Relative addresses resolve against the page (a fixed base where there is none: SSR, tests). */
const pageUrl = () => globalThis.location?.href ?? 'http://localhost/';

/** Google's `language` and `region` from a locale tag: `en-GB` → en-GB and GB, `fr` → fr;
 * nothing for no tag or one that is not valid. */
export function localeParams(tag: string | undefined): { language?: string; region?: string } {
  if (!tag?.trim()) return {};
  try {
    const locale = new Intl.Locale(tag.trim());
    return { language: locale.baseName, ...(locale.region ? { region: locale.region } : {}) };
  } catch {
    return {};
  }
}

/** The script's URL: the configured address with v=3, the callback, the key, and the
 * language and region of the locale (spec 000 §7). */
export function mapsScriptUrl(src: string, key: string, callback: string, locale?: string): string {
  const url = new URL(src, pageUrl());
  const { language, region } = localeParams(locale);
  const query: [string, string | undefined][] = [
    ['v', '3'],
    ['callback', callback],
    ['key', key],
    ['language', language],
    ['region', region],
  ];
  for (const [name, value] of query) if (value) url.searchParams.set(name, value);
  return url.href;
}

/** `raw` when it is an http(s) URL (relative ones resolve against the page), else the
 * fallback, reported: the script's address and the maps page come from the site context. */
export function httpUrl(raw: string | undefined, fallback: string): string {
  if (!raw?.trim()) return fallback;
  try {
    if (/^https?:$/.test(new URL(raw.trim(), pageUrl()).protocol)) return raw.trim();
  } catch {
    // reported below
  }
  console.warn(t(text, 'map.urlRefused', { url: JSON.stringify(raw), fallback }));
  return fallback;
}

/** The external maps page for a point: `base` with `api=1&query=lat,lng`; undefined when
 * base is not an http(s) URL. */
export function mapsPageUrl(base: string, lat: number, lng: number): string | undefined {
  try {
    const url = new URL(base, pageUrl());
    if (!/^https?:$/.test(url.protocol)) return undefined;
    url.searchParams.set('api', '1');
    url.searchParams.set('query', `${lat},${lng}`);
    return url.href;
  } catch {
    return undefined;
  }
}

export interface MapsSettings {
  /** The key; undefined when the site context has none. */
  key?: string;
  /** The script's address. */
  script: string;
  /** The external maps page's address. */
  page: string;
}

let settings: MapsSettings | undefined;

/** The page's maps settings, from the site context's `website.mapsSettings` (`apiKey`,
 * `scriptUrl`, `externalUrl`), read once: an external page that is not http(s) is reported
 * once and the default used; the script's address is checked by the block, against the
 * maps' hosts (services/script-hosts.ts), before it loads. */
export function mapsSettings(): MapsSettings {
  if (settings) return settings;
  const given = siteContext().website?.mapsSettings;
  return (settings = {
    key: given?.apiKey?.trim() || undefined,
    script: given?.scriptUrl?.trim() || MAPS_SCRIPT,
    page: httpUrl(given?.externalUrl, MAPS_PAGE),
  });
}

const reported = new Set<MapsFailure>();

/** Logs a failure once per page, whatever the number of maps it affects (ours: a missing
 * key is a warning, as a bad setting is; the others are errors). */
export function reportMapsFailure(error: MapsError): void {
  if (reported.has(error.reason)) return;
  reported.add(error.reason);
  if (error.reason === 'no-key') console.warn(error.message);
  else console.error(error.message);
}

let loading: Promise<MapsApi> | undefined;
let authFailed = false;
const authListeners = new Set<() => void>();
let calls = 0;

/** Calls `listener` when the service refuses the key (at once if it already has); returns
 * the stop. Maps drawn before then show their card. */
export function onMapsAuthFailure(listener: () => void): () => void {
  if (authFailed) {
    listener();
    return () => {};
  }
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

/** Loads the maps script once for the page: every map awaits the same promise. A failure
 * (an error answer, no answer within 30 s) rejects it with a MapsError, reported once, and
 * is final for the page view (ours: each map would otherwise wait 30 s again). A page that
 * loaded the API itself is used as it is. */
export function loadMaps({ key, src = MAPS_SCRIPT, locale = document.documentElement.lang }: MapsLoadOptions): Promise<MapsApi> {
  if (loading) return loading;
  const existing = window.google?.maps;
  if (existing?.Map) return (loading = Promise.resolve(existing));
  const where = src.split('?')[0];
  loading = new Promise<MapsApi>((resolve, reject) => {
    const callback = `ssMapsLoaded${++calls}`;
    const globals = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    const fail = (reason: MapsFailure, message: string) => {
      clearTimeout(timer);
      // A script that still arrives finds a callback that does nothing.
      globals[callback] = () => {};
      reject(new MapsError(reason, message));
    };
    globals[callback] = () => {
      clearTimeout(timer);
      delete globals[callback];
      const api = window.google?.maps;
      if (api?.Map) resolve(api);
      else fail('load-failed', t(text, 'map.loadFailed', { url: where }));
    };
    // Google calls this global when it refuses the key, after the script has loaded.
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      previous?.();
      if (authFailed) return;
      authFailed = true;
      reportMapsFailure(new MapsError('auth-failed', t(text, 'map.authFailed')));
      authListeners.forEach((listener) => listener());
      authListeners.clear();
    };
    script.onerror = () => fail('load-failed', t(text, 'map.loadFailed', { url: where }));
    const timer = setTimeout(
      () => fail('timeout', t(text, 'map.scriptTimeout', { url: where, seconds: MAPS_TIMEOUT_MS / 1000 })),
      MAPS_TIMEOUT_MS,
    );
    script.async = true;
    script.src = scriptUrl(mapsScriptUrl(src, key, callback, locale));
    document.head.append(script);
  });
  loading.catch(reportMapsFailure);
  return loading;
}

/** Forgets the settings read, the load, its failure and what was reported (tests; a page
 * that replaces its site context in the editor frame). */
export function resetMapsLoader(): void {
  loading = undefined;
  settings = undefined;
  authFailed = false;
  authListeners.clear();
  reported.clear();
}

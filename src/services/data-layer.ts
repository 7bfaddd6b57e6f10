// The generic data layer (spec 001 §7 "Generic data layer", §8 "Data layer", §9 data retry
// delay): GET/POST/PUT/DELETE with JSON answers, the crumb on every URL, the special
// answers (loginRequired, authorizationFail, crumbFail), retries, and the system error
// overlay for failures nobody else handles. Nothing here touches the page at import time.
import { apiUrl, setApiAddresses, type ApiAddresses } from '../contract/api-addresses.js';
import { siteContext } from '../contract/site-context.js';
import { emitSiteEvent } from '../contract/site-events.js';
import { readCrumb, storeCrumb, withCrumb } from './crumb.js';
import { showSystemError, type SystemErrorDetail } from './system-error.js';
import { t } from '../i18n/translator.js';
import { dataLayer } from '../i18n/en/data-layer.js';

export { readCrumb } from './crumb.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Why a call failed:
 * - `parse`: a successful answer that is not JSON;
 * - `application`: status 400/401/500/502 whose JSON has `error`, `message` or `billingErrorCode`;
 * - `status`: any other failing status (message from spec 001 §8);
 * - `network`: no answer at all (offline, DNS, CORS);
 * - `login-required`, `authorization`: the `loginRequired` / `authorizationFail` answers;
 * - `crumb`: a `crumbFail` answer that could not be retried (cookies off, or a second one). */
export type DataLayerErrorKind = 'parse' | 'application' | 'status' | 'network' | 'login-required' | 'authorization' | 'crumb';

/** Data retry delay in ms (spec 001 §9). */
export const RETRY_DELAY = 200;

/** Statuses whose JSON error body is the application's own answer (spec 001 §8). */
const APPLICATION_STATUSES = [400, 401, 500, 502];

/** The message for a failing status (spec 001 §8 "Data layer"). */
export function statusMessage(status: number): string {
  if (status === 401 || status === 403) return t(dataLayer, 'dataLayer.unauthorized');
  if (status === 500 || status === 501) return t(dataLayer, 'dataLayer.internalServerError');
  if (status === 503) return t(dataLayer, 'dataLayer.unavailable');
  return t(dataLayer, 'dataLayer.unableToConnect');
}

/** The spec's exact text for an answer that is not JSON (spec 001 §8). */
export const parseMessage = (url: string, message: string) => t(dataLayer, 'dataLayer.parseError', { url, message });

/** The application error's text when `body` is one: its `error`, else `message`, else
 * `billingErrorCode` (as text); undefined when the body carries none of them. */
export function applicationMessage(status: number, body: unknown): string | undefined {
  if (!APPLICATION_STATUSES.includes(status) || !body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const value = [b.error, b.message, b.billingErrorCode].find((v) => v != null && v !== '');
  return value === undefined ? undefined : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A failed call. `message` is the spec's text; `data` the parsed answer, when there was one. */
export class DataLayerError extends Error {
  override name = 'DataLayerError';
  constructor(
    readonly kind: DataLayerErrorKind,
    message: string,
    /** The URL as the caller gave it, with GET/DELETE data but without the crumb. */
    readonly url: string,
    /** The HTTP status; 0 when there was no answer. */
    readonly status = 0,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Query parameters for GET/DELETE, the body for POST/PUT. Form-encoded unless `json`;
   * objects and arrays are sent as JSON text, null and undefined values are left out. */
  data?: Record<string, unknown> | URLSearchParams;
  /** Send `data` as a JSON body (`Content-Type: application/json`). */
  json?: boolean;
  /** Send to the site's https origin with credentials (see `configureDataLayer`). */
  secure?: boolean;
  /** How many times to try again, after the retry delay, when the call fails with a status
   * (other than the special answers and application errors) or gets no answer. */
  retries?: number;
  headers?: Record<string, string>;
  /** Aborting rejects with the signal's reason; nothing is shown. */
  signal?: AbortSignal;
  /** The spec's "failure callback": called with the error instead of showing the system
   * error overlay (the promise still rejects). Not called for loginRequired (which fires
   * the site event) nor authorizationFail (which always shows the overlay). */
  onFailure?: (error: DataLayerError) => void;
  /** `false`: no system error overlay for failures (callers that swallow them), except
   * authorizationFail, which shows it always (spec 001 §7 "Generic data layer"). */
  overlay?: boolean;
}

export interface DataLayerConfig extends ApiAddresses {
  /** The site's https origin for `secure` calls. Default: the site context's
   * `website.baseUrl` when it is https; none otherwise (secure calls then stay same-origin). */
  secureOrigin?: string;
  /** Hosts (and their subdomains) of the provider itself: pages on them never go
   * cross-domain, the provider serves the secure API there already. */
  providerHosts: string[];
  /** Delay before a retry, in ms. */
  retryDelay: number;
}

const defaults = (): DataLayerConfig => ({ providerHosts: ['squarespace.com'], retryDelay: RETRY_DELAY });
let config = defaults();

/** Changes the configuration; call with no argument to restore the defaults. `baseUrl`,
 * `endpoints` and `census` apply to every call of the library, the telemetry's too. */
export function configureDataLayer(changes?: Partial<DataLayerConfig>): void {
  setApiAddresses((config = changes ? { ...config, ...changes } : defaults()));
}

export function dataLayerConfig(): Readonly<DataLayerConfig> {
  return config;
}

/** Headers a module adds to every call it may see: `siteOwn` is true when the call goes to
 * the page's origin or the site's secure origin (never a third party's). */
export type HeaderProvider = (url: URL, siteOwn: boolean) => Record<string, string> | undefined;
const headerProviders: HeaderProvider[] = [];

/** Adds headers to every later call (the site-user session's XSRF token, services/auth);
 * the caller's own `headers` win. Returns the removal. */
export function addRequestHeaders(provider: HeaderProvider): () => void {
  headerProviders.push(provider);
  return () => {
    const i = headerProviders.indexOf(provider);
    if (i >= 0) headerProviders.splice(i, 1);
  };
}

function secureOrigin(): string | undefined {
  if (config.secureOrigin) return config.secureOrigin;
  const base = siteContext().website?.baseUrl;
  return base?.startsWith('https://') ? new URL(base).origin : undefined;
}

/** Where a call goes: `secure` calls from a page that is not on the provider's hosts are
 * sent cross-domain to the secure origin with credentials; the rest stay same-origin. */
export function target(url: URL, page: URL, secure: boolean, origin: string | undefined, providerHosts: string[]) {
  const onProvider = providerHosts.some((h) => page.hostname === h || page.hostname.endsWith(`.${h}`));
  if (!secure || !origin || onProvider || new URL(origin).origin === page.origin || url.origin !== page.origin) {
    return { url, credentials: 'same-origin' as RequestCredentials };
  }
  return { url: new URL(url.pathname + url.search + url.hash, origin), credentials: 'include' as RequestCredentials };
}

/** Appends form fields or query parameters. */
export function encode(data: RequestOptions['data'], into = new URLSearchParams()): URLSearchParams {
  const entries = data instanceof URLSearchParams ? data : Object.entries(data ?? {});
  for (const [k, v] of entries) {
    if (v !== undefined && v !== null) into.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return into;
}

type Outcome = { value: unknown } | { error: DataLayerError; retry?: boolean; crumb?: unknown };

async function attempt(href: URL, init: RequestInit, shown: string): Promise<Outcome> {
  const lost = () => {
    if (init.signal?.aborted) throw init.signal.reason;
    return { error: new DataLayerError('network', t(dataLayer, 'dataLayer.unableToConnect'), shown), retry: true };
  };
  let res: Response;
  let text: string;
  try {
    res = await fetch(href, init);
    // spec 001 §7: "A 204 response yields an empty result" ({} so callers can destructure).
    if (res.status === 204) return { value: {} };
    // A connection that drops while the answer arrives is no answer either.
    text = await res.text();
  } catch {
    return lost();
  }
  let body: unknown;
  let parseError: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    parseError = e;
  }
  const flags = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fail = (kind: DataLayerErrorKind, message = statusMessage(res.status)) =>
    new DataLayerError(kind, message, shown, res.status, body);
  if (flags.crumbFail) return { error: fail('crumb'), crumb: flags.crumb };
  if (flags.loginRequired) return { error: fail('login-required') };
  if (flags.authorizationFail) return { error: fail('authorization') };
  if (res.ok) {
    return parseError === undefined ? { value: body } : { error: fail('parse', parseMessage(shown, (parseError as Error).message)) };
  }
  const app = applicationMessage(res.status, body);
  return app === undefined ? { error: fail('status'), retry: true } : { error: fail('application', app) };
}

/** What the system error overlay shows for an error: 5xx application errors are the
 * server's own cleaned exceptions ('Something Went Wrong!'); connection and status failures
 * show their text; the rest (parse, 4xx application, authorization, crumb) the url, format
 * and message. */
export function overlayFor(error: DataLayerError): SystemErrorDetail {
  if (error.kind === 'network' || error.kind === 'status') return { variant: 'network', message: error.message };
  if (error.kind === 'application' && error.status >= 500) return { variant: 'cleaned' };
  return { variant: 'other', url: error.url, format: 'JSON', message: error.message };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * Makes a data call and resolves with the parsed JSON answer (`{}` for 204).
 * Rejects with a `DataLayerError`, after the spec's handling: loginRequired fires the
 * `ss:login-required` site event; authorizationFail shows the system error overlay (always);
 * crumbFail stores the new crumb and retries once if cookies work; other failures call
 * `onFailure` or else show the overlay (unless `overlay: false`).
 */
export async function request<T = unknown>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const { data, json, signal } = options;
  const page = new URL(globalThis.location?.href ?? 'http://localhost/');
  const full = new URL(apiUrl(url), page);
  const inQuery = method === 'GET' || method === 'DELETE';
  if (inQuery && data) encode(data, full.searchParams);
  const relative = !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
  const shown = relative ? full.pathname + full.search + full.hash : full.href;
  const to = target(full, page, !!options.secure, options.secure ? secureOrigin() : undefined, config.providerHosts);
  const siteOwn = to.url.origin === page.origin || to.credentials === 'include';
  const provided = headerProviders.map((p) => p(to.url, siteOwn));
  const headers: Record<string, string> = Object.assign({ Accept: 'application/json' }, ...provided, options.headers);
  let body: BodyInit | undefined;
  if (!inQuery && data) {
    if (json) headers['Content-Type'] = 'application/json';
    body = json ? JSON.stringify(data instanceof URLSearchParams ? Object.fromEntries(data) : data) : encode(data);
  }
  const init: RequestInit = { method, headers, body, signal, credentials: to.credentials };
  let retries = options.retries ?? 0;
  let crumbRetried = false;
  for (;;) {
    signal?.throwIfAborted();
    const outcome = await attempt(withCrumb(to.url, readCrumb()), init, shown);
    if ('value' in outcome) return outcome.value as T;
    const { error } = outcome;
    if (error.kind === 'crumb' && !crumbRetried && storeCrumb(String(outcome.crumb ?? ''))) {
      crumbRetried = true;
      continue;
    }
    if (outcome.retry && retries-- > 0) {
      await sleep(config.retryDelay, signal);
      continue;
    }
    // spec 001 §7: authorizationFail shows the system error dialog, whatever the caller asked.
    const authorization = error.kind === 'authorization';
    // spec 001 §7: a request the network lost is the internal event system_network_error,
    // which the census traces once the page asks it to (services/census.ts).
    if (error.kind === 'network') emitSiteEvent('network', { url: shown });
    if (error.kind === 'login-required') emitSiteEvent('login-required', { url: shown });
    else if (options.onFailure && !authorization) options.onFailure(error);
    // An overlay that cannot be shown is reported; the caller still gets the data layer's error.
    else if (options.overlay !== false || authorization) await showSystemError(overlayFor(error)).catch(console.error);
    throw error;
  }
}

export const get = <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, options);
export const post = <T = unknown>(url: string, options?: RequestOptions) => request<T>('POST', url, options);
export const put = <T = unknown>(url: string, options?: RequestOptions) => request<T>('PUT', url, options);
/** DELETE (`delete` is a reserved word). */
export const del = <T = unknown>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options);

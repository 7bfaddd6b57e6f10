// The reference server as a plain Node request handler: the API (/api/...), the test and
// inspection controls (/__ss/...) and, when asked, the demos and the built library.
// Usable from http.createServer, or inside Koa (web-test-runner) with ctx.respond = false.
import path from 'node:path';
import { createStore } from './store.mjs';
import { createFaults, faultFromQuery } from './faults.mjs';
import { matchRoute } from './endpoints.mjs';
import { FORM_RATE_LIMIT, submissions } from './form-api.mjs';
import { serveStatic as sendStatic } from './static.mjs';
import { publish, readSettings } from './site-settings.mjs';
import { serveDemoImage } from '../images/serve.mjs';
import { clearEvents, keptEvents } from './telemetry.mjs';
import { renderInspector, renderRecords, PAGE_RECORDS } from './inspector.mjs';
import { CHECKOUT_PAGES, checkoutPage } from './checkout-pages.mjs';
import { appendCookie, paramsObject, parseBody, parseCookies, readBody, sendJson, sendRaw, token } from './http.mjs';

/** The crumb cookie is readable by scripts on purpose: the client copies it into the
 * X-CSRF-Token header and the crumb query parameter (spec 000 §7, spec 001 §7). */
const crumbCookie = (/** @type {string} */ value) => `crumb=${value}; Path=/; SameSite=Lax`;

/** Replaces any crumb cookie already set on this response. */
function setCrumb(/** @type {import('node:http').ServerResponse} */ res, /** @type {string} */ value) {
  const prev = res.getHeader('Set-Cookie');
  const list = prev === undefined ? [] : Array.isArray(prev) ? prev : [String(prev)];
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith('crumb=')), crumbCookie(value)]);
}

/** The editor's upgrade destinations (spec 001 §2 "Editor upgrade destinations"). */
export const UPGRADE_PATHS = new Map([
  ['/settings/billing/billing/upgrade', 'Upgrade your trial'],
  ['/settings/billing/billing/website/change-plan', 'Change your plan'],
]);

/** What the upgrade destinations show here: where a real site's billing would be. @param {string} p */
const billingPage = (
  p,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${UPGRADE_PATHS.get(p)} — ss-blocks demo</title><link rel="icon" href="data:,"></head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem"><main><h1>${UPGRADE_PATHS.get(p)}</h1>
<p>This is the editor's upgrade destination <code>${p}</code>. On the platform it opens the site's billing; the demo has no billing area.</p>
<p><a href="/config/">Back to the editor</a></p></main></body></html>`;

const isApi = (/** @type {string} */ p) => p === '/api' || p.startsWith('/api/');

/** Cuts the connection in the middle of an answer: the client sees a network error. Not
 * before the first byte: Chromium silently sends a request again when a reused keep-alive
 * connection closes before any answer, which would hide the failure being injected. */
function cut(/** @type {import('node:http').ServerResponse} */ res) {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': '1024', 'Cache-Control': 'no-store' });
  res.write('{', () => res.destroy());
}
const isControl = (/** @type {string} */ p) => p === '/__ss' || p.startsWith('/__ss/');

/**
 * @param {{ dataDir: string, serveStatic?: boolean, rootDir?: string, formRateLimit?: { max: number, windowMs: number } }} options
 */
export function createApp({ dataDir, serveStatic = true, rootDir = process.cwd(), formRateLimit = FORM_RATE_LIMIT }) {
  const store = createStore({ dataDir });
  const faults = createFaults();
  /** Saves per visitor and form (SaveFormSubmission's rate limit): in memory, test state. */
  const forms = { ...formRateLimit, hits: new Map() };
  /** Pending injected delays, released at close() so no timer outlives the app. */
  const waits = new Set();

  /** @param {number} ms */
  const sleep = (ms) =>
    new Promise((resolve) => {
      const entry = { resolve, timer: setTimeout(() => (waits.delete(entry), resolve(undefined)), ms) };
      waits.add(entry);
    });

  /**
   * Which crumb the request sent and whether it matches the cookie. Mismatches are
   * accepted and only flagged (fault `crumbFail` is how a rejection is tested).
   * @param {URLSearchParams} params @param {import('node:http').IncomingHttpHeaders} headers
   * @param {unknown} body @param {string | null} cookieCrumb
   */
  function crumbCheck(params, headers, body, cookieCrumb) {
    const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? /** @type {any} */ (body).crumb : undefined;
    const [via, sent] = params.has('crumb')
      ? ['query', params.get('crumb')]
      : headers['x-csrf-token']
        ? ['header', String(headers['x-csrf-token'])]
        : typeof fromBody === 'string'
          ? ['body', fromBody]
          : [null, null];
    return { sent, via, matches: sent !== null && sent === cookieCrumb };
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {Record<string, string>} cookies
   */
  async function api(req, res, url, cookies) {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const match = matchRoute(path);
    const cookieCrumb = cookies.crumb ?? null;
    /** @type {Record<string, unknown>} */
    const rec = {
      method,
      path,
      route: match?.route ?? path,
      query: paramsObject(url.searchParams),
      headers: Object.fromEntries(
        ['content-type', 'x-csrf-token', 'x-xsrf-token'].filter((h) => req.headers[h]).map((h) => [h, req.headers[h]]),
      ),
      cookieCrumb,
    };
    /** @param {number} status @param {unknown} [body] @param {Record<string, unknown>} [extra] */
    const finish = (status, body, extra = {}) => {
      sendJson(res, status, body);
      store.add({ ...rec, ...extra, status, ms: Date.now() - started });
    };

    let buf;
    try {
      buf = await readBody(req);
    } catch (e) {
      return finish(/** @type {any} */ (e).status ?? 400, { error: 'Request body too large' });
    }
    const parsed = parseBody(buf, req.headers['content-type']);
    Object.assign(rec, { bodyType: parsed.type, body: parsed.value, ...(parsed.error && { bodyError: parsed.error }) });
    rec.crumb = crumbCheck(url.searchParams, req.headers, parsed.value, cookieCrumb);

    const q = faultFromQuery(url.searchParams);
    if (q.error) return finish(400, { error: q.error });
    const fault = q.fault ? { source: 'query', ...q.fault } : faults.take(path, req.headers.referer);
    if (fault) rec.fault = fault;
    if (fault?.delay) await sleep(fault.delay);
    if (fault?.drop === 'before') {
      // A network failure: the request never reaches the API, and no answer comes.
      store.add({ ...rec, status: 0, ms: Date.now() - started });
      return cut(res);
    }
    if (fault?.crumbFail) {
      const fresh = token();
      setCrumb(res, fresh);
      return finish(401, { crumbFail: true, crumb: fresh });
    }
    if (fault?.malformed) {
      sendRaw(res, fault.status ?? 200, '{"oops": ', 'application/json; charset=utf-8');
      store.add({ ...rec, status: fault.status ?? 200, ms: Date.now() - started });
      return;
    }
    if (fault?.status) {
      return finish(fault.status, fault.status === 204 ? undefined : (fault.json ?? { error: `Injected status ${fault.status}` }));
    }

    if (!match) return finish(404, { error: 'Not found' });
    const handler = match.methods[method];
    if (!handler) {
      res.setHeader('Allow', Object.keys(match.methods).join(', '));
      return finish(405, { error: 'Method not allowed' });
    }
    const answer = handler({
      method,
      path,
      params: url.searchParams,
      query: /** @type {Record<string, string | string[]>} */ (rec.query),
      body: parsed.value,
      bodyType: parsed.type,
      cookies,
      cookieHeader: req.headers.cookie !== undefined,
      cookieCrumb,
      headers: req.headers,
      remote: req.socket.remoteAddress ?? '',
      store,
      routeParams: Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, decodeURIComponent(v)])),
      forms,
      rootDir,
    });
    for (const c of answer.cookies ?? []) appendCookie(res, c);
    const extra = answer.decoded === undefined ? {} : { decoded: answer.decoded };
    if (fault?.drop === 'after') {
      // An ambiguous failure: the request was handled (a save is stored), the answer is lost.
      store.add({ ...rec, ...extra, status: 0, answered: answer.status, ms: Date.now() - started });
      return cut(res);
    }
    if (answer.raw) {
      sendRaw(res, answer.status, answer.raw.body, answer.raw.type);
      store.add({ ...rec, ...extra, status: answer.status, ms: Date.now() - started });
      return;
    }
    finish(answer.status, answer.json, extra);
  }

  /**
   * /__ss/faults, /__ss/received, /__ss/inspector: never recorded, never faulted.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function control(req, res, url) {
    const method = req.method ?? 'GET';
    const p = url.pathname;
    if (p === '/__ss/faults') {
      if (method === 'GET') return sendJson(res, 200, { faults: faults.list() });
      if (method === 'DELETE') {
        const cleared = faults.clear(url.searchParams.get('path') ?? undefined, url.searchParams.get('referer') ?? undefined);
        return sendJson(res, 200, { cleared });
      }
      if (method === 'POST') {
        const parsed = parseBody(await readBody(req), 'application/json');
        const { fault, error } = faults.add(parsed.value);
        return error ? sendJson(res, 400, { error }) : sendJson(res, 201, { fault });
      }
      return sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'GET, POST, DELETE' });
    }
    if (p === '/__ss/received') {
      if (method === 'DELETE') {
        store.clear();
        return sendJson(res, 200, { cleared: true });
      }
      if (method === 'GET') {
        const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : undefined;
        const records = store.list({ path: url.searchParams.get('path'), limit });
        return sendJson(res, 200, { records, total: store.count });
      }
      return sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'GET, DELETE' });
    }
    if (p === '/__ss/events') {
      if (method === 'DELETE') {
        clearEvents(store);
        return sendJson(res, 200, { cleared: true });
      }
      if (method === 'GET') return sendJson(res, 200, { events: keptEvents(store, url.searchParams.get('path')) });
      return sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'GET, DELETE' });
    }
    if (p === '/__ss/submissions' && method === 'GET') {
      const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : undefined;
      return sendJson(res, 200, submissions(store, { formId: url.searchParams.get('formId'), limit }));
    }
    if (p === '/__ss/form-rate-limit') {
      if (method === 'DELETE') Object.assign(forms, formRateLimit, { hits: new Map() });
      else if (method === 'POST') {
        const { value } = parseBody(await readBody(req), 'application/json');
        const { max, windowMs } = /** @type {Record<string, unknown>} */ (value ?? {});
        if (!Number.isInteger(max) || Number(max) < 0 || !Number.isInteger(windowMs) || Number(windowMs) < 1) {
          return sendJson(res, 400, { error: 'Expected {max, windowMs}: integers, max >= 0, windowMs >= 1' });
        }
        Object.assign(forms, { max, windowMs, hits: new Map() });
      } else if (method !== 'GET') return sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'GET, POST, DELETE' });
      return sendJson(res, 200, { max: forms.max, windowMs: forms.windowMs });
    }
    if (p === '/__ss/inspector' && method === 'GET') {
      const records = store.list({ limit: PAGE_RECORDS });
      const forms = submissions(store, { limit: 50 });
      const html = url.searchParams.has('partial')
        ? renderRecords(records, store.count, forms, store)
        : renderInspector(records, store.count, forms, store);
      return sendRaw(res, 200, html, 'text/html; charset=utf-8');
    }
    return sendJson(res, 404, { error: 'Not found' });
  }

  /** The editor's upgrade destinations (spec 001 §2), which this demo has no billing area
   * behind. True when sent.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  function sendUpgradePage(req, res, url) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !UPGRADE_PATHS.has(url.pathname)) return false;
    sendRaw(res, 200, billingPage(url.pathname), 'text/html; charset=utf-8');
    return true;
  }

  /** The checkout entry's pages (spec 001 §2), recorded like the API's calls so a test or
   * the inspector sees where the page went.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {Record<string, string>} cookies
   */
  function sendCheckoutPage(req, res, url, cookies) {
    const method = req.method ?? 'GET';
    const answer = checkoutPage({ method, pathname: url.pathname, params: url.searchParams, store, cookies });
    sendRaw(res, answer.status, method === 'HEAD' ? '' : answer.html, 'text/html; charset=utf-8', answer.headers);
    const query = paramsObject(url.searchParams);
    store.add({
      method,
      path: url.pathname,
      route: url.pathname,
      query,
      headers: {},
      cookieCrumb: cookies.crumb ?? null,
      status: answer.status,
      ms: 0,
    });
  }

  return {
    store,
    faults,
    /** @param {string} pathname */
    handles: (pathname) => serveStatic || isApi(pathname) || isControl(pathname) || CHECKOUT_PAGES.has(pathname),
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    async handle(req, res) {
      const target = req.url ?? '/';
      // Prefixing keeps "//x/y" a path: new URL('//x/y', base) would read "x" as a host.
      const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
      const cookies = parseCookies(req.headers.cookie);
      if (!cookies.crumb) setCrumb(res, token());
      try {
        if (isControl(url.pathname)) return await control(req, res, url);
        if (isApi(url.pathname)) {
          // Secure calls come cross-origin with credentials (spec 001 §7 "Generic data layer").
          const origin = req.headers.origin;
          if (origin) {
            res.setHeader('Access-Control-Allow-Origin', origin);
            res.setHeader('Access-Control-Allow-Credentials', 'true');
            res.setHeader('Vary', 'Origin');
          }
          if (req.method === 'OPTIONS') {
            res.writeHead(204, {
              'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
              'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? 'content-type'),
              'Access-Control-Max-Age': '600',
            });
            return void res.end();
          }
          return await api(req, res, url, cookies);
        }
        if (CHECKOUT_PAGES.has(url.pathname)) return sendCheckoutPage(req, res, url, cookies);
        if (!serveStatic) return sendJson(res, 404, { error: 'Not found' });
        const fault = faults.take(url.pathname);
        if (fault?.delay) await sleep(fault.delay);
        if (fault?.status)
          return sendRaw(res, fault.status, fault.status === 204 ? '' : `Injected status ${fault.status}`, 'text/plain; charset=utf-8');
        if (serveDemoImage(req, res, url, path.join(rootDir, 'demo/.generated/images'))) return;
        if (sendUpgradePage(req, res, url)) return;
        // The demo page goes out published: with the editor's saved settings applied.
        return await sendStatic(req, res, rootDir, url.pathname, (html) => publish(html, readSettings(store)));
      } catch (e) {
        console.error('[ss-server]', e);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
        else res.destroy();
      }
    },
    /** Releases injected delays so nothing keeps the process alive. */
    close() {
      for (const w of waits) {
        clearTimeout(w.timer);
        w.resolve(undefined);
      }
      waits.clear();
    },
  };
}

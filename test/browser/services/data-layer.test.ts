// Every data-layer rule (spec 001 §7 "Generic data layer", §8 "Data layer") against the
// reference server mounted same-origin. Requests carry a unique `t` marker so server
// records are counted per test without clearing what parallel test files sent.
import { expect } from '@open-wc/testing';
import {
  DataLayerError,
  RETRY_DELAY,
  configureDataLayer,
  del,
  get,
  post,
  put,
  readCrumb,
  type RequestOptions,
} from '../../../src/services/data-layer.js';
import { resetSiteContext } from '../../../src/contract/site-context.js';
import type { SsSystemError } from '../../../src/blocks/ss-system-error/ss-system-error.element.js';
import { installManualClock, type ManualClock } from '../helpers/manual-clock.js';
import { provideElementLoaders } from '../../../src/services/elements/on-demand.js';
import { elements } from '../../../src/autoload/elements.js';
import { takeTurns } from './telemetry/helpers.js';

// As on a page with the autoloader: the system error overlay is loaded on the first failure.
provideElementLoaders(elements);
// The crumb cookie is the origin's: these tests remove it for a moment, and a crumbFail makes
// the server send a new one, while other files' tests compare what they sent with it.
takeTurns();

type Echo = {
  method: string;
  query: Record<string, string>;
  body: unknown;
  crumb: string | null;
  cookieCrumb: string | null;
  credentials: boolean;
};
type ServerRecord = {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  headers: Record<string, string>;
  body: unknown;
};

const ECHO = '/api/test/echo';
const EMPTY = '/api/test/empty';
let marker = '';

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const res = await fetch('/__ss/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) });
  expect(res.status, await res.clone().text()).to.equal(201);
}

/** This test's records for a path, oldest first. */
async function records(path: string): Promise<ServerRecord[]> {
  const { records: all } = (await (await fetch(`/__ss/received?path=${path}&limit=1000`)).json()) as { records: ServerRecord[] };
  return all.filter((r) => r.query.t === marker).reverse();
}

const overlay = () => document.querySelector<SsSystemError>('body > ss-system-error');

/** The rejection of a call that must fail. */
async function failure(call: Promise<unknown>): Promise<DataLayerError> {
  try {
    await call;
  } catch (e) {
    return e as DataLayerError;
  }
  throw new Error('expected the call to fail');
}

const quiet: RequestOptions = { overlay: false };

describe('data layer', () => {
  before(async () => {
    // The first API answer gives the page its crumb cookie.
    await fetch(ECHO);
    expect(readCrumb()).to.be.a('string');
  });

  beforeEach(() => {
    marker = Math.random().toString(36).slice(2);
  });

  afterEach(async () => {
    await fetch(`/__ss/faults?path=${ECHO}`, { method: 'DELETE' });
    await fetch(`/__ss/faults?path=${EMPTY}`, { method: 'DELETE' });
    overlay()?.remove();
    configureDataLayer();
  });

  describe('methods, crumb and bodies', () => {
    it('adds crumb=<cookie> to every URL and keeps the other parameters', async () => {
      const crumb = readCrumb();
      const echo = await get<Echo>(`${ECHO}?a=1`, { data: { t: marker, b: 'two words' } });
      expect(echo.crumb).to.equal(crumb);
      expect(echo.cookieCrumb).to.equal(crumb);
      expect(echo.query).to.deep.equal({ a: '1', t: marker, b: 'two words', crumb });
      for (const call of [post, put, del]) {
        const e = await call<Echo>(`${ECHO}?t=${marker}`);
        expect(e.crumb, e.method).to.equal(crumb);
      }
      expect((await records(ECHO)).map((r) => r.method)).to.deep.equal(['GET', 'POST', 'PUT', 'DELETE']);
    });

    it('adds no crumb parameter when the page has no crumb cookie', async () => {
      const crumb = readCrumb()!;
      document.cookie = 'crumb=; path=/; max-age=0';
      try {
        expect(readCrumb()).to.equal(undefined);
        const echo = await get<Echo>(`${ECHO}?t=${marker}`);
        expect(echo.crumb).to.equal(null);
        expect(echo.query).not.to.have.property('crumb');
      } finally {
        document.cookie = `crumb=${crumb}; path=/`;
      }
    });

    it('sends GET and DELETE data as query parameters, with no body', async () => {
      const echo = await get<Echo>(ECHO, { data: { t: marker, n: 2, o: { k: 'v' }, skip: undefined } });
      expect(echo.query).to.include({ n: '2', o: '{"k":"v"}' });
      expect(echo.query).not.to.have.property('skip');
      const removed = await del<Echo>(ECHO, { data: { t: marker, id: 'x1' } });
      expect(removed.method).to.equal('DELETE');
      expect(removed.query.id).to.equal('x1');
      expect(removed.body).to.equal(null);
    });

    it('form-encodes POST and PUT bodies by default', async () => {
      const echo = await post<Echo>(`${ECHO}?t=${marker}`, { data: { a: 1, ok: true, o: { k: 'v' } } });
      expect(echo.body).to.deep.equal({ a: '1', ok: 'true', o: '{"k":"v"}' });
      const putEcho = await put<Echo>(`${ECHO}?t=${marker}`, { data: { languages: ['en', 'fr'] } });
      expect(putEcho.body).to.deep.equal({ languages: '["en","fr"]' });
      const [first] = await records(ECHO);
      expect(first.headers['content-type']).to.match(/^application\/x-www-form-urlencoded/);
    });

    it('sends a JSON body with its content type when json is set', async () => {
      const data = { a: 1, ok: true, o: { k: 'v' }, list: [1, 2] };
      const echo = await post<Echo>(`${ECHO}?t=${marker}`, { data, json: true });
      expect(echo.body).to.deep.equal(data);
      const putEcho = await put<Echo>(`${ECHO}?t=${marker}`, { data, json: true });
      expect(putEcho.body).to.deep.equal(data);
      const [first] = await records(ECHO);
      expect(first.headers['content-type']).to.equal('application/json');
    });

    it('sends extra headers', async () => {
      await post(`${ECHO}?t=${marker}`, { headers: { 'X-CSRF-Token': 'tok-1' } });
      const [first] = await records(ECHO);
      expect(first.headers['x-csrf-token']).to.equal('tok-1');
    });

    it('resolves a 204 answer with an empty result {}', async () => {
      expect(await get(`${EMPTY}?t=${marker}`)).to.deep.equal({});
      expect((await records(EMPTY)).map((r) => r.status)).to.deep.equal([204]);
    });

    it('sends same-origin calls with the page cookies', async () => {
      const echo = await get<Echo>(`${ECHO}?t=${marker}`);
      expect(echo.credentials).to.equal(true);
    });
  });

  describe('special answers', () => {
    it('loginRequired fires ss:login-required on window and rejects without the overlay', async () => {
      let detail: unknown;
      const listener = (e: Event) => (detail = (e as CustomEvent).detail);
      window.addEventListener('ss:login-required', listener);
      let called = 0;
      try {
        const error = await failure(get(`/api/test/login-required?t=${marker}`, { onFailure: () => called++ }));
        expect(error).to.be.instanceOf(DataLayerError);
        expect([error.kind, error.status, error.message]).to.deep.equal(['login-required', 401, 'Unauthorized request']);
        expect(error.data).to.deep.equal({ loginRequired: true });
      } finally {
        window.removeEventListener('ss:login-required', listener);
      }
      expect(detail).to.deep.equal({ url: `/api/test/login-required?t=${marker}` });
      expect(called).to.equal(0);
      expect(overlay()).to.equal(null);
    });

    it('authorizationFail shows the system error overlay and rejects', async () => {
      const url = `/api/test/authorization-fail?t=${marker}`;
      const error = await failure(get(url));
      expect([error.kind, error.status, error.message]).to.deep.equal(['authorization', 403, 'Unauthorized request']);
      const el = overlay()!;
      expect(el.open).to.equal(true);
      expect([el.variant, el.message, el.url, el.format]).to.deep.equal(['other', 'Unauthorized request', url, 'JSON']);
    });

    it('authorizationFail shows the overlay even with onFailure and with overlay: false (spec 001 §7)', async () => {
      let called = 0;
      await failure(get(`/api/test/authorization-fail?t=${marker}`, { onFailure: () => called++ }));
      expect(called).to.equal(0);
      expect(overlay()?.open).to.equal(true);
      overlay()!.remove();
      const error = await failure(get(`/api/test/authorization-fail?t=${marker}`, quiet));
      expect(error.kind).to.equal('authorization');
      expect(overlay()?.open).to.equal(true);
      expect(overlay()!.message).to.equal('Unauthorized request');
    });

    it('crumbFail stores the new crumb and retries exactly once', async () => {
      const old = readCrumb();
      await addFault({ path: ECHO, crumbFail: true, times: 1 });
      const echo = await get<Echo>(`${ECHO}?t=${marker}`);
      const sent = await records(ECHO);
      expect(sent.map((r) => r.status)).to.deep.equal([401, 200]);
      expect(sent[0].query.crumb).to.equal(old);
      expect(echo.crumb).not.to.equal(old);
      expect(echo.crumb).to.equal(echo.cookieCrumb);
      expect(readCrumb()).to.equal(echo.crumb);
    });

    it('writes the new crumb into the cookie itself (not only through Set-Cookie)', async () => {
      // A cookie jar of our own: only the data layer writes to it, the browser's
      // Set-Cookie goes to the real one. The retry must carry the crumb from the answer.
      let jar = `crumb=${readCrumb()}`;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => jar,
        set: (v: string) => (jar = v.split(';')[0]),
      });
      try {
        await addFault({ path: ECHO, crumbFail: true, times: 1 });
        const echo = await get<Echo>(`${ECHO}?t=${marker}`);
        expect(jar).to.equal(`crumb=${echo.cookieCrumb}`);
        expect(echo.crumb).to.equal(echo.cookieCrumb);
      } finally {
        delete (document as { cookie?: string }).cookie;
      }
    });

    it('a second crumbFail fails with kind crumb after one retry', async () => {
      await addFault({ path: ECHO, crumbFail: true, times: 2 });
      const failures: DataLayerError[] = [];
      const error = await failure(get(`${ECHO}?t=${marker}`, { onFailure: (e) => failures.push(e) }));
      expect([error.kind, error.status, error.message]).to.deep.equal(['crumb', 401, 'Unauthorized request']);
      expect((error.data as { crumbFail: boolean }).crumbFail).to.equal(true);
      expect(failures).to.deep.equal([error]);
      expect((await records(ECHO)).map((r) => r.status)).to.deep.equal([401, 401]);
      expect(overlay()).to.equal(null);
    });

    it('crumbFail is not retried when cookies are disabled', async () => {
      Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, value: false });
      try {
        const error = await failure(get(`${ECHO}?t=${marker}&__crumbFail=1`, quiet));
        expect(error.kind).to.equal('crumb');
        expect((await records(ECHO)).length).to.equal(1);
      } finally {
        delete (navigator as { cookieEnabled?: boolean }).cookieEnabled;
      }
    });

    it('crumbFail is not retried when a written cookie does not read back', async () => {
      const real = document.cookie;
      Object.defineProperty(document, 'cookie', { configurable: true, get: () => real, set: () => {} });
      try {
        await addFault({ path: ECHO, crumbFail: true, times: 1 });
        const error = await failure(get(`${ECHO}?t=${marker}`, quiet));
        expect(error.kind).to.equal('crumb');
        expect((await records(ECHO)).length).to.equal(1);
      } finally {
        delete (document as { cookie?: string }).cookie;
      }
    });
  });

  describe('retries (time faked: a manual clock)', () => {
    const realFetch = window.fetch;
    let clock: ManualClock;
    /** Calls that reached fetch for the path under test. */
    let attempts = 0;
    beforeEach(() => {
      attempts = 0;
      window.fetch = (input, init) => {
        if (new URL(String(input), location.href).pathname === EMPTY) attempts++;
        return realFetch(input, init);
      };
      clock = installManualClock();
    });
    afterEach(() => {
      clock.uninstall();
      window.fetch = realFetch;
    });

    it('retries after the retry delay, 200 ms (spec 001 §9): not at 199 ms, at 200 ms', async () => {
      expect(RETRY_DELAY).to.equal(200);
      await addFault({ path: EMPTY, status: 503, times: 1 });
      const call = get(`${EMPTY}?t=${marker}`, { retries: 1 });
      await clock.scheduled();
      expect([attempts, ...clock.pending()]).to.deep.equal([1, 200]);
      await clock.advance(199);
      expect(attempts).to.equal(1);
      await clock.advance(1);
      expect(attempts).to.equal(2);
      expect(await call).to.deep.equal({});
      expect((await records(EMPTY)).map((r) => r.status)).to.deep.equal([503, 204]);
    });

    it('with retries: 2 and two 503 answers, the third attempt succeeds, each 200 ms after the last', async () => {
      await addFault({ path: EMPTY, status: 503, times: 2 });
      const call = get(`${EMPTY}?t=${marker}`, { retries: 2 });
      for (const attempt of [2, 3]) {
        await clock.scheduled();
        await clock.advance(199);
        expect(attempts).to.equal(attempt - 1);
        await clock.advance(1);
        expect(attempts).to.equal(attempt);
      }
      expect(await call).to.deep.equal({});
      expect((await records(EMPTY)).map((r) => r.status)).to.deep.equal([503, 503, 204]);
    });

    it('with retries: 1 and two 503 answers, it fails after the second attempt', async () => {
      await addFault({ path: EMPTY, status: 503, times: 2 });
      const call = failure(get(`${EMPTY}?t=${marker}`, { retries: 1, overlay: false }));
      await clock.scheduled();
      await clock.advance(200);
      const error = await call;
      expect([error.kind, error.status]).to.deep.equal(['status', 503]);
      expect([attempts, ...clock.pending()]).to.deep.equal([2]);
      expect((await records(EMPTY)).length).to.equal(2);
    });

    it('without retries it fails at once, waiting for nothing', async () => {
      await addFault({ path: EMPTY, status: 503, times: 2 });
      const error = await failure(get(`${EMPTY}?t=${marker}`, quiet));
      expect(clock.pending()).to.deep.equal([]);
      expect(error.message).to.equal('This service is temporarily unavailable. Please try again later.');
      expect((await records(EMPTY)).length).to.equal(1);
    });

    it('waits the retry delay configured', async () => {
      configureDataLayer({ retryDelay: 50 });
      await addFault({ path: EMPTY, status: 501, times: 1 });
      const call = get(`${EMPTY}?t=${marker}`, { retries: 1 });
      await clock.scheduled();
      expect(clock.pending()).to.deep.equal([50]);
      await clock.advance(49);
      expect(attempts).to.equal(1);
      await clock.advance(1);
      expect(await call).to.deep.equal({});
      expect(attempts).to.equal(2);
    });

    it('does not retry the special answers nor application errors', async () => {
      await failure(get(`/api/test/login-required?t=${marker}`, { retries: 2 }));
      await failure(get(`/api/test/authorization-fail?t=${marker}`, { retries: 2, overlay: false }));
      await failure(get(`/api/test/app-error?status=400&t=${marker}`, { retries: 2, overlay: false }));
      expect(clock.pending()).to.deep.equal([]);
      expect((await records('/api/test/login-required')).length).to.equal(1);
      expect((await records('/api/test/authorization-fail')).length).to.equal(1);
      expect((await records('/api/test/app-error')).length).to.equal(1);
    });

    it('stops when aborted during the retry delay, showing nothing', async () => {
      const controller = new AbortController();
      const call = failure(get(`${EMPTY}?t=${marker}&__status=503`, { retries: 3, signal: controller.signal }));
      await clock.scheduled();
      controller.abort();
      const error = (await call) as unknown as DOMException;
      expect(error.name).to.equal('AbortError');
      expect([attempts, ...clock.pending()]).to.deep.equal([1]);
      expect((await records(EMPTY)).length).to.equal(1);
      expect(overlay()).to.equal(null);
    });
  });

  describe('failures (spec 001 §8)', () => {
    it('an unparsable answer gives the exact message with the URL and the parser message', async () => {
      const url = `${ECHO}?t=${marker}&__malformed=1`;
      const raw = await (await fetch(url)).text();
      let parserMessage = '';
      try {
        JSON.parse(raw);
      } catch (e) {
        parserMessage = (e as Error).message;
      }
      expect(parserMessage).not.to.equal('');
      const error = await failure(get(url, quiet));
      expect([error.kind, error.status, error.url]).to.deep.equal(['parse', 200, url]);
      expect(error.message).to.equal(`Internal Error: Unable to parse server response from (${url}) as JSON: ${parserMessage}`);
    });

    for (const status of [400, 401, 500, 502]) {
      it(`status ${status} with an error body is an application error carrying it`, async () => {
        const error = await failure(get(`/api/test/app-error?status=${status}&t=${marker}`, quiet));
        expect([error.kind, error.status, error.message]).to.deep.equal(['application', status, 'Application error']);
        expect(error.data).to.deep.equal({ error: 'Application error' });
      });
    }

    for (const status of [403, 404, 501, 503]) {
      it(`status ${status} with an error body is not an application error`, async () => {
        const error = await failure(get(`/api/test/app-error?status=${status}&t=${marker}`, quiet));
        expect([error.kind, error.status]).to.deep.equal(['status', status]);
      });
    }

    const statusCases: [string, number, string][] = [
      ['__status=401&__malformed=1', 401, 'Unauthorized request'],
      ['__status=403', 403, 'Unauthorized request'],
      ['__status=500&__malformed=1', 500, 'Internal server error. Please try again later.'],
      ['__status=501', 501, 'Internal server error. Please try again later.'],
      ['__status=503', 503, 'This service is temporarily unavailable. Please try again later.'],
      ['__status=404', 404, 'Unable to connect to the provider. Please try again.'],
      ['__status=502&__malformed=1', 502, 'Unable to connect to the provider. Please try again.'],
    ];
    for (const [query, status, message] of statusCases) {
      it(`status ${status} (${query}) gives '${message}'`, async () => {
        const error = await failure(get(`${ECHO}?t=${marker}&${query}`, quiet));
        expect([error.kind, error.status, error.message]).to.deep.equal(['status', status, message]);
      });
    }

    it("no answer at all gives 'Unable to connect to the provider. Please try again.'", async () => {
      const error = await failure(get('http://127.0.0.1:9/api/nothing', quiet));
      expect([error.kind, error.status, error.url]).to.deep.equal(['network', 0, 'http://127.0.0.1:9/api/nothing']);
      expect(error.message).to.equal('Unable to connect to the provider. Please try again.');
    });
  });

  describe('failure callback and overlay', () => {
    it('without onFailure a failure shows the overlay with the error text', async () => {
      await failure(get(`${ECHO}?t=${marker}&__status=503`));
      const el = overlay()!;
      expect(el.open).to.equal(true);
      expect([el.variant, el.message]).to.deep.equal(['network', 'This service is temporarily unavailable. Please try again later.']);
    });

    it('a 5xx application error shows the cleaned variant', async () => {
      await failure(get(`/api/test/app-error?status=500&t=${marker}`));
      expect(overlay()!.variant).to.equal('cleaned');
    });

    it('a 4xx application error and a parse error show url, format and message', async () => {
      const url = `/api/test/app-error?status=400&t=${marker}`;
      await failure(get(url));
      expect([overlay()!.variant, overlay()!.url, overlay()!.format, overlay()!.message]).to.deep.equal([
        'other',
        url,
        'JSON',
        'Application error',
      ]);
      const bad = `${ECHO}?t=${marker}&__malformed=1`;
      const error = await failure(get(bad));
      expect([overlay()!.variant, overlay()!.url, overlay()!.message]).to.deep.equal(['other', bad, error.message]);
      expect(document.querySelectorAll('ss-system-error').length).to.equal(1);
    });

    it('onFailure runs once with the error and the overlay does not show', async () => {
      const seen: DataLayerError[] = [];
      const error = await failure(get(`${ECHO}?t=${marker}&__status=500`, { onFailure: (e) => seen.push(e) }));
      expect(seen).to.deep.equal([error]);
      expect(overlay()).to.equal(null);
      const appErrors: DataLayerError[] = [];
      await failure(get(`/api/test/app-error?status=400&t=${marker}`, { onFailure: (e) => appErrors.push(e) }));
      expect(appErrors.map((e) => e.kind)).to.deep.equal(['application']);
      expect(overlay()).to.equal(null);
    });

    it('overlay: false silences the overlay', async () => {
      const error = await failure(get(`${ECHO}?t=${marker}&__status=503`, quiet));
      expect(error.kind).to.equal('status');
      expect(overlay()).to.equal(null);
    });
  });

  describe('secure calls', () => {
    const realFetch = window.fetch;
    let seen: { url: string; credentials?: RequestCredentials }[] = [];
    beforeEach(() => {
      seen = [];
      // Watches what the data layer hands to fetch, then lets the call through to the server.
      window.fetch = (input, init) => {
        seen.push({ url: String(input), credentials: init?.credentials });
        return realFetch(input, init);
      };
    });
    afterEach(() => {
      window.fetch = realFetch;
      document.getElementById('ss-site-context')?.remove();
      resetSiteContext();
    });
    const otherOrigin = () => {
      const u = new URL(location.href);
      u.hostname = u.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
      return u.origin;
    };

    it("go cross-domain to the site's secure origin with credentials", async () => {
      configureDataLayer({ secureOrigin: otherOrigin(), providerHosts: [] });
      // The reference server sends no CORS headers, so the browser may withhold the answer;
      // the request itself must reach the server at the other origin.
      await get(`${ECHO}?t=${marker}`, { secure: true, overlay: false }).catch(() => {});
      expect(seen.length).to.equal(1);
      const url = new URL(seen[0].url);
      expect(url.origin).to.equal(otherOrigin());
      expect(url.searchParams.get('crumb')).to.equal(readCrumb());
      expect(seen[0].credentials).to.equal('include');
      expect((await records(ECHO)).length).to.equal(1);
    });

    it("take the secure origin from the site context's https baseUrl", async () => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'ss-site-context';
      script.textContent = JSON.stringify({ website: { baseUrl: 'https://secure.example.invalid/home' } });
      document.head.append(script);
      resetSiteContext();
      const error = await failure(get(`${ECHO}?t=${marker}`, { secure: true, overlay: false }));
      expect(error.kind).to.equal('network');
      expect(new URL(seen[0].url).origin).to.equal('https://secure.example.invalid');
      expect(seen[0].credentials).to.equal('include');
    });

    it('stay same-origin without secure, or when the site has no https origin', async () => {
      configureDataLayer({ secureOrigin: otherOrigin(), providerHosts: [] });
      await get(`${ECHO}?t=${marker}`);
      configureDataLayer();
      await get(`${ECHO}?t=${marker}`, { secure: true });
      expect(seen.map((s) => [new URL(s.url).origin, s.credentials])).to.deep.equal([
        [location.origin, 'same-origin'],
        [location.origin, 'same-origin'],
      ]);
    });

    it("stay same-origin on the provider's own hosts", async () => {
      configureDataLayer({ secureOrigin: otherOrigin(), providerHosts: [location.hostname] });
      const echo = await get<Echo>(`${ECHO}?t=${marker}`, { secure: true });
      expect(echo.credentials).to.equal(true);
      expect(echo.crumb).to.equal(readCrumb());
      expect(seen.map((s) => s.credentials)).to.deep.equal(['same-origin']);
    });
  });
});

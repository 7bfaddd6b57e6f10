/// <reference types="node" />
// Every endpoint the specs name (spec 000 §7, spec 001 §7) answers with its status and shape
// and is recorded.
import { describe, it, expect } from 'vitest';
import { serverForTests, form, json, received } from './helpers.js';

const s = serverForTests();

const post = (p: string, init: RequestInit = { method: 'POST' }) => fetch(`${s.base}${p}`, { method: 'POST', ...init });
/** The places calls' tracking context (spec 001 §7). */
const TRACKING = 'productPage=map&productSection=block';

describe('crumb cookie', () => {
  it('is set when the request has none, and not when it has one', async () => {
    const first = await fetch(`${s.base}/api/test/empty`);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^crumb=[0-9a-f]{32}; Path=\//);
    const again = await fetch(`${s.base}/api/test/empty`, { headers: { cookie: 'crumb=abc' } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const page = await fetch(`${s.base}/__ss/faults`);
    expect(page.headers.get('set-cookie')).toMatch(/^crumb=/);
  });

  it('accepts a mismatched crumb and flags it in the record', async () => {
    const r = await fetch(`${s.base}/api/test/echo?crumb=nope&tag=mismatch`, { headers: { cookie: 'crumb=good' } });
    expect(r.status).toBe(200);
    const [rec] = (await received(s.base, '/api/test/echo', 1)).records;
    expect(rec.query.tag).toBe('mismatch');
    expect(rec.crumb).toEqual({ sent: 'nope', via: 'query', matches: false });
    await fetch(`${s.base}/api/test/echo?crumb=good&tag=match`, { headers: { cookie: 'crumb=good' } });
    expect((await received(s.base, '/api/test/echo', 1)).records[0].crumb).toEqual({ sent: 'good', via: 'query', matches: true });
  });

  it('reads the crumb from the X-CSRF-Token header and from a form body', async () => {
    await post('/api/events/RecordJavascriptErrors', {
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'tok', cookie: 'crumb=tok' },
      body: '[]',
    });
    const [rec] = (await received(s.base, '/api/events/RecordJavascriptErrors', 1)).records;
    expect(rec.crumb).toEqual({ sent: 'tok', via: 'header', matches: true });
    expect(rec.headers['x-csrf-token']).toBe('tok');
    await post('/api/events/RecordEvent', {
      ...form({ crumb: 'c1', event: 'e', data: '{}' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'crumb=c2' },
    });
    expect((await received(s.base, '/api/events/RecordEvent', 1)).records[0].crumb).toEqual({ sent: 'c1', via: 'body', matches: false });
  });
});

// The form endpoints have their own file: forms.test.ts.

describe('reporting and measurement (spec 000 §7)', () => {
  it('RecordJavascriptErrors takes a JSON list (200 {}) and refuses anything else', async () => {
    const events = [{ event: 'interface_error_gallery', data: { message: 'x' }, timestamp: 1 }];
    const r = await post('/api/events/RecordJavascriptErrors', json(events));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({});
    expect((await received(s.base, '/api/events/RecordJavascriptErrors', 1)).records[0].body).toEqual(events);
    expect((await post('/api/events/RecordJavascriptErrors', json({ not: 'a list' }))).status).toBe(400);
  });

  it('performance settings give a pageLoadId and the four rollout gates', async () => {
    const r = await fetch(`${s.base}/api/1/performance/settings?app=gallery`);
    expect(r.status).toBe(200);
    const body = (await r.json()) as { pageLoadId: string; rollouts: Record<string, boolean>; experiments: object };
    expect(body.pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.rollouts).toEqual({ rum: true, gallery: true, 'track-page-speed': true, 'track-user-timing': true });
    expect(body.experiments).toEqual({});
    const other = (await (await fetch(`${s.base}/api/1/performance/settings`)).json()) as { pageLoadId: string; rollouts: object };
    expect(other.pageLoadId).not.toBe(body.pageLoadId);
    expect(other.rollouts).toHaveProperty('ss-blocks', true);
  });

  it('performance records take JSON array text, as a beacon sends it (204)', async () => {
    const batch = [{ app: 'ss-blocks', event: 'rum', data: { firstContentfulPaint: 120 }, pageLoadId: 'p', ts: 1 }];
    const r = await post('/api/1/performance/records', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(batch),
    });
    expect(r.status).toBe(204);
    const rec = (await received(s.base, '/api/1/performance/records', 1)).records[0];
    expect(rec.bodyType).toBe('json');
    expect(rec.body).toEqual(batch);
    expect((await post('/api/1/performance/records', { headers: { 'content-type': 'text/plain' }, body: 'nope' })).status).toBe(400);
  });

  it('RecordEvent takes crumb, event, data (200 {}) and decodes data', async () => {
    const r = await post('/api/events/RecordEvent', form({ crumb: 'c', event: 'page_view', data: '{"pagePath":"/"}' }));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({});
    expect((await received(s.base, '/api/events/RecordEvent', 1)).records[0].decoded).toEqual({
      event: 'page_view',
      data: { pagePath: '/' },
      kept: 1,
      duplicates: 0,
    });
    expect((await post('/api/events/RecordEvent', form({ data: '{}' }))).status).toBe(400);
  });

  it('the central events service answers 202', async () => {
    const r = await post('/api/v1/events', {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ analyticsId: 'a', commonData: {} }),
    });
    expect(r.status).toBe(202);
  });

  it('Trace takes data as a JSON list, form-encoded or JSON (200 {})', async () => {
    const events = [{ pageUrl: '/', type: 'click', data: {} }];
    expect((await post('/api/events/Trace', form({ data: JSON.stringify(events) }))).status).toBe(200);
    expect((await received(s.base, '/api/events/Trace', 1)).records[0].decoded).toEqual({ data: events, kept: 1, duplicates: 0 });
    const j = await post('/api/events/Trace', json({ data: events }));
    expect(j.status).toBe(200);
    expect(await j.json()).toEqual({});
    expect((await post('/api/events/Trace', form({ data: '{"a":1}' }))).status).toBe(400);
  });

  it('Track answers a 1x1 transparent GIF', async () => {
    const r = await fetch(`${s.base}/api/track/Track?landing=%2F&refer=&lang=en&screen=1280x800&source=mail`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/gif');
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
    expect(bytes[6] | (bytes[7] << 8)).toBe(1);
    expect(bytes[8] | (bytes[9] << 8)).toBe(1);
    expect((await received(s.base, '/api/track/Track', 1)).records[0].query).toMatchObject({
      landing: '/',
      screen: '1280x800',
      source: 'mail',
    });
  });
});

describe('site calls (spec 001 §7)', () => {
  it('Logout answers 200 {}', async () => {
    const r = await post('/api/auth/Logout');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({});
  });

  it('GetWidgetRendering renders the widget type and escapes what it echoes', async () => {
    const widget = { type: 'twitter<script>', id: 'w"1', value: { title: '<b>Hi</b>' } };
    const r = await post('/api/widget/GetWidgetRendering', form({ widgetJSON: JSON.stringify(widget) }));
    expect(r.status).toBe(200);
    const { html } = (await r.json()) as { html: string };
    expect(html).toMatch(/^<div [^>]*data-widget-type="twitter&lt;script&gt;"/);
    expect(html).toContain('data-widget-id="w&quot;1"');
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    const events = (await (
      await post('/api/widget/GetWidgetRendering', form({ widgetJSON: JSON.stringify({ type: 'summary', id: '2', collectionId: 'col9' }) }))
    ).json()) as { html: string };
    expect(events.html).toContain('data-collection-id="col9"');
    expect((await post('/api/widget/GetWidgetRendering', form({ widgetJSON: 'nope' }))).status).toBe(400);
    // type and id are what every widget names (spec 001 §7).
    expect((await post('/api/widget/GetWidgetRendering', form({ widgetJSON: JSON.stringify({ id: '2', value: {} }) }))).status).toBe(400);
    expect(
      (await post('/api/widget/GetWidgetRendering', form({ widgetJSON: JSON.stringify({ type: 55, id: '', value: {} }) }))).status,
    ).toBe(400);
  });

  it.each([
    '/api/census/RecordHit',
    '/api/census/form-render',
    '/api/census/overlay',
    '/api/census/button-click',
    '/api/census/button-render',
    '/api/census/RecordQuickView/abc123',
  ])('%s answers 204 and is recorded', async (p) => {
    const r = await post(p, form({ event: 'hit', data: '{"url":"/"}', ss_cvr: 'v' }));
    expect(r.status).toBe(204);
    expect((await received(s.base, p, 1)).records[0]).toMatchObject({ method: 'POST', status: 204, body: { event: 'hit', ss_cvr: 'v' } });
  });

  it('groups RecordQuickView ids under one route', async () => {
    await post('/api/census/RecordQuickView/zzz');
    const rec = (await received(s.base, '/api/census/RecordQuickView/{id}', 5)).records;
    expect(rec.map((r) => r.path)).toContain('/api/census/RecordQuickView/zzz');
  });

  it('places autocomplete and details answer fake places', async () => {
    const a = (await (
      await fetch(`${s.base}/api/google-maps/places/autocomplete?input=tate&productPage=map&productSection=block`)
    ).json()) as {
      status: string;
      predictions: { place_id: string; description: string }[];
    };
    expect(a.status).toBe('OK');
    expect(a.predictions).toHaveLength(1);
    expect(a.predictions[0].description).toContain('Tate Modern');
    const d = await fetch(`${s.base}/api/google-maps/places/details?placeId=${a.predictions[0].place_id}&${TRACKING}`);
    expect(d.status).toBe(200);
    const detail = (await d.json()) as { result: { geometry: { location: { lat: number; lng: number } } } };
    expect(detail.result.geometry.location.lat).toBeCloseTo(51.5, 1);
    expect(
      ((await (await fetch(`${s.base}/api/google-maps/places/autocomplete?input=zzzz&${TRACKING}`)).json()) as { predictions: [] })
        .predictions,
    ).toEqual([]);
    expect((await fetch(`${s.base}/api/google-maps/places/details?placeId=nope&${TRACKING}`)).status).toBe(404);
    expect((await fetch(`${s.base}/api/google-maps/places/details?${TRACKING}`)).status).toBe(400);
    // The tracking context is part of every places call (spec 001 §7).
    expect((await fetch(`${s.base}/api/google-maps/places/autocomplete?input=tate&productPage=map`)).status).toBe(400);
    expect((await fetch(`${s.base}/api/google-maps/places/details?placeId=demo-place-3`)).status).toBe(400);
  });

  it('multilingual PUT languages is reflected by settings and status', async () => {
    const before = (await (await fetch(`${s.base}/api/multilingual/settings`)).json()) as {
      defaultLanguage: string;
      translationEnabled: boolean;
    };
    expect(before.defaultLanguage).toBe('en-US');
    expect(before.translationEnabled).toBe(false);
    const put = await fetch(
      `${s.base}/api/multilingual/languages`,
      json({ languages: ['fr-FR', { code: 'de-DE', name: 'Deutsch', isDefault: true }] }, 'PUT'),
    );
    expect(put.status).toBe(200);
    const settings = (await (await fetch(`${s.base}/api/multilingual/settings`)).json()) as {
      defaultLanguage: string;
      languages: { code: string }[];
    };
    expect(settings.defaultLanguage).toBe('de-DE');
    expect(settings.languages.map((l) => l.code)).toEqual(['fr-FR', 'de-DE']);
    const status = (await (await fetch(`${s.base}/api/multilingual/status`)).json()) as {
      enabled: boolean;
      enabledLanguages: string[];
      updatedOn: string;
    };
    expect(status.enabled).toBe(true);
    expect(status.enabledLanguages).toEqual(['fr-FR', 'de-DE']);
    expect(Date.parse(status.updatedOn)).not.toBeNaN();
    expect((await fetch(`${s.base}/api/multilingual/languages`, json({ languages: ['not a code'] }, 'PUT'))).status).toBe(400);
    expect((await fetch(`${s.base}/api/multilingual/languages`, json({}, 'PUT'))).status).toBe(400);
  });

  it('site header and footer: GET, PUT and GET again', async () => {
    const first = (await (await fetch(`${s.base}/api/site-header-footer`)).json()) as { header: object; footer: object };
    expect(first).toHaveProperty('header');
    expect(first).toHaveProperty('footer');
    const put = await fetch(`${s.base}/api/site-header-footer`, json({ footer: { text: 'new footer' } }, 'PUT'));
    expect(put.status).toBe(200);
    const after = await (await fetch(`${s.base}/api/site-header-footer`)).json();
    expect(after).toEqual({ header: first.header, footer: { text: 'new footer' } });
    expect((await fetch(`${s.base}/api/site-header-footer`, json({ other: 1 }, 'PUT'))).status).toBe(400);
  });

  it('site-user session: POST gives an xsrfToken, password "wrong" is 401, DELETE is 200 {}', async () => {
    const r = await post('/api/site-users/account/session', json({ email: 'ada@example.com', password: 'demo', rememberMe: true }));
    expect(r.status).toBe(200);
    expect(((await r.json()) as { xsrfToken: string }).xsrfToken).toMatch(/^[0-9a-f]{32}$/);
    const bad = await post('/api/site-users/account/session', form({ email: 'ada@example.com', password: 'wrong', rememberMe: 'false' }));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Invalid credentials' });
    const del = await fetch(`${s.base}/api/site-users/account/session?cloneCart=true`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({});
    expect((await received(s.base, '/api/site-users/account/session', 1)).records[0].query).toEqual({ cloneCart: 'true' });
  });

  it('an unknown /api/ path is 404 {error:"Not found"}; a wrong method is 405', async () => {
    const r = await fetch(`${s.base}/api/nothing/here`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: 'Not found' });
    expect((await received(s.base, '/api/nothing/here', 1)).records[0].status).toBe(404);
    const m = await fetch(`${s.base}/api/track/Track`, { method: 'POST' });
    expect(m.status).toBe(405);
    expect(m.headers.get('allow')).toBe('GET');
  });
});

describe('data-layer test endpoints (spec 001 §7 "Generic data layer")', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'])('echo %s', async (method) => {
    const init: RequestInit = { method, headers: { cookie: 'crumb=k1', 'content-type': 'application/json' } };
    if (method !== 'GET') init.body = JSON.stringify({ n: 1 });
    const r = await fetch(`${s.base}/api/test/echo?crumb=k1&a=b`, init);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({
      method,
      query: { crumb: 'k1', a: 'b' },
      body: method === 'GET' ? null : { n: 1 },
      crumb: 'k1',
      cookieCrumb: 'k1',
      credentials: true,
    });
  });

  it('echo says when no cookie came', async () => {
    expect(await (await fetch(`${s.base}/api/test/echo`)).json()).toEqual({
      method: 'GET',
      query: {},
      body: null,
      crumb: null,
      cookieCrumb: null,
      credentials: false,
    });
  });

  it('empty, login-required, authorization-fail, app-error', async () => {
    const empty = await fetch(`${s.base}/api/test/empty`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    const login = await fetch(`${s.base}/api/test/login-required`);
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ loginRequired: true });
    const auth = await fetch(`${s.base}/api/test/authorization-fail`);
    expect(auth.status).toBe(403);
    expect(await auth.json()).toEqual({ authorizationFail: true });
    for (const status of [400, 401, 500, 502]) {
      const r = await fetch(`${s.base}/api/test/app-error?status=${status}`);
      expect(r.status).toBe(status);
      expect(await r.json()).toEqual({ error: 'Application error' });
    }
    expect((await fetch(`${s.base}/api/test/app-error`)).status).toBe(400);
    for (const key of ['message', 'billingErrorCode']) {
      const r = await fetch(`${s.base}/api/test/app-error?status=500&key=${key}`);
      expect(await r.json()).toEqual({ [key]: 'Application error' });
    }
  });

  it('answers cross-origin calls with credentials and their preflight', async () => {
    const origin = 'https://example.test';
    const pre = await fetch(`${s.base}/api/test/echo`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toBe('content-type');
    const r = await fetch(`${s.base}/api/test/echo`, { headers: { origin } });
    expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    expect(r.status).toBe(200);
  });
});

describe('bodies', () => {
  it('reads multipart (a FormData beacon) and refuses bodies over 1 MB with 413', async () => {
    const fd = new FormData();
    fd.set('event', 'hit');
    fd.set('data', '{"a":1}');
    await post('/api/census/RecordHit', { body: fd });
    expect((await received(s.base, '/api/census/RecordHit', 1)).records[0]).toMatchObject({
      bodyType: 'multipart',
      body: { event: 'hit' },
      decoded: { data: { a: 1 } },
    });
    const big = await post('/api/census/RecordHit', { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1_000_001) });
    expect(big.status).toBe(413);
    const fits = await post('/api/census/RecordHit', { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1_000_000) });
    expect(fits.status).toBe(204);
    await post('/api/census/RecordHit', { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1_000_001) });
    expect((await received(s.base, '/api/census/RecordHit', 1)).records[0].status).toBe(413);
  });
});

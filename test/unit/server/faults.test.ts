/// <reference types="node" />
// Fault injection: by control endpoint and by query; status, delay, crumbFail, malformed, times.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { start, json, received, removeDir, type Running } from './helpers.js';

let s: Running;
beforeAll(async () => {
  s = await start();
});
afterEach(async () => {
  await fetch(`${s.base}/__ss/faults`, { method: 'DELETE' });
});
afterAll(async () => {
  await s.stop();
  removeDir(s.dataDir);
});

const addFault = (fault: Record<string, unknown>) => fetch(`${s.base}/__ss/faults`, json(fault));
const echo = (query = '', init: RequestInit = {}) => fetch(`${s.base}/api/test/echo${query}`, init);

async function timed<T>(fn: () => Promise<T>) {
  const t = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t };
}

describe('control endpoint /__ss/faults', () => {
  it('registers, lists and clears faults', async () => {
    const r = await addFault({ path: '/api/test/echo', status: 503, times: 2 });
    expect(r.status).toBe(201);
    const { fault } = (await r.json()) as { fault: { id: number; path: string; status: number; times: number } };
    expect(fault).toMatchObject({ path: '/api/test/echo', status: 503, times: 2, used: 0 });
    const list = (await (await fetch(`${s.base}/__ss/faults`)).json()) as { faults: unknown[] };
    expect(list.faults).toHaveLength(1);
    const cleared = await fetch(`${s.base}/__ss/faults`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect(((await (await fetch(`${s.base}/__ss/faults`)).json()) as { faults: unknown[] }).faults).toEqual([]);
    expect((await echo()).status).toBe(200);
  });

  it('refuses bad faults with 400', async () => {
    for (const bad of [
      { status: 500 },
      { path: 'api/x', status: 500 },
      { path: '/api/x' },
      { path: '/api/x', status: 99 },
      { path: '/api/x', status: 600 },
      { path: '/api/x', delay: -1 },
      { path: '/api/x', status: 500, times: 0 },
      { path: '/api/x', crumbFail: 'yes' },
    ]) {
      const r = await addFault(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(((await r.json()) as { error: string }).error).toBeTypeOf('string');
    }
    expect(
      (await fetch(`${s.base}/__ss/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).status,
    ).toBe(400);
  });

  it('status: answers N with {error:"Injected status N"}, and only for that exact path', async () => {
    await addFault({ path: '/api/test/echo', status: 500 });
    const r = await echo();
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ error: 'Injected status 500' });
    expect((await fetch(`${s.base}/api/test/empty`)).status).toBe(204);
    const [rec] = (await received(s.base, '/api/test/echo', 1)).records;
    expect(rec.status).toBe(500);
    expect(rec.fault).toMatchObject({ status: 500 });
  });

  it('status 204 has no body', async () => {
    await addFault({ path: '/api/test/echo', status: 204 });
    const r = await echo();
    expect(r.status).toBe(204);
    expect(await r.text()).toBe('');
  });

  it('times: applies to that many requests, then the endpoint answers normally', async () => {
    await addFault({ path: '/api/test/echo', status: 502, times: 2 });
    expect((await echo()).status).toBe(502);
    expect((await echo()).status).toBe(502);
    expect((await echo()).status).toBe(200);
    expect(((await (await fetch(`${s.base}/__ss/faults`)).json()) as { faults: unknown[] }).faults).toEqual([]);
  });

  it('several faults on one path apply first-registered first', async () => {
    await addFault({ path: '/api/test/echo', crumbFail: true, times: 1 });
    await addFault({ path: '/api/test/echo', status: 503, times: 1 });
    expect((await echo()).status).toBe(401);
    expect((await echo()).status).toBe(503);
    expect((await echo()).status).toBe(200);
  });

  it('delay: waits the given ms, then answers normally', async () => {
    await addFault({ path: '/api/test/echo', delay: 150, times: 1 });
    const slow = await timed(() => echo());
    expect(slow.value.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(140);
    const fast = await timed(() => echo());
    expect(fast.ms).toBeLessThan(140);
  });

  it('crumbFail: 401 {crumbFail, crumb} and the crumb cookie set to the new token', async () => {
    await addFault({ path: '/api/test/echo', crumbFail: true, times: 1 });
    const r = await echo('?crumb=old', { headers: { cookie: 'crumb=old' } });
    expect(r.status).toBe(401);
    const body = (await r.json()) as { crumbFail: boolean; crumb: string };
    expect(body.crumbFail).toBe(true);
    expect(body.crumb).toMatch(/^[0-9a-f]{32}$/);
    expect(body.crumb).not.toBe('old');
    expect(r.headers.get('set-cookie')).toBe(`crumb=${body.crumb}; Path=/; SameSite=Lax`);
    const retry = await echo(`?crumb=${body.crumb}`, { headers: { cookie: `crumb=${body.crumb}` } });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { cookieCrumb: string }).cookieCrumb).toBe(body.crumb);
  });

  it('crumbFail without a cookie sets exactly one crumb cookie: the new one', async () => {
    await addFault({ path: '/api/test/echo', crumbFail: true, times: 1 });
    const r = await echo();
    const body = (await r.json()) as { crumb: string };
    expect(r.headers.getSetCookie()).toEqual([`crumb=${body.crumb}; Path=/; SameSite=Lax`]);
  });

  it('malformed: 200 with invalid JSON under a JSON content type', async () => {
    await addFault({ path: '/api/test/echo', malformed: true });
    const r = await echo();
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await r.text();
    expect(text).toBe('{"oops": ');
    expect(() => JSON.parse(text)).toThrow();
  });

  it('malformed with a status: that status, still unparsable', async () => {
    await addFault({ path: '/api/test/echo', malformed: true, status: 500 });
    const r = await echo();
    expect(r.status).toBe(500);
    expect(await r.text()).toBe('{"oops": ');
  });

  it('DELETE ?path= clears only that path', async () => {
    await addFault({ path: '/api/test/echo', status: 500 });
    await addFault({ path: '/api/test/empty', status: 500 });
    expect(await (await fetch(`${s.base}/__ss/faults?path=/api/test/echo`, { method: 'DELETE' })).json()).toEqual({ cleared: 1 });
    expect((await echo()).status).toBe(200);
    expect((await fetch(`${s.base}/api/test/empty`)).status).toBe(500);
  });

  it('applies to unknown /api/ paths too', async () => {
    await addFault({ path: '/api/not/real', status: 503 });
    expect((await fetch(`${s.base}/api/not/real`)).status).toBe(503);
  });
});

describe('query faults on any /api/ request', () => {
  it('__status=N', async () => {
    const r = await echo('?__status=503');
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual({ error: 'Injected status 503' });
    const [rec] = (await received(s.base, '/api/test/echo', 1)).records;
    expect(rec).toMatchObject({ status: 503, fault: { source: 'query', status: 503 } });
  });

  it('__delay=MS', async () => {
    const slow = await timed(() => fetch(`${s.base}/api/test/empty?__delay=120`));
    expect(slow.value.status).toBe(204);
    expect(slow.ms).toBeGreaterThanOrEqual(110);
  });

  it('__crumbFail=1', async () => {
    const r = await fetch(`${s.base}/api/form/FormSubmissionKey?__crumbFail=1`, { method: 'POST' });
    expect(r.status).toBe(401);
    const body = (await r.json()) as { crumbFail: boolean; crumb: string };
    expect(body.crumbFail).toBe(true);
    expect(r.headers.get('set-cookie')).toBe(`crumb=${body.crumb}; Path=/; SameSite=Lax`);
  });

  it('__malformed=1', async () => {
    const r = await echo('?__malformed=1');
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('{"oops": ');
  });

  it('a query fault applies to that request only and does not spend a registered one', async () => {
    await addFault({ path: '/api/test/echo', status: 500, times: 1 });
    expect((await echo('?__status=418')).status).toBe(418);
    expect((await echo()).status).toBe(500);
    expect((await echo()).status).toBe(200);
  });

  it('an unreadable query fault is a 400', async () => {
    const r = await echo('?__status=abc');
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: string }).error).toMatch(/^Invalid query fault/);
  });
});

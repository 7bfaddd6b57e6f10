/// <reference types="node" />
// The auth endpoints (spec 001 §7): the owner's Logout and the site user's session, with the
// xsrfToken the client sends back in X-XSRF-Token, and a crumbFail once on request.
import { describe, it, expect } from 'vitest';
import { serverForTests, json, received } from './helpers.js';

const s = serverForTests();

const SESSION = '/api/site-users/account/session';
const cookieOf = (r: Response, name: string) => r.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

async function signIn(email = 'member@tidewater.example') {
  const r = await fetch(`${s.base}${SESSION}`, json({ email, password: 'demo', rememberMe: false }));
  const body = (await r.json()) as { xsrfToken: string; siteUser: { id: string; email: string; firstName?: string } };
  const session = cookieOf(r, 'ss_member_session')!.split(';')[0]!;
  return { r, body, session };
}

describe('site-user session', () => {
  it('keeps no password: the sign-in is recorded with its password redacted, in the inspector and the log', async () => {
    await signIn('secret-check@tidewater.example');
    const { records } = await received(s.base, SESSION);
    const rec = records.find((r) => JSON.stringify(r.body).includes('secret-check'))!;
    expect(rec.body).toMatchObject({ email: 'secret-check@tidewater.example', password: '[redacted]' });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(`${s.dataDir}/log.jsonl`, 'utf8')).not.toContain('"password":"demo"');
  });

  it('signs the demo member in: an xsrfToken, the member, an HttpOnly session cookie (no Max-Age without rememberMe)', async () => {
    const { r, body } = await signIn();
    expect(r.status).toBe(200);
    expect(body.xsrfToken).toMatch(/^[0-9a-f]{32}$/);
    expect(body.siteUser).toEqual({ id: 'member-demo', email: 'member@tidewater.example', firstName: 'Morgan' });
    const cookie = cookieOf(r, 'ss_member_session')!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain('Max-Age');
  });

  it('DELETE with the session needs its xsrfToken in X-XSRF-Token: missing or wrong → 403 and the session stays', async () => {
    const { body, session } = await signIn();
    const missing = await fetch(`${s.base}${SESSION}?cloneCart=false`, { method: 'DELETE', headers: { cookie: session } });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: 'Invalid XSRF token' });
    const wrong = await fetch(`${s.base}${SESSION}?cloneCart=false`, {
      method: 'DELETE',
      headers: { cookie: session, 'x-xsrf-token': 'nope' },
    });
    expect(wrong.status).toBe(403);
    const ok = await fetch(`${s.base}${SESSION}?cloneCart=true`, {
      method: 'DELETE',
      headers: { cookie: session, 'X-XSRF-Token': body.xsrfToken },
    });
    expect(ok.status).toBe(200);
    expect(cookieOf(ok, 'ss_member_session')).toContain('Max-Age=0');
    const [last, middle, first] = (await received(s.base, SESSION, 3)).records as {
      decoded: { xsrf: string; cloneCart: string };
      headers: Record<string, string>;
    }[];
    expect([first!.decoded.xsrf, middle!.decoded.xsrf, last!.decoded.xsrf]).toEqual(['missing', 'mismatch', 'matched']);
    expect(last!.decoded.cloneCart).toBe('true');
    expect(last!.headers['x-xsrf-token']).toBe(body.xsrfToken);
    // The session is over: the same cookie again is no session (200).
    const again = await fetch(`${s.base}${SESSION}`, { method: 'DELETE', headers: { cookie: session } });
    expect(again.status).toBe(200);
  });

  it('a crumbFail once on request: the first DELETE answers 401 {crumbFail, crumb} with the new crumb cookie, the next succeeds', async () => {
    const set = await fetch(`${s.base}/__ss/faults`, json({ path: SESSION, crumbFail: true, times: 1 }));
    expect(set.status).toBe(201);
    const first = await fetch(`${s.base}${SESSION}?cloneCart=false`, { method: 'DELETE' });
    expect(first.status).toBe(401);
    const answer = (await first.json()) as { crumbFail: boolean; crumb: string };
    expect(answer.crumbFail).toBe(true);
    expect(cookieOf(first, 'crumb')).toContain(answer.crumb);
    expect((await fetch(`${s.base}${SESSION}?cloneCart=false`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('Logout', () => {
  it("answers 200 {} and ends a member session and the demo's owner view", async () => {
    const r = await fetch(`${s.base}/api/auth/Logout`, { method: 'POST' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({});
    expect(cookieOf(r, 'ss_member_session')).toContain('Max-Age=0');
    expect(cookieOf(r, 'ss_demo_view')).toContain('Max-Age=0');
  });
});

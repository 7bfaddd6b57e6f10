import { describe, expect, it } from 'vitest';
import {
  configAreaUrl,
  configOrigin,
  configPath,
  isLocalhost,
  loginUrl,
  redirectDecision,
  type RedirectContext,
  type RedirectInput,
} from '../../../src/model/config-redirect.js';

const owner: RedirectContext = {
  authenticatedAccount: { id: 'acc-1' },
  websiteRoles: { '1': true },
  website: { identifier: 'tidewater' },
  appDomain: 'example-builder.com',
};
const page = new URL('https://www.tidewater.example/journal/harbour?tag=boats&page=2#top');
const input = (over: Partial<RedirectInput> = {}): RedirectInput => ({
  context: owner,
  url: page,
  noRedirectRemembered: false,
  top: true,
  ...over,
});

describe('the owner config redirect (spec 001 §2)', () => {
  it('sends an authenticated owner on a public page in the top window to /config/ with frameUrl = encoded path + query', () => {
    expect(redirectDecision(input())).toEqual({
      redirect: true,
      to: '/config/?frameUrl=%2Fjournal%2Fharbour%3Ftag%3Dboats%26page%3D2',
      rememberNoRedirect: false,
    });
  });

  it('frameUrl is the path alone when there is no query, and survives characters that need encoding', () => {
    expect(configPath(new URL('https://a.example/'))).toBe('/config/?frameUrl=%2F');
    const odd = new URL('https://a.example/caf%C3%A9/a b?q=x&y=%26#h');
    const to = configPath(odd);
    expect(new URLSearchParams(to.split('?')[1]).get('frameUrl')).toBe(odd.pathname + odd.search);
  });

  describe('the exceptions table: each alone keeps the owner on the page', () => {
    const rows: [string, Partial<RedirectInput>, string][] = [
      ['localhost', { url: new URL('http://localhost:8813/journal') }, 'localhost'],
      ['127.0.0.1', { url: new URL('http://127.0.0.1:8080/') }, 'localhost'],
      ['[::1]', { url: new URL('http://[::1]:8080/') }, 'localhost'],
      ['a *.localhost name', { url: new URL('http://site.localhost/') }, 'localhost'],
      ['the query parameter noredirect', { url: new URL('https://www.tidewater.example/journal?noredirect') }, 'noredirect'],
      ['noredirect=1', { url: new URL('https://www.tidewater.example/?noredirect=1') }, 'noredirect'],
      ['noredirect remembered for the session', { noRedirectRemembered: true }, 'noredirect'],
      ['developer mode', { context: { ...owner, website: { ...owner.website, developerMode: true } } }, 'developer-mode'],
      ['a cloneable site', { context: { ...owner, website: { ...owner.website, cloneable: true } } }, 'cloneable'],
      ['a viewer-only user', { context: { ...owner, websiteRoles: [10] } }, 'viewer-only'],
      ['not the top window (a frame)', { top: false }, 'not-top'],
      ['already under /config', { url: new URL('https://www.tidewater.example/config/pages') }, 'config'],
      ['an anonymous visitor', { context: { ...owner, authenticatedAccount: null } }, 'anonymous'],
    ];
    for (const [name, over, reason] of rows) {
      it(name, () => {
        const d = redirectDecision(input(over));
        expect(d.redirect).toBe(false);
        expect(d).toMatchObject({ reason });
      });
    }
  });

  it('developerMode and cloneable false, a /configure path and a 128.0.0.1 host are not exceptions', () => {
    expect(
      redirectDecision(input({ context: { ...owner, website: { identifier: 'x', developerMode: false, cloneable: false } } })).redirect,
    ).toBe(true);
    expect(redirectDecision(input({ url: new URL('https://a.example/configure') })).redirect).toBe(true);
    expect(redirectDecision(input({ url: new URL('http://128.0.0.1/') })).redirect).toBe(true);
    expect(redirectDecision(input({ url: new URL('https://localhost.example/') })).redirect).toBe(true);
  });

  it('asks to remember noredirect whenever the address carries it, whatever else applies', () => {
    expect(redirectDecision(input({ url: new URL('https://a.example/?noredirect') })).rememberNoRedirect).toBe(true);
    expect(redirectDecision(input({ url: new URL('http://localhost/?noredirect') })).rememberNoRedirect).toBe(true);
    expect(redirectDecision(input({ noRedirectRemembered: true })).rememberNoRedirect).toBe(false);
  });

  it('isLocalhost', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]', '::1', 'a.localhost'].every(isLocalhost)).toBe(true);
    expect(['localhost.com', '10.0.0.1', 'example.com', '1270.0.0.1'].some(isLocalhost)).toBe(false);
  });
});

describe('the config area at the identifier subdomain (spec 001 §2, §4 "Escape key")', () => {
  it('is https://<identifier>.<appDomain>/config/?frameUrl=…', () => {
    expect(configAreaUrl(owner, page)).toBe(
      'https://tidewater.example-builder.com/config/?frameUrl=%2Fjournal%2Fharbour%3Ftag%3Dboats%26page%3D2',
    );
  });
  it('takes the host of an appDomain given with a scheme, and keeps a port', () => {
    expect(configOrigin({ ...owner, appDomain: 'https://example-builder.com/' })).toBe('https://tidewater.example-builder.com');
    expect(configOrigin({ ...owner, appDomain: 'builder.test:8443' })).toBe('https://tidewater.builder.test:8443');
  });
  it("falls back to the page's own origin without an identifier or appDomain, or with one that is not a host label", () => {
    for (const ctx of [
      { ...owner, appDomain: undefined },
      { ...owner, website: {} },
      { ...owner, website: { identifier: 'evil.com#' } },
      { ...owner, website: { identifier: 'a/b' } },
      { ...owner, appDomain: 'evil.com/x?' },
      { ...owner, appDomain: 'not a url://' },
    ]) {
      expect(configAreaUrl(ctx, page)).toBe('https://www.tidewater.example/config/?frameUrl=%2Fjournal%2Fharbour%3Ftag%3Dboats%26page%3D2');
    }
  });
});

describe('the login for useEscapeKeyToLogin (spec 001 §6; the address is ours)', () => {
  it('is /config/login on the config area, frameUrl back to the page, account creation off', () => {
    const url = new URL(loginUrl(owner, page));
    expect(url.origin + url.pathname).toBe('https://tidewater.example-builder.com/config/login');
    expect(url.searchParams.get('frameUrl')).toBe('/journal/harbour?tag=boats&page=2');
    expect(url.searchParams.get('createAccount')).toBe('false');
  });
});

// The consent rule (spec 001 §3 "Cookie banner settings", §4 "Cookie banner", §9): each of the
// two restrictive flags alone holds tracking back until the visitor accepts; a decline holds
// it back whatever the policy. The page is a stand-in: the site context from the platform's
// global, cookies written to a list.
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { resetSiteContext } from '../../../src/contract/site-context.js';
import { applyPolicy, mayTrack, policy, resetConsent, setChoice, whenTrackingAllowed } from '../../../src/services/consent.js';

let cookies: Map<string, string>;
/** Cookies as `document.cookie` keeps them: a write with Max-Age=0 removes one. */
const fakeDocument = {
  getElementById: () => null,
  readyState: 'complete',
  get cookie() {
    return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  },
  set cookie(line: string) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (/Max-Age=0(;|$)/.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  },
};

function page(cookieSettings: Record<string, unknown>, initial: Record<string, string> = {}): void {
  cookies = new Map(Object.entries(initial));
  vi.stubGlobal('Static', { SQUARESPACE_CONTEXT: { cookieSettings } });
  resetSiteContext();
}

beforeEach(() => {
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('location', { protocol: 'https:' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSiteContext();
  resetConsent();
});

const POLICIES = [
  ['no restrictive flag', {}, false],
  ['isRestrictiveCookiePolicyEnabled alone', { isRestrictiveCookiePolicyEnabled: true }, true],
  ['isRestrictiveCookiePolicyAbsolute alone', { isRestrictiveCookiePolicyAbsolute: true }, true],
  ['both flags', { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true }, true],
  ['both flags false', { isRestrictiveCookiePolicyEnabled: false, isRestrictiveCookiePolicyAbsolute: false }, false],
] as const;

describe.each(POLICIES)('%s', (_, settings, restrictive) => {
  it(restrictive ? 'is restrictive: no tracking before a choice' : 'is not restrictive: tracking without a choice', () => {
    page(settings);
    expect(policy().restrictive).toBe(restrictive);
    expect(mayTrack()).toBe(!restrictive);
  });

  it('tracks once accepted, never once declined', () => {
    page(settings, { ss_cookieAllowed: 'true' });
    expect(mayTrack()).toBe(true);
    page(settings, { ss_cookieAllowed: 'false' });
    expect(mayTrack()).toBe(false);
  });

  it(restrictive ? 'clears the tracking cookies at start without a choice' : 'keeps the tracking cookies', () => {
    page(settings, { ss_cvr: 'v|1|2|3|4', ss_cvt: '1', ss_cid: 'c', other: 'kept' });
    applyPolicy();
    expect([...cookies.keys()].sort()).toEqual(restrictive ? ['other'] : ['other', 'ss_cid', 'ss_cvr', 'ss_cvt']);
  });

  it(restrictive ? 'starts tracking when the visitor accepts, not before' : 'starts tracking at once', () => {
    page(settings);
    const start = vi.fn();
    whenTrackingAllowed(start);
    expect(start).toHaveBeenCalledTimes(restrictive ? 0 : 1);
    setChoice(true);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

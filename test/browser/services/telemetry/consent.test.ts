// Consent and visitor tracking (spec 001 §4 "Cookie banner", §9; spec 000 §4 "Visitor
// tracking", §9): the real cookie jar (read through the Cookie Store API, which shows each
// cookie's expiry) and what the reference server received. Under the restrictive policy no
// tracking request leaves before consent, and consent given later starts tracking at once.
import { expect } from '@open-wc/testing';
import { choice, mayTrack, setChoice } from '../../../../src/services/consent.js';
import { startTelemetry } from '../../../../src/services/telemetry.js';
import { trackVisit, analyticsId } from '../../../../src/services/visitor.js';
import { trace, recordEvent } from '../../../../src/services/census.js';
import { trackEvent } from '../../../../src/services/analytics.js';
import { cookie, frames, mark, received, resetAll, siteContextWith, takeTurns } from './helpers.js';

const DAY = 86_400_000;
const TRACKING_PATHS = ['/api/census/RecordHit', '/api/track/Track', '/api/events/Trace', '/api/events/RecordEvent', '/api/v1/events'];

/** A cookie's expiry as the browser keeps it, in ms from now. */
async function expiresIn(name: string): Promise<number | undefined> {
  const store = (globalThis as unknown as { cookieStore: { get(n: string): Promise<{ expires: number | null } | null> } }).cookieStore;
  const c = await store.get(name);
  return c?.expires == null ? undefined : c.expires - Date.now();
}

/** Requests on the tracking paths that carry this test's marker. */
async function trackingRequests(m: string): Promise<string[]> {
  const out: string[] = [];
  for (const p of TRACKING_PATHS) for (const r of await received(p)) if (JSON.stringify([r.body, r.query]).includes(m)) out.push(p);
  return out;
}

const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: false } };

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('consent (spec 001 §4, §9)', function () {
  this.timeout(20000);
  beforeEach(resetAll);
  afterEach(resetAll);

  it('stores the choice in ss_cookieAllowed for 30 days', async () => {
    expect(choice()).to.equal(undefined);
    setChoice(true);
    expect(cookie('ss_cookieAllowed')).to.equal('true');
    expect(choice()).to.equal('accepted');
    const left = (await expiresIn('ss_cookieAllowed'))!;
    expect(left).to.be.within(30 * DAY - 60_000, 30 * DAY + 1000);
    setChoice(false);
    expect(choice()).to.equal('declined');
  });

  it('without the restrictive policy, tracking needs no choice; a decline stops it', () => {
    expect(mayTrack()).to.equal(true);
    setChoice(false);
    expect(mayTrack()).to.equal(false);
  });

  it('under the restrictive policy without consent: tracking cookies are cleared, none is written, no tracking request leaves', async () => {
    document.cookie = 'ss_cvr=old|1|1|1|1; Path=/';
    document.cookie = 'ss_cvt=1; Path=/';
    document.cookie = 'ss_cid=old; Path=/';
    siteContextWith(restrictive);
    const m = mark();
    startTelemetry({ app: m, performance: false });
    expect(cookie('ss_cvr')).to.equal(undefined);
    expect(cookie('ss_cvt')).to.equal(undefined);
    expect(cookie('ss_cid')).to.equal(undefined);
    expect(trackVisit()).to.equal(undefined);
    expect(analyticsId()).to.equal(undefined);
    await trace('click', { m });
    await recordEvent('custom', { m });
    expect(await trackEvent({ actor: m, action: 'a', event_owner_team: 't', event_source: 's', object_type: 'o' })).to.equal(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(await trackingRequests(m)).to.deep.equal([]);
    expect(document.cookie).to.not.match(/ss_cv[rt]=|ss_cid=/);
  });

  it('consent given later starts tracking at once, without a reload', async () => {
    siteContextWith(restrictive);
    const m = mark();
    startTelemetry({ app: m, performance: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(await trackingRequests(m)).to.deep.equal([]);
    setChoice(true);
    await frames(async () => (await trackingRequests(m)).length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    expect((await trackingRequests(m)).sort()).to.deep.equal(['/api/census/RecordHit', '/api/track/Track']);
    expect(cookie('ss_cvr')).to.match(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
  });

  it('declining clears what tracks the visitor', () => {
    trackVisit();
    analyticsId();
    sessionStorage.setItem('ss-first-session', 'true');
    expect(cookie('ss_cvr')).to.not.equal(undefined);
    setChoice(false);
    expect(cookie('ss_cvr')).to.equal(undefined);
    expect(cookie('ss_cvt')).to.equal(undefined);
    expect(cookie('ss_cid')).to.equal(undefined);
    expect(sessionStorage.getItem('ss-first-session')).to.equal(null);
  });
});

describe('visitor tracking (spec 000 §4, §9)', function () {
  this.timeout(20000);
  beforeEach(resetAll);
  afterEach(resetAll);

  it('a first visit: a visitor cookie for 63072000000 ms with count 1, a session cookie for 1800000 ms, the first flags', async () => {
    const visit = trackVisit(1_700_000_000_000)!;
    expect(visit.newVisitor).to.equal(true);
    expect(cookie('ss_cvr')).to.equal(`${visit.visitor.id}|1700000000000|1700000000000|1700000000000|1`);
    expect(cookie('ss_cvt')).to.equal('1700000000000');
    // Chromium keeps a cookie 400 days at most (RFC 6265bis): the spec's two years are capped.
    const capped = Math.min(63_072_000_000, 400 * DAY);
    expect((await expiresIn('ss_cvr'))!).to.be.within(capped - 60_000, capped + 1000);
    expect((await expiresIn('ss_cvt'))!).to.be.within(1_800_000 - 60_000, 1_800_000 + 1000);
    expect(sessionStorage.getItem('ss-first-session')).to.equal('true');
    expect(sessionStorage.getItem('ss-first-landing')).to.equal(location.href);
  });

  it('an expired session with a valid visitor: one more visit and a new session', () => {
    document.cookie = 'ss_cvr=v1|100|200|300|4; Path=/';
    const visit = trackVisit(1_700_000_000_000)!;
    expect(cookie('ss_cvr')).to.equal('v1|100|300|1700000000000|5');
    expect(visit.newSession).to.equal(true);
    expect(sessionStorage.getItem('ss-first-session')).to.equal('false');
  });

  it('within a session: the same visit, its session kept alive', () => {
    document.cookie = 'ss_cvr=v1|100|200|300|4; Path=/';
    document.cookie = 'ss_cvt=250; Path=/';
    trackVisit(1_700_000_000_000);
    expect(cookie('ss_cvr')).to.equal('v1|100|200|300|4');
    expect(cookie('ss_cvt')).to.equal('250');
  });

  it('invalid cookies are replaced', () => {
    document.cookie = 'ss_cvr=not-a-record; Path=/';
    document.cookie = 'ss_cvt=-1; Path=/';
    const visit = trackVisit(1_700_000_000_000)!;
    expect(visit.newVisitor).to.equal(true);
    expect(cookie('ss_cvr')).to.match(/^[\w-]+\|1700000000000\|1700000000000\|1700000000000\|1$/);
    expect(cookie('ss_cvt')).to.equal('1700000000000');
  });

  it('the analytics cookie lasts 390 days', async () => {
    const id = analyticsId()!;
    expect(cookie('ss_cid')).to.equal(id);
    expect(analyticsId()).to.equal(id);
    expect((await expiresIn('ss_cid'))!).to.be.within(390 * DAY - 60_000, 390 * DAY + 1000);
  });
});

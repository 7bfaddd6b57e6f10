// The platform's page analytics (spec 001 §3 "Census hit data", "Content item record types",
// §6, §7 census, Trace, Track, RecordEvent; spec 000 §3 "Older tracker payload") and the
// central events service (spec 000 §3 "Analytics event", §7, §8) against the reference server.
import { expect } from '@open-wc/testing';
import {
  analyticsName,
  recordButtonClick,
  recordCensus,
  recordEvent,
  recordHit,
  recordQuickView,
  trace,
  track,
  trackedVisitor,
} from '../../../../src/services/census.js';
import { trackEvent } from '../../../../src/services/analytics.js';
import { createStore, values } from 'idb-keyval';
import { flush } from '../../../../src/services/outbox.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { clearFaults, cookie, fault, frames, kept, mark, received, resetAll, siteContextWith, takeTurns } from './helpers.js';

type Form = Record<string, string>;
const bodies = async (path: string, m: string) => (await received(path)).filter((r) => JSON.stringify([r.body, r.query]).includes(m));
const common = (m: string) => ({ actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: m, object_type: 'button' });

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('census, trace, track and the older tracker (spec 001 §7)', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;
  beforeEach(resetAll);
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await clearFaults('/api/v1/events');
    await resetAll();
  });

  it('a page hit: POST /api/census/RecordHit with event, the hit data of spec 001 §3 as JSON, and ss_cvr', async () => {
    siteContextWith({
      website: { id: 'w1' },
      templateId: 't1',
      collection: { id: 'c1' },
      item: { id: 'i1', recordType: 'text' },
      memberAccount: { id: 'm1' },
    });
    document.cookie = 'ss_cvr=v1|1|2|3|4; Path=/';
    const m = mark();
    await recordHit();
    const [hit] = await bodies('/api/census/RecordHit', m);
    const body = hit.body as Form;
    expect(body.event).to.equal('view');
    expect(body.ss_cvr).to.equal('v1|1|2|3|4');
    expect(body.eventId).to.be.a('string');
    expect(JSON.parse(body.data)).to.deep.include({
      websiteId: 'w1',
      templateId: 't1',
      userAgent: navigator.userAgent,
      url: location.href,
      title: m,
      itemId: 'i1',
      recordType: 'blog-post',
      collectionId: 'c1',
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      memberId: 'm1',
    });
    expect(JSON.parse(body.data).clientDate).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.parse(body.data).website_locale).to.be.a('string');
  });

  it('visitor data restricted: no visitor cookie in what is sent', async () => {
    siteContextWith({ cookieSettings: { isVisitorDataRestricted: true } });
    document.cookie = 'ss_cvr=v1|1|2|3|4; Path=/';
    const m = mark();
    await recordHit();
    expect(((await bodies('/api/census/RecordHit', m))[0]!.body as Form).ss_cvr).to.equal('');
  });

  it('the search page is not a page view', async () => {
    const address = location.href;
    history.replaceState(null, '', '/search?marker=nope');
    try {
      await recordHit();
    } finally {
      history.replaceState(null, '', address);
    }
    expect(await bodies('/api/census/RecordHit', 'marker=nope')).to.deep.equal([]);
  });

  it('owners and editors are not tracked; viewer-only accounts are; nothing in the editing backend', () => {
    expect(trackedVisitor({})).to.equal(true);
    expect(trackedVisitor({ authenticatedAccount: { id: 'a' }, websiteRoles: { '1': true } })).to.equal(false);
    expect(trackedVisitor({ authenticatedAccount: { id: 'a' }, websiteRoles: { '10': true } })).to.equal(true);
    expect(trackedVisitor({ authenticatedAccount: { id: 'a' } })).to.equal(false);
    const address = location.href;
    history.replaceState(null, '', '/config/pages');
    try {
      expect(trackedVisitor({})).to.equal(false);
    } finally {
      history.replaceState(null, '', address);
    }
  });

  it('maps content record types to analytics names (spec 001 §3)', () => {
    expect(['audio', 'event', 'image', 'portfolio item', 'text', 'video', 'store item'].map(analyticsName)).to.deep.equal([
      'album-track',
      'event-item',
      'gallery-image',
      'portfolio-item',
      'blog-post',
      'gallery-video',
      undefined,
    ]);
    expect(['constructor', 'toString', '__proto__', 5].map(analyticsName), 'no inherited names').to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('overlay, button render and form render census; quick views by item', async () => {
    const m = mark();
    await recordCensus('overlay', { overlayId: m });
    await recordCensus('button-render', {
      id: m,
      buttonText: 'Go',
      clickthroughUrl: '/x',
      alignment: 'center',
      size: 'medium',
      newWindow: false,
      context: 'page',
    });
    await recordQuickView(`item-${m}`);
    expect(((await bodies('/api/census/overlay', m))[0]!.body as Form).overlayId).to.equal(m);
    expect((await bodies('/api/census/button-render', m))[0]!.body).to.include({
      id: m,
      buttonText: 'Go',
      clickthroughUrl: '/x',
      alignment: 'center',
      size: 'medium',
      newWindow: 'false',
      context: 'page',
    });
    expect((await received(`/api/census/RecordQuickView/item-${m}`)).length).to.equal(1);
  });

  it('a button click waits for its census 2.5 s at most', async () => {
    clock = installManualClock(window, { date: true });
    await fault({ path: '/api/census/button-click', delay: 10_000, times: 1 });
    let done = false;
    void recordButtonClick({ id: 'b1' }).then(() => (done = true));
    await clock.advance(2499);
    expect(done).to.equal(false);
    await clock.advance(1);
    expect(done).to.equal(true);
    await clearFaults('/api/census/button-click');
  });

  it('trace events go in one batch 30 s after the first, as form data with a JSON list', async () => {
    clock = installManualClock(window, { date: true });
    const m = mark();
    await trace('click', { m, n: 1 });
    await clock.advance(10_000);
    await trace('scroll', { m, n: 2 });
    await clock.advance(19_999);
    expect(await bodies('/api/events/Trace', m)).to.deep.equal([]);
    await clock.advance(1);
    await frames(async () => (await bodies('/api/events/Trace', m)).length === 1);
    const list = JSON.parse(((await bodies('/api/events/Trace', m))[0]!.body as Form).data) as {
      pageUrl: string;
      type: string;
      data: unknown;
      id: string;
    }[];
    expect(list.map((e) => [e.pageUrl, e.type, e.data])).to.deep.equal([
      [location.href, 'click', { m, n: 1 }],
      [location.href, 'scroll', { m, n: 2 }],
    ]);
    expect(list.every((e) => typeof e.id === 'string')).to.equal(true);
  });

  it('the track pixel: an image request with landing, refer, rk, lang, screen and the marketing parameters', async () => {
    const m = mark();
    const address = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search}&source=news&campaign=spring&mkwid=k1&other=no`);
    try {
      await track();
    } finally {
      history.replaceState(null, '', address);
    }
    const [pixel] = await bodies('/api/track/Track', m);
    expect(pixel.method).to.equal('GET');
    expect(pixel.query).to.include({
      refer: document.referrer,
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 'news',
      campaign: 'spring',
      mkwid: 'k1',
    });
    expect(pixel.query.landing).to.contain(m);
    expect(pixel.query.rk).to.be.a('string');
    expect(pixel.query).to.not.have.property('other');
  });

  it('the track pixel: a 4xx answer is logged and dropped, never sent again; a 5xx is tried again', async () => {
    const sent = async (m: string) => (await bodies('/api/track/Track', m)).length;
    await fault({ path: '/api/track/Track', status: 404, times: 1 });
    const dropped = mark();
    const first = await captureConsole('error', () => track());
    expect(first.messages.map((x) => x[0])).to.deep.include('Error tracking event: HTTP Status 404');
    const queued = async () => (await values(createStore('ss-blocks-outbox', 'items'))).filter((i) => i?.channel === 'track');
    expect(await queued(), 'a 404 leaves nothing queued').to.deep.equal([]);
    await flush();
    expect(await sent(dropped), 'a 404 is not sent again').to.equal(1);
    await fault({ path: '/api/track/Track', status: 503, times: 1 });
    clock = installManualClock(window, { date: true });
    const retried = mark();
    const second = await captureConsole('error', () => track());
    expect(second.messages.map((x) => x[0])).to.deep.include('Error tracking event: HTTP Status 503');
    // The outbox's first retry, 1 s after the answer: the server's 1x1 image delivers it.
    await clock.scheduled();
    await clock.advance(1000);
    await frames(async () => (await sent(retried)) === 2);
    await flush();
    expect(await sent(retried)).to.equal(2);
    expect(await sent(dropped)).to.equal(1);
    await clearFaults('/api/track/Track');
  });

  it('the older tracker: form-encoded crumb, event and the payload of spec 000 §3', async () => {
    await fetch('/api/test/echo');
    siteContextWith({ website: { id: 'w1' }, templateId: 't1', memberAccount: { id: 'm1' } });
    const m = mark();
    await recordEvent('newsletter-signup', { m });
    const [rec] = await bodies('/api/events/RecordEvent', m);
    const body = rec.body as Form;
    expect(rec.headers['content-type']).to.contain('application/x-www-form-urlencoded');
    expect(body.crumb).to.equal(document.cookie.match(/crumb=([^;]+)/)![1]);
    expect(body.event).to.equal('newsletter-signup');
    expect(JSON.parse(body.data)).to.deep.equal({
      websiteId: 'w1',
      memberAccountId: 'm1',
      website_locale: document.documentElement.lang || navigator.language,
      member_locale: navigator.language,
      templateId: 't1',
      variantId: '',
      pageHash: location.hash,
      pagePath: location.pathname,
      m,
    });
  });
});

describe('the central events service (spec 000 §3, §7, §8)', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;
  beforeEach(resetAll);
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await clearFaults('/api/v1/events');
    await resetAll();
  });

  it('POSTs JSON with the analytics id and checked common fields; the analytics id lives in its cookie, the others in storage', async () => {
    const m = mark();
    expect(await trackEvent(common(m), { plan: 'pro' }, 'button_click')).to.equal(true);
    const [rec] = (await received('/api/v1/events')).filter((r) => JSON.stringify(r.body).includes(m));
    expect(rec.headers['content-type']).to.equal('application/json');
    const body = rec.body as {
      analyticsId: string;
      commonData: Record<string, unknown>;
      customData: unknown;
      customSchemaName: string;
      id: string;
    };
    expect(body.analyticsId).to.be.a('string').and.not.equal('');
    expect(body.analyticsId).to.equal(cookie('ss_cid'));
    expect(body.commonData).to.include({
      ...common(m),
      page_path: location.pathname,
      user_marketing_id: localStorage.getItem('ss-marketing-id'),
      user_session_id: sessionStorage.getItem('ss-session-id'),
    });
    expect(body.customData).to.deep.equal({ plan: 'pro' });
    expect(body.customSchemaName).to.equal('button_click');
    expect((await kept('/api/v1/events')).filter((e) => JSON.stringify(e).includes(m))).to.have.length(1);
  });

  it('the analytics cookie ss_cid: 390 days, path /, made once and kept (000 §9)', async () => {
    const before = Date.now();
    await trackEvent(common(mark()));
    const first = cookie('ss_cid');
    await trackEvent(common(mark()));
    expect(cookie('ss_cid'), 'the same id').to.equal(first);
    const stored = await (globalThis as unknown as { cookieStore: CookieStoreLike }).cookieStore.get('ss_cid');
    expect(stored!.path).to.equal('/');
    const days = (stored!.expires! - before) / 86_400_000;
    expect(days).to.be.within(389.99, 390.01);
  });

  it("'no payload' without one; a required field missing: nothing sent", async () => {
    const { messages } = await captureConsole('error', () => trackEvent(undefined));
    expect(messages.map((x) => x[0])).to.deep.equal(['no payload']);
    const m = mark();
    const { result } = await captureConsole('warn', () => trackEvent({ ...common(m), actor: 5 }));
    expect(await result).to.equal(false);
    expect((await received('/api/v1/events')).filter((r) => JSON.stringify(r.body).includes(m))).to.deep.equal([]);
  });

  it("'Data is empty' for common data without a field: nothing sent", async () => {
    const before = (await received('/api/v1/events')).length;
    const { messages, result } = await captureConsole('error', () => trackEvent({}));
    expect(result).to.equal(false);
    expect(messages.map((x) => x[0])).to.deep.equal(['Data is empty']);
    expect(await received('/api/v1/events')).to.have.length(before);
  });

  it("'Error tracking event: HTTP Status 400' for an answer that is not accepted", async () => {
    await fault({ path: '/api/v1/events', status: 400, times: 1 });
    const m = mark();
    const { messages } = await captureConsole('error', async () => {
      await trackEvent(common(m));
      await frames(async () => (await received('/api/v1/events')).some((r) => JSON.stringify(r.body).includes(m)));
    });
    expect(messages.map((x) => x[0])).to.deep.include('Error tracking event: HTTP Status 400');
  });

  it('only 200 and 202 deliver an event: a 204 is logged and dropped, a 503 logged and tried again', async () => {
    const sent = async (m: string) => (await received('/api/v1/events')).filter((r) => JSON.stringify(r.body).includes(m)).length;
    await fault({ path: '/api/v1/events', status: 204, times: 1 });
    const dropped = mark();
    const first = await captureConsole('error', async () => {
      await trackEvent(common(dropped));
      await frames(async () => (await sent(dropped)) === 1);
    });
    expect(first.messages.map((x) => x[0])).to.deep.include('Error tracking event: HTTP Status 204');
    await fault({ path: '/api/v1/events', status: 503, times: 1 });
    clock = installManualClock(window, { date: true });
    const retried = mark();
    const second = await captureConsole('error', async () => {
      await trackEvent(common(retried));
      await frames(async () => (await sent(retried)) === 1);
    });
    expect(second.messages.map((x) => x[0])).to.deep.include('Error tracking event: HTTP Status 503');
    // The outbox's first retry, 1 s after the answer.
    await clock.scheduled();
    await clock.advance(1000);
    await frames(async () => (await sent(retried)) === 2);
    expect(await sent(dropped), 'a 204 is not sent again').to.equal(1);
  });

  it("storage refused: 'Unable access local/session storage.'", async () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const { messages } = await captureConsole('warn', () => trackEvent(common(mark())));
      expect(messages.map((x) => x[0])).to.deep.include('Unable access local/session storage.');
    } finally {
      Object.defineProperty(window, 'localStorage', real);
    }
  });

  it("an id that cannot be stored: 'Unable to store analyticsId'", async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const { messages } = await captureConsole('warn', () => trackEvent(common(mark())));
      expect(messages.map((x) => x[0])).to.deep.include('Unable to store analyticsId');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});

/** The Cookie Store API's reading (Chromium): what document.cookie does not say. */
interface CookieStoreLike {
  get(name: string): Promise<{ path?: string; expires?: number | null } | null>;
}

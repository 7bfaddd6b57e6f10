// The RUM client and user timing (spec 000 §3 "Performance event", §7, §8, §9 "Performance
// and timing") against the reference server: the settings and their gates, the metrics of a
// real page load in a frame (sent by beacon when it goes), the 30 s flush, user timing.
import { expect, fixture } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { startErrorReporting } from '../../../../src/services/error-reporting.js';
import { CLIENT_VERSION, mark, measure, startPerformance, timeToInteractive } from '../../../../src/services/performance.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { clearFaults, fault, frames, kept, received, resetAll, siteContextWith, takeTurns } from './helpers.js';

const SETTINGS = '/api/1/performance/settings';
const RECORDS = '/api/1/performance/records';
type Perf = { app: string; event: string; data: Record<string, unknown>; pageLoadId: string; ts: number; id: string };
let n = 0;
const appName = () => `rum${Date.now().toString(36)}${++n}`;
const eventsOf = async (app: string) => (await kept<Perf>(RECORDS)).filter((e) => e.app === app);
const rollouts = (app: string, flags: Record<string, boolean>) =>
  fault({
    path: SETTINGS,
    status: 200,
    json: { pageLoadId: `pl-${app}`, rollouts: { rum: true, [app]: true, 'track-page-speed': true, 'track-user-timing': true, ...flags } },
    times: 1,
  });

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('performance (RUM) and user timing', function () {
  this.timeout(30000);
  let clock: ManualClock | undefined;
  const mochaOnError = window.onerror;

  beforeEach(async () => {
    await resetAll();
    window.onerror = null;
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    window.onerror = mochaOnError;
    await clearFaults(SETTINGS);
    await clearFaults(RECORDS);
  });

  describe('settings (spec 000 §7)', () => {
    it('asks GET /api/1/performance/settings for the app, and measures under its pageLoadId (client 4.0.7)', async () => {
      const app = appName();
      siteContextWith({
        website: { id: 'w1' },
        templateId: 't1',
        websiteType: 1,
        pageType: 2,
        authenticatedAccount: { id: 'acc-1' },
        memberAccount: { id: 'm-1' },
      });
      await rollouts(app, {});
      clock = installManualClock(window, { date: true });
      expect(await startPerformance({ app })).to.equal(true);
      mark('ready');
      await frames(async () => true);
      await clock.advance(30_000);
      await frames(async () => (await eventsOf(app)).some((e) => e.event === 'userTiming'));
      const [settings] = (await received(SETTINGS)).filter((r) => r.query.app === app);
      expect(settings.method).to.equal('GET');
      const timing = (await eventsOf(app)).find((e) => e.event === 'userTiming')!;
      expect(timing.pageLoadId).to.equal(`pl-${app}`);
      expect(timing.ts).to.be.a('number');
      expect(timing.data).to.include({
        name: 'ready',
        entryType: 'mark',
        accountId: 'acc-1',
        websiteId: 'w1',
        websiteType: 1,
        templateId: 't1',
        pageType: 2,
        memberId: 'm-1',
        clientVersion: CLIENT_VERSION,
      });
      expect(timing.data.language).to.be.a('string');
      expect(timing.data.timeZone).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(timing.data.flags).to.include({ rum: true, [app]: true });
      expect(CLIENT_VERSION).to.equal('4.0.7');
    });

    it("without a pageLoadId: 'Unable to resolve pageLoadId' to the error reporter, and the client stops", async () => {
      const app = appName();
      const stop = startErrorReporting({ app });
      await fault({ path: SETTINGS, status: 200, json: { rollouts: { rum: true } }, times: 1 });
      expect(await startPerformance({ app })).to.equal(false);
      await frames(async () => (await received('/api/events/RecordJavascriptErrors')).some((r) => JSON.stringify(r.body).includes(app)));
      const report = (await received('/api/events/RecordJavascriptErrors')).find((r) => JSON.stringify(r.body).includes(app))!;
      expect((report.body as { data: { message: string } }[])[0]!.data.message).to.equal('Error: Unable to resolve pageLoadId');
      stop();
    });

    it("answers nothing in 30 s: 'Metric settings request timeout' (a console error without a reporter)", async () => {
      const app = appName();
      await fault({ path: SETTINGS, delay: 60_000, times: 1 });
      clock = installManualClock(window, { date: true });
      const { result, messages } = await captureConsole('error', async () => {
        const started = startPerformance({ app });
        await clock!.advance(29_999);
        await clock!.advance(1);
        return started;
      });
      expect(await result).to.equal(false);
      expect(String(messages[0]?.[0])).to.equal('Error: Metric settings request timeout');
    });

    for (const flag of ['rum', 'app']) {
      it(`a rollout flag off (${flag}): nothing is measured`, async () => {
        const app = appName();
        await rollouts(app, flag === 'rum' ? { rum: false } : { [app]: false });
        expect(await startPerformance({ app })).to.equal(false);
      });
    }

    it('track-user-timing off: marks are not sent', async () => {
      const app = appName();
      await rollouts(app, { 'track-user-timing': false, 'track-page-speed': false });
      clock = installManualClock(window, { date: true });
      expect(await startPerformance({ app })).to.equal(true);
      mark('unsent');
      await clock.advance(30_000);
      await new Promise((r) => requestAnimationFrame(r));
      expect(await eventsOf(app)).to.deep.equal([]);
    });
  });

  describe('a real page load, measured (in a frame)', () => {
    it('sends FCP, LCP, CLS, first input delay, INP and the navigation timings by beacon when the page goes', async () => {
      const app = appName();
      const frame = await fixture<HTMLIFrameElement>(
        `<iframe src="/test/fixtures/rum-page.html?app=${app}" style="width:700px;height:500px;border:0"></iframe>`,
      );
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      const win = frame.contentWindow as Window & { rum: { started: Promise<boolean>; mark(n: string): void } };
      await frames(() => !!win.rum);
      expect(await win.rum.started).to.equal(true);
      await frames(() => !!frame.contentDocument!.getElementById('late'));
      // A real click on the heading: the first input.
      const r = frame.getBoundingClientRect();
      const b = frame.contentDocument!.querySelector('h1')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.left + b.left + 5), Math.round(r.top + b.top + 5)] });
      await new Promise((r2) => setTimeout(r2, 300));
      // Leaving the page: web-vitals reports its final values, the outbox sends them.
      frame.src = 'about:blank';
      await frames(async () => {
        const names = new Set((await eventsOf(app)).map((e) => e.event));
        return ['firstContentfulPaint', 'largestContentfulPaint', 'cumulativeLayoutShift', 'firstInputDelay', 'navigationTiming'].every(
          (x) => names.has(x),
        );
      });
      const events = await eventsOf(app);
      const value = (name: string) => events.find((e) => e.event === name)!.data;
      expect(value('cumulativeLayoutShift').value, 'the shift the page made').to.be.greaterThan(0);
      expect(value('largestContentfulPaint').value).to.be.greaterThan(0);
      expect(value('firstContentfulPaint').value).to.be.at.most(value('largestContentfulPaint').value as number);
      expect(value('firstInputDelay').value).to.be.at.least(0);
      const nav = value('navigationTiming');
      for (const k of [
        'domainLookup',
        'tcpConnection',
        'tlsNegotiation',
        'responseStart',
        'domContentLoadedEventStart',
        'domContentLoadedEventEnd',
        'loadEventStart',
        'loadEventEnd',
        'encodedBodySize',
        'decodedBodySize',
      ]) {
        expect(nav[k], k).to.be.a('number');
      }
      expect(nav.decodedBodySize).to.be.greaterThan(0);
      expect(events.every((e) => e.pageLoadId === events[0]!.pageLoadId)).to.equal(true);
      const beacon = (await received(RECORDS)).filter((x) => JSON.stringify(x.body).includes(app));
      expect(beacon.length).to.be.greaterThan(0);
      expect(beacon[0]!.headers['content-type']).to.match(/^text\/plain/);
      expect(Array.isArray(beacon[0]!.body)).to.equal(true);
    });
  });

  describe('time to interactive', () => {
    it('is the end of the last long task before 5 s without one; the 60 s race ends the wait', async () => {
      clock = installManualClock(window, { date: true });
      const results: [number, boolean][] = [];
      timeToInteractive(100, (value, settled) => results.push([value, settled]));
      const seen = new Promise<void>((r) => new PerformanceObserver((_, o) => (o.disconnect(), r())).observe({ type: 'longtask' }));
      const start = performance.now();
      while (performance.now() - start < 80) {
        // a long task
      }
      // Observers hear of it together: once the test's has, the client's has.
      await seen;
      await clock.advance(4999);
      expect(results).to.deep.equal([]);
      await clock.advance(1);
      expect(results).to.have.length(1);
      expect(results[0]![0]).to.be.greaterThan(start + 50);
      expect(results[0]![1]).to.equal(true);

      const raced: [number, boolean][] = [];
      timeToInteractive(50, (value, settled) => raced.push([value, settled]));
      for (let t = 0; t < 60_000; t += 4000) {
        const observed = new Promise<void>((r) => new PerformanceObserver((_, o) => (o.disconnect(), r())).observe({ type: 'longtask' }));
        const s = performance.now();
        while (performance.now() - s < 60) {
          // a long task every 4 s: never 5 s quiet
        }
        await observed;
        await clock.advance(4000);
      }
      expect(raced).to.have.length(1);
      expect(raced[0]![1], 'ended by the 60 s race').to.equal(false);
    });
  });

  describe('user timing', () => {
    it("marks and measures carry the prefix 'rum-' and are sent as userTiming events", async () => {
      const app = appName();
      await rollouts(app, { 'track-page-speed': false });
      clock = installManualClock(window, { date: true });
      // Made before the client starts (it starts after load): sent too.
      mark('a');
      performance.mark('not-ours');
      await startPerformance({ app });
      mark('b');
      measure('a-to-b', 'a', 'b');
      expect(performance.getEntriesByName('rum-a')).to.have.length.greaterThan(0);
      await frames(async () => true);
      // spec 000 §7: the first batch 30 s after load, not before.
      await clock.advance(29_999);
      for (let i = 0; i < 10; i++) await new Promise((r) => requestAnimationFrame(r));
      expect(await eventsOf(app), 'nothing before 30 s').to.deep.equal([]);
      await clock.advance(1);
      await frames(async () => (await eventsOf(app)).length === 3);
      // In the order the browser lists them (by start time).
      expect((await eventsOf(app)).map((e) => [e.data.name, e.data.entryType]).sort()).to.deep.equal([
        ['a', 'mark'],
        ['a-to-b', 'measure'],
        ['b', 'mark'],
      ]);
    });

    it('a timing error goes to the error reporter when one runs, else a console warning', async () => {
      const { messages } = await captureConsole('warn', () => measure('nope', 'missing-mark'));
      expect(String(messages[0]?.[0])).to.match(/^\[ss-blocks\] User timing failed: /);
      const app = appName();
      const stop = startErrorReporting({ app });
      measure('nope', 'missing-mark');
      await frames(async () => (await received('/api/events/RecordJavascriptErrors')).some((r) => JSON.stringify(r.body).includes(app)));
      stop();
    });

    it("an unexpected answer to the records: 'XHR request DONE with unexpected status: 400'", async () => {
      const app = appName();
      await rollouts(app, { 'track-page-speed': false });
      clock = installManualClock(window, { date: true });
      await startPerformance({ app });
      await fault({ path: RECORDS, status: 400, times: 1 });
      mark('rejected');
      await frames(async () => true);
      const { messages } = await captureConsole('warn', async () => {
        await clock!.advance(30_000);
        await frames(async () => (await received(RECORDS)).some((r) => JSON.stringify(r.body).includes(app)));
        await frames(async () => true);
      });
      expect(messages.map((m) => m[0])).to.deep.include('XHR request DONE with unexpected status: 400');
    });
  });
});

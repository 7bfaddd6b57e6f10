// Starting the page's telemetry: from the page's site context, each part can be
// turned off there, nothing starts in the editing backend, and the CDN builds start it after
// load in idle time.
import { expect } from '@open-wc/testing';
import { errorReportingStarted } from '../../../../src/services/error-reporting.js';
import { telemetrySettings } from '../../../../src/contract/telemetry.js';
import { startPage, startPageWhenIdle } from '../../../../src/services/start.js';
import { startTelemetry } from '../../../../src/services/telemetry.js';
import { enqueue, flush, resetOutbox } from '../../../../src/services/outbox.js';
import { get } from '../../../../src/services/data-layer.js';
import { captureConsole } from '../../helpers/console.js';
import { cookie, frames, kept, mark, received, resetAll, siteContextWith, takeTurns } from './helpers.js';

const sent = async (path: string, m: string) => (await received(path)).filter((r) => JSON.stringify([r.body, r.query]).includes(m)).length;

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('starting telemetry', function () {
  this.timeout(20000);
  let stops: (() => void)[] = [];
  beforeEach(resetAll);
  afterEach(async () => {
    stops.forEach((s) => s());
    stops = [];
    await resetAll();
  });

  it('reads its switches from the site context: telemetry false, or a part false', () => {
    siteContextWith({ telemetry: false });
    expect(telemetrySettings()).to.equal(false);
    siteContextWith({ telemetry: { app: 'shop', performance: false } });
    expect(telemetrySettings()).to.deep.equal({ app: 'shop', performance: false });
    siteContextWith({});
    expect(telemetrySettings()).to.deep.equal({});
  });

  it('a telemetry setting of the wrong shape is reported and left out: everything starts', async () => {
    const { messages } = await captureConsole('warn', () => {
      siteContextWith({ telemetry: { app: 5, errors: 'no' } });
      return telemetrySettings();
    });
    expect(messages.map((m) => String(m[0]))).to.have.length(1);
    expect(String(messages[0]![0])).to.contain('telemetry');
    expect(telemetrySettings()).to.deep.equal({});
  });

  it('the CDN start: nothing without a site context, nothing with telemetry false', async () => {
    document.getElementById('ss-site-context')?.remove();
    startPage();
    await new Promise((r) => setTimeout(r, 100));
    expect(errorReportingStarted(), 'no site context').to.equal(false);
    siteContextWith({ telemetry: false });
    startPage();
    await new Promise((r) => setTimeout(r, 100));
    expect(errorReportingStarted(), 'telemetry: false').to.equal(false);
  });

  it('starts error reporting, visitor tracking, the page hit and the track pixel', async () => {
    const m = mark();
    startTelemetry({ app: m, performance: false });
    expect(errorReportingStarted()).to.equal(true);
    expect(cookie('ss_cvr')).to.match(/\|1$/);
    await frames(async () => (await sent('/api/census/RecordHit', m)) === 1 && (await sent('/api/track/Track', m)) === 1);
  });

  it('sends what an earlier page left on every channel it may have used (an analytics event without a trackEvent call)', async () => {
    const m = mark();
    const event = { analyticsId: 'a', commonData: { actor: 'v', action: 'a', event_owner_team: 't', event_source: 's', object_type: m } };
    await enqueue('events', event, `${m}-left`);
    await enqueue('census:RecordHit', { event: 'view', data: { m } }, `${m}-hit`);
    resetOutbox(); // the page that queued them is gone
    startTelemetry({ app: m, performance: false, errors: false });
    await frames(async () => (await kept('/api/v1/events')).some((e) => e.id === `${m}-left`));
    await frames(async () => (await kept('/api/census/RecordHit')).some((e) => e.eventId === `${m}-hit`));
  });

  it('a part turned off does not start', async () => {
    const m = mark();
    startTelemetry({ app: m, performance: false, errors: false, visitor: false, census: false });
    expect(errorReportingStarted()).to.equal(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(cookie('ss_cvr')).to.equal(undefined);
    expect(await sent('/api/census/RecordHit', m)).to.equal(0);
  });

  it('the CDN start traces a data-layer request the network lost as system_network_error with urlRequested', async () => {
    const m = mark();
    siteContextWith({ telemetry: { app: m, performance: false, errors: false } });
    startPage();
    const url = `http://127.0.0.1:9/api/${m}`;
    const traced = async () =>
      (await received('/api/events/Trace'))
        .flatMap((r) => JSON.parse((r.body as { data: string }).data) as { type: string; data: { urlRequested?: string } }[])
        .filter((e) => e.type === 'system_network_error' && JSON.stringify(e.data).includes(m));
    // The census loads with the start: a lost request is traced once it has. The batch goes
    // 30 s after its first event: sent now instead.
    await frames(async () => {
      const error = (await get(url, { overlay: false }).catch((e: unknown) => e)) as { kind: string };
      expect(error.kind).to.equal('network');
      await flush('trace');
      return (await traced()).length > 0;
    });
    for (const e of await traced()) expect(e.data).to.deep.equal({ urlRequested: url });
    // An answer that is a failure is not a lost request.
    await get('/api/multilingual/status', { data: { __status: 503, m }, overlay: false }).catch(() => {});
    await flush('trace');
    expect((await traced()).every((e) => e.data.urlRequested === url)).to.equal(true);
  });

  it('nothing that tracks starts in the editing backend (/config)', async () => {
    const address = location.href;
    history.replaceState(null, '', '/config/pages?marker=editor');
    try {
      startTelemetry({ app: 'editor' });
    } finally {
      history.replaceState(null, '', address);
    }
    expect(errorReportingStarted()).to.equal(false);
    expect(cookie('ss_cvr')).to.equal(undefined);
    await new Promise((r) => setTimeout(r, 200));
    expect(await sent('/api/census/RecordHit', 'marker=editor')).to.equal(0);
  });

  it('the CDN builds start the banner and the telemetry after load, when the browser is idle', async () => {
    const m = mark();
    siteContextWith({ telemetry: { app: m, performance: false } });
    let idle: (() => void) | undefined;
    const real = window.requestIdleCallback;
    window.requestIdleCallback = ((fn: () => void) => ((idle = fn), 1)) as typeof requestIdleCallback;
    try {
      startPageWhenIdle();
      expect(errorReportingStarted(), 'not before the browser is idle').to.equal(false);
      idle!();
    } finally {
      window.requestIdleCallback = real;
    }
    await frames(() => errorReportingStarted());
    await frames(async () => (await sent('/api/census/RecordHit', m)) === 1);
  });
});

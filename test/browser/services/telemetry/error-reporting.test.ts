// Client error reporting (spec 000 §3 "Error report record", §7, §8, §9) against the
// reference server, with a manual clock for the 1000 ms debounce.
import { expect } from '@open-wc/testing';
import { startErrorReporting, reportError } from '../../../../src/services/error-reporting.js';
import { readCrumb } from '../../../../src/services/crumb.js';
import { captureConsole } from '../../helpers/console.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { frames, kept, received, resetAll, siteContextWith, takeTurns } from './helpers.js';

const URL_ = '/api/events/RecordJavascriptErrors';
type Event = { event: string; data: Record<string, unknown>; timestamp: number; id: string };
let n = 0;
const appName = () => `app${Date.now().toString(36)}${++n}`;

/** The batches the server received for one app, oldest first. */
async function batches(app: string): Promise<Event[][]> {
  return (await received(URL_)).map((r) => r.body as Event[]).filter((b) => Array.isArray(b) && b.some((e) => e.data?.app === app));
}

/** An uncaught error, as the browser dispatches one (the runner logs each: the tests that
 * count many errors report them directly). */
function uncaught(message: string, stack = `Error: ${message}\n    at here (x.js:1:1)`): void {
  const error = new Error(message);
  error.stack = stack;
  dispatchEvent(new ErrorEvent('error', { error, message, filename: 'https://site.example/app.js', lineno: 12, colno: 34 }));
}

/** An error reported as the page's own code would, same stack for the same message. */
function report(message: string): void {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at here (x.js:1:1)`;
  reportError(error);
}

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('error reporting (spec 000 §8)', function () {
  this.timeout(20000);
  let clock: ManualClock | undefined;
  let stop: (() => void) | undefined;
  const mochaOnError = window.onerror;

  beforeEach(async () => {
    await resetAll();
    // Mocha would fail the test on the errors the tests dispatch.
    window.onerror = null;
    siteContextWith({ website: { id: 'site-1' }, templateId: 'tpl-1' });
  });
  afterEach(() => {
    stop?.();
    clock?.uninstall();
    clock = undefined;
    window.onerror = mochaOnError;
  });

  const start = (app: string, customData?: () => unknown) => (stop = startErrorReporting({ app, customData }));

  it('reports an uncaught error 1000 ms after the last one, as a JSON list with the crumb header', async () => {
    await fetch('/api/test/echo');
    const app = appName();
    start(app);
    clock = installManualClock(window, { date: true });
    uncaught('first');
    await clock.advance(999);
    expect(await batches(app), 'nothing before 1000 ms').to.deep.equal([]);
    await clock.advance(1);
    await frames(async () => (await batches(app)).length === 1);
    const [record] = (await received(URL_)).filter((r) => JSON.stringify(r.body).includes(app));
    expect(record.headers['content-type']).to.equal('application/json');
    expect(record.headers['x-csrf-token']).to.equal(readCrumb());
    const [[event]] = await batches(app);
    expect(event.event).to.equal(`interface_error_${app}`);
    expect(event.id).to.be.a('string');
    expect(event.timestamp).to.be.a('number');
    expect(event.data).to.deep.equal({
      app,
      message: 'Error: first',
      stack: 'Error: first\n    at here (x.js:1:1)',
      file: 'https://site.example/app.js',
      line: 12,
      column: 34,
      customData: null,
      websiteId: 'site-1',
      templateId: 'tpl-1',
      url: location.href,
      userAgent: navigator.userAgent,
      count: 1,
    });
  });

  it('waits for a burst to end: each error restarts the 1000 ms', async () => {
    const app = appName();
    start(app);
    clock = installManualClock(window, { date: true });
    report('a');
    await clock.advance(600);
    report('b');
    await clock.advance(999);
    expect(await batches(app)).to.deep.equal([]);
    await clock.advance(1);
    await frames(async () => (await batches(app)).length === 1);
    expect((await batches(app))[0]!.map((e) => e.data.message)).to.deep.equal(['Error: a', 'Error: b']);
  });

  it('reports unhandled rejections', async () => {
    const app = appName();
    start(app);
    const promise = Promise.reject(new Error('rejected'));
    promise.catch(() => {});
    dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: new Error('rejected') }));
    await frames(async () => (await batches(app)).length === 1);
    expect((await batches(app))[0]![0]!.data.message).to.equal('Error: rejected');
  });

  it("without an app name: a console error, and 'unknown'", async () => {
    const { messages } = await captureConsole('error', () => (stop = startErrorReporting({})));
    expect(messages.map((m) => m[0])).to.deep.equal(["[ss-blocks] Error reporting was given no app name; reporting as 'unknown'."]);
    reportError(new Error(`nameless ${n}`));
    await frames(async () => (await received(URL_)).some((r) => JSON.stringify(r.body).includes(`nameless ${n}`)));
    const batch = (await received(URL_)).find((r) => JSON.stringify(r.body).includes(`nameless ${n}`))!.body as Event[];
    expect(batch[0]!.event).to.equal('interface_error_unknown');
    expect(batch[0]!.data.app).to.equal('unknown');
  });

  it('adds custom data; a callback that throws gives the callback-failed flag', async () => {
    const app = appName();
    start(app, () => ({ plan: 'pro' }));
    reportError(new Error('with data'));
    await frames(async () => (await batches(app)).length === 1);
    expect((await batches(app))[0]![0]!.data.customData).to.deep.equal({ plan: 'pro' });
    stop!();
    const other = appName();
    start(other, () => {
      throw new Error('callback broke');
    });
    reportError(new Error('with failing data'));
    await frames(async () => (await batches(other)).length === 1);
    expect((await batches(other))[0]![0]!.data.customData).to.deep.equal({ customDataCallbackFailed: true });
  });

  it("cuts a stack over 5000 characters and marks it '[STACK TRACE TRUNCATED]'", async () => {
    const app = appName();
    start(app);
    const error = new Error('long');
    error.stack = 'x'.repeat(6000);
    reportError(error);
    await frames(async () => (await batches(app)).length === 1);
    expect((await batches(app))[0]![0]!.data.stack).to.equal('x'.repeat(5000) + '[STACK TRACE TRUNCATED]');
  });

  it('counts identical errors in a burst instead of sending them again', async () => {
    const app = appName();
    start(app);
    for (let i = 0; i < 3; i++) report('same');
    report('other');
    await frames(async () => (await batches(app)).length === 1);
    expect((await batches(app))[0]!.map((e) => [e.data.message, e.data.count])).to.deep.equal([
      ['Error: same', 3],
      ['Error: other', 1],
    ]);
  });

  it('holds 10 events at most: the 11th and 12th different errors of a burst are dropped', async () => {
    const app = appName();
    start(app);
    for (let i = 1; i <= 12; i++) report(`error ${i}`);
    await frames(async () => (await batches(app)).length === 1);
    expect((await batches(app))[0]!.map((e) => e.data.message)).to.deep.equal(
      Array.from({ length: 10 }, (_, i) => `Error: error ${i + 1}`),
    );
  });

  it('stops after 20 batches a page', async () => {
    const app = appName();
    start(app);
    clock = installManualClock(window, { date: true });
    for (let i = 1; i <= 21; i++) {
      report(`burst ${i}`);
      await clock.advance(1000);
    }
    // The clock stays while the batches go: what they queued is stamped with its time.
    await frames(async () => (await batches(app)).length >= 20);
    clock.uninstall();
    clock = undefined;
    await new Promise((r) => setTimeout(r, 300));
    const sent = await batches(app);
    // Bursts 1 to 20, each its own batch (concurrent flushes may deliver them out of order);
    // the 21st is never sent.
    expect(sent.map((b) => b.map((e) => e.data.message)).sort()).to.deep.equal(
      Array.from({ length: 20 }, (_, i) => [`Error: burst ${i + 1}`]).sort(),
    );
  });

  it('the server keeps each event once, by its id', async () => {
    const app = appName();
    start(app);
    reportError(new Error('kept once'));
    await frames(async () => (await batches(app)).length === 1);
    const events = (await kept<Event>(URL_)).filter((e) => e.data.app === app);
    expect(events).to.have.length(1);
  });
});

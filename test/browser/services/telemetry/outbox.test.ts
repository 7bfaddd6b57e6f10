// The durable outbox (§8 "Loss tests"): each test ends with the reference server
// holding exactly the events sent, no duplicates. Pages that send are frames of this test
// page (test/fixtures/outbox-page.html), so one can go away, crash or load after another;
// they share the outbox's IndexedDB with this page, as a site's tabs do.
import { expect, fixture } from '@open-wc/testing';
import fc from 'fast-check';
import { createStore, get, keys } from 'idb-keyval';
import {
  LEASE_MS,
  OUTBOX_CAP,
  backoff,
  defineChannel,
  droppedCount,
  enqueue,
  flush,
  resetOutbox,
} from '../../../../src/services/outbox.js';
import { installManualClock, type ManualClock } from '../../helpers/manual-clock.js';
import { clearFaults, clearOutbox, fault, frames, kept, received, takeTurns } from './helpers.js';

const RECORDS = '/api/1/performance/records';
type Event = { marker: string; n: number; id: string };
let count = 0;
const marker = () => `ob${Date.now().toString(36)}${++count}`;
const keptIds = async (m: string) =>
  (await kept<Event>(RECORDS))
    .filter((e) => e.marker === m)
    .map((e) => e.id)
    .sort();
/** Every event of the marker in every request the server received (duplicates included). */
const sentIds = async (m: string) =>
  (await received(RECORDS))
    .flatMap((r) => (Array.isArray(r.body) ? (r.body as Event[]) : []))
    .filter((e) => e.marker === m)
    .map((e) => e.id);
const ids = (m: string, n: number) => Array.from({ length: n }, (_, i) => `${m}-${i}`).sort();

type OutboxWindow = Window & { outbox: { flush(): Promise<void> }; queued: Promise<void> };

/** A page (a frame) of the same site that queues `events` for the marker. */
async function page(m: string, events: number, extra = ''): Promise<HTMLIFrameElement> {
  const frame = await fixture<HTMLIFrameElement>(
    `<iframe src="/test/fixtures/outbox-page.html?marker=${m}&events=${events}${extra}"></iframe>`,
  );
  await new Promise((r) => frame.addEventListener('load', r, { once: true }));
  await frames(() => !!(frame.contentWindow as OutboxWindow).queued);
  await (frame.contentWindow as OutboxWindow).queued;
  return frame;
}

/** The same channel in this test page. */
function lossChannel(batch = 20): void {
  defineChannel('loss', {
    url: RECORDS,
    batch,
    unload: 'beacon',
    encode: (items) => ({
      body: JSON.stringify(items.map(({ id, body }) => ({ ...(body as object), id }))),
      type: 'text/plain;charset=UTF-8',
    }),
  });
}

// Cookies and IndexedDB are the origin's: these tests take turns with other files' (helpers.ts).
takeTurns();

describe('the outbox: nothing lost, nothing twice', function () {
  this.timeout(30000);
  let clock: ManualClock | undefined;

  beforeEach(async () => {
    resetOutbox();
    await clearOutbox();
  });
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    resetOutbox();
    await clearFaults(RECORDS);
    await clearOutbox();
  });

  it('the server answering 503, then 200: retried with backoff (1 s, 2 s), delivered once', async () => {
    const m = marker();
    lossChannel();
    await fault({ path: RECORDS, status: 503, times: 2 });
    clock = installManualClock(window, { date: true });
    for (let i = 0; i < 5; i++) await enqueue('loss', { marker: m, n: i }, `${m}-${i}`);
    await flush();
    expect(await sentIds(m)).to.have.length(5);
    expect(await keptIds(m)).to.deep.equal([]);
    await clock.advance(999);
    expect((await received(RECORDS)).filter((r) => JSON.stringify(r.body).includes(m))).to.have.length(1);
    await clock.advance(1);
    await frames(async () => (await received(RECORDS)).filter((r) => JSON.stringify(r.body).includes(m)).length === 2);
    // The server has the second try; the page sets its next once the answer is in.
    await clock.scheduled();
    await clock.advance(2000);
    await frames(async () => (await keptIds(m)).length === 5);
    expect(await keptIds(m)).to.deep.equal(ids(m, 5));
    expect((await keys(createStore('ss-blocks-outbox', 'items'))).filter((k) => String(k).startsWith(m))).to.deep.equal([]);
  });

  it('an item stamped further ahead than any backoff (the clock was set back) is due at once', async () => {
    const m = marker();
    clock = installManualClock(window, { date: true });
    await clock.advance(10 * 60_000);
    await enqueue('loss', { marker: m, n: 0 }, `${m}-0`);
    clock.uninstall();
    clock = undefined;
    lossChannel();
    await flush();
    expect(await keptIds(m)).to.deep.equal([`${m}-0`]);
  });

  it('the backoff doubles from 1 s up to 5 minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 20].map(backoff)).to.deep.equal([1000, 2000, 4000, 8000, 256_000, 300_000, 300_000]);
  });

  it('events queued while the server is down, the page left mid-flush, the server back, a page loaded: each event kept once', async () => {
    const m = marker();
    await fault({ path: RECORDS, status: 503, referer: m });
    const first = await page(m, 6, '&flush');
    await frames(async () => (await sentIds(m)).length >= 6);
    // Leaving: the page's unconfirmed events go by beacon (and still meet the 503).
    first.src = 'about:blank';
    await frames(async () => (await sentIds(m)).length >= 12);
    expect(await keptIds(m)).to.deep.equal([]);
    await clearFaults(RECORDS);
    await fetch(`/__ss/faults?path=${RECORDS}&referer=${m}`, { method: 'DELETE' });
    // The next page of the site sends what the last one could not.
    await page(marker(), 0, '&flush');
    await frames(async () => (await keptIds(m)).length === 6);
    expect(await keptIds(m)).to.deep.equal(ids(m, 6));
  });

  it('a page that dies with events queued (no pagehide, no request): the next page sends them', async () => {
    const m = marker();
    const dying = await page(m, 3);
    const win = dying.contentWindow as Window & typeof globalThis;
    // A crash: nothing leaves the page any more, not even at its end.
    win.navigator.sendBeacon = () => true;
    win.fetch = () => new Promise(() => {});
    dying.remove();
    await new Promise((r) => setTimeout(r, 200));
    expect(await sentIds(m)).to.deep.equal([]);
    await page(marker(), 0, '&flush');
    await frames(async () => (await keptIds(m)).length === 3);
    expect(await keptIds(m)).to.deep.equal(ids(m, 3));
  });

  it('two tabs flushing at once send each event once (each claims what it sends under a Web Lock)', async () => {
    const m = marker();
    for (let i = 0; i < 12; i++) await enqueue('loss', { marker: m, n: i }, `${m}-${i}`);
    const [a, b] = await Promise.all([page(marker(), 0, '&batch=3'), page(marker(), 0, '&batch=3')]);
    await Promise.all([(a.contentWindow as OutboxWindow).outbox.flush(), (b.contentWindow as OutboxWindow).outbox.flush()]);
    expect((await sentIds(m)).sort()).to.deep.equal(ids(m, 12));
    expect(await keptIds(m)).to.deep.equal(ids(m, 12));
  });

  it(`a tab whose request hangs holds a claim, not the lock: another tab sends its own at once, and the first tab's after the claim (${LEASE_MS} ms)`, async () => {
    const m = marker();
    await fault({ path: RECORDS, delay: 20_000, referer: m });
    const slow = await page(m, 3);
    void (slow.contentWindow as OutboxWindow).outbox.flush();
    const outbox = createStore('ss-blocks-outbox', 'items');
    await frames(async () => ((await get<{ lease?: number }>(`${m}-0`, outbox))?.lease ?? 0) > 0);
    const other = marker();
    const fast = await page(other, 2, '&flush');
    expect(await keptIds(other)).to.deep.equal(ids(other, 2));
    expect(await sentIds(m), 'claimed by the hanging tab').to.deep.equal([]);
    const win = fast.contentWindow as Window & typeof globalThis & OutboxWindow;
    // The claim runs out LEASE_MS after it was made, by the clock: a second before that (the
    // other tab took a while to load, longer on a loaded machine), it still holds.
    const claim = (await get<{ lease: number }>(`${m}-0`, outbox))!.lease;
    expect(claim - Date.now()).to.be.within(0, LEASE_MS);
    clock = installManualClock(win, { date: true });
    await clock.advance(claim - win.Date.now() - 1000);
    await win.outbox.flush();
    expect(await sentIds(m), 'still claimed').to.deep.equal([]);
    await clock.advance(1001);
    await win.outbox.flush();
    expect(await keptIds(m)).to.deep.equal(ids(m, 3));
    slow.remove();
    await fetch(`/__ss/faults?path=${RECORDS}&referer=${m}`, { method: 'DELETE' });
  });

  it("items queued while flushes read the queue stay this page's: all of them go by beacon when it hides", async () => {
    const m = marker();
    lossChannel(5);
    await fault({ path: RECORDS, status: 503 });
    const beacons: string[] = [];
    const realBeacon = navigator.sendBeacon;
    navigator.sendBeacon = (_url: string | URL, body?: BodyInit | null) => {
      void (body as Blob).text().then((t) => beacons.push(t));
      return true;
    };
    try {
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 40; i++) {
        work.push(enqueue('loss', { marker: m, n: i }, `${m}-${i}`));
        if (i % 4 === 0) work.push(flush());
      }
      await Promise.all(work);
      dispatchEvent(new PageTransitionEvent('pagehide'));
      await frames(() => beacons.length > 0);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      navigator.sendBeacon = realBeacon;
      await clearFaults(RECORDS);
    }
    const beaconed = beacons.flatMap((b) => (JSON.parse(b) as Event[]).map((e) => e.id)).filter((id) => id.startsWith(m));
    expect([...new Set(beaconed)].sort()).to.deep.equal(ids(m, 40));
  });

  it('an event queued again with its id is one event', async () => {
    const m = marker();
    await enqueue('loss', { marker: m, n: 1 }, `${m}-0`);
    await enqueue('loss', { marker: m, n: 2 }, `${m}-0`);
    lossChannel();
    await flush();
    expect(await sentIds(m)).to.deep.equal([`${m}-0`]);
    expect((await kept<Event>(RECORDS)).find((e) => e.id === `${m}-0`)!.n).to.equal(2);
  });

  it(`holds ${OUTBOX_CAP} items: past that the oldest are dropped and counted`, async () => {
    const m = marker();
    const before = await droppedCount();
    for (let i = 0; i < OUTBOX_CAP + 5; i++) await enqueue('nowhere', { marker: m, n: i }, `${m}-${String(i).padStart(3, '0')}`);
    await flush();
    const left = (await keys(createStore('ss-blocks-outbox', 'items'))).filter((k) => String(k).startsWith(m)).sort();
    expect(left).to.have.length(OUTBOX_CAP);
    expect(left[0]).to.equal(`${m}-005`);
    expect((await droppedCount()) - before).to.equal(5);
  });

  it('property: N events in batches of B: ceil(N / B) requests of at most B, each event once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 6 }), async (n, batch) => {
        resetOutbox();
        const m = marker();
        lossChannel(batch);
        for (let i = 0; i < n; i++) await enqueue('loss', { marker: m, n: i }, `${m}-${i}`);
        await flush();
        const requests = (await received(RECORDS)).filter((r) => JSON.stringify(r.body).includes(`"${m}"`));
        expect(requests).to.have.length(Math.ceil(n / batch));
        expect(requests.every((r) => (r.body as unknown[]).length <= batch)).to.equal(true);
        expect((await sentIds(m)).sort()).to.deep.equal(ids(m, n));
      }),
      { numRuns: 12 },
    );
  });
});

/// <reference types="node" />
// The telemetry endpoints keep each event once, by its id (demo/server/telemetry.mjs): the
// server is where a repeat (a beacon sent again, a retry after a lost answer) is dropped.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { start, form, json, received, removeDir, type Running } from './helpers.js';
import { MAX_KEPT, eventsIn } from '../../../demo/server/telemetry.mjs';

let s: Running;
beforeEach(async () => {
  s = await start();
});
afterEach(async () => {
  await s.stop();
  removeDir(s.dataDir);
});

type Kept = { path: string; id: string; time: string; event: Record<string, unknown> };
const kept = async (p?: string): Promise<Kept[]> =>
  ((await (await fetch(`${s.base}/__ss/events${p ? `?path=${encodeURIComponent(p)}` : ''}`)).json()) as { events: Kept[] }).events;
const text = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) });

describe('events kept once by id', () => {
  it('JSON lists (errors, performance records, sent as beacon text): each element by its id', async () => {
    const r1 = await fetch(
      `${s.base}/api/1/performance/records`,
      text([
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ]),
    );
    expect(r1.status).toBe(204);
    await fetch(
      `${s.base}/api/1/performance/records`,
      text([
        { id: 'b', v: 3 },
        { id: 'c', v: 4 },
      ]),
    );
    expect((await kept('/api/1/performance/records')).map((e) => [e.id, e.event.v])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 4],
    ]);
    const [last] = (await received(s.base, '/api/1/performance/records', 1)).records;
    expect(last.decoded).toEqual({ kept: 1, duplicates: 1 });
    await fetch(`${s.base}/api/events/RecordJavascriptErrors`, json([{ event: 'interface_error_x', id: 'e.0' }]));
    await fetch(`${s.base}/api/events/RecordJavascriptErrors`, json([{ event: 'interface_error_x', id: 'e.0' }]));
    expect((await kept('/api/events/RecordJavascriptErrors')).map((e) => e.id)).toEqual(['e.0']);
  });

  it('the central events service: the object by its id; census and RecordEvent by eventId, data decoded', async () => {
    for (let i = 0; i < 2; i++) await fetch(`${s.base}/api/v1/events`, json({ id: 'ev1', commonData: {} }));
    expect((await kept('/api/v1/events')).map((e) => e.id)).toEqual(['ev1']);
    for (let i = 0; i < 2; i++) await fetch(`${s.base}/api/census/RecordHit`, form({ event: 'view', data: '{"url":"/x"}', eventId: 'h1' }));
    const [hit] = await kept('/api/census/RecordHit');
    expect(await kept('/api/census/RecordHit')).toHaveLength(1);
    expect(hit.event).toEqual({ event: 'view', data: { url: '/x' }, eventId: 'h1' });
    await fetch(`${s.base}/api/events/RecordEvent`, form({ crumb: 'c', event: 'subscribe', data: '{}', eventId: 'r1' }));
    expect((await kept('/api/events/RecordEvent')).map((e) => e.id)).toEqual(['r1']);
  });

  it('Trace: each event of the data list; the track pixel: by its rk parameter', async () => {
    await fetch(
      `${s.base}/api/events/Trace`,
      form({
        data: JSON.stringify([
          { id: 't1', type: 'a' },
          { id: 't2', type: 'b' },
        ]),
      }),
    );
    await fetch(`${s.base}/api/events/Trace`, form({ data: JSON.stringify([{ id: 't2', type: 'b' }]) }));
    expect((await kept('/api/events/Trace')).map((e) => e.id)).toEqual(['t1', 't2']);
    for (let i = 0; i < 2; i++) expect((await fetch(`${s.base}/api/track/Track?landing=%2F&rk=k1`)).status).toBe(200);
    expect((await kept('/api/track/Track')).map((e) => [e.id, e.event.landing])).toEqual([['k1', '/']]);
  });

  it('keeps nothing from a refused request or an injected failure', async () => {
    await fetch(`${s.base}/api/1/performance/records`, json({ not: 'a list' }));
    await fetch(`${s.base}/api/1/performance/records?__status=503`, text([{ id: 'x' }]));
    expect(await kept('/api/1/performance/records')).toEqual([]);
  });

  it('an event without an id is kept under a fresh one each time', async () => {
    for (let i = 0; i < 2; i++) await fetch(`${s.base}/api/v1/events`, json({ commonData: {} }));
    const events = await kept('/api/v1/events');
    expect(events).toHaveLength(2);
    expect(events[0].id).not.toBe(events[1].id);
  });

  it('survives a restart, and DELETE forgets every kept event', async () => {
    await fetch(`${s.base}/api/v1/events`, json({ id: 'ev1' }));
    await s.stop();
    s = await start({ dataDir: s.dataDir });
    await fetch(`${s.base}/api/v1/events`, json({ id: 'ev1' }));
    expect((await kept()).map((e) => e.id)).toEqual(['ev1']);
    expect((await fetch(`${s.base}/__ss/events`, { method: 'DELETE' })).status).toBe(200);
    expect(await kept()).toEqual([]);
  });

  it(`keeps the newest ${MAX_KEPT} at most`, async () => {
    const list = Array.from({ length: MAX_KEPT + 3 }, (_, i) => ({ id: `n${i}` }));
    await fetch(`${s.base}/api/1/performance/records`, text(list));
    const events = await kept();
    expect(events).toHaveLength(MAX_KEPT);
    expect(events[0].id).toBe('n3');
  });
});

describe('eventsIn', () => {
  it('reads nothing from a body it does not know', () => {
    expect(eventsIn('/api/v1/events', 'text', {})).toEqual([]);
    expect(eventsIn('/api/events/Trace', { data: 'not json' }, {})).toEqual([]);
  });
});

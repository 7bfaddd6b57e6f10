/// <reference types="node" />
// The append-only store: survives restarts, clears, caps reads, skips a torn line, compacts.
import { describe, it, expect, afterEach } from 'vitest';
import { appendFileSync, readFileSync } from 'node:fs';
import { start, form, json, received, removeDir, tempDir, type Running } from './helpers.js';
import { createApp } from '../../../demo/server/app.mjs';

const dirs: string[] = [];
const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  dirs.splice(0).forEach(removeDir);
});
async function boot(dataDir?: string) {
  const s = await start({ dataDir });
  running.push(s);
  if (!dataDir) dirs.push(s.dataDir);
  return s;
}

describe('store', () => {
  it('a new app on the same data directory sees the old records, newest first', async () => {
    const a = await boot();
    await fetch(`${a.base}/api/events/RecordJavascriptErrors`, json([{ event: 'interface_error_x', data: {}, timestamp: 1 }]));
    await fetch(`${a.base}/api/events/RecordEvent`, form({ event: 'second', data: '{}' }));
    await a.stop();
    running.pop();

    const b = await boot(a.dataDir);
    const { records, total } = await received(b.base);
    expect(total).toBe(2);
    expect(records.map((r) => r.path)).toEqual(['/api/events/RecordEvent', '/api/events/RecordJavascriptErrors']);
    expect(records[1].body).toEqual([{ event: 'interface_error_x', data: {}, timestamp: 1 }]);
    await fetch(`${b.base}/api/test/empty`);
    const next = (await received(b.base, undefined, 1)).records[0];
    expect(next.id).toBeGreaterThan(records[0].id);
  });

  it('persists form keys, multilingual languages and the header/footer across a restart', async () => {
    const a = await boot();
    const { key } = (await (await fetch(`${a.base}/api/form/FormSubmissionKey`, { method: 'POST' })).json()) as { key: string };
    await fetch(`${a.base}/api/multilingual/languages`, json({ languages: ['es-ES', 'en-GB'] }, 'PUT'));
    await fetch(`${a.base}/api/site-header-footer`, json({ header: { layout: 'centered' } }, 'PUT'));
    await a.stop();
    running.pop();

    const b = await boot(a.dataDir);
    const save = await fetch(`${b.base}/api/form/SaveFormSubmission`, form({ key, formId: 'newsletter', form: '{"email-1":"a@b.co"}' }));
    expect(save.status).toBe(204);
    const settings = (await (await fetch(`${b.base}/api/multilingual/settings`)).json()) as { languages: { code: string }[] };
    expect(settings.languages.map((l) => l.code)).toEqual(['es-ES', 'en-GB']);
    expect(((await (await fetch(`${b.base}/api/site-header-footer`)).json()) as { header: unknown }).header).toEqual({
      layout: 'centered',
    });
  });

  it('DELETE /__ss/received clears, and the clear survives a restart', async () => {
    const a = await boot();
    await fetch(`${a.base}/api/test/empty`);
    expect((await fetch(`${a.base}/__ss/received`, { method: 'DELETE' })).status).toBe(200);
    expect((await received(a.base)).records).toEqual([]);
    await fetch(`${a.base}/api/test/echo`);
    await a.stop();
    running.pop();
    const b = await boot(a.dataDir);
    const { records } = await received(b.base);
    expect(records.map((r) => r.path)).toEqual(['/api/test/echo']);
  });

  it('filters by path and caps the limit', async () => {
    const a = await boot();
    for (let i = 0; i < 5; i++) await fetch(`${a.base}/api/test/empty?i=${i}`);
    await fetch(`${a.base}/api/test/echo`);
    const some = await received(a.base, '/api/test/empty', 3);
    expect(some.records.map((r) => r.query.i)).toEqual(['4', '3', '2']);
    expect((await received(a.base, '/api/test/echo')).records).toHaveLength(1);
    expect((await received(a.base, undefined, 0)).records).toEqual([]);
    expect((await received(a.base)).records).toHaveLength(6);
  });

  it('skips a torn last line and keeps the rest', async () => {
    const a = await boot();
    await fetch(`${a.base}/api/test/empty`);
    await a.stop();
    running.pop();
    appendFileSync(`${a.dataDir}/log.jsonl`, '{"t":"rec","r":{"id":99,');
    const b = await boot(a.dataDir);
    expect((await received(b.base)).records.map((r) => r.id)).toEqual([1]);
  });

  it('compacts dead lines away on start', () => {
    const dir = tempDir();
    dirs.push(dir);
    const app = createApp({ dataDir: dir, serveStatic: false });
    app.store.add({ path: '/api/a' });
    app.store.set('k', 1);
    app.store.set('k', 2);
    app.store.clear();
    app.store.add({ path: '/api/b' });
    const before = readFileSync(app.store.logPath, 'utf8').trim().split('\n').length;
    expect(before).toBe(5);
    const again = createApp({ dataDir: dir, serveStatic: false });
    const lines = readFileSync(again.store.logPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { t: 'meta', seq: 2 },
      { t: 'set', k: 'k', v: 2 },
      { t: 'rec', r: expect.objectContaining({ id: 2, path: '/api/b' }) },
    ]);
    expect(again.store.get('k')).toBe(2);
    expect(again.store.add({ path: '/api/c' }).id).toBe(3);
  });

  it('keeps the newest 5000 records, returns at most 1000 per read, and bounds the log', () => {
    const dir = tempDir();
    dirs.push(dir);
    const app = createApp({ dataDir: dir, serveStatic: false });
    for (let i = 1; i <= 11_001; i++) app.store.add({ path: '/api/x', n: i });
    expect(app.store.count).toBe(5000);
    expect(app.store.list({ limit: 5000 })).toHaveLength(1000);
    expect(app.store.list({ limit: 1 })[0].n).toBe(11_001);
    expect(readFileSync(app.store.logPath, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(10_001);
    const again = createApp({ dataDir: dir, serveStatic: false });
    expect(again.store.count).toBe(5000);
    expect(again.store.list({ limit: 1000 }).at(-1)?.n).toBe(10_002);
  });
});

/// <reference types="node" />
// Starts the reference server on an ephemeral port with a throw-away data directory.
import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../../../demo/server/app.mjs';

export interface Running {
  app: App;
  base: string;
  port: number;
  dataDir: string;
  /** Stops the server; the data directory stays (restart tests reuse it). */
  stop(): Promise<void>;
}

export const tempDir = (prefix = 'ss-server-test-') => mkdtempSync(path.join(tmpdir(), prefix));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export async function start(options: { dataDir?: string; serveStatic?: boolean; rootDir?: string } = {}): Promise<Running> {
  const dataDir = options.dataDir ?? tempDir();
  const app = createApp({ dataDir, serveStatic: options.serveStatic ?? false, rootDir: options.rootDir });
  const server: Server = createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        app.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A server for a test file's tests, stopped and its data removed after them. The object
 * is filled in before the first test. */
export function serverForTests(): Running {
  const s = {} as Running;
  beforeAll(async () => void Object.assign(s, await start()));
  afterAll(async () => {
    await s.stop();
    removeDir(s.dataDir);
  });
  return s;
}

/** Form-encoded body. */
export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** JSON body. */
export const json = (body: unknown, method = 'POST') => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A GET sent byte-for-byte as given (fetch would normalise "..", this does not). */
export function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Newest records the server received, optionally for one path. */
export async function received(base: string, p?: string, limit?: number) {
  const q = new URLSearchParams();
  if (p) q.set('path', p);
  if (limit !== undefined) q.set('limit', String(limit));
  const r = await fetch(`${base}/__ss/received?${q}`);
  return (await r.json()) as { records: import('../../../demo/server/app.mjs').StoredRecord[]; total: number };
}

/// <reference types="node" />
// `npm start` (scripts/start.mjs): prints the three links with the real port, serves, stops
// cleanly on Ctrl+C, and says clearly when the port is taken. Builds are skipped here.
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { removeDir, tempDir } from './helpers.js';

const root = path.resolve(import.meta.dirname, '../../..');

function run(port: string) {
  const dataDir = tempDir('ss-start-');
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: port, SS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      removeDir(dataDir);
      resolve(code);
    }),
  );
  const linesReady = async () => {
    for (let i = 0; i < 100 && out.split('\n').length < 6; i++) await new Promise((r) => setTimeout(r, 50));
    return out;
  };
  return { child, exited, linesReady, output: () => ({ out, err }) };
}

describe('npm start', () => {
  it('prints the demo, plain page, editor, element docs and inspector links, serves, and stops on SIGINT', async () => {
    const p = run('0');
    const out = await p.linesReady();
    const port = /localhost:(\d+)\//.exec(out)?.[1];
    expect(port).toMatch(/^\d+$/);
    expect(out.split('\n').slice(0, 5)).toEqual([
      `ss-blocks demo:    http://localhost:${port}/`,
      `Plain page:        http://localhost:${port}/demo/plain.html`,
      `React editor demo: http://localhost:${port}/config/`,
      `Element docs:      http://localhost:${port}/docs/`,
      `Inspector:         http://localhost:${port}/__ss/inspector`,
    ]);
    const r = await fetch(`http://127.0.0.1:${port}/__ss/inspector`);
    expect(r.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/test/empty`)).status).toBe(204);
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(0);
    expect(p.output().out).toContain('Server stopped.');
  }, 15000);

  it('says clearly when the port is taken and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const p = run(String(port));
      expect(await p.exited).toBe(1);
      expect(p.output().err).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  }, 15000);
});

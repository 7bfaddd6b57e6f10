/// <reference types="node" />
// Static files: the demo pages, /demo, /dist and /assets with their content types; nothing
// else, no traversal, no dotfiles (the store), no server source.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { start, rawGet, removeDir, tempDir, type Running } from './helpers.js';
import { DEMO_BUILD_DIR, DOCS_DIR, EDITOR_BUNDLE, resolveStatic } from '../../../demo/server/static.mjs';

let s: Running;
let root: string;
const files: Record<string, string> = {
  'demo/index.html': '<!doctype html><title>demo</title>',
  'demo/editor/index.html': '<!doctype html><title>editor</title>',
  'demo/styles/site.css': 'body{}',
  'demo/assets/photo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'demo/server/secret.mjs': 'export const secret = 1;',
  'demo/.data/log.jsonl': '{"t":"set","k":"private","v":1}\n',
  'dist/index.js': 'export {};',
  'demo/.generated/docs/index.html': '<!doctype html><title>elements</title>',
  'demo/.generated/docs/ss-menu/index.html': '<!doctype html><title>ss-menu</title>',
  'demo/.generated/editor.js': 'export const editor = 1;',
  'dist/cdn/ss-blocks.min.js.map': '{}',
  'package.json': '{"private":true}',
};

beforeAll(async () => {
  root = tempDir('ss-static-root-');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  s = await start({ serveStatic: true, rootDir: root });
});
afterAll(async () => {
  await s.stop();
  removeDir(s.dataDir);
  removeDir(root);
});

describe('static files', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', files['demo/index.html']],
    ['/config/', 'text/html; charset=utf-8', files['demo/editor/index.html']],
    ['/demo/index.html', 'text/html; charset=utf-8', files['demo/index.html']],
    // A gallery item's address on the demo page (its galleries' collection URL is the page's).
    ['/harbour', 'text/html; charset=utf-8', files['demo/index.html']],
    ['/demo/styles/site.css', 'text/css; charset=utf-8', 'body{}'],
    ['/dist/index.js', 'text/javascript; charset=utf-8', 'export {};'],
    ['/dist/cdn/ss-blocks.min.js.map', 'application/json; charset=utf-8', '{}'],
    ['/assets/photo.svg', 'image/svg+xml', files['demo/assets/photo.svg']],
    // The element documentation pages and the editor demo's bundle, built by npm start into
    // demo/.generated/ (not dist/, which npm run build empties while the demo runs).
    ['/docs/', 'text/html; charset=utf-8', files['demo/.generated/docs/index.html']],
    ['/docs/ss-menu/', 'text/html; charset=utf-8', files['demo/.generated/docs/ss-menu/index.html']],
    ['/config/editor.js', 'text/javascript; charset=utf-8', files['demo/.generated/editor.js']],
  ])('GET %s', async (p, type, body) => {
    const r = await fetch(`${s.base}${p}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(type);
    expect(await r.text()).toBe(body);
  });

  it('serves the package (/dist/) to any origin, as a CDN does (ours); the demo pages to none', async () => {
    const cdn = await fetch(`${s.base}/dist/index.js`, { headers: { Origin: 'http://localhost:9999' } });
    expect(cdn.headers.get('access-control-allow-origin')).toBe('*');
    const page = await fetch(`${s.base}/demo/index.html`, { headers: { Origin: 'http://localhost:9999' } });
    expect(page.headers.get('access-control-allow-origin')).toBe(null);
  });

  it('redirects /config, /docs and directories to their slash form, and /editor to /config/', async () => {
    for (const p of ['/config', '/docs']) {
      const r = await fetch(`${s.base}${p}`, { redirect: 'manual' });
      expect(r.status).toBe(301);
      expect(r.headers.get('location')).toBe(`${p}/`);
    }
    for (const p of ['/editor', '/editor/']) {
      const r = await fetch(`${s.base}${p}`, { redirect: 'manual' });
      expect(r.status).toBe(301);
      expect(r.headers.get('location')).toBe('/config/');
    }
    const d = await rawGet(s.base, '//demo/styles');
    expect(d.status).toBe(301);
    expect(d.headers.location).toBe('/demo/styles/');
  });

  it('answers HEAD without a body and refuses POST', async () => {
    const h = await fetch(`${s.base}/dist/index.js`, { method: 'HEAD' });
    expect(h.status).toBe(200);
    expect(h.headers.get('content-length')).toBe('10');
    expect((await fetch(`${s.base}/dist/index.js`, { method: 'POST' })).status).toBe(405);
  });

  it.each([
    '/package.json',
    '/demo/missing.html',
    '/src/index.ts',
    '/demo/server/secret.mjs',
    '/demo/.data/log.jsonl',
    '/dist/.hidden',
    '/demo/.generated/editor.js',
  ])('404 for %s', async (p) => {
    const r = await rawGet(s.base, p);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('private');
  });

  it.each([
    '/dist/../package.json',
    '/dist/..%2f..%2fpackage.json',
    '/dist/%2e%2e/package.json',
    '/demo/..%5cpackage.json',
    '/dist/%2e%2e%2f%2e%2e%2fetc/passwd',
    '/assets/..%2f.data%2flog.jsonl',
  ])('rejects traversal %s', async (p) => {
    const r = await rawGet(s.base, p);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('"private"');
    expect(r.body).not.toContain('root:');
  });

  it('400 for a malformed escape', async () => {
    expect((await rawGet(s.base, '/dist/%E0%A4%A')).status).toBe(400);
  });

  it('sets the crumb cookie on pages too', async () => {
    expect((await fetch(`${s.base}/`)).headers.get('set-cookie')).toMatch(/^crumb=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
  });

  it('a registered fault applies to a static path (chunk-load failure demos)', async () => {
    await fetch(`${s.base}/__ss/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/dist/index.js', status: 404, times: 1 }),
    });
    expect((await fetch(`${s.base}/dist/index.js`)).status).toBe(404);
    expect((await fetch(`${s.base}/dist/index.js`)).status).toBe(200);
  });

  it('without serveStatic only /api and /__ss are handled', async () => {
    const api = await start({ serveStatic: false, rootDir: root });
    try {
      expect(api.app.handles('/api/test/echo')).toBe(true);
      expect(api.app.handles('/__ss/inspector')).toBe(true);
      expect(api.app.handles('/dist/index.js')).toBe(false);
      expect(s.app.handles('/dist/index.js')).toBe(true);
    } finally {
      await api.stop();
      removeDir(api.dataDir);
    }
  });
});

describe('what the demo build writes', () => {
  // `npm run build` empties dist/ (scripts/build.mjs): a build while `npm start` serves the demo
  // must not take the editor bundle or the element pages away.
  it('lies outside dist/, where the server looks for it', () => {
    for (const dir of [DEMO_BUILD_DIR, EDITOR_BUNDLE, DOCS_DIR]) expect(path.normalize(dir).split(path.sep)[0]).not.toBe('dist');
    const root = path.resolve('/site');
    expect(resolveStatic(root, '/config/editor.js')).toBe(path.join(root, EDITOR_BUNDLE));
    expect(resolveStatic(root, '/docs/ss-menu/')).toBe(path.join(root, DOCS_DIR, 'ss-menu/index.html'));
    expect(resolveStatic(root, '/config/')).toBe(path.join(root, 'demo/editor/index.html'));
  });
});

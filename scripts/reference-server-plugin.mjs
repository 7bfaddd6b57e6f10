// Mounts the reference API server inside web-test-runner's dev server, so browser tests
// call the real endpoints same-origin (/api/..., /__ss/...) against a throw-away store.
// It is middleware, not a plugin: the dev server builds its handler before plugins'
// serverStart hooks run, so a koa.use() there would never see a request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../demo/server/app.mjs';

export function referenceServerMiddleware() {
  const app = createApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'ss-ref-')), serveStatic: false });
  return async (ctx, next) => {
    if (!app.handles(ctx.path)) return next();
    ctx.respond = false;
    await app.handle(ctx.req, ctx.res);
  };
}

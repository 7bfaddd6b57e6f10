// Mounts the reference API server inside web-test-runner's dev server, so browser tests
// call the real endpoints same-origin (/api/..., /__ss/...) against a throw-away store.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../demo/server/app.mjs';

export function referenceServerPlugin() {
  const app = createApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'ss-ref-')), serveStatic: false });
  return {
    name: 'ss-reference-server',
    serverStart({ app: koa }) {
      koa.use(async (ctx, next) => {
        if (!app.handles(ctx.path)) return next();
        ctx.respond = false;
        await app.handle(ctx.req, ctx.res);
      });
    },
  };
}

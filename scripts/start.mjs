// `npm start`: build the library (and the demo, when its build script exists), then serve
// the demos, the built library and the reference API on loopback until stopped.
// `--no-build` skips the builds (used by the server's tests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (!process.argv.includes('--no-build')) {
  for (const script of ['scripts/build.mjs', 'scripts/build-demo.mjs']) {
    if (!existsSync(script)) continue;
    const r = spawnSync(process.execPath, [script], { stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`${script} failed; not starting the server.`);
      process.exit(r.status ?? 1);
    }
  }
}

const { serveUntilStopped } = await import('../demo/server/main.mjs');
await serveUntilStopped();

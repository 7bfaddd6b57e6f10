// The reference server in a process of its own for the benchmark: the pages' server then
// never waits on the driver's event loop (less noise, and the same for every page).
// Prints the port it listens on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../demo/server/main.mjs';

const { port } = await startServer({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'ss-bench-')) });
process.stdout.write(`${port}\n`);

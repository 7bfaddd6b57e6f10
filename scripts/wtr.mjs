// Runs the browser tests; extra arguments go to web-test-runner (e.g. --files, --watch).
import { spawnSync } from 'node:child_process';

const args = ['--config', 'web-test-runner.config.mjs', '--static-logging', ...process.argv.slice(2)];
const run = spawnSync('node_modules/.bin/web-test-runner', args, { stdio: 'inherit' });
process.exit(run.status ?? 1);

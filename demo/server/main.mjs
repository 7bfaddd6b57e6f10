// `node demo/server/main.mjs`: the reference server on loopback, port $PORT or 8787, data in
// demo/.data (or $SS_DATA_DIR). scripts/start.mjs (`npm start`) uses startServer after building.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app.mjs';

export const DEFAULT_PORT = 8787;
export const HOST = '127.0.0.1';
const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(here, '../..');

/** @param {number} port */
export const demoLinks = (port) => [
  `ss-blocks demo:    http://localhost:${port}/`,
  `Plain page:        http://localhost:${port}/demo/plain.html`,
  `React editor demo: http://localhost:${port}/config/`,
  `Element docs:      http://localhost:${port}/docs/`,
  `Inspector:         http://localhost:${port}/__ss/inspector`,
];

/**
 * Starts listening; rejects with `code: 'EADDRINUSE'` when the port is taken.
 * @param {{ port?: number, host?: string, dataDir?: string, rootDir?: string }} [options]
 */
export function startServer({
  port = Number(process.env.PORT || DEFAULT_PORT),
  host = HOST,
  rootDir = ROOT_DIR,
  dataDir = process.env.SS_DATA_DIR || path.join(rootDir, 'demo/.data'),
} = {}) {
  const app = createApp({ dataDir, rootDir, serveStatic: true });
  const server = createServer((req, res) => void app.handle(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', (err) => {
      app.close();
      reject(err);
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        app,
        server,
        port: actual,
        close: () =>
          new Promise((done) => {
            app.close();
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * Runs until SIGINT/SIGTERM, printing the demo links; exits 1 with a clear message when
 * the port is taken.
 * @param {{ port?: number }} [options]
 */
export async function serveUntilStopped(options = {}) {
  const port = options.port ?? Number(process.env.PORT || DEFAULT_PORT);
  let running;
  try {
    running = await startServer({ port });
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use on ${HOST}. Stop the other server, or pick another port: PORT=${port + 1} npm start`);
      process.exit(1);
    }
    throw err;
  }
  for (const line of demoLinks(running.port)) console.log(line);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    console.log('Server stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return running;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await serveUntilStopped();
}

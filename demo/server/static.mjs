// Static files: the demos and the built library. Only a few roots are served, never a
// dotfile (the store lives in demo/.data) nor the server's own source.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sendRaw } from './http.mjs';

export const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.wasm': 'application/wasm',
});

// What `npm start` builds for the demo alone (scripts/build-demo.mjs): the editor demo's
// bundle, the element documentation pages and the photographs. Not under dist/, which
// `npm run build` empties and refills: a build while the demo runs leaves them in place.
export const DEMO_BUILD_DIR = 'demo/.generated';
export const EDITOR_BUNDLE = `${DEMO_BUILD_DIR}/editor.js`;
export const DOCS_DIR = `${DEMO_BUILD_DIR}/docs`;

/**
 * URL pathname → file under rootDir, or null when it is not served.
 * @param {string} rootDir
 * @param {string} pathname already percent-decoded
 */
export function resolveStatic(rootDir, pathname) {
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.split('/').filter(Boolean);
  // ".." would leave the served root; dot-names hide the store and other private files.
  if (segments.some((s) => s.startsWith('.'))) return null;
  let rel;
  if (pathname === '/') rel = 'demo/index.html';
  // The editor demo lives where the platform's editor does, in the config area (spec 001 §3
  // "The prefix /config is treated as admin"): the page it frames then knows its editor.
  // Its bundle is served beside its page.
  else if (pathname === '/config/editor.js') rel = EDITOR_BUNDLE;
  else if (segments[0] === 'config') rel = path.join('demo/editor', ...segments.slice(1));
  else if (segments[0] === 'assets') rel = path.join('demo/assets', ...segments.slice(1));
  else if (segments[0] === 'demo' && segments[1] !== 'server') rel = path.join(...segments);
  else if (segments[0] === 'dist') rel = path.join(...segments);
  // The element documentation pages (scripts/element-pages.mjs, built by npm start).
  else if (segments[0] === 'docs') rel = path.join(DOCS_DIR, ...segments.slice(1));
  // An item of the demo page's galleries (`/harbour`: spec 000 §2 "Gallery addressing", the
  // collection URL being the page's): the page, which selects it or opens it in its lightbox.
  else if (segments.length === 1 && !segments[0].includes('.') && !pathname.endsWith('/')) rel = 'demo/index.html';
  else return null;
  if (pathname !== '/' && pathname.endsWith('/')) rel = path.join(rel, 'index.html');
  const root = path.resolve(rootDir);
  const file = path.resolve(root, rel);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} rootDir
 * @param {string} rawPath the pathname as requested (percent-encoded)
 * @param {(html: string) => string} [publishPage] what the demo page is sent as (the server's
 *   saved site settings applied); the file as it is without it
 */
export async function serveStatic(req, res, rootDir, rawPath, publishPage) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendRaw(res, 405, 'Method not allowed', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
  }
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return sendRaw(res, 400, 'Bad request', 'text/plain; charset=utf-8');
  }
  if (pathname === '/config' || pathname === '/docs') {
    res.writeHead(301, { Location: `${pathname}/` });
    return void res.end();
  }
  // The editor demo's first address.
  if (pathname === '/editor' || pathname === '/editor/') {
    res.writeHead(301, { Location: '/config/' });
    return void res.end();
  }
  const file = resolveStatic(rootDir, pathname);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info) return sendRaw(res, 404, 'Not found', 'text/plain; charset=utf-8');
  if (info.isDirectory()) {
    // Rebuilt from segments so "//host/..." can never become an off-site redirect.
    const clean = pathname.split('/').filter(Boolean).map(encodeURIComponent).join('/');
    res.writeHead(301, { Location: `/${clean}/` });
    return void res.end();
  }
  if (publishPage && file === path.resolve(rootDir, 'demo/index.html')) {
    const html = publishPage(await readFile(file, 'utf8'));
    return sendRaw(res, 200, req.method === 'HEAD' ? '' : html, CONTENT_TYPES['.html'], { 'Cache-Control': 'no-cache' });
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    // The package's files to any origin, as a CDN serves them: a page of one's own (another
    // port, a file) can try the README's script tags against this server.
    ...(pathname.startsWith('/dist/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  await new Promise((resolve) => {
    createReadStream(file)
      .on('error', () => res.destroy())
      .on('close', () => resolve(undefined))
      .pipe(res);
  });
}

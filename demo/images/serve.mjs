// Serves the generated demo images the way the platform's image hosts do: one URL per
// image, sized by `?format=750w` or by a `-750w` filename (real-markup.md "Images").
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_IMAGES, WIDTHS, fileName, generateAll } from './generate.mjs';

export const IMAGE_PREFIX = '/assets/images/';
const NAME = /^([a-z]+?)(?:-(\d+)w)?\.jpg$/;

/** Answers a request for /assets/images/...; returns false when the path is not ours. */
export function serveDemoImage(req, res, url, dir) {
  if (!url.pathname.startsWith(IMAGE_PREFIX)) return false;
  const match = NAME.exec(url.pathname.slice(IMAGE_PREFIX.length));
  const format = /^(\d+)w$/.exec(url.searchParams.get('format') ?? '');
  const wanted = Number(format?.[1] ?? match?.[2] ?? WIDTHS[0]);
  if (!match || !(match[1] in DEMO_IMAGES) || !WIDTHS.includes(wanted)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('No such image');
    return true;
  }
  const file = path.join(dir, fileName(match[1], wanted));
  if (!existsSync(file)) generateAll(dir);
  res.writeHead(200, {
    'content-type': 'image/jpeg',
    'content-length': statSync(file).size,
    'cache-control': 'public, max-age=3600',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

// Small HTTP helpers for the reference server: body reading and parsing, cookies, query
// objects and responses. Node's standard library only.
import { randomBytes } from 'node:crypto';

/** Largest request body accepted; sendBeacon refuses more than ~64 kB anyway. */
export const MAX_BODY_BYTES = 1_000_000;

/** @param {number} [bytes] */
export const token = (bytes = 16) => randomBytes(bytes).toString('hex');

/**
 * URLSearchParams (query or form body) → object; a repeated name becomes a list.
 * @param {URLSearchParams} params
 * @returns {Record<string, string | string[]>}
 */
export function paramsObject(params) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [k, v] of params) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** @param {string | undefined} header @returns {Record<string, string>} */
export function parseCookies(header) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    let value = part.slice(i + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: a cookie written by someone else need not be URI-encoded
    }
    if (!(name in out)) out[name] = value;
  }
  return out;
}

/**
 * Reads the whole body; rejects with `{ status: 413 }` past the limit.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => Object.assign(new Error('Request body too large'), { status: 413 });
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      // Drain rather than reset, so the client gets to read the 413.
      req.resume();
      return reject(tooLarge());
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** @param {string} text */
function tryJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

/**
 * Parses a body by its content type. A sendBeacon string arrives as text/plain, so text that
 * is valid JSON is read as JSON too (`type` says what it really was).
 * @param {Buffer} buf
 * @param {string | undefined} contentType
 * @returns {{ type: 'none' | 'json' | 'form' | 'multipart' | 'text' | 'binary', value: unknown, error?: string }}
 */
export function parseBody(buf, contentType) {
  if (!buf.length) return { type: 'none', value: undefined };
  const ct = (contentType ?? '').toLowerCase();
  const text = buf.toString('utf8');
  if (ct.includes('application/x-www-form-urlencoded')) {
    return { type: 'form', value: paramsObject(new URLSearchParams(text)) };
  }
  if (ct.startsWith('multipart/form-data')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
    return { type: 'multipart', value: boundary ? parseMultipart(buf, boundary) : {} };
  }
  if (ct.includes('json')) {
    const j = tryJson(text);
    return j.ok ? { type: 'json', value: j.value } : { type: 'text', value: text, error: 'Invalid JSON' };
  }
  if (ct === '' || ct.startsWith('text/')) {
    const j = tryJson(text);
    return j.ok ? { type: 'json', value: j.value } : { type: 'text', value: text };
  }
  return { type: 'binary', value: { bytes: buf.length } };
}

/**
 * Text fields of a multipart body (what sendBeacon sends for FormData); files are
 * summarised, not kept.
 * @param {Buffer} buf
 * @param {string} boundary
 */
function parseMultipart(buf, boundary) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const part of buf.toString('latin1').split(`--${boundary}`)) {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const head = part.slice(0, end);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    const raw = part.slice(end + 4).replace(/\r\n$/, '');
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    out[name] = filename === undefined ? Buffer.from(raw, 'latin1').toString('utf8') : { filename, bytes: raw.length };
  }
  return out;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} [body] omitted → no body
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const noBody = body === undefined || status === 204 || status === 304;
  const text = noBody ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...(noBody ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    ...headers,
  });
  res.end(text);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {string} type
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendRaw(res, status, body, type, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Type': type, ...headers });
  res.end(body);
}

/** Adds a Set-Cookie line without dropping ones already set. */
export function appendCookie(/** @type {import('node:http').ServerResponse} */ res, /** @type {string} */ cookie) {
  const prev = res.getHeader('Set-Cookie');
  const list = prev === undefined ? [] : Array.isArray(prev) ? prev : [String(prev)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/** @param {string} s */
export const escapeHtml = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** True for a JSON object (not null, not an array). @param {unknown} v @returns {v is Record<string, any>} */
export const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);

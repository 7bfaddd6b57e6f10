// What the telemetry endpoints keep: each event once, by its id. A client that is not sure a
// request arrived (a beacon is never a proof of delivery, an answer can be lost) sends it
// again, so the server, not the client, is where "nothing twice" is finally decided. The
// ids are the ones the library's outbox gives every item (services/outbox.ts):
// - JSON lists (errors, performance records) and the Trace `data` list: each element's `id`;
// - the central events service: the JSON object's `id`;
// - census and RecordEvent form posts: `eventId`;
// - the track pixel: its `rk` query parameter.
// An event without an id is kept under a fresh one (nothing to deduplicate it by).
import { isObject } from './http.mjs';
import { randomUUID } from 'node:crypto';

/** Events kept over all paths; past it the oldest are forgotten (the store stays small). */
export const MAX_KEPT = 5000;
const PREFIX = 'event:';

/** @param {unknown} v */

/** A JSON-string field decoded, or the value as it is. @param {unknown} v */
function decoded(v) {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/**
 * The events one accepted request carries, each with its id.
 * @param {string} path @param {unknown} body @param {Record<string, unknown>} query
 * @returns {{ id: string, event: Record<string, unknown> }[]}
 */
export function eventsIn(path, body, query) {
  /** @param {unknown} e @param {string} [key] */
  const one = (e, key = 'id') => {
    const event = isObject(e) ? /** @type {Record<string, unknown>} */ (e) : { value: e };
    const id = typeof event[key] === 'string' && event[key] ? String(event[key]) : randomUUID();
    return { id, event };
  };
  if (path === '/api/track/Track') return [one(query, 'rk')];
  if (Array.isArray(body)) return body.map((e) => one(e));
  if (!isObject(body)) return [];
  const b = /** @type {Record<string, unknown>} */ (body);
  if (path === '/api/events/Trace') {
    const list = decoded(b.data);
    return Array.isArray(list) ? list.map((e) => one(e)) : [];
  }
  if (path.startsWith('/api/census/') || path === '/api/events/RecordEvent') {
    const event = Object.fromEntries(Object.entries(b).map(([k, v]) => [k, k === 'data' ? decoded(v) : v]));
    return [one(event, 'eventId')];
  }
  return [one(b)];
}

/**
 * Keeps the events of an accepted request; returns how many were new and how many were
 * seen before (dropped).
 * @param {import('./store.mjs').Store} store
 * @param {string} path @param {unknown} body @param {Record<string, unknown>} query
 */
export function keepEvents(store, path, body, query) {
  let kept = 0;
  let duplicates = 0;
  for (const { id, event } of eventsIn(path, body, query)) {
    const key = `${PREFIX}${path}\u0000${id}`;
    if (store.get(key) !== undefined) {
      duplicates++;
      continue;
    }
    store.set(key, { path, id, time: new Date().toISOString(), event });
    kept++;
  }
  const all = store.keys(PREFIX);
  for (const old of all.slice(0, Math.max(0, all.length - MAX_KEPT))) store.delete(old);
  return { kept, duplicates };
}

/**
 * The events kept for a path (every path when none), oldest first.
 * @param {import('./store.mjs').Store} store @param {string | null} [path]
 * @returns {{ path: string, id: string, time: string, event: Record<string, unknown> }[]}
 */
export function keptEvents(store, path) {
  const prefix = path ? `${PREFIX}${path}\u0000` : PREFIX;
  return store.keys(prefix).map((k) => /** @type {any} */ (store.get(k)));
}

/** Forgets every kept event. @param {import('./store.mjs').Store} store */
export function clearEvents(store) {
  for (const k of store.keys(PREFIX)) store.delete(k);
}

/**
 * Wraps a telemetry handler: an answer of 2xx keeps the request's events (its decoded form
 * says how many were new).
 * @param {import('./endpoints.mjs').Handler} handler
 * @returns {import('./endpoints.mjs').Handler}
 */
export const keeping = (handler) => (ctx) => {
  const answer = handler(ctx);
  if (answer.status < 200 || answer.status > 299) return answer;
  const counts = keepEvents(ctx.store, ctx.path, ctx.body, ctx.query);
  return { ...answer, decoded: { ...(isObject(answer.decoded) ? /** @type {object} */ (answer.decoded) : {}), ...counts } };
};

// One durable outbox for everything telemetry sends (ours): items are written to
// IndexedDB (idb-keyval) before any attempt, sent in batches per channel, and deleted only
// when the server has answered 2xx. Network errors and 5xx are retried with backoff; items
// left by a page that died are sent by the next page; two tabs never send the same item (a
// tab claims what it sends under a Web Lock, and holds the claim, not the lock, while the
// request is out: one slow request stalls no other tab); the queue is bounded (oldest
// dropped, counted). When the page is hidden, what this page queued goes by beacon (or keepalive
// fetch) and stays queued: a beacon is never a proof of delivery, so the next flush sends
// it again and the server drops what it has seen (every item carries its id).
import { apiUrl } from '../contract/api-addresses.js';
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { newId } from '../model/ids.js';

/** What a channel sends: one endpoint and how a batch of items becomes a request. */
export interface Channel {
  /** Where to send (a path of the site, or a URL), or where a batch goes (one item's own
   * address: a quick view's item id). */
  url: string | ((items: OutboxItem[]) => string);
  /** The request for a batch of items; what it sends must carry each item's id, by which
   * the server drops what it has seen. */
  encode(items: { id: string; body: unknown }[]): { body: BodyInit; type?: string };
  /** Most items per request (default 1). */
  batch?: number;
  /** Extra headers (e.g. the crumb); a channel with headers never goes by beacon. */
  headers?: () => Record<string, string>;
  /** 'get' sends a batch as an image request to url?body, the body a query without a type
   * (spec 001 §7 Track: a batch of 1). */
  method?: 'post' | 'get';
  /** At page hide: 'beacon' (navigator.sendBeacon), else a keepalive fetch. */
  unload?: 'beacon' | 'fetch';
  /** The answers that deliver a batch (default: any 2xx). */
  accepts?: readonly number[];
  /** Any other answer is reported here; a 5xx is then tried again, any other dropped. */
  rejected?(status: number): void;
}

export interface OutboxItem {
  id: string;
  channel: string;
  body: unknown;
  /** When it was queued (ms since the epoch), and its place among this page's items. */
  at: number;
  seq: number;
  tries: number;
  /** Not to be tried before this time. */
  next: number;
  /** Claimed by a flush until this time (see LEASE_MS). */
  lease?: number;
}

/** Most items kept; past it the oldest are dropped and counted (ours). */
export const OUTBOX_CAP = 500;
/** Backoff after a failed try: 1 s, doubling, at most 5 minutes (ours). */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 300_000;
/** How long a flush's claim on the items it sends holds (ours): a tab that dies while
 * sending leaves them to the others after this. */
export const LEASE_MS = 60_000;
const DROPPED = '#dropped';

const channels = new Map<string, Channel>();
/** This page's items not yet confirmed, by id: what a beacon at page hide carries. */
const mine = new Map<string, OutboxItem>();
/** Items sent at page hide since the page was last visible: a hide then a pagehide send once. */
const sentOnHide = new Set<string>();
let store: UseStore | undefined;
const db = () => (store ??= createStore('ss-blocks-outbox', 'items'));
// Reads and writes of the outbox's own store, in one transaction each: idb-keyval's get,
// set and delMany would bring its default store along, which the outbox never uses.
const readKey = <T>(key: string) => db()('readonly', (s) => promisifyRequest<T | undefined>(s.get(key)));
const write = (change: (s: IDBObjectStore) => void) => db()('readwrite', (s) => (change(s), promisifyRequest(s.transaction)));
const delMany = (keys: string[]) => write((s) => keys.forEach((k) => s.delete(k)));
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let seq = 0;

/** Oldest first; items queued in the same millisecond in the order they were queued. */
const byAge = (a: OutboxItem, b: OutboxItem) => a.at - b.at || a.seq - b.seq;

/** Items as requests: channel by channel (those this page defines, in the order it defined
 * them), oldest first, at most a batch in each. */
function requests(items: OutboxItem[]): [Channel, OutboxItem[]][] {
  const out: [Channel, OutboxItem[]][] = [];
  items.sort(byAge);
  for (const [name, c] of channels) {
    const list = items.filter((i) => i.channel === name);
    const size = c.batch ?? 1;
    for (let n = 0; n < list.length; n += size) out.push([c, list.slice(n, n + size)]);
  }
  return out;
}

/** Stores items as they now are, this page's copies too (a failure leaves them as they were). */
async function update(items: OutboxItem[]): Promise<void> {
  for (const i of items) if (mine.has(i.id)) mine.set(i.id, i);
  await write((s) => items.forEach((i) => s.put(i, i.id))).catch(() => {});
}

/** Each item's body with its id added (by which the server drops what it has seen). */
export const withIds = (items: { id: string; body: unknown }[]): object[] => items.map(({ id, body }) => ({ ...(body as object), id }));

/** The wait before try number `tries` + 1. */
export const backoff = (tries: number): number => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, tries - 1));

export function defineChannel(name: string, channel: Channel): void {
  channels.set(name, channel);
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  addEventListener('pagehide', sendOnHide);
  addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? sendOnHide() : sentOnHide.clear()));
}

/** Queues a body (an item with the same id replaces the one queued), to go no earlier than
 * `notBefore` (ms since the epoch) unless the page goes first. Resolves when it is stored: a
 * crash after that loses nothing. The cap is applied at the next flush. */
export async function enqueue(channel: string, body: unknown, id = newId(), notBefore = 0): Promise<OutboxItem> {
  const now = Date.now();
  const item: OutboxItem = { id, channel, body, at: now, seq: ++seq, tries: 0, next: Math.max(now, notBefore) };
  mine.set(id, item);
  // Without IndexedDB (a private window that refuses it) the item lives in this page only.
  await update([item]);
  return item;
}

/** How many items were dropped for the cap, over the outbox's life. */
export async function droppedCount(): Promise<number> {
  return (await readKey<number>(DROPPED).catch(() => 0)) ?? 0;
}

/** The stored items, the oldest dropped past the cap (and counted). */
async function trim(stored: (OutboxItem | number)[]): Promise<OutboxItem[]> {
  // Every value is an item but the dropped count.
  const all = stored.filter((v): v is OutboxItem => typeof v === 'object');
  if (all.length <= OUTBOX_CAP) return all;
  const oldest = all.sort(byAge).splice(0, all.length - OUTBOX_CAP);
  await delMany(oldest.map((i) => i.id));
  for (const i of oldest) mine.delete(i.id);
  const dropped = stored.find((v): v is number => typeof v === 'number') ?? 0;
  await write((s) => s.put(dropped + oldest.length, DROPPED));
  return all;
}

/** A batch's address and its POST request. A body with a type goes as a Blob of that type:
 * fetch and sendBeacon both send a Blob's type as the Content-Type. */
function request(c: Channel, items: OutboxItem[]): [string, RequestInit & { body: BodyInit }] {
  const { body, type } = c.encode(items);
  const url = apiUrl(typeof c.url === 'function' ? c.url(items) : c.url);
  return [url, { method: 'POST', body: type ? new Blob([body as string], { type }) : body, headers: c.headers?.() }];
}

/** An image request's answer: 200 when it loads, else its status as the page's resource timing
 * saw it (a 2xx that is no image, a 4xx, a 5xx; same origin), 0 for none. An image shows no
 * status of its own: a pixel retried on every error resent a 4xx forever. */
const pixel = (src: string) =>
  new Promise<number>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(200);
    img.onerror = () =>
      resolve((performance.getEntriesByName(img.src).pop() as PerformanceResourceTiming | undefined)?.responseStatus ?? 0);
    img.src = src;
  });

/** One request; true when it is worth another try (no answer, a 5xx). An answer the channel
 * does not accept is reported to it; any but a 5xx settles the batch. */
async function failed(c: Channel, items: OutboxItem[]): Promise<boolean> {
  const [url, init] = request(c, items);
  let status = 0;
  try {
    // Not keepalive: its 64 kB in flight would refuse a large batch. A page that goes while
    // this is in flight sends its items again at pagehide.
    status = c.method === 'get' ? await pixel(`${url}?${init.body}`) : (await fetch(url, init)).status;
  } catch {
    // no answer
  }
  if (status && !(c.accepts?.includes(status) ?? (status > 199 && status < 300))) c.rejected?.(status);
  return !status || status > 499;
}

/** Claims what is due (for this page's channels, or one), under a lock shared by the
 * site's tabs (Web Locks; without them, unlocked). Items another tab claims are skipped. */
async function claim(only?: string): Promise<OutboxItem[]> {
  const run = async () => {
    // Items queued from here on may be stored after the read below has looked.
    const read = seq;
    let all: OutboxItem[];
    try {
      all = await trim(await db()('readonly', (store) => promisifyRequest(store.getAll())));
    } catch {
      // No IndexedDB: this page's items are all there is.
      all = [...mine.values()];
    }
    // This page's items as stored: another tab may have sent one (gone) or claimed it.
    const stored = new Map(all.map((i) => [i.id, i]));
    for (const [id, i] of mine) {
      const now = stored.get(id);
      if (now) mine.set(id, now);
      else if (i.seq <= read) mine.delete(id);
    }
    const now = Date.now();
    // A time further ahead than it can be was stamped before the system clock was set back.
    const ahead = (t = 0, most: number) => t > now && t - now <= most;
    // Items an earlier page left are due now: a new page is a new chance.
    const due = all
      .filter(
        (i) =>
          !ahead(i.lease, LEASE_MS) &&
          (!ahead(i.next, RETRY_MAX_MS) || !mine.has(i.id)) &&
          channels.has(i.channel) &&
          (!only || i.channel === only),
      )
      .map((i) => ({ ...i, lease: now + LEASE_MS }));
    await update(due);
    return due;
  };
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request('ss-blocks-outbox', run) : run();
}

/** Sends what is due, channel by channel, in batches. Items of a channel this page does
 * not define wait for a page that does. */
export async function flush(only?: string): Promise<void> {
  for (const [c, batch] of requests(await claim(only))) {
    if (await failed(c, batch)) {
      await update(batch.map((i) => ({ ...i, tries: i.tries + 1, next: Date.now() + backoff(i.tries + 1), lease: 0 })));
    } else {
      for (const i of batch) mine.delete(i.id);
      await delMany(batch.map((i) => i.id)).catch(() => {});
    }
  }
  scheduleRetry();
}

/** A timer for the earliest of this page's items to be due again: at the end of its backoff
 * or of a claim on it (a channel this page does not define waits for a page that does). */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const next = Math.min(...[...mine.values()].filter((i) => channels.has(i.channel)).map((i) => Math.max(i.next, i.lease ?? 0)));
  // A time already past is a delay below 0: setTimeout takes it as 0.
  if (Number.isFinite(next)) retryTimer = setTimeout(() => void flush(), next - Date.now());
}

/** At page hide: this page's unconfirmed items, by beacon or keepalive fetch, at once (no
 * storage read can finish while a page goes). They stay queued (see the file's comment). */
function sendOnHide(): void {
  for (const [c, batch] of requests([...mine.values()].filter((i) => !sentOnHide.has(i.id)))) {
    if (c.method === 'get') continue;
    for (const i of batch) sentOnHide.add(i.id);
    const [url, init] = request(c, batch);
    const beaconed = c.unload === 'beacon' && !c.headers && navigator.sendBeacon?.(url, init.body);
    if (!beaconed) void fetch(url, { ...init, keepalive: true }).catch(() => {});
  }
}

/** Forgets this page's state (tests): channels, its items, timers. Queued items stay. */
export function resetOutbox(): void {
  clearTimeout(retryTimer);
  channels.clear();
  mine.clear();
  sentOnHide.clear();
}

// The reference server's embedded store: one append-only JSON-lines log in `dataDir`.
// Every line is an operation — a received request ("rec"), a clear of the received list
// ("clear"), a key set or delete ("set", "del"), or the id counter ("meta") — replayed on
// start, so data survives restarts. Appending one line per write is crash-safe (a torn last
// line is skipped on replay) and needs no database. When dead lines pile up the log is
// rewritten to its live content through a temporary file and an atomic rename.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Received requests kept (older ones drop out of reads and the next compaction). */
export const MAX_RECORDS = 5000;
/** Most records one read returns. */
export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;
/** Stored bodies are cut to this many characters of JSON so one big beacon cannot bloat the log. */
export const MAX_BODY_CHARS = 64_000;

/**
 * @typedef {{ id: number, time: string } & Record<string, unknown>} StoredRecord
 */

/** @param {unknown} body */
function capBody(body) {
  if (body === undefined) return undefined;
  body = redact(body);
  const text = JSON.stringify(body);
  return text.length <= MAX_BODY_CHARS ? body : { truncated: true, chars: text.length, start: text.slice(0, MAX_BODY_CHARS) };
}

/** Secrets never reach the log or the inspector: a `password` (any case, any depth) is kept
 * as "[redacted]" (a site user's sign-in posts one). */
export function redact(value) {
  if (Array.isArray(value)) return value.map(redact);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, /password/i.test(k) ? '[redacted]' : redact(v)]));
}

/** @param {{ dataDir: string, file?: string }} options */
export function createStore({ dataDir, file = 'log.jsonl' }) {
  mkdirSync(dataDir, { recursive: true });
  const logPath = path.join(dataDir, file);
  /** @type {StoredRecord[]} oldest first */
  let records = [];
  /** @type {Map<string, unknown>} */
  const kv = new Map();
  let seq = 0;
  let lines = 0;

  /** @param {any} op */
  function apply(op) {
    switch (op?.t) {
      case 'rec':
        records.push(op.r);
        seq = Math.max(seq, op.r.id);
        if (records.length > MAX_RECORDS * 1.5) records = records.slice(-MAX_RECORDS);
        break;
      case 'clear':
        records = [];
        break;
      case 'set':
        kv.set(op.k, op.v);
        break;
      case 'del':
        kv.delete(op.k);
        break;
      case 'meta':
        seq = Math.max(seq, op.seq);
        break;
    }
  }

  if (existsSync(logPath)) {
    for (const line of readFileSync(logPath, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      lines++;
      try {
        apply(JSON.parse(line));
      } catch {
        // a torn line from a crash mid-append: the rest of the log is still good
      }
    }
  }
  records = records.slice(-MAX_RECORDS);

  function compact() {
    const live = [{ t: 'meta', seq }, ...[...kv].map(([k, v]) => ({ t: 'set', k, v })), ...records.map((r) => ({ t: 'rec', r }))];
    const tmp = `${logPath}.tmp`;
    writeFileSync(tmp, live.map((op) => JSON.stringify(op)).join('\n') + '\n');
    renameSync(tmp, logPath);
    lines = live.length;
  }

  /** @param {object} op */
  function append(op) {
    apply(op);
    appendFileSync(logPath, JSON.stringify(op) + '\n');
    lines++;
    if (lines > 2 * MAX_RECORDS + kv.size) compact();
  }

  if (lines > records.length + kv.size + 1) compact();

  return {
    logPath,
    /**
     * Stores a received request; returns it with its id and time.
     * @param {Record<string, unknown>} data
     * @returns {StoredRecord}
     */
    add(data) {
      const r = { id: ++seq, time: new Date().toISOString(), ...data, body: capBody(data.body) };
      append({ t: 'rec', r });
      if (records.length > MAX_RECORDS) records = records.slice(-MAX_RECORDS);
      return r;
    },
    /**
     * Newest first, optionally one path (or route) only.
     * @param {{ path?: string | null, limit?: number }} [query]
     */
    list({ path: p, limit = DEFAULT_LIMIT } = {}) {
      const n = Math.max(0, Math.min(MAX_LIMIT, Math.floor(limit) || 0));
      /** @type {StoredRecord[]} */
      const out = [];
      for (let i = records.length - 1; i >= 0 && out.length < n; i--) {
        const r = records[i];
        if (!p || r.path === p || r.route === p) out.push(r);
      }
      return out;
    },
    get count() {
      return records.length;
    },
    clear() {
      append({ t: 'clear' });
    },
    /** @param {string} k */
    get(k) {
      return kv.get(k);
    },
    /** @param {string} k @param {unknown} v */
    set(k, v) {
      append({ t: 'set', k, v });
    },
    /** @param {string} k */
    delete(k) {
      if (kv.has(k)) append({ t: 'del', k });
    },
    /** @param {string} prefix */
    keys(prefix) {
      return [...kv.keys()].filter((k) => k.startsWith(prefix));
    },
    compact,
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */

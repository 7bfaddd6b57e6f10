// The popup's stored record (spec 001 §3 "Stored local record: submitted flag, closed date,
// version. Storage keys: date-closed, version, submitted"), in localStorage under the three
// keys below. localStorage rather than IndexedDB (idb-keyval): the record is three short
// strings that must be read synchronously before the page decides whether to arm the popup —
// an asynchronous read would add a wait and the idb-keyval chunk to every page with a popup.
// Where storage is refused (blocked cookies, some private modes) the record lives in memory
// for the page view: the popup still closes, and shows again on the next page.
import type { PopupRecord } from './rules.js';

/** The three keys, one per field of the record: the spec's own names, which the platform's
 * pages wrote, so a visitor's choice made there holds here. */
export const POPUP_STORAGE_KEYS = {
  /** When it was closed, as an ISO 8601 date ("2026-05-01T09:30:00.000Z"). */
  dateClosed: 'date-closed',
  /** The popup's version when it was closed or sent, as a number ("2"). */
  version: 'version',
  /** "true" once the form inside it was sent successfully. */
  submitted: 'submitted',
} as const;

/** The prefix earlier versions of this library wrote the keys under (`ss-popup-date-closed`). */
const OLD_PREFIX = 'ss-popup-';

/** The subset of Storage the record uses (a test hands in its own). */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const inMemory: RecordStorage = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, String(v)),
  removeItem: (k) => void memory.delete(k),
};

/** The page's localStorage, or memory where it is refused. */
export function pageStorage(): RecordStorage {
  try {
    const s = globalThis.localStorage;
    // Reading can throw (SecurityError) and writing can too (quota, Safari's old private mode).
    s.setItem('ss-popup-probe', '1');
    s.removeItem('ss-popup-probe');
    return s;
  } catch {
    return inMemory;
  }
}

/** Moves what earlier versions wrote under the prefixed keys to the spec's, where the spec's
 * key is not set, and removes the prefixed ones: done at the first reading, found no more. */
function migrate(storage: RecordStorage): void {
  for (const key of Object.values(POPUP_STORAGE_KEYS)) {
    const old = storage.getItem(OLD_PREFIX + key);
    if (old === null) continue;
    if (storage.getItem(key) === null) write(storage, key, old);
    storage.removeItem(OLD_PREFIX + key);
  }
}

/** The stored record; a value that cannot be read counts as absent. */
export function readRecord(storage: RecordStorage = pageStorage()): PopupRecord {
  migrate(storage);
  const closed = Date.parse(storage.getItem(POPUP_STORAGE_KEYS.dateClosed) ?? '');
  const version = Number(storage.getItem(POPUP_STORAGE_KEYS.version) ?? NaN);
  return {
    submitted: storage.getItem(POPUP_STORAGE_KEYS.submitted) === 'true',
    ...(Number.isFinite(closed) ? { closedAt: closed } : {}),
    ...(Number.isFinite(version) ? { version } : {}),
  };
}

function write(storage: RecordStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    inMemory.setItem(key, value);
  }
}

/** Closed now, at this version. */
export function recordClosed(now: number, version: number, storage: RecordStorage = pageStorage()): void {
  write(storage, POPUP_STORAGE_KEYS.dateClosed, new Date(now).toISOString());
  write(storage, POPUP_STORAGE_KEYS.version, String(version));
}

/** The form inside was sent now, at this version. It also counts as closing it for
 * displayFrequency (ours: the visitor has answered it, and may leave without closing). */
export function recordSubmitted(now: number, version: number, storage: RecordStorage = pageStorage()): void {
  write(storage, POPUP_STORAGE_KEYS.submitted, 'true');
  recordClosed(now, version, storage);
}

/** Forgets the record: the popup shows again as to a new visitor. */
export function clearRecord(storage: RecordStorage = pageStorage()): void {
  for (const key of Object.values(POPUP_STORAGE_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // Refused: nothing was stored there.
    }
    inMemory.removeItem(key);
  }
}

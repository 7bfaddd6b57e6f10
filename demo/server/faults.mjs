// Fault injection for tests and demos. A fault is `{ path, status?, json?, delay?, crumbFail?,
// malformed?, drop?, times? }`, registered through POST /__ss/faults for requests whose
// pathname is exactly `path`, or given on one /api/ request by query (__status, __delay,
// __crumbFail, __malformed, __drop).
//
// Decisions the brief leaves open:
// - Several faults on one path apply first-registered first; each one is spent after
//   `times` requests (default: never), so a sequence such as "crumbFail once, then 500"
//   can be set up.
// - A request carrying query faults uses only those and does not spend a registered one.
// - Effects in order: `delay` waits, then `drop: 'before'` cuts the connection unanswered (a
//   network failure), then `crumbFail` answers (it wins over the others), else `status` and
//   `malformed` answer — together: that status with the malformed body; `json` is the body
//   a `status` answers with. `drop: 'after'` lets the API handle the request (a save is
//   stored) and cuts the connection instead of answering: request sent, answer lost.
// - `referer` (a text) limits a registered fault to requests whose Referer header contains
//   it: test files running side by side in one browser each set up their own faults.
// - Faults live in memory: a test harness state, not data to keep across restarts.

/** Longest injectable delay: the spec's longest client timeout is 120 s (chunk loads). */
export const MAX_DELAY_MS = 120_000;

/**
 * @typedef {{ status?: number, json?: unknown, delay?: number, crumbFail?: boolean, malformed?: boolean,
 *   drop?: 'before' | 'after' }} FaultEffect
 * @typedef {FaultEffect & { id: number, path: string, referer?: string, times: number | null, used: number }} Fault
 */

/** @param {unknown} v */
const isBool = (v) => typeof v === 'boolean';

/**
 * Checks the effect fields of a fault; returns an error message or null.
 * @param {Record<string, unknown>} f
 */
function effectError(f) {
  const { status, delay, crumbFail, malformed, drop, json } = f;
  if (status !== undefined && !(Number.isInteger(status) && Number(status) >= 200 && Number(status) <= 599)) {
    return 'status must be an integer from 200 to 599';
  }
  if (delay !== undefined && !(Number.isInteger(delay) && Number(delay) >= 0 && Number(delay) <= MAX_DELAY_MS)) {
    return `delay must be an integer number of ms from 0 to ${MAX_DELAY_MS}`;
  }
  if (crumbFail !== undefined && !isBool(crumbFail)) return 'crumbFail must be a boolean';
  if (malformed !== undefined && !isBool(malformed)) return 'malformed must be a boolean';
  if (drop !== undefined && drop !== 'before' && drop !== 'after') return "drop must be 'before' or 'after'";
  if (json !== undefined && (status === undefined || json === null || typeof json !== 'object'))
    return 'json must be an object, with a status';
  if (status === undefined && delay === undefined && !crumbFail && !malformed && !drop) {
    return 'a fault needs status, delay, crumbFail, malformed or drop';
  }
  return null;
}

/** @param {FaultEffect} f @returns {FaultEffect} */
const effectOf = ({ status, json, delay, crumbFail, malformed, drop }) =>
  Object.fromEntries(Object.entries({ status, json, delay, crumbFail, malformed, drop }).filter(([, v]) => v !== undefined));

/**
 * Reads query faults; `{ error }` when one is present but unreadable.
 * @param {URLSearchParams} q
 * @returns {{ fault: FaultEffect | null, error?: string }}
 */
export function faultFromQuery(q) {
  /** @type {Record<string, unknown>} */
  const f = {};
  /** @param {string} name */
  const int = (name) => (/^\d+$/.test(q.get(name) ?? '') ? Number(q.get(name)) : NaN);
  /** @param {string} name */
  const flag = (name) => ['1', 'true', ''].includes(q.get(name) ?? 'x');
  if (q.has('__status')) f.status = int('__status');
  if (q.has('__delay')) f.delay = int('__delay');
  if (q.has('__crumbFail')) f.crumbFail = flag('__crumbFail');
  if (q.has('__malformed')) f.malformed = flag('__malformed');
  if (q.has('__drop')) f.drop = q.get('__drop');
  if (!Object.keys(f).length) return { fault: null };
  const error = effectError(f);
  return error ? { fault: null, error: `Invalid query fault: ${error}` } : { fault: effectOf(f) };
}

export function createFaults() {
  /** @type {Fault[]} */
  let faults = [];
  let nextId = 0;

  return {
    /**
     * @param {unknown} input the JSON body of POST /__ss/faults
     * @returns {{ fault?: Fault, error?: string }}
     */
    add(input) {
      if (!input || typeof input !== 'object' || Array.isArray(input)) return { error: 'Expected a JSON object' };
      const f = /** @type {Record<string, unknown>} */ (input);
      if (typeof f.path !== 'string' || !f.path.startsWith('/')) return { error: 'path must be a pathname starting with "/"' };
      if (f.times !== undefined && f.times !== null && !(Number.isInteger(f.times) && Number(f.times) >= 1)) {
        return { error: 'times must be a positive integer' };
      }
      if (f.referer !== undefined && (typeof f.referer !== 'string' || !f.referer)) return { error: 'referer must be a non-empty string' };
      const error = effectError(f);
      if (error) return { error };
      /** @type {Fault} */
      const fault = {
        id: ++nextId,
        path: f.path,
        ...(typeof f.referer === 'string' ? { referer: f.referer } : {}),
        ...effectOf(/** @type {FaultEffect} */ (f)),
        times: /** @type {number | null} */ (f.times ?? null),
        used: 0,
      };
      faults.push(fault);
      return { fault };
    },
    /**
     * @param {string} [path] only this path's faults; all when absent
     * @param {string} [referer] only the faults set up with this referer
     */
    clear(path, referer) {
      const before = faults.length;
      faults = faults.filter((f) => (path && f.path !== path) || (referer !== undefined && f.referer !== referer));
      return before - faults.length;
    },
    list() {
      return faults.map((f) => ({ ...f }));
    },
    /**
     * The fault for a request to `pathname` (from a page whose address is `referer`),
     * spending one of its `times`.
     * @param {string} pathname
     * @param {string} [referer]
     * @returns {(FaultEffect & { id: number }) | null}
     */
    take(pathname, referer = '') {
      const f = faults.find((x) => x.path === pathname && (!x.referer || referer.includes(x.referer)));
      if (!f) return null;
      f.used++;
      if (f.times !== null && f.used >= f.times) faults = faults.filter((x) => x !== f);
      return { id: f.id, ...effectOf(f) };
    },
  };
}

/** @typedef {ReturnType<typeof createFaults>} Faults */

// Fault injection for tests and demos. A fault is `{ path, status?, delay?, crumbFail?,
// malformed?, times? }`, registered through POST /__ss/faults for requests whose pathname is
// exactly `path`, or given on one /api/ request by query (__status, __delay, __crumbFail,
// __malformed).
//
// Decisions the brief leaves open:
// - Several faults on one path apply first-registered first; each one is spent after
//   `times` requests (default: never), so a sequence such as "crumbFail once, then 500"
//   can be set up.
// - A request carrying query faults uses only those and does not spend a registered one.
// - Effects in order: `delay` waits, then `crumbFail` answers (it wins over the others),
//   else `status` and `malformed` answer — together: that status with the malformed body.
// - Faults live in memory: a test harness state, not data to keep across restarts.

/** Longest injectable delay: the spec's longest client timeout is 120 s (chunk loads). */
export const MAX_DELAY_MS = 120_000;

/**
 * @typedef {{ status?: number, delay?: number, crumbFail?: boolean, malformed?: boolean }} FaultEffect
 * @typedef {FaultEffect & { id: number, path: string, times: number | null, used: number }} Fault
 */

/** @param {unknown} v */
const isBool = (v) => typeof v === 'boolean';

/**
 * Checks the effect fields of a fault; returns an error message or null.
 * @param {Record<string, unknown>} f
 */
function effectError(f) {
  const { status, delay, crumbFail, malformed } = f;
  if (status !== undefined && !(Number.isInteger(status) && Number(status) >= 200 && Number(status) <= 599)) {
    return 'status must be an integer from 200 to 599';
  }
  if (delay !== undefined && !(Number.isInteger(delay) && Number(delay) >= 0 && Number(delay) <= MAX_DELAY_MS)) {
    return `delay must be an integer number of ms from 0 to ${MAX_DELAY_MS}`;
  }
  if (crumbFail !== undefined && !isBool(crumbFail)) return 'crumbFail must be a boolean';
  if (malformed !== undefined && !isBool(malformed)) return 'malformed must be a boolean';
  if (status === undefined && delay === undefined && !crumbFail && !malformed) {
    return 'a fault needs status, delay, crumbFail or malformed';
  }
  return null;
}

/** @param {FaultEffect} f @returns {FaultEffect} */
const effectOf = ({ status, delay, crumbFail, malformed }) =>
  Object.fromEntries(Object.entries({ status, delay, crumbFail, malformed }).filter(([, v]) => v !== undefined));

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
      const error = effectError(f);
      if (error) return { error };
      /** @type {Fault} */
      const fault = {
        id: ++nextId,
        path: f.path,
        ...effectOf(/** @type {FaultEffect} */ (f)),
        times: /** @type {number | null} */ (f.times ?? null),
        used: 0,
      };
      faults.push(fault);
      return { fault };
    },
    /** @param {string} [path] only this path's faults; all when absent */
    clear(path) {
      const before = faults.length;
      faults = path ? faults.filter((f) => f.path !== path) : [];
      return before - faults.length;
    },
    list() {
      return faults.map((f) => ({ ...f }));
    },
    /**
     * The fault for a request to `pathname`, spending one of its `times`.
     * @param {string} pathname
     * @returns {(FaultEffect & { id: number }) | null}
     */
    take(pathname) {
      const f = faults.find((x) => x.path === pathname);
      if (!f) return null;
      f.used++;
      if (f.times !== null && f.used >= f.times) faults = faults.filter((x) => x !== f);
      return { id: f.id, ...effectOf(f) };
    },
  };
}

/** @typedef {ReturnType<typeof createFaults>} Faults */

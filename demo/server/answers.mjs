// The answers and body fields every API handler uses.

/** @typedef {import('./endpoints.mjs').Ctx} Ctx @typedef {import('./endpoints.mjs').Answer} Answer */

export const ok = () => ({ status: 200, json: {} });
export const noContent = () => ({ status: 204 });
/** @param {number} status @param {string} error @returns {Answer} */
export const fail = (status, error) => ({ status, json: { error } });

/** A field from a form, multipart or JSON object body (first value if repeated). */
export function field(/** @type {Ctx} */ ctx, /** @type {string} */ name) {
  const b = ctx.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return undefined;
  const v = /** @type {Record<string, unknown>} */ (b)[name];
  return Array.isArray(v) && ctx.bodyType !== 'json' ? v[0] : v;
}

/** Reads a JSON-string field (or an already decoded one from a JSON body). */
export function jsonField(/** @type {Ctx} */ ctx, /** @type {string} */ name) {
  const v = field(ctx, name);
  if (typeof v !== 'string') return { ok: v !== undefined, value: v };
  try {
    return { ok: true, value: JSON.parse(v) };
  } catch {
    return { ok: false, value: undefined };
  }
}

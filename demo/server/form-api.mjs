// The form calls (spec 001 §3 "Form submission", §5, §7): definitions, submission keys and
// SaveFormSubmission, for real. Answers: README.
import { token } from './http.mjs';
import { fail, field } from './answers.mjs';
import { DEMO_FORMS, MESSAGES, definitionError, normalise, payloadHash, submissionErrors } from './forms.mjs';

/**
 * @typedef {import('./endpoints.mjs').Ctx} Ctx
 * @typedef {import('./endpoints.mjs').Answer} Answer
 * @typedef {import('./endpoints.mjs').Handler} Handler
 */

export const FORM_KEY_ERROR = MESSAGES.key;
export const FIELD_REJECTED = MESSAGES.rejected;
/** Issued, unused form keys kept; the oldest are forgotten first. */
const MAX_FORM_KEYS = 1000;
/** Saves a visitor may make to one form within the window, by default. */
export const FORM_RATE_LIMIT = { max: 5, windowMs: 60_000 };

/** A form's stored definition, else the demo's seed. @param {Ctx['store']} store @param {string} formId */
function definitionOf(store, formId) {
  const def = store.get(`formDef:${formId}`) ?? /** @type {Record<string, unknown>} */ (DEMO_FORMS)[formId];
  return def ? normalise(/** @type {Record<string, any>} */ (def)) : undefined;
}

/** @type {Handler} */
export function getDefinition({ store, routeParams }) {
  const def = store.get(`formDef:${routeParams.formId}`) ?? /** @type {Record<string, unknown>} */ (DEMO_FORMS)[routeParams.formId];
  return def ? { status: 200, json: def } : fail(404, MESSAGES.notConfigured);
}

/** Stores a definition (ours: the editor's save, spec 001 §3 form model). @type {Handler} */
export function putDefinition(ctx) {
  const error = definitionError(ctx.body);
  if (error) return fail(400, error);
  const def = { .../** @type {Record<string, unknown>} */ (ctx.body), formId: ctx.routeParams.formId };
  ctx.store.set(`formDef:${ctx.routeParams.formId}`, def);
  return { status: 200, json: { definition: def } };
}

/** @type {Handler} */
export function formSubmissionKey({ store }) {
  const key = token(12);
  store.set(`formKey:${key}`, new Date().toISOString());
  const issued = store.keys('formKey:');
  for (const old of issued.slice(0, Math.max(0, issued.length - MAX_FORM_KEYS))) store.delete(old);
  return { status: 200, json: { key } };
}

/** True when the visitor is over the form's rate limit; counts this save otherwise.
 * @param {Ctx} ctx @param {string} formId */
function rateLimited(ctx, formId) {
  const { max, windowMs, hits } = ctx.forms;
  const who = `${ctx.cookies.crumb ?? ctx.remote}|${formId}`;
  const now = Date.now();
  const recent = (hits.get(who) ?? []).filter((t) => now - t < windowMs);
  if (recent.length >= max) {
    hits.set(who, recent);
    return true;
  }
  hits.set(who, [...recent, now]);
  return false;
}

/**
 * Spec 001 §7 SaveFormSubmission, for real: the form must be configured (a stored or demo
 * definition), the key issued; a key is bound to the first payload it carries and its answer
 * is replayed for the same payload (a client's retry after a lost answer stores nothing
 * twice), refused for another; saves are rate-limited per visitor and form; the submission is
 * validated against the definition (spec 001 §5) and stored. Answers: README.
 * @type {Handler}
 */
export function saveFormSubmission(ctx) {
  const { store } = ctx;
  const formId = String(field(ctx, 'formId') ?? '');
  const def = definitionOf(store, formId);
  if (!def) return fail(404, MESSAGES.notConfigured);
  const key = field(ctx, 'key');
  if (typeof key !== 'string' || !key) return fail(400, MESSAGES.key);
  const raw = field(ctx, 'form');
  const hash = payloadHash(formId, raw, def);
  const used = /** @type {{ hash: string, status: number, json?: unknown } | undefined} */ (store.get(`formKeyUse:${key}`));
  if (used) {
    if (used.hash !== hash) return fail(400, MESSAGES.key);
    return { status: used.status, ...(used.json === undefined ? {} : { json: used.json }), decoded: { replayed: true } };
  }
  if (store.get(`formKey:${key}`) === undefined) return fail(400, MESSAGES.key);
  // A rate-limited save leaves its key unused: the same submission may be sent later.
  if (rateLimited(ctx, formId)) return fail(429, MESSAGES.rateLimited);
  store.delete(`formKey:${key}`);
  /** @param {Answer} answer */
  const settle = (answer) => {
    store.set(`formKeyUse:${key}`, { hash, status: answer.status, json: answer.json });
    return answer;
  };
  /** @type {unknown} */
  let form;
  try {
    form = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    // answered below
  }
  if (!form || typeof form !== 'object' || Array.isArray(form)) return settle(fail(400, MESSAGES.unparsable));
  const values = /** @type {Record<string, unknown>} */ (form);
  const errors = submissionErrors(def, values);
  if (Object.keys(errors).length) return { ...settle({ status: 400, json: { errors } }), decoded: { form } };
  const captchaKey = field(ctx, 'captchaKey');
  if (def.captcha && (typeof captchaKey !== 'string' || !captchaKey)) return { ...settle(fail(400, MESSAGES.captcha)), decoded: { form } };
  /** @param {string} name */
  const str = (name) => String(field(ctx, name) ?? '');
  store.set(`submission:${key}`, {
    key,
    formId,
    time: new Date().toISOString(),
    form: values,
    ...(typeof captchaKey === 'string' && captchaKey ? { captchaKey } : {}),
    collectionId: str('collectionId'),
    objectName: str('objectName'),
    submitButtonText: str('submitButtonText'),
    isOverlayForm: ['true', true].includes(/** @type {any} */ (field(ctx, 'isOverlayForm'))),
    page: Object.fromEntries(
      ['pageTitle', 'pageId', 'contentSource', 'pagePath', 'pagePermissionTypeValue'].map((n) => [n, field(ctx, n) ?? null]),
    ),
  });
  return { ...settle({ status: 204 }), decoded: { form } };
}

/** The stored submissions, newest first, optionally of one form.
 * @param {Ctx['store']} store @param {{ formId?: string | null, limit?: number }} [query] */
export function submissions(store, { formId, limit = 100 } = {}) {
  const all = store
    .keys('submission:')
    .map((k) => /** @type {{ formId: string, time: string }} */ (store.get(k)))
    .filter((s) => s && (!formId || s.formId === formId))
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
  return { submissions: all.slice(0, Math.max(0, Math.min(1000, limit))), total: all.length };
}

export { definitionOf };

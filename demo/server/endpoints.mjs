// The API: every call spec 000 §7 and spec 001 §7 name (the form calls in form-api.mjs), the
// store's cart (cart-api.mjs), and /api/test/* for data-layer tests (spec 001 §7 "Generic
// data layer", §8 "Data layer"). The spec shows few answers; the ones chosen here are
// documented beside each handler and in demo/server/README.md.
import { randomUUID } from 'node:crypto';
import { token } from './http.mjs';
import { DEFAULT_HEADER_FOOTER, DEFAULT_LANGUAGES, autocomplete, placeDetails, renderWidget } from './fixtures.mjs';
import { keeping } from './telemetry.mjs';
import { deleteSiteSettings, getSiteSettings, putSiteSettings } from './site-settings.mjs';
import { fail, field, jsonField, noContent, ok } from './answers.mjs';
import { formSubmissionKey, getDefinition, putDefinition, saveFormSubmission } from './form-api.mjs';
import { addEntry, getCart, removeEntry, setQuantity } from './cart-api.mjs';

/**
 * @typedef {{
 *   method: string, path: string, params: URLSearchParams, query: Record<string, string | string[]>,
 *   body: unknown, bodyType: string, cookies: Record<string, string>, cookieHeader: boolean,
 *   cookieCrumb: string | null, remote: string, headers: import('node:http').IncomingHttpHeaders,
 *   store: import('./store.mjs').Store, routeParams: Record<string, string>,
 *   forms: FormLimits, rootDir: string
 * }} Ctx
 * @typedef {{ max: number, windowMs: number, hits: Map<string, number[]> }} FormLimits
 * @typedef {{
 *   status: number, json?: unknown, raw?: { body: Buffer | string, type: string },
 *   decoded?: unknown, cookies?: string[]
 * }} Answer
 * @typedef {(ctx: Ctx) => Answer} Handler
 */

const SESSION_COOKIE = 'ss_member_session';

/** 1x1 transparent GIF for the image-request tracker (spec 001 §7 /api/track/Track). */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** @param {string} what @returns {Handler} */
const jsonList = (what) => (ctx) =>
  Array.isArray(ctx.body) ? (what === 'records' ? noContent() : ok()) : fail(400, `Expected a JSON list of ${what}`);

/**
 * rollouts: one boolean per feature gate the performance client checks (spec 000 §7):
 *   rum               — the RUM client as a whole;
 *   <app>             — the calling app's own gate, named by the `app` query parameter
 *                       (default "ss-blocks");
 *   track-page-speed  — navigation and paint metrics;
 *   track-user-timing — the 'rum-' user timing marks.
 * experiments: experiment name → variant; the demo site runs none.
 * @type {Handler}
 */
function performanceSettings({ params }) {
  const app = params.get('app') || 'ss-blocks';
  return {
    status: 200,
    json: {
      pageLoadId: randomUUID(),
      rollouts: { rum: true, [app]: true, 'track-page-speed': true, 'track-user-timing': true },
      experiments: {},
    },
  };
}

/** @type {Handler} */
function recordEvent(ctx) {
  const event = field(ctx, 'event');
  if (typeof event !== 'string' || !event) return fail(400, 'Missing event');
  const data = jsonField(ctx, 'data');
  return { status: 200, json: {}, decoded: { event, data: data.value } };
}

/** @type {Handler} */
function centralEvents(ctx) {
  return ctx.body && typeof ctx.body === 'object' ? { status: 202, json: {} } : fail(400, 'Expected a JSON event');
}

/** Trace: `data` is a JSON list (form field or JSON body), spec 001 §7. @type {Handler} */
function trace(ctx) {
  const data = Array.isArray(ctx.body) ? { ok: true, value: ctx.body } : jsonField(ctx, 'data');
  if (!data.ok || !Array.isArray(data.value)) return fail(400, 'Expected data: a JSON list of events');
  return { status: 200, json: {}, decoded: { data: data.value } };
}

/**
 * GetWidgetRendering (spec 001 §7): form-encoded `widgetJSON`, a JSON object with the
 * widget's `type` and `id` (text or number), its `value` and, for an events summary,
 * `collectionId`; answers `{ html }` (the client's `data.html`). @type {Handler}
 */
function widgetRendering(ctx) {
  const w = jsonField(ctx, 'widgetJSON');
  const v = /** @type {Record<string, unknown>} */ (w.value);
  if (!w.ok || !v || typeof v !== 'object' || Array.isArray(v)) return fail(400, 'Expected widgetJSON: a JSON object');
  const named = (/** @type {unknown} */ x) => (typeof x === 'string' && x !== '') || typeof x === 'number';
  if (!named(v.type) || !named(v.id)) return fail(400, 'Expected widgetJSON with a type and an id');
  return { status: 200, json: { html: renderWidget(v) }, decoded: { widgetJSON: v } };
}

/** Census failures are swallowed by the client; the server only records (spec 001 §7). @type {Handler} */
function census(ctx) {
  const data = jsonField(ctx, 'data');
  return { status: 204, decoded: data.ok && field(ctx, 'data') !== undefined ? { data: data.value } : undefined };
}

/** The tracking context every places call carries (spec 001 §7); a call without it is refused. */
function trackingContext(/** @type {URLSearchParams} */ params) {
  const productPage = params.get('productPage');
  const productSection = params.get('productSection');
  return productPage && productSection ? { productPage, productSection } : null;
}

/** @type {Handler} */
function placesAutocomplete({ params }) {
  const context = trackingContext(params);
  if (!context) return fail(400, 'Missing productPage or productSection');
  const input = params.get('input') ?? params.get('query') ?? '';
  return { status: 200, json: autocomplete(input), decoded: { input, ...context } };
}

/** @type {Handler} */
function placesDetails({ params }) {
  const context = trackingContext(params);
  if (!context) return fail(400, 'Missing productPage or productSection');
  const id = params.get('placeId') ?? params.get('place_id');
  if (!id) return fail(400, 'Missing placeId');
  const place = placeDetails(id);
  return place ? { status: 200, json: place, decoded: { placeId: id, ...context } } : fail(404, 'Place not found');
}

/** @param {Ctx['store']} store */
function multilingualSettings(store) {
  const languages = /** @type {typeof DEFAULT_LANGUAGES} */ (store.get('multilingual:languages') ?? DEFAULT_LANGUAGES);
  const def = languages.find((l) => l.isDefault) ?? languages[0];
  return { defaultLanguage: def?.code ?? null, languages, translationEnabled: languages.filter((l) => l.enabled).length > 1 };
}

/** @type {Handler} */
function multilingualStatus({ store }) {
  const s = multilingualSettings(store);
  return {
    status: 200,
    json: {
      enabled: s.translationEnabled,
      defaultLanguage: s.defaultLanguage,
      enabledLanguages: s.languages.filter((l) => l.enabled).map((l) => l.code),
      updatedOn: store.get('multilingual:updatedOn') ?? null,
    },
  };
}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** PUT languages: `{ languages: [code | {code, name?, enabled?, isDefault?}] }` or the bare list. @type {Handler} */
function putLanguages(ctx) {
  const list = Array.isArray(ctx.body) ? ctx.body : field(ctx, 'languages');
  if (!Array.isArray(list) || !list.length) return fail(400, 'Expected languages: a non-empty list');
  const languages = [];
  for (const item of list) {
    const l = typeof item === 'string' ? { code: item } : item;
    if (!l || typeof l.code !== 'string' || !LANGUAGE_CODE.test(l.code)) return fail(400, `Invalid language: ${JSON.stringify(item)}`);
    languages.push({
      code: l.code,
      name: typeof l.name === 'string' ? l.name : l.code,
      isDefault: l.isDefault === true,
      enabled: l.enabled !== false,
    });
  }
  if (!languages.some((l) => l.isDefault)) languages[0].isDefault = true;
  ctx.store.set('multilingual:languages', languages);
  ctx.store.set('multilingual:updatedOn', new Date().toISOString());
  return { status: 200, json: multilingualSettings(ctx.store) };
}

/** @param {Ctx['store']} store */
const headerFooter = (store) => /** @type {typeof DEFAULT_HEADER_FOOTER} */ (store.get('site-header-footer') ?? DEFAULT_HEADER_FOOTER);

/** PUT replaces whichever of header and footer it carries. @type {Handler} */
function putHeaderFooter(ctx) {
  const b = /** @type {Record<string, unknown>} */ (ctx.body);
  if (!b || typeof b !== 'object' || Array.isArray(b) || (b.header === undefined && b.footer === undefined)) {
    return fail(400, 'Expected a JSON object with header and/or footer');
  }
  const next = {
    ...headerFooter(ctx.store),
    ...(b.header !== undefined && { header: b.header }),
    ...(b.footer !== undefined && { footer: b.footer }),
  };
  ctx.store.set('site-header-footer', next);
  return { status: 200, json: next };
}

/** The demo member (ours): what the session answer describes for any accepted sign-in. */
export const DEMO_MEMBER = { email: 'member@tidewater.example', firstName: 'Morgan' };
/** The header the site user's xsrfToken comes back in (the client's services/auth.ts). */
export const XSRF_HEADER = 'x-xsrf-token';
/** The demo's owner view (demo/index.html "View as"), ended by the owner's logout. */
const DEMO_VIEW_COOKIE = 'ss_demo_view';
const sessionKey = (/** @type {string} */ id) => `site-user-session:${id}`;

/**
 * Any demo credentials sign in except the password "wrong"; the session (its xsrfToken and
 * email) is kept under the HttpOnly session cookie's value. @type {Handler}
 */
function createSession(ctx) {
  const email = field(ctx, 'email');
  const password = field(ctx, 'password');
  if (typeof email !== 'string' || !email || typeof password !== 'string' || !password || password === 'wrong') {
    return fail(401, 'Invalid credentials');
  }
  const remember = ['true', true, 'on', '1'].includes(/** @type {any} */ (field(ctx, 'rememberMe')));
  const maxAge = remember ? '; Max-Age=1209600' : '';
  const id = token();
  const xsrfToken = token();
  ctx.store.set(sessionKey(id), { xsrfToken, email });
  const siteUser = {
    id: `member-${email.toLowerCase() === DEMO_MEMBER.email ? 'demo' : id.slice(0, 8)}`,
    email,
    ...(email.toLowerCase() === DEMO_MEMBER.email && { firstName: DEMO_MEMBER.firstName }),
  };
  return {
    status: 200,
    json: { xsrfToken, siteUser },
    cookies: [`${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${maxAge}`],
    decoded: { email, rememberMe: remember },
  };
}

const clearSession = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/**
 * Signs the site user out. With a session cookie the server knows, the request must carry
 * that session's xsrfToken in `X-XSRF-Token` (else 403, the session kept); without one it is
 * already over (200). `cloneCart` is recorded. @type {Handler}
 */
function deleteSession(ctx) {
  const id = ctx.cookies[SESSION_COOKIE];
  const session = id ? /** @type {{ xsrfToken: string } | undefined} */ (ctx.store.get(sessionKey(id))) : undefined;
  const sent = ctx.headers[XSRF_HEADER];
  const xsrf = !session ? 'no-session' : !sent ? 'missing' : sent === session.xsrfToken ? 'matched' : 'mismatch';
  const decoded = { cloneCart: ctx.params.get('cloneCart'), xsrf };
  if (xsrf === 'missing' || xsrf === 'mismatch') return { status: 403, json: { error: 'Invalid XSRF token' }, decoded };
  if (id) ctx.store.delete(sessionKey(id));
  return { status: 200, json: {}, cookies: [clearSession], decoded };
}

/** The owner's logout: ends a member session too, and the demo's owner view. @type {Handler} */
const logout = () => ({ status: 200, json: {}, cookies: [clearSession, `${DEMO_VIEW_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`] });

/** @type {Handler} */
function echo(ctx) {
  const crumb = ctx.params.get('crumb');
  return {
    status: 200,
    json: {
      method: ctx.method,
      query: ctx.query,
      body: ctx.body ?? null,
      crumb,
      cookieCrumb: ctx.cookieCrumb,
      credentials: ctx.cookieHeader,
    },
  };
}

/** @type {Handler} */
/** `key` picks which application-error field the answer carries (spec 001 §8): error,
 * message or billingErrorCode. */
function appError({ params }) {
  const n = Number(params.get('status') ?? 400);
  const status = Number.isInteger(n) && n >= 400 && n <= 599 ? n : 400;
  const key = params.get('key');
  if (key === 'message' || key === 'billingErrorCode') return { status, json: { [key]: 'Application error' } };
  return fail(status, 'Application error');
}

/** Vimeo ids the fake oEmbed answers as a Basic account's (ours: the editor's message). */
export const VIMEO_BASIC_IDS = new Set(['11111111']);

/**
 * A stand-in for the providers' oEmbed endpoints (ours: the editor demo's video panel asks
 * it about a video page's address; the real endpoints are configured by URL in the
 * editor): YouTube and Vimeo addresses answer the provider's oEmbed JSON, with Vimeo's
 * `account_type`; any other address 404. @type {Handler}
 */
function oembed({ params }) {
  let url;
  try {
    url = new URL(params.get('url') ?? '');
  } catch {
    return fail(400, 'Expected ?url= a video page address.');
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const youtube = host === 'youtube.com' ? url.searchParams.get('v') : host === 'youtu.be' ? url.pathname.slice(1) : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) {
    const html = `<iframe width="854" height="480" src="https://www.youtube.com/embed/${youtube}?feature=oembed" title="YouTube video ${youtube}" allow="autoplay; encrypted-media; picture-in-picture" allowfullscreen></iframe>`;
    return {
      status: 200,
      json: { type: 'video', version: '1.0', provider_name: 'YouTube', title: `YouTube video ${youtube}`, width: 854, height: 480, html },
    };
  }
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)$/.exec(url.pathname)?.[1] : undefined;
  if (vimeo) {
    const html = `<iframe src="https://player.vimeo.com/video/${vimeo}" width="640" height="360" title="Vimeo video ${vimeo}" allow="autoplay; fullscreen; picture-in-picture"></iframe>`;
    const account_type = VIMEO_BASIC_IDS.has(vimeo) ? 'basic' : 'plus';
    return {
      status: 200,
      json: {
        type: 'video',
        version: '1.0',
        provider_name: 'Vimeo',
        title: `Vimeo video ${vimeo}`,
        width: 640,
        height: 360,
        html,
        account_type,
      },
    };
  }
  return fail(404, 'No oEmbed provider knows this address.');
}

const ALL = ['GET', 'POST', 'PUT', 'DELETE'];
/** @param {Handler} h */
const any = (h) => Object.fromEntries(ALL.map((m) => [m, h]));

/** @type {[string, Record<string, Handler>][]} route pattern → method → handler */
const ROUTES = [
  ['/api/form/FormSubmissionKey', { POST: formSubmissionKey }],
  ['/api/form/definitions/{formId}', { GET: getDefinition, PUT: putDefinition }],
  ['/api/form/SaveFormSubmission', { POST: saveFormSubmission }],
  ['/api/events/RecordJavascriptErrors', { POST: keeping(jsonList('events')) }],
  ['/api/1/performance/settings', { GET: performanceSettings }],
  ['/api/1/performance/records', { POST: keeping(jsonList('records')) }],
  ['/api/events/RecordEvent', { POST: keeping(recordEvent) }],
  ['/api/v1/events', { POST: keeping(centralEvents) }],
  ['/api/events/Trace', { POST: keeping(trace) }],
  ['/api/track/Track', { GET: keeping(() => ({ status: 200, raw: { body: PIXEL_GIF, type: 'image/gif' } })) }],
  ['/api/auth/Logout', { POST: logout }],
  ['/api/widget/GetWidgetRendering', { POST: widgetRendering }],
  ['/api/census/RecordHit', { POST: keeping(census) }],
  ['/api/census/form-render', { POST: keeping(census) }],
  ['/api/census/overlay', { POST: keeping(census) }],
  ['/api/census/button-click', { POST: keeping(census) }],
  ['/api/census/button-render', { POST: keeping(census) }],
  ['/api/census/RecordQuickView/{id}', { POST: keeping(census) }],
  ['/api/google-maps/places/autocomplete', { GET: placesAutocomplete }],
  ['/api/google-maps/places/details', { GET: placesDetails }],
  ['/api/multilingual/settings', { GET: ({ store }) => ({ status: 200, json: multilingualSettings(store) }) }],
  ['/api/multilingual/status', { GET: multilingualStatus }],
  ['/api/multilingual/languages', { PUT: putLanguages }],
  ['/api/site-header-footer', { GET: ({ store }) => ({ status: 200, json: headerFooter(store) }), PUT: putHeaderFooter }],
  ['/api/site-users/account/session', { POST: createSession, DELETE: deleteSession }],
  ['/api/site-settings', { GET: getSiteSettings, PUT: putSiteSettings, DELETE: deleteSiteSettings }],
  ['/api/video/oembed', { GET: oembed }],
  ['/api/commerce/cart', { GET: getCart }],
  ['/api/commerce/cart/entries', { POST: addEntry }],
  ['/api/commerce/cart/entries/{entryId}', { PUT: setQuantity, DELETE: removeEntry }],
  ['/api/test/echo', any(echo)],
  ['/api/test/empty', any(noContent)],
  ['/api/test/login-required', any(() => ({ status: 401, json: { loginRequired: true } }))],
  ['/api/test/authorization-fail', any(() => ({ status: 403, json: { authorizationFail: true } }))],
  ['/api/test/app-error', any(appError)],
];

const COMPILED = ROUTES.map(([pattern, methods]) => ({
  pattern,
  methods,
  re: new RegExp(`^${pattern.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
}));

/**
 * Finds the route for a pathname: `{ route, params, methods }` or null.
 * @param {string} pathname
 */
export function matchRoute(pathname) {
  for (const r of COMPILED) {
    const m = r.re.exec(pathname);
    if (m) return { route: r.pattern, params: { ...m.groups }, methods: r.methods };
  }
  return null;
}

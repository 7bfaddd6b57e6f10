// The demo site's saved settings (ours: the editor demo's round trip, spec 001 §1): what the
// editor saves beyond the page's markup, and the page published with them. One document in
// the store: block settings as attributes per `ss-*` element key (its id, else its tag and
// place), form definitions per `ss-form` key, the cookie banner's API payload, the site
// aesthetics (site-aesthetics.mjs) and the site chrome's context fields. `GET`, `PUT` and
// `DELETE /api/site-settings`; the page `/` is served with them applied, as the platform
// publishes.
import { isObject } from './http.mjs';
import { aestheticsCss, aestheticsProblems } from './site-aesthetics.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const KEY = 'siteSettings';
/** Attributes that carry a block's whole JSON: the editor changes settings, not these. */
const DATA_ATTRIBUTES = new Set(['data-block-json', 'data-props', 'data-context']);
/** Longest attribute value kept (an embed code is the longest a panel sends). */
export const MAX_VALUE_CHARS = 4000;

/** @typedef {{ version: 1, blocks: Record<string, Record<string, string | null>>, forms: Record<string, Record<string, unknown>>,
 *   cookieBanner: Record<string, unknown> | null, aesthetics: Record<string, unknown> | null, site: Record<string, unknown> | null,
 *   savedAt: string | null }} SiteSettings */

/** @returns {SiteSettings} */
export const emptySettings = () => ({ version: 1, blocks: {}, forms: {}, cookieBanner: null, aesthetics: null, site: null, savedAt: null });

/** @param {{ get(k: string): unknown }} store @returns {SiteSettings} */
export const readSettings = (store) => ({ ...emptySettings(), .../** @type {SiteSettings | undefined} */ (store.get(KEY)) });

// ---- the site chrome (spec 001 §3 "Site context") ---------------------------------------
// The fields of the site context the editor's Site panel sets; the values are the spec's
// enumerations (src/model/enumerations/site.ts, src/model/pinterest.ts: the server runs as plain
// Node and cannot import the TypeScript source; test/unit/server/site-settings.test.ts checks
// that both name the same values).

export const MOBILE_BAR_STYLES = ['none', 'light', 'dark'];
export const BADGE_TYPES = ['none', 'black', 'white'];
export const PINTEREST_MODES = ['disabled', 'auto', 'hover'];

/**
 * The problems of a `site` value, each naming its path.
 * @param {unknown} site @returns {string[]}
 */
export function siteProblems(site) {
  if (!isObject(site)) return ['site: must be an object { showAnnouncementBar, websiteSettings }, or null.'];
  /** @type {string[]} */
  const problems = [];
  /** @param {string} path @param {unknown} value @param {string[]} keys */
  const only = (path, value, keys) => {
    for (const k of Object.keys(/** @type {object} */ (value)))
      if (!keys.includes(k)) problems.push(`${path}.${k}: not one of ${keys.join(', ')}.`);
  };
  /** @param {string} path @param {unknown} value @param {string[]} values */
  const oneOf = (path, value, values) => {
    if (value !== undefined && !values.includes(/** @type {string} */ (value)))
      problems.push(`${path}: must be one of ${values.join(', ')}.`);
  };
  const s = /** @type {Record<string, any>} */ (site);
  only('site', s, ['showAnnouncementBar', 'websiteSettings']);
  if (s.showAnnouncementBar !== undefined && typeof s.showAnnouncementBar !== 'boolean')
    problems.push('site.showAnnouncementBar: must be true or false.');
  const ws = s.websiteSettings;
  if (ws === undefined) return problems;
  if (!isObject(ws)) return [...problems, 'site.websiteSettings: must be an object.'];
  only('site.websiteSettings', ws, ['mobileInfoBarSettings', 'ssBadgeType', 'pinterestOverlayOptions']);
  oneOf('site.websiteSettings.ssBadgeType', ws.ssBadgeType, BADGE_TYPES);
  const bar = ws.mobileInfoBarSettings;
  if (bar !== undefined) {
    if (!isObject(bar)) problems.push('site.websiteSettings.mobileInfoBarSettings: must be an object.');
    else {
      oneOf('site.websiteSettings.mobileInfoBarSettings.style', bar.style, MOBILE_BAR_STYLES);
      for (const [k, v] of Object.entries(bar))
        if (k !== 'style' && typeof v !== 'boolean')
          problems.push(`site.websiteSettings.mobileInfoBarSettings.${k}: must be true or false.`);
    }
  }
  const pin = ws.pinterestOverlayOptions;
  if (pin !== undefined) {
    if (!isObject(pin)) problems.push('site.websiteSettings.pinterestOverlayOptions: must be an object { mode }.');
    else {
      only('site.websiteSettings.pinterestOverlayOptions', pin, ['mode']);
      oneOf('site.websiteSettings.pinterestOverlayOptions.mode', pin.mode, PINTEREST_MODES);
    }
  }
  return problems;
}

/** `over` laid on `base`, plain objects key by key (as the page in the editor's frame lays the
 * Site panel's fields on its context). @param {unknown} base @param {unknown} over @returns {any} */
const merge = (base, over) =>
  isObject(base) && isObject(over)
    ? Object.fromEntries(
        [...new Set([...Object.keys(/** @type {object} */ (base)), ...Object.keys(/** @type {object} */ (over))])].map((k) => [
          k,
          Object.hasOwn(/** @type {object} */ (over), k)
            ? merge(/** @type {any} */ (base)[k], /** @type {any} */ (over)[k])
            : /** @type {any} */ (base)[k],
        ]),
      )
    : over;

// ---- reading the page's markup -------------------------------------------------------

/**
 * The open tags of the `ss-*` elements: where each starts and ends, its tag, its key (its id,
 * else its tag and place among the page's elements of that tag, from 1: `ss-gallery 3`, as the
 * page in the editor's frame names it, services/editor-frame.ts blockKey) and its attributes
 * in order. Quoted values may hold `>` (an embed code): scanned, not matched; comments skipped.
 * @param {string} html
 */
export function blockTags(html) {
  /** @type {{ start: number, end: number, tag: string, key: string, attributes: [string, string | null][] }[]} */
  const found = [];
  /** @type {Map<string, number>} */
  const places = new Map();
  const open = /<!--[\s\S]*?-->|<(ss-[a-z0-9-]+)(?=[\s>/])/g;
  for (let m; (m = open.exec(html));) {
    if (!m[1]) continue;
    const attributes = [];
    let i = m.index + m[0].length;
    const attr = /\s*([^\s=>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/y;
    for (;;) {
      attr.lastIndex = i;
      const a = attr.exec(html);
      if (!a) break;
      const raw = a[2];
      attributes.push([a[1].toLowerCase(), raw === undefined ? null : decode(/^["']/.test(raw) ? raw.slice(1, -1) : raw)]);
      i = attr.lastIndex;
    }
    const close = html.indexOf('>', i);
    if (close < 0) break;
    const place = (places.get(m[1]) ?? 0) + 1;
    places.set(m[1], place);
    // An id `<tag>-<n>` is taken for one the block gives itself (the frame's rule too).
    const id = attributes.find(([n]) => n === 'id')?.[1];
    const own = id && !new RegExp(`^${m[1]}-\\d+$`).test(id);
    found.push({ start: m.index, end: close + 1, tag: m[1], key: own ? id : `${m[1]} ${place}`, attributes });
    open.lastIndex = close + 1;
  }
  return found;
}

/** @param {string} s */
const decode = (s) =>
  s.replace(/&(quot|#39|apos|lt|gt|amp);/g, (_, e) => ({ quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>', amp: '&' })[e] ?? _);
/** @param {string} s */
const escapeAttribute = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: `</script` and `<!--` cannot end or confuse it. @param {unknown} v */
const scriptJson = (v) => JSON.stringify(v, null, 2).replace(/</g, '\\u003c');

/** The block keys the page offers and their tags. @param {string} html */
export const pageBlocks = (html) => new Map(blockTags(html).map((b) => [b.key, b.tag]));

/** Every attribute the manifest documents per tag, less the whole-JSON ones. @param {unknown} manifest */
export function manifestAttributes(manifest) {
  /** @type {Map<string, Set<string>>} */
  const byTag = new Map();
  for (const mod of /** @type {any} */ (manifest).modules ?? []) {
    for (const d of mod.declarations ?? []) {
      if (d.tagName)
        byTag.set(
          d.tagName,
          new Set((d.attributes ?? []).map((/** @type {any} */ a) => a.name).filter((/** @type {string} */ n) => !DATA_ATTRIBUTES.has(n))),
        );
    }
  }
  return byTag;
}

// ---- validation ----------------------------------------------------------------------

/**
 * The settings a PUT may save, or the problems found (each names its path).
 * @param {unknown} body
 * @param {{ blocks: Map<string, string>, attributes: Map<string, Set<string>> }} page
 * @returns {{ settings: SiteSettings } | { problems: string[] }}
 */
export function validateSettings(body, page) {
  /** @type {string[]} */
  const problems = [];
  if (!isObject(body)) return { problems: ['The body must be a JSON object: { version: 1, blocks, forms, cookieBanner }.'] };
  const b = /** @type {Record<string, unknown>} */ (body);
  if (b.version !== 1) problems.push('version: must be 1.');
  const settings = emptySettings();
  const blocks = b.blocks ?? {};
  if (!isObject(blocks)) problems.push('blocks: must be an object of element id → attributes.');
  else {
    for (const [id, attrs] of Object.entries(blocks)) {
      const tag = page.blocks.get(id);
      if (!tag) {
        problems.push(`blocks.${id}: the page has no ss-* element with this id (or tag and place).`);
        continue;
      }
      if (!isObject(attrs)) {
        problems.push(`blocks.${id}: must be an object of attribute → text or null.`);
        continue;
      }
      const known = page.attributes.get(tag) ?? new Set();
      /** @type {Record<string, string | null>} */
      const kept = {};
      for (const [name, value] of Object.entries(/** @type {Record<string, unknown>} */ (attrs))) {
        if (!known.has(name)) problems.push(`blocks.${id}.${name}: <${tag}> has no such setting.`);
        else if (value !== null && typeof value !== 'string') problems.push(`blocks.${id}.${name}: must be text or null.`);
        else if (typeof value === 'string' && value.length > MAX_VALUE_CHARS)
          problems.push(`blocks.${id}.${name}: longer than ${MAX_VALUE_CHARS} characters.`);
        else kept[name] = value;
      }
      settings.blocks[id] = kept;
    }
  }
  const forms = b.forms ?? {};
  if (!isObject(forms)) problems.push('forms: must be an object of form element id → definition.');
  else {
    for (const [id, def] of Object.entries(forms)) {
      if (page.blocks.get(id) !== 'ss-form') problems.push(`forms.${id}: the page has no ss-form with this id.`);
      else if (!isObject(def) || !isObject(/** @type {any} */ (def).build) || !Array.isArray(/** @type {any} */ (def).build.fields)) {
        problems.push(`forms.${id}: must be a form definition with build.fields (a list).`);
      } else settings.forms[id] = /** @type {Record<string, unknown>} */ (def);
    }
  }
  if (b.cookieBanner != null && !isObject(b.cookieBanner))
    problems.push('cookieBanner: must be the banner settings object (the API payload) or null.');
  else settings.cookieBanner = /** @type {Record<string, unknown> | null} */ (b.cookieBanner ?? null);
  if (b.site != null) {
    const found = siteProblems(b.site);
    if (found.length) problems.push(...found);
    else settings.site = /** @type {Record<string, unknown>} */ (b.site);
  }
  if (b.aesthetics != null) {
    const found = aestheticsProblems(b.aesthetics);
    if (found.length) problems.push(...found);
    else settings.aesthetics = /** @type {Record<string, unknown>} */ (b.aesthetics);
  }
  return problems.length ? { problems } : { settings };
}

// ---- publishing ----------------------------------------------------------------------

/**
 * The page's markup with the saved settings applied: attributes on the `ss-*` elements by
 * id, the JSON island of each saved form replaced, the site context's `cookieSettings`.
 * @param {string} html @param {SiteSettings} settings
 */
export function publish(html, settings) {
  let out = '';
  let at = 0;
  for (const tag of blockTags(html)) {
    const changes = settings.blocks[tag.key];
    const form = settings.forms[tag.key];
    const hide = tag.tag === 'ss-announcement-bar' && settings.site?.showAnnouncementBar === false;
    if (hide) tag.attributes.push(['hidden', null]);
    if (!changes && !form && !hide) continue;
    let open = html.slice(tag.start, tag.end);
    if (changes || hide) {
      const attrs = new Map(tag.attributes);
      for (const [name, value] of Object.entries(changes ?? {})) {
        if (value === null) attrs.delete(name);
        else attrs.set(name, value);
      }
      open = `<${tag.tag}${[...attrs].map(([n, v]) => (v === null ? ` ${n}` : ` ${n}="${escapeAttribute(v)}"`)).join('')}>`;
    }
    out += html.slice(at, tag.start) + open;
    at = tag.end;
    if (form) {
      const island = /^(\s*<script type="application\/json">)[\s\S]*?(<\/script>)/.exec(html.slice(at));
      out += island ? `${island[1]}\n${scriptJson(form)}\n${island[2]}` : `<script type="application/json">${scriptJson(form)}</script>`;
      if (island) at += island[0].length;
    }
  }
  out += html.slice(at);
  if (settings.cookieBanner || settings.site) {
    out = out.replace(/(<script type="application\/json" id="ss-site-context">)([\s\S]*?)(<\/script>)/, (all, a, json, c) => {
      try {
        let context = JSON.parse(json);
        if (settings.cookieBanner) context.cookieSettings = { ...context.cookieSettings, ...settings.cookieBanner };
        if (settings.site) context = merge(context, settings.site);
        return `${a}\n${scriptJson(context)}\n${c}`;
      } catch {
        return all;
      }
    });
  }
  if (settings.aesthetics && Object.keys(settings.aesthetics).length) {
    // Last in the head, after the template's stylesheet; the values kept for the editor's frame
    // (services/editor-frame.ts pageAesthetics), escaped as an attribute.
    const style = `<style id="ss-site-aesthetics" data-values="${escapeAttribute(JSON.stringify(settings.aesthetics))}">${aestheticsCss(settings.aesthetics)}</style>\n`;
    out = out.replace(/<\/head>/i, (head) => style + head);
  }
  return out;
}

// ---- the API ---------------------------------------------------------------------------

/** The page and manifest the API validates against, read when asked (they change while a
 * developer works on them). @param {string} rootDir */
function pageOf(rootDir) {
  const html = readFileSync(path.join(rootDir, 'demo/index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(rootDir, 'custom-elements.json'), 'utf8'));
  return { blocks: pageBlocks(html), attributes: manifestAttributes(manifest) };
}

/** @type {import('./endpoints.mjs').Handler} */
export const getSiteSettings = ({ store }) => ({ status: 200, json: readSettings(store) });

/** @type {import('./endpoints.mjs').Handler} */
export function putSiteSettings({ store, body, rootDir }) {
  const result = validateSettings(body, pageOf(rootDir));
  if ('problems' in result) return { status: 400, json: { error: 'The site settings were not saved.', problems: result.problems } };
  const saved = { ...result.settings, savedAt: new Date().toISOString() };
  store.set(KEY, saved);
  return { status: 200, json: saved };
}

/** @type {import('./endpoints.mjs').Handler} */
export function deleteSiteSettings({ store }) {
  store.delete(KEY);
  return { status: 200, json: emptySettings() };
}

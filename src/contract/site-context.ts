// The site context (spec 001 §3 "Site context"): one schema, one reader. Read from a
// `<script type="application/json" id="ss-site-context">` and from the platform's global
// context object (`Static.SQUARESPACE_CONTEXT` on real pages); the script wins per key.
// Unknown fields are kept; fields of the wrong type are reported and dropped, never thrown.
import * as z from 'zod/mini';
import { t } from '../i18n/translator.js';
import { siteContext as text } from '../i18n/en/site-context.js';
import { parseLeniently, type Problem } from './lenient.js';

const o = z.optional;
const obj = <S extends z.core.$ZodLooseShape>(shape: S) => o(z.looseObject(shape));

// Made on first read, not at import: some sixty zod instances (~2 kB of heap each) that a
// page which never reads the context should not pay for.
function makeSchema() {
  // z.custom and looseObject({}) rather than z.union and z.record: the fewer zod features a
  // page pulls in, the smaller every bundle (each costs a few hundred bytes gz).
  const id = z.custom<string | number>((v) => typeof v === 'string' || typeof v === 'number');
  const rollups = obj({});
  return z.looseObject({
    website: obj({
      id: o(z.string()),
      identifier: o(z.string()),
      baseUrl: o(z.string()),
      typekitId: o(z.string()),
      developerMode: o(z.boolean()),
      cloneable: o(z.boolean()),
      // scriptUrl is ours: where the captcha script loads from (a local fake in tests).
      captchaSettings: obj({ siteKey: o(z.string()), scriptUrl: o(z.string()) }),
      // Ours (spec 000 §7: the maps script's key is "decoded from page context"): the key,
      // and where the script and the external maps page are (local fakes in tests).
      mapsSettings: obj({ apiKey: o(z.string()), scriptUrl: o(z.string()), externalUrl: o(z.string()) }),
      websiteType: o(id),
      siteStatus: o(id),
    }),
    websiteType: o(id),
    siteStatus: o(id),
    templateId: o(z.string()),
    templateVersion: o(id),
    appDomain: o(z.string()),
    storeSettings: obj({
      expressCheckout: o(z.boolean()),
      measurementStandard: o(id),
      selectedCurrency: o(z.string()),
    }),
    websiteSettings: obj({
      disqusShortname: o(z.string()),
      commentsEnabled: o(z.boolean()),
      mobileInfoBarSettings: obj({}),
      // The popup overlay (spec 001 §3; real-markup.md "Cookie banner and popup"): its keys
      // are declared once, with the popup's settings (blocks/ss-popup/ss-popup.settings.ts),
      // which read and check them as the popup's data: a bad value is reported there.
      popupOverlaySettings: obj({}),
      // Its mode is read, and checked, by the Pinterest overlay (services/pinterest-overlay.ts).
      pinterestOverlayOptions: obj({}),
      ssBadgeType: o(id),
    }),
    useEscapeKeyToLogin: o(z.boolean()),
    authenticatedAccount: o(z.nullable(z.looseObject({ id: id }))),
    // Real pages give the roles as an object keyed by role id ({"1": true}) or as a list
    // (ids, names, or {id} records); model/roles.ts reads both. Any other shape is reported
    // and dropped (a custom message here would cost every block ~140 B gz).
    websiteRoles: o(z.custom<Record<string, unknown> | unknown[]>((v) => !!v && typeof v === 'object')),
    collection: obj({ id: o(z.string()) }),
    item: obj({ id: o(z.string()) }),
    collectionId: o(z.string()),
    itemId: o(z.string()),
    pageType: o(id),
    pagePermissionTypeValue: o(id),
    cookieSettings: obj({}),
    googleFonts: o(z.array(z.looseObject({ includeName: o(z.string()) }))),
    typekitFonts: o(z.array(z.looseObject({ id: o(z.string()) }))),
    showAnnouncementBar: o(z.boolean()),
    demoCollections: o(z.array(z.looseObject({ collectionId: o(z.string()) }))),
    rollups,
    frameRollups: rollups,
  });
}

let schema: ReturnType<typeof makeSchema> | undefined;

/** The site context's zod schema. */
export const siteContextSchema = () => (schema ??= makeSchema());

export type SiteContext = z.infer<ReturnType<typeof makeSchema>>;

export const SITE_CONTEXT_SCRIPT_ID = 'ss-site-context';

export type SiteContextProblem = Problem;

/** Validates raw context data: bad fields are removed and listed, the rest is kept. */
export function parseSiteContext(raw: unknown): { context: SiteContext; problems: SiteContextProblem[] } {
  const problems: SiteContextProblem[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    if (raw !== undefined) problems.push({ path: '', message: t(text, 'siteContext.notObject') });
    return { context: {}, problems };
  }
  return { context: parseLeniently(siteContextSchema(), raw, problems) ?? {}, problems };
}

function fromScript(doc: Document): unknown {
  const el = doc.getElementById(SITE_CONTEXT_SCRIPT_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent);
  } catch {
    console.error(t(text, 'siteContext.notJson', { id: SITE_CONTEXT_SCRIPT_ID }));
    return undefined;
  }
}

function fromGlobal(win: typeof globalThis): unknown {
  return (win as { Static?: { SQUARESPACE_CONTEXT?: unknown } }).Static?.SQUARESPACE_CONTEXT;
}

/** Whether the page carries a site context (the script or the platform's global): a
 * published platform page, where the CDN builds start the page's telemetry. */
export const hasSiteContext = (doc: Document = document): boolean =>
  !!doc.getElementById(SITE_CONTEXT_SCRIPT_ID) || fromGlobal(globalThis) !== undefined;

let cached: SiteContext | undefined;
/** Read while the page loaded and its script was not there yet: read again once it is. */
let beforeScript = false;

/** Reads (once per page) the site context; problems are reported with console.warn. */
export function siteContext(doc: Document | undefined = globalThis.document): SiteContext {
  if (cached && !(beforeScript && doc?.getElementById(SITE_CONTEXT_SCRIPT_ID))) return cached;
  if (!doc) return {};
  const global = fromGlobal(globalThis);
  const script = fromScript(doc);
  const merged = {
    ...(global && typeof global === 'object' ? global : {}),
    ...(script && typeof script === 'object' ? script : {}),
  };
  const { context, problems } = parseSiteContext(merged);
  for (const p of problems)
    console.warn(t(text, 'siteContext.problem', { path: p.path || t(text, 'siteContext.root'), message: p.message }));
  cached = context;
  // A block the <head> script upgraded early may ask before the page's script is parsed.
  beforeScript = script === undefined && doc.readyState === 'loading';
  return context;
}

/** Forgets the cached context (tests, and pages that replace it in the editor frame). */
export function resetSiteContext(): void {
  beforeScript = false;
  cached = undefined;
}

// The page's lazy modules (spec 001 §2 "Pages that trigger lazy-loaded modules": the cart,
// reviews request, search, events list and calendar, blog list, gallery list, products list
// and item view; model/page-types.ts tells which page is which). On those pages the site
// context's `rollups` load, and inside the site editor's frame its `frameRollups` after them
// (§3), as lists of js and css: each address once per page, in order, css as stylesheets
// and js as classic scripts run in order, each within the lazy chunks' 120 s (§7). A file
// that does not load is a chunk load error typed `timeout` or `missing` with its address
// (§8); a cart or products page whose rollups have no commerce rollup logs a warning (§2, §8).
//
// The rollups' shape is not given (real-markup.md is silent); ours, both are read:
//   { "commerce": { "js": "…", "css": ["…"] }, "search": { "js": "…" } }  named rollups
//   { "js": ["…", "…"], "css": ["…"] }                                   plain lists
// each `js` / `css` one address or a list. The css of every rollup, in their order, then
// their js in the same order (stylesheets and scripts download together). The commerce
// rollup is the one whose name contains "commerce" (any case: `commerce`,
// `squarespace-commerce-cart`); plain lists name nothing, so there it is an address whose
// file name contains "commerce". Addresses follow the rollups' hosts (services/script-hosts.ts:
// the page's own origin, a path resolving against the page, or an https host the site
// allows); any other is refused with a warning.
import * as z from 'zod/mini';
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { platform } from '../i18n/en/platform.js';
import { rollups as text } from '../i18n/en/rollups.js';
import { CHUNK_TIMEOUT_MS, chunkLoadError, type ChunkLoadError } from '../model/chunk-load-error.js';
import { lazyPage, needsCommerce } from '../model/lazy-pages.js';
import { frameEditorOrigin } from './editor-frame.js';
import { loadScript, loadStylesheet, ScriptError } from './scripts.js';

/** The files of a set of rollups, in load order, and whether one is the commerce rollup. */
export interface RollupFiles {
  css: string[];
  js: string[];
  commerce: boolean;
}

// z.custom and looseObject, as the site context reads its fields: a union or a record would
// add zod code to the page's start (the chunk this one shares its zod with).
const isFiles = (v: unknown) => typeof v === 'string' || (Array.isArray(v) && v.every((a) => typeof a === 'string'));
const rollup = z.looseObject({
  js: z.optional(z.custom<string | string[]>(isFiles)),
  css: z.optional(z.custom<string | string[]>(isFiles)),
});
type Rollup = z.infer<typeof rollup>;

const list = (v: string | string[] | undefined) => (v === undefined ? [] : typeof v === 'string' ? [v] : v);
const COMMERCE = /commerce/i;
const fileName = (address: string) => address.split(/[?#]/)[0]!.split('/').pop()!;

/** Reads a context's `rollups` (or `frameRollups`, named by `key` in the warning): their files
 * in order, as given; undefined, with a console warning, when it is neither shape. */
export function readRollups(raw: unknown, key = 'rollups'): RollupFiles | undefined {
  if (raw === undefined) return { css: [], js: [], commerce: false };
  const object = !!raw && typeof raw === 'object' && !Array.isArray(raw);
  const plain = object && ('js' in raw || 'css' in raw);
  const entries = plain ? [['', raw] as const] : object ? Object.entries(raw) : [];
  const read: [string, Rollup][] = [];
  for (const [name, value] of entries) {
    const r = rollup.safeParse(value);
    if (r.success) read.push([name, r.data]);
  }
  if (!object || read.length < entries.length) {
    console.warn(t(text, 'rollups.invalid', { key }));
    return undefined;
  }
  const css = read.flatMap(([, r]) => list(r.css));
  const js = read.flatMap(([, r]) => list(r.js));
  const commerce = plain ? [...css, ...js].some((a) => COMMERCE.test(fileName(a))) : read.some(([name]) => COMMERCE.test(name));
  return { css, js, commerce };
}

export interface RollupsOptions {
  /** The page's window (default: this one). */
  win?: Window;
  /** Where a chunk load error goes (default: thrown from a microtask, as the autoloader's:
   * the console shows it and the page's error reporting records it). */
  report?: (error: ChunkLoadError) => void;
}

const rethrow = (error: ChunkLoadError) =>
  queueMicrotask(() => {
    throw error;
  });

/** Loads the page's lazy rollups when it is a page that needs them; resolves once every file
 * has loaded or failed (a failure is reported, never thrown here). */
export async function startRollups({ win = window, report = rethrow }: RollupsOptions = {}): Promise<void> {
  const ctx = siteContext(win.document);
  const page = lazyPage(ctx);
  if (!page) return;
  const sets = [readRollups(ctx.rollups)];
  if (ctx.frameRollups !== undefined && frameEditorOrigin(ctx, win)) sets.push(readRollups(ctx.frameRollups, 'frameRollups'));
  if (needsCommerce(page) && !sets.some((s) => s?.commerce)) console.warn(t(platform, 'platform.commerceRollupMissing'));
  // The one rule for inserted files, fetched only for a page that has rollups.
  const { checkScriptUrl } = await import('./script-hosts.js');
  const addresses = (pick: (s: RollupFiles) => string[]) => {
    const out = new Set<string>();
    for (const raw of sets.flatMap((s) => (s ? pick(s) : []))) {
      const url = checkScriptUrl('rollups', raw, win.location.href);
      if (url) out.add(url);
    }
    return [...out];
  };
  const fail = (url: string) => (e: unknown) => {
    const type = e instanceof ScriptError && e.reason === 'timeout' ? 'timeout' : 'missing';
    report(chunkLoadError(type, url, t(text, 'rollups.loadError', { url, type })));
  };
  await Promise.all([
    ...addresses((s) => s.css).map((url) => loadStylesheet(url, CHUNK_TIMEOUT_MS).catch(fail(url))),
    ...addresses((s) => s.js).map((url) => loadScript(url, CHUNK_TIMEOUT_MS, true).catch(fail(url))),
  ]);
}

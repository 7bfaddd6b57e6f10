// The site's third-party loads (spec 001 §7 "Third-party loads"; §3 "Site context"; §8
// "Other"; §9 "Follow-button script timeout 10000 ms"), fetched by the page's start
// (services/start.ts) only when the site context or the markup asks:
// - the fonts service's css2 stylesheet for the site context's googleFonts, and the Typekit
//   kit's stylesheet for website.typekitId, whose faces are then checked against
//   typekitFonts: a font the kit does not declare raises TypekitFontError, which is logged
//   and reported;
// - the comments provider's count script, where comments are on and the page shows counts;
// - the follow-button script, where the page has a follow button, with its 10 s;
// - a console warning for each invalid SoundCloud address of a SoundCloud block.
// Each address must be one its kind may load from (services/script-hosts.ts: fonts,
// comments, follow) and loads once (services/scripts.ts). Nothing loads in the editing
// backend.
import * as z from 'zod/mini';
import { inEditingBackend, pageUrl } from '../contract/page.js';
import { siteContext } from '../contract/site-context.js';
import { parseLeniently, type Problem } from '../contract/lenient.js';
import { blockDataMessages, readBlockData } from '../contract/block-data.js';
import { t } from '../i18n/translator.js';
import { platform as text } from '../i18n/en/platform.js';
import { scriptHosts } from '../i18n/en/script-hosts.js';
import { siteContext as contextText } from '../i18n/en/site-context.js';
import {
  faceCovers,
  fillTemplate,
  googleFontsUrl,
  isSoundCloudUrl,
  THIRD_PARTY_URLS,
  variationFace,
  type ExpectedFace,
  type ThirdPartyUrls,
} from '../model/third-party.js';
import { whenTrackingAllowed } from './consent.js';
import { THIRD_PARTY_MARKUP } from './page-markup.js';
import type { ScriptKind } from './script-hosts.js';
import { loadScript, loadStylesheet, ScriptError } from './scripts.js';
import { reportError } from './telemetry-on-demand.js';

const [COMMENT_COUNT_SELECTOR, FOLLOW_BUTTON_SELECTOR, SOUNDCLOUD_SELECTOR] = THIRD_PARTY_MARKUP;

/** spec 001 §9: the follow-button script has 10000 ms to load. */
export const FOLLOW_BUTTON_TIMEOUT_MS = 10000;

/** A font of the site context's typekitFonts that the kit's stylesheet does not declare
 * (spec 001 §8 "A Typekit font missing from the site's set raises an error and is reported"). */
export class TypekitFontError extends Error {
  constructor(readonly font: string) {
    super(t(text, 'platform.typekitFontMissing', { font }));
    this.name = 'TypekitFontError';
  }
}

// The parts of the site context this module reads beyond the shared schema (which keeps
// them as they are): made on first use, in this module's own chunk.
function makeSchema() {
  const s = z.optional(z.string());
  return z.looseObject({
    website: z.optional(
      z.looseObject({
        // Ours: where each service is, for a test's or a demo's local stand-in.
        thirdPartyUrls: z.optional(z.looseObject({ googleFonts: s, typekit: s, disqusCount: s, followButton: s })),
      }),
    ),
    typekitFonts: z.optional(z.array(z.looseObject({ id: s, variations: z.optional(z.array(z.string())) }))),
  });
}

/** The site context's service addresses (the real ones unless it names others) and its
 * Typekit fonts, bad values reported with the site context's message and left out. */
function readSettings() {
  const problems: Problem[] = [];
  const read = parseLeniently(makeSchema(), siteContext(), problems);
  for (const p of problems) console.warn(t(contextText, 'siteContext.problem', { path: p.path, message: p.message }));
  const urls: ThirdPartyUrls = { ...THIRD_PARTY_URLS, ...(read?.website?.thirdPartyUrls as Partial<ThirdPartyUrls>) };
  return { urls, typekitFonts: read?.typekitFonts ?? [] };
}

/** The check of an address against the hosts of its kind (services/script-hosts.ts
 * checkScriptUrl): the resolved address, or undefined, said in the console. */
type Check = (kind: ScriptKind, url: unknown, page?: string) => string | undefined;

/** The address, once `check`ed; undefined, said in the console, when it may not load (`raw`,
 * the kit id or shortname, is named when no address could be made of it). */
function checked(check: Check, kind: ScriptKind, url: string | undefined, raw = url ?? ''): string | undefined {
  if (url !== undefined) return check(kind, url, pageUrl().href);
  console.warn(t(scriptHosts, 'scriptHosts.refused', { url: raw }));
  return undefined;
}

const failed = (e: unknown) => {
  if (e instanceof ScriptError) console.warn(t(text, 'platform.thirdPartyFailed', { url: e.url, reason: e.reason }));
};

/** The faces the kit's stylesheet declared, from the document's FontFaceSet. */
const loadedFaces = (doc: Document): FontFace[] => [...(doc.fonts as unknown as Iterable<FontFace>)];

/** Checks each typekitFonts entry (its `id` the family, each of its `variations` a face)
 * against the faces on the page once the kit's stylesheet has loaded. */
function checkTypekitFonts(doc: Document, fonts: { id?: string; variations?: string[] }[]): void {
  const faces = loadedFaces(doc);
  for (const { id, variations } of fonts) {
    if (!id?.trim()) continue;
    const wanted: ExpectedFace[] = variations?.length ? variations.map((v) => variationFace(id, v) ?? { family: id }) : [{ family: id }];
    const missing = wanted.filter((w) => !faces.some((f) => faceCovers(f, w)));
    if (!missing.length) continue;
    const label = variations?.length ? `${id} ${missing.map((w) => variations[wanted.indexOf(w)]).join(',')}` : id;
    const error = new TypekitFontError(label);
    console.error(error);
    reportError(error);
  }
}

/** Warns once for each SoundCloud block whose address a player cannot show. */
function checkSoundCloud(doc: Document): void {
  const warned = new Set<string>();
  for (const block of doc.querySelectorAll(SOUNDCLOUD_SELECTOR)) {
    const data = readBlockData(block, blockDataMessages('soundcloud'), false, true);
    const raw = data.status === 'ok' ? data.data.url : block.querySelector('iframe')?.getAttribute('src');
    const url = typeof raw === 'string' ? raw : '';
    if (isSoundCloudUrl(url) || warned.has(url)) continue;
    warned.add(url);
    console.warn(t(text, 'platform.soundCloudInvalid', { url: JSON.stringify(url) }));
  }
}

/** Starts what the site context and the page's markup ask for (nothing in the editing
 * backend); resolves once each load has started. Calling it again loads nothing twice. */
export async function startThirdParty(doc: Document = document): Promise<void> {
  if (inEditingBackend()) return;
  const ctx = siteContext(doc);
  const { urls, typekitFonts } = readSettings();
  // The one rule for inserted files, fetched with the first load it checks.
  const { checkScriptUrl: check } = await import('./script-hosts.js');

  const names = (ctx.googleFonts ?? []).map((f) => f.includeName ?? '');
  const fonts = googleFontsUrl(urls.googleFonts, names);
  const fontsUrl = fonts && checked(check, 'fonts', fonts);
  if (fontsUrl) loadStylesheet(fontsUrl).catch(failed);

  const kitId = ctx.website?.typekitId;
  if (kitId) {
    const kitUrl = checked(check, 'fonts', fillTemplate(urls.typekit, 'kitId', kitId), kitId);
    // A kit that did not load is reported as such; its fonts are not each called missing.
    if (kitUrl) loadStylesheet(kitUrl).then(() => checkTypekitFonts(doc, typekitFonts), failed);
  }

  const shortname = ctx.websiteSettings?.disqusShortname;
  if (ctx.websiteSettings?.commentsEnabled && shortname && doc.querySelector(COMMENT_COUNT_SELECTOR)) {
    const countUrl = checked(check, 'comments', fillTemplate(urls.disqusCount, 'shortname', shortname), shortname);
    // The provider's script sets its cookies and counts the visit: only with consent.
    if (countUrl) whenTrackingAllowed(() => void loadScript(countUrl).catch(failed));
  }

  if (doc.querySelector(FOLLOW_BUTTON_SELECTOR)) {
    const followUrl = checked(check, 'follow', urls.followButton);
    if (followUrl) whenTrackingAllowed(() => void loadScript(followUrl, FOLLOW_BUTTON_TIMEOUT_MS).catch(failed));
  }

  checkSoundCloud(doc);
}

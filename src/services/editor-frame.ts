// The published page's side of the editing frame (spec 001 §1, §4 "Tweak events", "Frame
// events"): in a frame whose parent is the editor, it tells the editor which blocks the page
// offers and their settings, applies the editor's live changes, and replays every tweak and
// frame event as the page's site events (`ss:tweak-change`, `ss:frame-save-enter`, …) so any
// script on the page can follow the editor. Messages are typed and checked
// (contract/editor-frame.ts); only the editor's window and origin are heard and written to.
import { isTopWindow, parentOrigin, postToParent } from '../contract/window.js';
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { emitSiteEvent } from '../contract/site-events.js';
import { readBlockData, blockDataMessages } from '../contract/block-data.js';
import {
  EDITOR_MESSAGE_SOURCE,
  parseEditorMessage,
  type FrameBlock,
  type PageMessage,
  type TweakChange,
} from '../contract/editor-frame.js';
import type { Settings } from '../contract/settings.js';

// The editor's side of the same messages, so one import serves both (ss-blocks/services/editor-frame).
export {
  parseEditorMessage,
  parsePageMessage,
  pageMessageFrom,
  FRAME_EVENTS,
  TWEAK_EVENTS,
  EDITOR_MESSAGE_SOURCE,
} from '../contract/editor-frame.js';
export type {
  EditorMessage,
  PageMessage,
  FrameBlock,
  TweakChange,
  AttributeChanges,
  FrameEvent,
  TweakEvent,
} from '../contract/editor-frame.js';
import { configOrigin } from '../model/config-redirect.js';
import { motionReduced } from '../contract/reduced-motion.js';
import { t } from '../i18n/translator.js';
import { DEFAULT_AESTHETICS, aestheticsCss, badAestheticsPaths, withValues, type AestheticsValues } from '../model/site-aesthetics.js';
import { editor as text } from '../i18n/en/editor.js';

/**
 * The editor's origin when this page is framed by it: a same-origin parent (which could
 * script this page anyway, so its messages grant nothing more), or the config area's origin
 * (model/config-redirect.ts). Undefined in the top window or under any other parent.
 */
export function frameEditorOrigin(ctx: SiteContext, win: Window = window): string | undefined {
  const origin = parentOrigin(win);
  if (!origin) return undefined;
  return origin === win.location.origin || origin === configOrigin(ctx) ? origin : undefined;
}

type BlockClass = CustomElementConstructor & { settings?: Settings };

/** One of ours: an `ss-*` element. */
const isBlock = (el: Element | null): el is HTMLElement => !!el?.localName.startsWith('ss-');

/** Every `ss-*` element of the page, in document order: the blocks the editor can address. */
const editable = (doc: Document): HTMLElement[] => [...doc.body.querySelectorAll<HTMLElement>('*')].filter(isBlock);

/** A block's key (contract/editor-frame.ts FrameBlock.id): its id, else its tag and place
 * among the page's elements of that tag, from 1 (ours: a published block need not have an id).
 * An id `<tag>-<n>` is one the block gave itself (blocks/element-helpers.ts idFor), which the
 * published markup does not have: the place is its key. */
export function blockKey(el: Element): string {
  const tag = el.localName;
  return el.id && !new RegExp(`^${tag}-\\d+$`).test(el.id)
    ? el.id
    : `${tag} ${[...el.ownerDocument.getElementsByTagName(tag)].indexOf(el) + 1}`;
}

/** The block a key names (blockKey's reverse), or null. */
export function blockByKey(key: string, doc: Document = document): HTMLElement | null {
  const [tag, place, more] = key.split(' ');
  const el = place === undefined ? doc.getElementById(key) : more === undefined ? doc.getElementsByTagName(tag!)[Number(place) - 1] : null;
  return isBlock(el ?? null) ? (el as HTMLElement) : null;
}

/** The block's name as a reader meets it: its label, else the heading of its section (ours). */
function blockName(el: HTMLElement): string | undefined {
  const labelled = el.getAttribute('aria-labelledby');
  const heading =
    el.getAttribute('aria-label') ||
    (labelled && el.ownerDocument.getElementById(labelled.split(' ')[0]!)?.textContent) ||
    el.closest('section,[role=region],dialog')?.querySelector('h1,h2,h3,h4,h5,h6')?.textContent;
  return heading?.replace(/\s+/g, ' ').trim().slice(0, 80) || undefined;
}

/** The declared settings of a defined block element (none for others). */
const settingsOf = (el: Element): Settings => (customElements.get(el.localName) as BlockClass | undefined)?.settings ?? {};

/** How long the page waits for a block's element to be defined before it describes the
 * block by its attributes alone (ours: an element whose code failed to load never is). */
export const DEFINE_WAIT_MS = 5000;

/** One block as the editor sees it: its settings as attributes, as they are now. */
export async function describeBlock(el: HTMLElement): Promise<FrameBlock> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([customElements.whenDefined(el.localName), new Promise((r) => (timer = setTimeout(r, DEFINE_WAIT_MS)))]);
  clearTimeout(timer);
  await (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  const attributes: Record<string, string | null> = {};
  for (const [name, s] of Object.entries(settingsOf(el))) {
    attributes[s.attribute] = s.toAttribute((el as unknown as Record<string, never>)[name]);
  }
  const name = blockName(el);
  const block: FrameBlock = { id: blockKey(el), tag: el.localName, ...(name && { name }), attributes };
  if (el.localName === 'ss-form') {
    const own = (el as HTMLElement & { definition?: Record<string, unknown> }).definition;
    const read = readBlockData(el, blockDataMessages('form'));
    const definition = own ?? (read.status === 'ok' ? read.data : undefined);
    if (definition) block.definition = definition;
  }
  return block;
}

/** The id of the `<style>` that carries the site aesthetics (the server publishes the same). */
export const AESTHETICS_STYLE_ID = 'ss-site-aesthetics';

/** The site aesthetics the page shows beyond its template: the dirty paths' values kept on
 * the published `<style id="ss-site-aesthetics" data-values>`; undefined when there are none
 * or they do not pass the checks. */
export function pageAesthetics(doc: Document = document): AestheticsValues | undefined {
  const raw = doc.getElementById(AESTHETICS_STYLE_ID)?.getAttribute('data-values');
  if (!raw) return undefined;
  try {
    const values = JSON.parse(raw) as unknown;
    return badAestheticsPaths(values).length ? undefined : (values as AestheticsValues);
  } catch {
    return undefined;
  }
}

/** Shows the site aesthetics: a `<style id="ss-site-aesthetics">` last in the head, its text
 * from aestheticsCss (never markup from the editor); no values take the page back to its
 * template. False (and a warning per path) when a value fails the checks: nothing changes. */
function applyAesthetics(values: AestheticsValues, doc: Document): boolean {
  const bad = badAestheticsPaths(values);
  if (bad.length) {
    for (const path of bad) console.warn(t(text, 'editor.frameBadAesthetics', { path }));
    return false;
  }
  let style = doc.getElementById(AESTHETICS_STYLE_ID);
  if (!Object.keys(values).length) {
    style?.remove();
    return true;
  }
  if (!(style instanceof HTMLStyleElement)) {
    style?.remove();
    style = doc.createElement('style');
    style.id = AESTHETICS_STYLE_ID;
  }
  style.textContent = aestheticsCss(withValues(DEFAULT_AESTHETICS, values));
  style.setAttribute('data-values', JSON.stringify(values));
  doc.head.append(style);
  return true;
}

/** The site context's fields the editor's Site panel sets (spec 001 §3 "Site context"), as
 * the page has them now: the announcement bar and the chrome (services/chrome.ts). */
export function pageSite(doc: Document = document): Record<string, unknown> {
  const { showAnnouncementBar, websiteSettings: ws } = siteContext(doc);
  // Through JSON: a field the context does not have is left out, not sent as undefined.
  return JSON.parse(
    JSON.stringify({
      showAnnouncementBar,
      websiteSettings: {
        mobileInfoBarSettings: ws?.mobileInfoBarSettings,
        ssBadgeType: ws?.ssBadgeType,
        pinterestOverlayOptions: ws?.pinterestOverlayOptions,
      },
    }),
  ) as Record<string, unknown>;
}

/** Applies one change from the editor to the page; false (and a console warning) when the
 * page has no such block or the block no such setting. */
export function applyTweak(change: TweakChange, doc: Document = document): boolean {
  if (change.kind === 'cookie-banner') {
    emitSiteEvent('cookie-banner-update', { settings: change.settings });
    return true;
  }
  if (change.kind === 'aesthetics') return applyAesthetics(change.values, doc);
  if (change.kind === 'site') {
    // Fetched with the first site change: a page in the frame pays for it only when edited.
    void import('./editor/site.js').then((m) => m.applySite(change.context, doc));
    return true;
  }
  const el = blockByKey(change.id, doc);
  if (!el || (change.kind === 'form' && el.localName !== 'ss-form')) {
    console.warn(t(text, 'editor.frameNoBlock', { id: change.id }));
    return false;
  }
  if (change.kind === 'form') {
    (el as HTMLElement & { definition?: Record<string, unknown> }).definition = change.definition;
    return true;
  }
  const known = new Set(Object.values(settingsOf(el)).map((s) => s.attribute));
  let applied = true;
  for (const [name, value] of Object.entries(change.attributes)) {
    if (!known.has(name)) {
      console.warn(t(text, 'editor.frameNoSetting', { tag: el.localName, attribute: name }));
      applied = false;
    } else if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
  if (change.show) (el as HTMLElement & { show?: () => void }).show?.();
  return applied;
}

export interface EditorFrameOptions {
  /** The editor's origin; by default `frameEditorOrigin` of the page's site context. */
  editorOrigin?: string;
  win?: Window;
}

/**
 * Starts the page's side of the editing frame when the page is framed by the editor; a
 * no-op (returning a no-op) anywhere else. Returns the function that stops it.
 */
export function startEditorFrame({ win = window, editorOrigin }: EditorFrameOptions = {}): () => void {
  const origin = editorOrigin ?? frameEditorOrigin(siteContext(win.document), win);
  if (isTopWindow(win) || !origin) return () => {};
  const doc = win.document;
  const post = (message: PageMessage) => postToParent(message, origin, win);
  /** Panels whose preview forced the banner open: it closes with their tweak-close. */
  let bannerForced = false;
  /** The block whose panel is open. */
  let shown: HTMLElement | null = null;
  const onResize = () => shown?.scrollIntoView({ block: 'center' });

  const onMessage = (e: MessageEvent) => {
    if (e.source !== win.parent || e.origin !== origin) return;
    const message = parseEditorMessage(e.data);
    if (!message) return;
    if (message.type === 'frame') {
      if (message.event === 'editing-change') emitSiteEvent('frame-editing-change', { editing: message.editing });
      else emitSiteEvent(`frame-${message.event}`);
      return;
    }
    if (message.event !== 'change') {
      // A block's panel opens: the page brings the block into view, and keeps it there while
      // the frame is resized (the editor's device views) until the panel closes (ours).
      if (message.event === 'before-open') {
        shown = blockByKey(message.panel, doc);
        shown?.scrollIntoView({ block: 'center', behavior: motionReduced(win) ? 'auto' : 'smooth' });
      } else if (message.event === 'close') shown = null;
      emitSiteEvent(`tweak-${message.event}`);
      if (bannerForced && message.event === 'close') {
        bannerForced = false;
        emitSiteEvent('cookie-banner-unforce');
      }
      return;
    }
    const { change } = message;
    emitSiteEvent('tweak-change', { name: message.panel, value: change });
    if (change.kind === 'cookie-banner' && !bannerForced) {
      bannerForced = true;
      emitSiteEvent('cookie-banner-force', { settings: change.settings });
    } else applyTweak(change, doc);
  };

  const announce = async () => {
    const blocks = await Promise.all(editable(doc).map(describeBlock));
    const cookieBanner = siteContext(doc).cookieSettings as Record<string, unknown> | undefined;
    const aesthetics = pageAesthetics(doc);
    const site = pageSite(doc);
    const frameUrl = win.location.pathname + win.location.search;
    post({
      source: EDITOR_MESSAGE_SOURCE,
      version: 1,
      type: 'frame',
      event: 'load',
      frameUrl,
      blocks,
      ...(cookieBanner && { cookieBanner }),
      ...(aesthetics && { aesthetics }),
      site,
    });
    emitSiteEvent('frame-load');
  };
  const onPageHide = () => {
    post({ source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'frame', event: 'iframe-unload' });
    emitSiteEvent('frame-iframe-unload');
  };

  win.addEventListener('message', onMessage);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('resize', onResize);
  if (doc.readyState === 'complete') void announce();
  else win.addEventListener('load', () => void announce(), { once: true });
  return () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('resize', onResize);
  };
}

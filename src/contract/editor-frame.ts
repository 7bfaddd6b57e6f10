// Messages between a published page in the editing frame and the editor around it (spec 001
// §1 "owners get an editing frame", §4 "Tweak events", "Frame events", "Escape key"). Both
// sides use these types and parsers; each checks the other's origin and window first
// (services/editor-frame.ts on the page, demo/editor/ in the editor).
//
// ```js
// // In the editor (the parent of the page's frame):
// addEventListener('message', (e) => {
//   const message = pageMessageFrom(e, frame, frameOrigin); // its window, origin and shape
//   if (message?.type === 'frame' && message.event === 'load') showPanels(message.blocks);
// });
// ```
import * as z from 'zod/mini';
import type { AestheticsPath } from '../model/site-aesthetics.js';
import { isPlainObject as plainObject } from '../model/plain-object.js';

/** Marks every message of ours, so either side tells them from other frames' messages. */
export const EDITOR_MESSAGE_SOURCE = 'ss-blocks';
/** The message's type: the page asks the editor to toggle editing. */
export const EDITOR_TOGGLE = 'editor-toggle';

/** The frame events (spec 001 §4), as the page's site events name them (`ss:frame-<event>`). */
export const FRAME_EVENTS = ['load', 'iframe-unload', 'save-enter', 'save-exit', 'editing-change'] as const;
export type FrameEvent = (typeof FRAME_EVENTS)[number];
/** The tweak events (spec 001 §4), as the page's site events name them (`ss:tweak-<event>`). */
export const TWEAK_EVENTS = ['change', 'close', 'save', 'reset', 'after-show', 'after-close', 'before-open'] as const;
export type TweakEvent = (typeof TWEAK_EVENTS)[number];

/** The page asks the editor to toggle editing (version 1). */
export interface EditorToggleMessage {
  source: typeof EDITOR_MESSAGE_SOURCE;
  type: typeof EDITOR_TOGGLE;
  version: 1;
  /** The framed page's path and query (what the config area's frameUrl holds). */
  frameUrl: string;
  /** The mouse's last position on the page, in document CSS pixels (pageX/pageY), when the
   * account is tracked for it (spec 001 §6): the editor may open at the block under it. */
  pointer?: { x: number; y: number };
}

/** A block's settings as its element's attributes: a value sets one, null removes it. */
export type AttributeChanges = Record<string, string | null>;

/** What one tweak changes on the page in the frame. */
export type TweakChange =
  /** A block's settings, as attributes of the `ss-*` element with this id (attributes win
   * over the block's JSON data). `show` asks an overlay block (`ss-popup`) to open. */
  | { kind: 'attributes'; id: string; attributes: AttributeChanges; show?: boolean }
  /** A form block's definition (the editor's shape, `build.fields`), for `ss-form` with this id. */
  | { kind: 'form'; id: string; definition: Record<string, unknown> }
  /** The site's cookie banner settings, as the API payload (spec 001 §3). */
  | { kind: 'cookie-banner'; settings: Record<string, unknown> }
  /** The site's aesthetics (the "style" tweak, spec 001 §2, §3): the values of the dirty
   * paths only (model/site-aesthetics.ts); the page checks them before it shows them. */
  | { kind: 'aesthetics'; values: Partial<Record<AestheticsPath, unknown>> }
  /** The site's chrome (spec 001 §3 "Site context"): the context's top-level fields given here
   * (showAnnouncementBar, websiteSettings) replace the page's, which shows them at once. */
  | { kind: 'site'; context: Record<string, unknown> };

/** Editor → page. */
export type EditorMessage = { source: typeof EDITOR_MESSAGE_SOURCE; version: 1 } & (
  | { type: 'tweak'; event: Exclude<TweakEvent, 'change'>; panel: string }
  | { type: 'tweak'; event: 'change'; panel: string; change: TweakChange }
  | { type: 'frame'; event: 'save-enter' | 'save-exit' }
  | { type: 'frame'; event: 'editing-change'; editing: boolean }
);

/** One block the page in the frame offers for editing: an `ss-*` element of the page. */
export interface FrameBlock {
  /** Its key: the element's id, or when it has none (or one of the form `<tag>-<n>`, which
   * blocks give themselves) its tag and place among the page's elements of that tag, from 1
   * (`ss-gallery 3`: ids hold no spaces, so the two never meet). */
  id: string;
  /** Its tag, e.g. `ss-gallery`. */
  tag: string;
  /** Its name on the page: its label, else the heading of its section. */
  name?: string;
  /** Its settings' attributes as they are now (declared defaults included). */
  attributes: Record<string, string | null>;
  /** A form block's definition as it renders now. */
  definition?: Record<string, unknown>;
}

/** Page → editor. */
export type PageMessage =
  | EditorToggleMessage
  | ({ source: typeof EDITOR_MESSAGE_SOURCE; version: 1 } & (
      | {
          type: 'frame';
          event: 'load';
          frameUrl: string;
          blocks: FrameBlock[];
          cookieBanner?: Record<string, unknown>;
          /** The site aesthetics the page shows beyond its template: the dirty paths' values. */
          aesthetics?: Partial<Record<AestheticsPath, unknown>>;
          /** The site context's chrome fields as the page has them (showAnnouncementBar, and
           * websiteSettings' mobileInfoBarSettings, ssBadgeType, pinterestOverlayOptions). */
          site?: Record<string, unknown>;
        }
      | { type: 'frame'; event: 'iframe-unload' }
    ));

// Only the zod features the page's other contracts use (object, custom, string, boolean,
// array, optional): zod/mini's constructors share one module, so each new feature would be
// weight in every block's chunk.
const oneOf = <const T extends string>(values: readonly T[]) => z.custom<T>((v) => (values as readonly unknown[]).includes(v));
const record = z.custom<Record<string, unknown>>(plainObject);
/** Attribute names as the blocks declare them; values text, or null to remove. */
const attributeMap = z.custom<Record<string, string | null>>(
  (v) => plainObject(v) && Object.entries(v).every(([k, x]) => /^[a-z][a-z0-9-]*$/.test(k) && (x === null || typeof x === 'string')),
);

function editorSchemas() {
  const envelope = { source: oneOf([EDITOR_MESSAGE_SOURCE]), version: z.custom<1>((v) => v === 1) };
  const tweak = { ...envelope, type: oneOf(['tweak']), panel: z.string() };
  const frame = { ...envelope, type: oneOf(['frame']) };
  return {
    change: z.object({ ...tweak, event: oneOf(['change']), change: record }),
    tweak: z.object({ ...tweak, event: oneOf(TWEAK_EVENTS.filter((e) => e !== 'change') as Exclude<TweakEvent, 'change'>[]) }),
    frame: z.object({ ...frame, event: oneOf(['save-enter', 'save-exit']) }),
    editing: z.object({ ...frame, event: oneOf(['editing-change']), editing: z.boolean() }),
    changes: {
      attributes: z.object({ kind: oneOf(['attributes']), id: z.string(), attributes: attributeMap, show: z.optional(z.boolean()) }),
      form: z.object({ kind: oneOf(['form']), id: z.string(), definition: record }),
      'cookie-banner': z.object({ kind: oneOf(['cookie-banner']), settings: record }),
      aesthetics: z.object({ kind: oneOf(['aesthetics']), values: record }),
      site: z.object({ kind: oneOf(['site']), context: record }),
    },
  };
}

function pageSchemas() {
  const envelope = { source: oneOf([EDITOR_MESSAGE_SOURCE]), version: z.custom<1>((v) => v === 1), type: oneOf(['frame']) };
  const block = z.object({
    id: z.string(),
    tag: z.string(),
    name: z.optional(z.string()),
    attributes: attributeMap,
    definition: z.optional(record),
  });
  return {
    load: z.object({
      ...envelope,
      event: oneOf(['load']),
      frameUrl: z.string(),
      blocks: z.array(block),
      cookieBanner: z.optional(record),
      aesthetics: z.optional(record),
      site: z.optional(record),
    }),
    unload: z.object({ ...envelope, event: oneOf(['iframe-unload']) }),
  };
}

let editorMessages: ReturnType<typeof editorSchemas> | undefined;
let pageMessages: ReturnType<typeof pageSchemas> | undefined;

/** For the page: the editor's message, or undefined when data is not one (check the
 * message's origin and source window first). */
export function parseEditorMessage(data: unknown): EditorMessage | undefined {
  if (!plainObject(data)) return undefined;
  const s = (editorMessages ??= editorSchemas());
  const schema =
    data.type === 'frame' ? (data.event === 'editing-change' ? s.editing : s.frame) : data.event === 'change' ? s.change : s.tweak;
  const message = schema.safeParse(data);
  if (!message.success) return undefined;
  if (!('change' in message.data)) return message.data as EditorMessage;
  const kind = message.data.change.kind as keyof typeof s.changes;
  const change = Object.hasOwn(s.changes, kind) ? s.changes[kind].safeParse(message.data.change) : undefined;
  return change?.success ? ({ ...message.data, change: change.data } as EditorMessage) : undefined;
}

/** For the editor: the page's message, or undefined when data is not one (check the
 * message's origin and source window first). */
export function parsePageMessage(data: unknown): PageMessage | undefined {
  if (isEditorToggleMessage(data)) return data;
  if (!plainObject(data)) return undefined;
  const s = (pageMessages ??= pageSchemas());
  const result = (data.event === 'load' ? s.load : s.unload).safeParse(data);
  return result.success ? (result.data as PageMessage) : undefined;
}

/**
 * For the editor: the page's message when `e` comes from the frame's window at its origin,
 * else undefined. `iframe-unload` is posted as the page goes, and arrives when its window
 * is gone (`e.source` is null): it is taken at the frame's origin alone.
 */
export function pageMessageFrom(e: MessageEvent, frame: HTMLIFrameElement, frameOrigin: string): PageMessage | undefined {
  if (e.origin !== frameOrigin) return undefined;
  const message = parsePageMessage(e.data);
  if (!message) return undefined;
  const unload = message.type === 'frame' && message.event === 'iframe-unload';
  return e.source === frame.contentWindow || (unload && e.source === null) ? message : undefined;
}

export function editorToggleMessage(frameUrl: string, pointer?: { x: number; y: number }): EditorToggleMessage {
  return { source: EDITOR_MESSAGE_SOURCE, type: EDITOR_TOGGLE, version: 1, frameUrl, ...(pointer && { pointer }) };
}

/** For the editor: whether a message's data is a toggle request (check its origin too).
 * Kept free of zod: the escape-key service's pages do not pay for the schemas. */
export function isEditorToggleMessage(data: unknown): data is EditorToggleMessage {
  const d = data as Partial<EditorToggleMessage> | null;
  return (
    !!d &&
    typeof d === 'object' &&
    d.source === EDITOR_MESSAGE_SOURCE &&
    d.type === EDITOR_TOGGLE &&
    d.version === 1 &&
    typeof d.frameUrl === 'string'
  );
}

// The editor's side of the editing frame (spec 001 §1, §4 "Tweak events", "Frame events";
// contract/editor-frame.ts; the page's side is services/editor-frame.ts): loads the page in
// the iframe, hears only that frame's window from its origin, keeps the page's blocks, and
// sends the tweak and frame events in the platform's order:
//   open a panel   tweak before-open → (the panel renders) → tweak after-show
//   edit           tweak change (the frame applies it at once; the draft keeps it)
//   Save           frame save-enter → tweak save → PUT /api/site-settings → frame save-exit
//   Reset          tweak reset → tweak change for each difference back to the saved page
//   close          tweak close → (the panel is gone) → tweak after-close
//   Esc on the page (its editor-toggle message) → frame editing-change { editing }
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  EDITOR_MESSAGE_SOURCE,
  parsePageMessage,
  type EditorMessage,
  type TweakChange,
  type TweakEvent,
} from '../../src/contract/editor-frame.js';
import { emptySettings, loadSettings, saveSettings } from './api.js';
import { applyToPage, applyToSettings, changesBetween, isDirty, type PageState } from './draft.js';
import type { SiteSettings } from './panel.js';

/** The panel name the site-wide actions (Save, Reset with no panel open) are sent under (ours). */
export const SITE_PANEL = 'site';

export type FrameStatus = 'loading' | 'ready' | 'unloaded';

export interface SaveStatus {
  state: 'idle' | 'saving' | 'saved' | 'failed';
  message?: string;
  problems?: string[];
}

export interface EditorFrame {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The frame's address and its origin, the only one heard. */
  src: string;
  origin: string;
  status: FrameStatus;
  /** The page's path and query, as it last reported it. */
  frameUrl: string;
  /** What the page shows now. */
  page: PageState;
  /** What the page showed as last saved (Reset goes back to it). */
  savedPage: PageState;
  /** Whether the editing tools show (Esc on the page toggles it). */
  editing: boolean;
  /** The open panel (a block's id, or a site panel's name). */
  panel?: string;
  dirty: boolean;
  save: SaveStatus;
  /** Every message sent or heard, newest first (the editor's event log). */
  log: string[];
  open(panel: string): void;
  close(): void;
  change(change: TweakChange): void;
  saveDraft(): Promise<void>;
  reset(): void;
  setEditing(editing: boolean): void;
}

const LOG_LINES = 40;

/** The frame hook: everything the shell needs about the page in the frame. */
export function useEditorFrame(path = '/'): EditorFrame {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const src = useMemo(() => new URL(path, location.href).href, [path]);
  const origin = useMemo(() => new URL(src).origin, [src]);
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [frameUrl, setFrameUrl] = useState(path);
  const [page, setPage] = useState<PageState>({ blocks: [] });
  const [savedPage, setSavedPage] = useState<PageState>({ blocks: [] });
  const [settings, setSettings] = useState<SiteSettings>(emptySettings);
  const [draft, setDraft] = useState<SiteSettings>(emptySettings);
  const [editing, setEditingState] = useState(true);
  const [panel, setPanel] = useState<string>();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle' });
  const [log, setLog] = useState<string[]>([]);
  // The latest values for the message handlers, which are bound once.
  const latest = useRef({ page, savedPage, draft, settings, panel, editing });
  latest.current = { page, savedPage, draft, settings, panel, editing };
  /** Changes made while a Save is on its way: they stay in the draft after it. */
  const duringSave = useRef<TweakChange[] | null>(null);
  /** after-show / after-close wait for React to render (or remove) the panel. */
  const pending = useRef<{ event: 'after-show' | 'after-close'; panel: string }[]>([]);

  const note = useCallback((line: string) => setLog((l) => [line, ...l].slice(0, LOG_LINES)), []);

  const post = useCallback(
    (message: EditorMessage) => {
      const win = frameRef.current?.contentWindow;
      if (!win) return;
      win.postMessage(message, origin);
      note(
        `→ ${message.type} ${message.event}${'panel' in message ? ` (${message.panel})` : ''}${message.type === 'frame' && message.event === 'editing-change' ? ` editing=${message.editing}` : ''}`,
      );
    },
    [origin, note],
  );
  const tweak = useCallback(
    (event: Exclude<TweakEvent, 'change'>, name: string) =>
      post({ source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'tweak', event, panel: name }),
    [post],
  );
  const frameEvent = useCallback(
    (event: 'save-enter' | 'save-exit') => post({ source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'frame', event }),
    [post],
  );

  const setEditing = useCallback(
    (on: boolean) => {
      setEditingState(on);
      post({ source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'frame', event: 'editing-change', editing: on });
    },
    [post],
  );

  // The saved settings, once: Save and Reset work from them.
  useEffect(() => {
    let live = true;
    loadSettings().then(
      (saved) => live && (setSettings(saved), setDraft(saved)),
      (e: Error) => live && setSaveStatus({ state: 'failed', message: e.message }),
    );
    return () => void (live = false);
  }, []);

  // The page's messages: only from the frame's window and origin (a message from any other
  // window or origin, however well formed, is ignored).
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const win = frameRef.current?.contentWindow;
      if (!win || e.source !== win || e.origin !== origin) return;
      const message = parsePageMessage(e.data);
      if (!message) return;
      if (message.type === 'editor-toggle') {
        note('← editor-toggle');
        setEditing(!latest.current.editing);
        return;
      }
      note(`← frame ${message.event}`);
      if (message.event === 'iframe-unload') return setStatus('unloaded');
      const loaded: PageState = {
        blocks: message.blocks,
        ...(message.cookieBanner && { cookieBanner: message.cookieBanner }),
        ...(message.aesthetics && { aesthetics: message.aesthetics }),
        ...(message.site && { site: message.site }),
      };
      // The page shows the saved settings (the server renders them): the draft starts there.
      setPage(loaded);
      setSavedPage(loaded);
      setDraft(latest.current.settings);
      setFrameUrl(message.frameUrl);
      setStatus('ready');
      // A page loaded again (reload, navigation) hears the open panel's opening again.
      const open = latest.current.panel;
      if (open) {
        tweak('before-open', open);
        tweak('after-show', open);
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [origin, note, setEditing, tweak]);

  // after-show and after-close go once the panel is in (or out of) the document.
  useEffect(() => {
    for (const { event, panel: name } of pending.current.splice(0)) tweak(event, name);
  }, [panel, tweak]);

  const close = useCallback(() => {
    const open = latest.current.panel;
    if (!open) return;
    tweak('close', open);
    pending.current.push({ event: 'after-close', panel: open });
    setPanel(undefined);
  }, [tweak]);

  const open = useCallback(
    (name: string) => {
      const was = latest.current.panel;
      if (was === name) return;
      if (was) {
        tweak('close', was);
        pending.current.push({ event: 'after-close', panel: was });
      }
      tweak('before-open', name);
      pending.current.push({ event: 'after-show', panel: name });
      setPanel(name);
    },
    [tweak],
  );

  const change = useCallback(
    (c: TweakChange) => {
      const name = latest.current.panel ?? SITE_PANEL;
      post({ source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'tweak', event: 'change', panel: name, change: c });
      duringSave.current?.push(c);
      setPage((p) => applyToPage(p, c));
      setDraft((d) => applyToSettings(d, c));
      setSaveStatus({ state: 'idle' });
    },
    [post],
  );

  const saveDraft = useCallback(async () => {
    const { draft: toSave, page: now, panel: open } = latest.current;
    frameEvent('save-enter');
    tweak('save', open ?? SITE_PANEL);
    setSaveStatus({ state: 'saving' });
    duringSave.current = [];
    const result = await saveSettings(toSave);
    const since = duringSave.current ?? [];
    duringSave.current = null;
    if (result.ok) {
      setSettings(result.settings);
      setDraft(since.reduce(applyToSettings, result.settings));
      setSavedPage(now);
      setSaveStatus({ state: since.length ? 'idle' : 'saved' });
    } else setSaveStatus({ state: 'failed', message: result.message, problems: result.problems });
    frameEvent('save-exit');
  }, [frameEvent, tweak]);

  const reset = useCallback(() => {
    const { page: now, savedPage: saved, settings: kept, panel: open } = latest.current;
    const name = open ?? SITE_PANEL;
    tweak('reset', name);
    for (const c of changesBetween(now, saved))
      post({ source: EDITOR_MESSAGE_SOURCE, version: 1, type: 'tweak', event: 'change', panel: name, change: c });
    setPage(saved);
    setDraft(kept);
    setSaveStatus({ state: 'idle' });
  }, [post, tweak]);

  return {
    frameRef,
    src,
    origin,
    status,
    frameUrl,
    page,
    savedPage,
    editing,
    panel,
    dirty: isDirty(draft, settings),
    save: saveStatus,
    log,
    open,
    close,
    change,
    saveDraft,
    reset,
    setEditing,
  };
}

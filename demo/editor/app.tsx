// The editor shell: the published demo page in a frame, edited live (spec 001 §1 "site
// owners … get an editing frame"). A bar with the views, the device widths, editing on/off,
// Reset, Save and the upgrade destinations (§2); a side with the page's blocks and the open
// panel; the frame at the chosen device's width. The frame protocol is frame.ts's.
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { FrameBlock } from '../../src/contract/editor-frame.js';
import { t } from '../../src/i18n/translator.js';
import { account } from '../../src/i18n/en/account.js';
import { motionReduced, noMotionFlag } from '../../src/contract/reduced-motion.js';
import { useEditorFrame, type EditorFrame } from './frame.js';
import type { PanelProps } from './panel.js';
import { BlocksView } from './blocks-view.js';
import { GenericPanel } from './panels/settings-panel.js';
import { GalleryPanel } from './panels/gallery-panel.js';
import { MapPanel } from './panels/map-panel.js';
import { VideoPanel } from './panels/video-panel.js';
import { PopupPanel } from './panels/popup-panel.js';
import { FormPanel } from './panels/form-panel.js';
import { CookieBannerPanel } from './panels/cookie-banner-panel.js';
import { StylesPanel } from './panels/styles-panel.js';
import { SitePanel } from './panels/site-panel.js';
import { useInvalidFields } from './invalid-fields.js';
import { STYLE_PANEL, type PreviewDeviceView } from '../../src/model/enumerations/editor.js';

/** The preview device views (spec 001 §2 "Preview device views: desktop, phone, tablet") at
 * the widths of spec 000 §9 "Breakpoints" (device widths: mobile up to 428, tablet 768 to
 * 1366): the phone at 428, the widest phone, which both specs count as mobile (001 §9: up
 * to 432); the tablet at 768, the narrowest tablet (a portrait tablet, where layouts change
 * most); the desktop at the whole stage's width. */
export const DEVICES = [
  { name: 'desktop', label: 'Desktop', width: undefined },
  { name: 'tablet', label: 'Tablet', width: 768 },
  { name: 'phone', label: 'Phone', width: 428 },
] as const satisfies readonly { name: PreviewDeviceView; label: string; width: number | undefined }[];
export type Device = (typeof DEVICES)[number]['name'];

/** The editor upgrade destinations (spec 001 §2). */
export const UPGRADE_LINKS = [
  { href: '/settings/billing/billing/upgrade', label: 'Upgrade', title: 'Upgrade from your trial' },
  { href: '/settings/billing/billing/website/change-plan', label: 'Change plan', title: 'Change your website plan' },
] as const;

/** The panel name of the site's cookie banner (it has no element id). */
export const BANNER_PANEL = 'cookie-banner';
/** The panel name of the site's chrome (ours): the announcement bar, the mobile info bar, the
 * badge, the Pinterest overlay. */
export const SITE_CHROME_PANEL = 'site-chrome';

/** Blocks whose widgets work only for visitors: the editor says so beside them (spec 001 §6:
 * the booking widget's 'Preview Only' alert for logged-in admins). */
const PREVIEW_ONLY = new Set(['ss-booking']);

/** "ss-member-pricing" → "Member pricing". */
export const kindName = (tag: string): string => {
  const words = tag.replace(/^ss-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Each block's name in the editor, by key: its kind, numbered when the page has several
 * ("Gallery 3"), and its name on the page (its label or its section's heading), else its
 * design ("Gallery 3 — Slideshow"). */
export function blockNames(blocks: readonly FrameBlock[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const b of blocks) count.set(b.tag, (count.get(b.tag) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    blocks.map((b) => {
      const n = (seen.get(b.tag) ?? 0) + 1;
      seen.set(b.tag, n);
      const design = b.attributes.design;
      const detail = b.name ?? (design ? kindName(design) : undefined);
      return [b.id, `${kindName(b.tag)}${count.get(b.tag)! > 1 ? ` ${n}` : ''}${detail ? ` — ${detail}` : ''}`];
    }),
  );
}

const PANELS: Record<string, ComponentType<PanelProps & { block: FrameBlock }>> = {
  'ss-gallery': GalleryPanel,
  'ss-map': MapPanel,
  'ss-video': VideoPanel,
  'ss-popup': PopupPanel,
  'ss-form': FormPanel,
};

function Panel({ frame }: { frame: EditorFrame }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const { panel, page, change, close } = frame;
  useEffect(() => headingRef.current?.focus(), [panel]);
  if (!panel) return null;
  const block = page.blocks.find((b) => b.id === panel);
  const title =
    panel === BANNER_PANEL
      ? 'Cookie banner'
      : panel === STYLE_PANEL
        ? 'Site styles'
        : panel === SITE_CHROME_PANEL
          ? 'Site'
          : block
            ? blockNames(page.blocks).get(block.id)!
            : panel;
  let body;
  if (panel === BANNER_PANEL) body = <CookieBannerPanel cookieBanner={page.cookieBanner} change={change} />;
  else if (panel === SITE_CHROME_PANEL) body = <SitePanel site={page.site} change={change} />;
  else if (panel === STYLE_PANEL)
    body = <StylesPanel aesthetics={page.aesthetics} savedAesthetics={frame.savedPage.aesthetics} change={change} />;
  else if (block) {
    const Editor = PANELS[block.tag] ?? GenericPanel;
    body = <Editor block={block} cookieBanner={page.cookieBanner} change={change} />;
  } else body = <p>This block is not on the page now.</p>;
  return (
    <section
      className="panel"
      aria-labelledby={`${id}-title`}
      data-panel={panel}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !(e.target instanceof HTMLSelectElement)) {
          e.preventDefault();
          close();
        }
      }}
    >
      <div className="panel-head">
        <h2 id={`${id}-title`} tabIndex={-1} ref={headingRef}>
          {title}
        </h2>
        <button type="button" onClick={close} aria-label={`Close ${title}`}>
          Close
        </button>
      </div>
      {body}
    </section>
  );
}

function BlockList({ frame, opener }: { frame: EditorFrame; opener: React.MutableRefObject<string | undefined> }) {
  const { page, open, status } = frame;
  const names = blockNames(page.blocks);
  const item = (name: string, label: string, notice?: string) => (
    <li key={name}>
      <button type="button" data-open={name} onClick={() => ((opener.current = name), open(name))}>
        {label}
      </button>
      {notice && <p className="preview-only">{notice}</p>}
    </li>
  );
  return (
    <nav aria-labelledby="blocks-title">
      <h2 id="blocks-title">Blocks on this page</h2>
      {status === 'unloaded' && <p role="status">The page is loading again…</p>}
      {status === 'loading' && !page.blocks.length ? (
        <p role="status">Loading the page…</p>
      ) : (
        <ul className="block-list">
          {page.blocks.map((b) =>
            item(
              b.id,
              names.get(b.id)!,
              PREVIEW_ONLY.has(b.tag)
                ? `${t(account, 'account.previewOnlyTitle')}: ${t(account, 'account.previewOnlyMessage')}`
                : undefined,
            ),
          )}
          {item(BANNER_PANEL, 'Cookie banner · site')}
          {item(STYLE_PANEL, 'Site styles · site')}
          {item(SITE_CHROME_PANEL, 'Site · announcement bar, mobile bar, badge, Pinterest')}
        </ul>
      )}
    </nav>
  );
}

function SaveState({ frame }: { frame: EditorFrame }) {
  const { save, dirty } = frame;
  return (
    <div className="save-state" role="status">
      {save.state === 'saving' && 'Saving…'}
      {save.state === 'saved' && 'Saved.'}
      {save.state === 'failed' && (
        <span className="field-error">
          {save.message}
          {save.problems?.length ? `: ${save.problems.join('; ')}` : ''}
        </span>
      )}
      {save.state === 'idle' && (dirty ? 'Unsaved changes.' : '')}
    </div>
  );
}

export function App() {
  // ?nomotion=true on the editor reaches the page too; either it or the system's reduced
  // motion stops the device views' resize animation.
  const [still] = useState(() => motionReduced());
  const frame = useEditorFrame(noMotionFlag(location.search) ? '/?nomotion=true' : '/');
  const [view, setView] = useState<'page' | 'blocks'>('page');
  const [device, setDevice] = useState<Device>('desktop');
  const opener = useRef<string>(undefined);
  const width = DEVICES.find((d) => d.name === device)?.width;
  const { panel, editing } = frame;
  const side = useRef<HTMLElement>(null);
  const invalid = useInvalidFields(side, editing);
  const whyId = useId();
  // Closing a panel gives focus back to the button that opened it.
  const wasOpen = useRef(panel);
  useEffect(() => {
    if (wasOpen.current && !panel)
      document.querySelector<HTMLButtonElement>(`[data-open="${CSS.escape(opener.current ?? wasOpen.current)}"]`)?.focus();
    wasOpen.current = panel;
  }, [panel]);

  return (
    <div className={still ? 'shell still' : 'shell'}>
      <header className="shell-bar">
        <h1>Editor · Tidewater Studio</h1>
        <fieldset className="segmented">
          <legend>View</legend>
          {(['page', 'blocks'] as const).map((v) => (
            <label key={v}>
              <input type="radio" name="view" value={v} checked={view === v} onChange={() => setView(v)} />
              {v === 'page' ? 'Page' : 'Blocks'}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented" disabled={view !== 'page'}>
          <legend>Device</legend>
          {DEVICES.map((d) => (
            <label key={d.name}>
              <input type="radio" name="device" value={d.name} checked={device === d.name} onChange={() => setDevice(d.name)} />
              {d.label}
              {d.width ? ` (${d.width} px)` : ''}
            </label>
          ))}
        </fieldset>
        <div className="shell-actions">
          <button type="button" aria-pressed={editing} onClick={() => frame.setEditing(!editing)}>
            Editing
          </button>
          <button type="button" onClick={frame.reset} disabled={!frame.dirty}>
            Reset
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => void frame.saveDraft()}
            disabled={!frame.dirty || frame.save.state === 'saving' || invalid.length > 0}
            aria-describedby={invalid.length ? whyId : undefined}
          >
            Save
          </button>
          {invalid.length > 0 && (
            <p className="save-why" id={whyId}>
              Fix {invalid.length} {invalid.length === 1 ? 'field' : 'fields'} to save:{' '}
              {invalid.map((f, i) => (
                <span key={f.id}>
                  {i > 0 && ', '}
                  <a href={`#${f.id}`} onClick={(e) => (e.preventDefault(), document.getElementById(f.id)?.focus())}>
                    {f.label}
                  </a>
                </span>
              ))}
            </p>
          )}
          <SaveState frame={frame} />
        </div>
        <nav className="shell-links" aria-label="Plan">
          {UPGRADE_LINKS.map((l) => (
            <a key={l.href} href={l.href} title={l.title}>
              {l.label}
            </a>
          ))}
          <a href="/" title="The published page on its own">
            Published page
          </a>
        </nav>
      </header>
      <div className="shell-body" hidden={view !== 'page'} data-editing={editing}>
        {editing ? (
          <aside className="shell-side" aria-label="Editing" ref={side}>
            {panel ? <Panel frame={frame} /> : <BlockList frame={frame} opener={opener} />}
            {/* Below the list once it is there: it would move down when the list comes in. */}
            {(frame.status !== 'loading' || frame.page.blocks.length > 0) && (
              <details className="shell-log">
                <summary>Frame messages</summary>
                <div className="editor-log" role="log" aria-label="Frame messages">
                  {frame.log.join('\n')}
                </div>
              </details>
            )}
          </aside>
        ) : (
          <p className="shell-preview-note" role="status">
            Previewing: press Esc in the page, or Editing above, to edit again.
          </p>
        )}
        <main className="shell-stage" aria-label="The page">
          <div className="device" data-device={device} style={width ? { width: `${width}px` } : undefined}>
            <iframe ref={frame.frameRef} src={frame.src} title="The published page, in the editor" />
          </div>
        </main>
      </div>
      {view === 'blocks' && <BlocksView />}
    </div>
  );
}

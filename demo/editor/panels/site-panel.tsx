// The Site panel: the site's chrome its context describes (spec 001 §3 "Site context":
// showAnnouncementBar; websiteSettings.mobileInfoBarSettings.style none/light/dark, ssBadgeType
// none/black/white, pinterestOverlayOptions.mode). Each edit sends the context's fields; the
// page in the frame shows them at once (services/editor-frame.ts), Save keeps them (the
// reference server publishes them in the page's site context). The values are the library's
// enumerations, not a list of the editor's.
import { useId } from 'react';
import { BADGE_TYPES, MOBILE_BAR_STYLES } from '../../../src/model/enumerations/site.js';
import { PINTEREST_MODES } from '../../../src/model/pinterest.js';
import type { PanelProps } from '../panel.js';

type Context = { showAnnouncementBar?: boolean; websiteSettings?: Record<string, unknown> };
const object = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The site context's chrome fields once `path` (under websiteSettings) is set to value. */
function withSetting(site: Context, path: 'style' | 'ssBadgeType' | 'mode', value: string): Context {
  const ws = object(site.websiteSettings);
  const next =
    path === 'style'
      ? { mobileInfoBarSettings: { ...object(ws.mobileInfoBarSettings), style: value } }
      : path === 'mode'
        ? { pinterestOverlayOptions: { ...object(ws.pinterestOverlayOptions), mode: value } }
        : { ssBadgeType: value };
  return { ...site, websiteSettings: { ...ws, ...next } };
}

export function SitePanel({ site = {}, change }: PanelProps) {
  const id = useId();
  const context = site as Context;
  const ws = object(context.websiteSettings);
  const send = (next: Context) => change({ kind: 'site', context: next as Record<string, unknown> });
  const choice = (
    path: 'style' | 'ssBadgeType' | 'mode',
    label: string,
    values: readonly string[],
    current: unknown,
    fallback: string,
    doc: string,
  ) => (
    <div className="field" data-site={path}>
      <label htmlFor={`${id}-${path}`}>{label}</label>
      <select
        id={`${id}-${path}`}
        value={typeof current === 'string' && values.includes(current) ? current : fallback}
        aria-describedby={`${id}-${path}-doc`}
        onChange={(e) => send(withSetting(context, path, e.target.value))}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
      <span className="field-doc" id={`${id}-${path}-doc`}>
        {doc}
      </span>
    </div>
  );
  return (
    <fieldset className="settings">
      <legend>Site chrome</legend>
      <div className="field field-check" data-site="showAnnouncementBar">
        <input
          id={`${id}-bar`}
          type="checkbox"
          checked={context.showAnnouncementBar !== false}
          aria-describedby={`${id}-bar-doc`}
          onChange={(e) => send({ ...context, showAnnouncementBar: e.target.checked })}
        />
        <label htmlFor={`${id}-bar`}>Announcement bar</label>
        <span className="field-doc" id={`${id}-bar-doc`}>
          The bar at the top of every page, with its text and link.
        </span>
      </div>
      {choice(
        'style',
        'Mobile info bar style',
        MOBILE_BAR_STYLES,
        object(ws.mobileInfoBarSettings).style,
        'none',
        'The contact bar at the bottom of the page on screens 1024 px wide or less; none hides it.',
      )}
      {choice('ssBadgeType', 'Badge type', BADGE_TYPES, ws.ssBadgeType, 'none', 'The small badge in the bottom corner; none hides it.')}
      {choice(
        'mode',
        'Pinterest overlay mode',
        PINTEREST_MODES,
        object(ws.pinterestOverlayOptions).mode,
        'disabled',
        'A Save button over the page’s images on hover and focus; disabled hides it.',
      )}
    </fieldset>
  );
}

// The Blocks view's cookie banner: its saved settings edited in the editor's own terms, and
// its preview on this page, driven as the platform's editor drives it: by the global force,
// update and unforce events (spec 001 §4), which the page's start listens for.
import { useEffect, useState } from 'react';
import { emitSiteEvent } from '../../../src/contract/site-events.js';
import { payloadToUi, uiToPayload, type CookieSettingsUi } from '../../../src/model/cookie-settings.js';

const BANNER_POSITIONS = { bar: ['TOP', 'BOTTOM'], popup: ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] } as const;
/** The site's saved cookie settings, as the API gives them (spec 001 §3). */
const SAVED_PAYLOAD = {
  isCookieBannerEnabled: true,
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerText: '<p>We use cookies to improve your visit.</p>',
  isRestrictiveCookiePolicyEnabled: false,
  isVisitorDataRestricted: false,
};

export function BannerFields({ log }: { log: (line: string) => void }) {
  const [banner, setBanner] = useState<CookieSettingsUi>(() => payloadToUi(SAVED_PAYLOAD));
  const [preview, setPreview] = useState(false);
  const payload = uiToPayload(banner);
  const setField = (key: string, value: unknown) => setBanner((b) => ({ ...b, [key]: value }));
  useEffect(() => {
    if (!preview) return;
    emitSiteEvent('cookie-banner-update', { settings: payload });
  });
  const togglePreview = (on: boolean) => {
    setPreview(on);
    emitSiteEvent(on ? 'cookie-banner-force' : 'cookie-banner-unforce', on ? { settings: payload } : undefined);
    log(on ? 'ss:cookie-banner-force' : 'ss:cookie-banner-unforce');
  };
  const variant = String(banner.cookieBannerVariant).toLowerCase() === 'popup' ? 'popup' : 'bar';

  return (
    <fieldset>
      <legend>Cookie banner</legend>
      <label>
        <input type="checkbox" checked={preview} onChange={(e) => togglePreview(e.target.checked)} />
        Preview on this page
      </label>
      <label>
        Variant
        <select
          value={variant}
          onChange={(e) =>
            setBanner((b) => ({
              ...b,
              cookieBannerVariant: e.target.value.toUpperCase(),
              cookieBannerPosition: e.target.value === 'popup' ? 'BOTTOM_RIGHT' : 'BOTTOM',
            }))
          }
        >
          <option value="bar">bar</option>
          <option value="popup">popup</option>
        </select>
      </label>
      <label>
        Position
        <select value={String(banner.cookieBannerPosition)} onChange={(e) => setField('cookieBannerPosition', e.target.value)}>
          {BANNER_POSITIONS[variant].map((p) => (
            <option key={p} value={p}>
              {p.toLowerCase().replace('_', '-')}
            </option>
          ))}
        </select>
      </label>
      <label>
        Theme
        <select value={String(banner.cookieBannerTheme)} onChange={(e) => setField('cookieBannerTheme', e.target.value)}>
          <option value="DARK">dark</option>
          <option value="LIGHT">light</option>
        </select>
      </label>
      <label>
        Accept looks like
        <select value={String(banner.cookieBannerCtaVariant)} onChange={(e) => setField('cookieBannerCtaVariant', e.target.value)}>
          <option value="ICON">icon</option>
          <option value="TEXT">text</option>
          <option value="BUTTON">button</option>
        </select>
      </label>
      <label>
        Choices
        <select value={String(banner.cookieBannerAcceptType)} onChange={(e) => setField('cookieBannerAcceptType', e.target.value)}>
          <option value="OPT_IN">accept only</option>
          <option value="OPT_IN_AND_OUT">accept or decline</option>
        </select>
      </label>
      <label>
        Accept text
        <input value={String(banner.cookieBannerCtaText ?? '')} onChange={(e) => setField('cookieBannerCtaText', e.target.value)} />
      </label>
      <label>
        <input
          type="checkbox"
          checked={!!banner.isAnalyticsCookiesDisabled}
          onChange={(e) => setField('isAnalyticsCookiesDisabled', e.target.checked)}
        />
        Analytics cookies off until accepted
      </label>
      <label>
        <input
          type="checkbox"
          checked={!!banner.isActivityLogEnabled}
          onChange={(e) => setField('isActivityLogEnabled', e.target.checked)}
        />
        Activity log
      </label>
      <details>
        <summary>API payload</summary>
        <pre className="editor-payload">{JSON.stringify(payload, null, 1)}</pre>
      </details>
    </fieldset>
  );
}

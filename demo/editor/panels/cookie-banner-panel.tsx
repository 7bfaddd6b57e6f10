// The cookie banner panel (spec 001 §3 "Cookie banner settings", §4 "Cookie
// banner"): every setting under the editor's UI names, each with its default, read from and
// written to the API payload (cookie-banner-edit.ts over model/cookie-settings.ts). Each edit
// goes to the page as a cookie-banner change; the page forces its banner open on the first
// and updates it on the next (services/editor-frame.ts), until the panel's tweak close.
// "Preview" sends the settings as they are, to show the banner without editing first.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { PanelProps } from '../panel.js';
import {
  ACCEPT_TYPES,
  BANNER_DEFAULTS,
  CTA_VARIANTS,
  THEMES,
  VARIANTS,
  bannerPayload,
  bannerUi,
  hasOptOut,
  positionsFor,
  withVariant,
  type BannerUi,
  type Position,
} from '../cookie-banner-edit.js';
import { t } from '../../../src/i18n/translator.js';
import { banner } from '../../../src/i18n/en/banner.js';
import { PANEL_CSS } from './panel-styles.js';

const LABELS: Record<string, string> = {
  bar: 'Bar',
  popup: 'Popup',
  dark: 'Dark',
  light: 'Light',
  icon: 'Icon',
  text: 'Text link',
  button: 'Button',
  'opt-in': 'Accept only',
  'opt-in-and-out': 'Accept or decline',
  top: 'Top',
  bottom: 'Bottom',
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

function Radios<T extends string>(p: {
  name: string;
  legend: string;
  values: readonly T[];
  value: T;
  fallback: T;
  onChange(v: T): void;
}): ReactNode {
  return (
    <fieldset className="ssp-options">
      <legend>{p.legend}</legend>
      {p.values.map((v) => (
        <div className="ssp-row ssp-check" key={v}>
          <input type="radio" id={`${p.name}-is-${v}`} name={p.name} value={v} checked={p.value === v} onChange={() => p.onChange(v)} />
          <label htmlFor={`${p.name}-is-${v}`}>{LABELS[v] ?? v}</label>
        </div>
      ))}
      <p className="ssp-default">Default: {LABELS[p.fallback]}</p>
    </fieldset>
  );
}

function Check(p: { id: string; label: string; hint: string; checked: boolean; onChange(v: boolean): void }): ReactNode {
  return (
    <div className="ssp-row">
      <div className="ssp-check ssp-inline">
        <input
          id={p.id}
          type="checkbox"
          checked={p.checked}
          aria-describedby={`${p.id}-hint`}
          onChange={(e) => p.onChange(e.target.checked)}
        />
        <label htmlFor={p.id}>{p.label}</label>
      </div>
      <p className="ssp-default" id={`${p.id}-hint`}>
        {p.hint}
      </p>
    </div>
  );
}

function Text(p: {
  id: string;
  label: string;
  value: string;
  fallback: string;
  multiline?: boolean;
  onChange(v: string): void;
}): ReactNode {
  const common = { id: p.id, value: p.value, placeholder: p.fallback, 'aria-describedby': `${p.id}-hint` };
  return (
    <div className="ssp-row">
      <label htmlFor={p.id}>{p.label}</label>
      {p.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => p.onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => p.onChange(e.target.value)} />
      )}
      <p className="ssp-default" id={`${p.id}-hint`}>
        Empty: “{p.fallback}”
      </p>
    </div>
  );
}

/** The site's cookie banner: its settings, previewed live on the page in the frame. */
export function CookieBannerPanel({ cookieBanner, change }: PanelProps): ReactNode {
  const uid = useId().replace(/:/g, '');
  const [ui, setUi] = useState<BannerUi>(() => bannerUi(cookieBanner));
  const [previewing, setPreviewing] = useState(false);
  // The JSON of the payload last sent (at first, the page's): the shell hands it back as the
  // banner's settings, which is then no news. Compared as sent, not as read back, so that
  // what reading normalises (trimmed texts) never rewrites what is being typed.
  const sent = useRef(JSON.stringify(cookieBanner ?? null));

  // Other settings (a reset to the saved ones): the panel shows them.
  useEffect(() => {
    const json = JSON.stringify(cookieBanner ?? null);
    if (json === sent.current) return;
    sent.current = json;
    setUi(bannerUi(cookieBanner));
  }, [cookieBanner]);

  const send = (next: BannerUi, force = false) => {
    const settings = bannerPayload(next);
    const json = JSON.stringify(settings);
    if (json === sent.current && !force) return;
    sent.current = json;
    setPreviewing(true);
    change({ kind: 'cookie-banner', settings });
  };
  const edit = (patch: Partial<BannerUi>) => {
    const next = { ...ui, ...patch };
    setUi(next);
    send(next);
  };
  const payload = bannerPayload(ui);
  const id = (name: string) => `${uid}-${name}`;

  return (
    <section className="ssp-panel" aria-label="Cookie banner settings">
      <style href="ss-editor-panels" precedence="default">
        {PANEL_CSS}
      </style>
      <div className="ssp-inline">
        <button type="button" id={id('preview')} onClick={() => send(ui, true)}>
          Preview
        </button>
        <p className="ssp-default" role="status">
          {previewing ? 'The banner shows on the page until this panel closes.' : ''}
        </p>
      </div>

      <fieldset className="ssp-group">
        <legend>Banner</legend>
        <Check
          id={id('enabled')}
          label="Show a cookie banner to visitors"
          hint="Default: off"
          checked={ui.isCookieBannerEnabled}
          onChange={(isCookieBannerEnabled) => edit({ isCookieBannerEnabled })}
        />
        <Radios
          name={id('variant')}
          legend="Layout"
          values={VARIANTS}
          value={ui.cookieBannerVariant}
          fallback={BANNER_DEFAULTS.cookieBannerVariant}
          onChange={(v) => {
            const next = withVariant(ui, v);
            setUi(next);
            send(next);
          }}
        />
        <div className="ssp-row">
          <label htmlFor={id('position')}>Position</label>
          <select
            id={id('position')}
            aria-describedby={id('position-hint')}
            value={ui.cookieBannerPosition}
            onChange={(e) => edit({ cookieBannerPosition: e.target.value as Position })}
          >
            {positionsFor(ui.cookieBannerVariant).map((p) => (
              <option key={p} value={p}>
                {LABELS[p]}
              </option>
            ))}
          </select>
          <p className="ssp-default" id={id('position-hint')}>
            Default: {LABELS[positionsFor(ui.cookieBannerVariant)[0]!]}
          </p>
        </div>
        <Radios
          name={id('theme')}
          legend="Theme"
          values={THEMES}
          value={ui.cookieBannerTheme}
          fallback={BANNER_DEFAULTS.cookieBannerTheme}
          onChange={(cookieBannerTheme) => edit({ cookieBannerTheme })}
        />
        <Text
          id={id('text')}
          label="Message (HTML: paragraphs and links)"
          multiline
          value={ui.cookieBannerText}
          fallback={t(banner, 'banner.text')}
          onChange={(cookieBannerText) => edit({ cookieBannerText })}
        />
      </fieldset>

      <fieldset className="ssp-group">
        <legend>Choices</legend>
        <Radios
          name={id('accept')}
          legend="Visitors can"
          values={ACCEPT_TYPES}
          value={ui.cookieBannerAcceptType}
          fallback={BANNER_DEFAULTS.cookieBannerAcceptType}
          onChange={(cookieBannerAcceptType) => edit({ cookieBannerAcceptType })}
        />
        <Radios
          name={id('cta')}
          legend="Accept control"
          values={CTA_VARIANTS}
          value={ui.cookieBannerCtaVariant}
          fallback={BANNER_DEFAULTS.cookieBannerCtaVariant}
          onChange={(cookieBannerCtaVariant) => edit({ cookieBannerCtaVariant })}
        />
        <Text
          id={id('accept-text')}
          label="Accept text"
          value={ui.cookieBannerCtaText}
          fallback={t(banner, 'banner.accept')}
          onChange={(cookieBannerCtaText) => edit({ cookieBannerCtaText })}
        />
        {hasOptOut(ui) && (
          <Text
            id={id('decline-text')}
            label="Decline text"
            value={ui.cookieBannerOptOutCtaText}
            fallback={t(banner, 'banner.decline')}
            onChange={(cookieBannerOptOutCtaText) => edit({ cookieBannerOptOutCtaText })}
          />
        )}
      </fieldset>

      <fieldset className="ssp-group">
        <legend>Tracking</legend>
        <Check
          id={id('analytics')}
          label="Analytics cookies off until a visitor accepts"
          hint="isAnalyticsCookiesDisabled (the restrictive cookie policy). Default: off"
          checked={ui.isAnalyticsCookiesDisabled}
          onChange={(isAnalyticsCookiesDisabled) => edit({ isAnalyticsCookiesDisabled })}
        />
        <Check
          id={id('absolute')}
          label="The restrictive policy is absolute"
          hint="isRestrictiveCookiePolicyAbsolute. Default: off"
          checked={ui.isRestrictiveCookiePolicyAbsolute}
          onChange={(isRestrictiveCookiePolicyAbsolute) => edit({ isRestrictiveCookiePolicyAbsolute })}
        />
        <Check
          id={id('activity')}
          label="Activity log"
          hint="isActivityLogEnabled (off restricts visitor data). Default: on"
          checked={ui.isActivityLogEnabled}
          onChange={(isActivityLogEnabled) => edit({ isActivityLogEnabled })}
        />
      </fieldset>

      <details>
        <summary>API payload</summary>
        <pre className="ssp-payload" data-testid="cookie-banner-payload">
          {JSON.stringify(payload, null, 1)}
        </pre>
      </details>
    </section>
  );
}

// The cookie banner's settings (spec 001 §3 "Cookie banner settings", §4 "Cookie banner"):
// their values and defaults, the position mapping between the bar and the popup, and the
// mapping between the API payload and the editor's UI. Pure: no DOM.

export const VARIANTS = ['bar', 'popup'] as const;
export const BAR_POSITIONS = ['top', 'bottom'] as const;
export const POPUP_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export const THEMES = ['dark', 'light'] as const;
export const CTA_VARIANTS = ['icon', 'text', 'button'] as const;
export const ACCEPT_TYPES = ['opt-in', 'opt-in-and-out'] as const;

export type Variant = (typeof VARIANTS)[number];
export type Position = (typeof BAR_POSITIONS)[number] | (typeof POPUP_POSITIONS)[number];
export type Theme = (typeof THEMES)[number];
export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];

/** The banner as it shows. `text`, `ctaText` and `optOutText` are '' for "the default". */
export interface BannerSettings {
  variant: Variant;
  position: Position;
  theme: Theme;
  ctaVariant: CtaVariant;
  acceptType: AcceptType;
  ctaText: string;
  optOutText: string;
  /** The body, owner-written HTML (sanitised when shown). */
  text: string;
}

/** Published values come in several spellings (`OPT_IN`, `BOTTOM_LEFT`, `Popup`): one form. */
const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[_\s]+/g, '-') : '');
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T => {
  const n = norm(v);
  return (values as readonly string[]).includes(n) ? (n as T) : fallback;
};

/** spec 001 §4: a bar position given as a popup corner maps to top or bottom; a popup
 * position given as top or bottom maps to top-left or bottom-left. */
export function positionFor(variant: Variant, raw: unknown): Position {
  const p = norm(raw);
  if (variant === 'bar') return p.startsWith('top') ? 'top' : 'bottom';
  if ((POPUP_POSITIONS as readonly string[]).includes(p)) return p as Position;
  return p === 'top' ? 'top-left' : 'bottom-left';
}

/** An empty paragraph counts as empty text (spec 001 §4): the default body is used then. */
export const isEmptyHtml = (html: unknown): boolean =>
  typeof html !== 'string' || html.replace(/<\/?(p|br|div|span)\b[^>]*>|&nbsp;|\s/gi, '') === '';

/** The banner's settings from the payload's keys (spec 001 §3), with the defaults of §4:
 * bar, dark, icon, opt-in, the default texts. Unknown values take the default. */
export function bannerSettings(payload: Record<string, unknown> = {}): BannerSettings {
  const variant = oneOf(VARIANTS, payload.cookieBannerVariant, 'bar');
  return {
    variant,
    position: positionFor(variant, payload.cookieBannerPosition),
    theme: oneOf(THEMES, payload.cookieBannerTheme ?? payload.cookieBannerThemeName, 'dark'),
    ctaVariant: oneOf(CTA_VARIANTS, payload.cookieBannerCtaVariant, 'icon'),
    acceptType: oneOf(ACCEPT_TYPES, payload.cookieBannerAcceptType, 'opt-in'),
    ctaText: typeof payload.cookieBannerCtaText === 'string' ? payload.cookieBannerCtaText.trim() : '',
    optOutText: typeof payload.cookieBannerOptOutCtaText === 'string' ? payload.cookieBannerOptOutCtaText.trim() : '',
    text: isEmptyHtml(payload.cookieBannerText) ? '' : String(payload.cookieBannerText),
  };
}

/** The editor's names for two payload flags (spec 001 §3 "UI mapping"). */
export interface CookieSettingsUi extends Record<string, unknown> {
  isActivityLogEnabled?: boolean;
  isAnalyticsCookiesDisabled?: boolean;
}

/** API payload → UI: isActivityLogEnabled is the inverse of isVisitorDataRestricted;
 * isAnalyticsCookiesDisabled is isRestrictiveCookiePolicyEnabled. */
export function payloadToUi(payload: Record<string, unknown>): CookieSettingsUi {
  const { isVisitorDataRestricted, isRestrictiveCookiePolicyEnabled, ...rest } = payload;
  return {
    ...rest,
    ...(isVisitorDataRestricted === undefined ? {} : { isActivityLogEnabled: !isVisitorDataRestricted }),
    ...(isRestrictiveCookiePolicyEnabled === undefined ? {} : { isAnalyticsCookiesDisabled: !!isRestrictiveCookiePolicyEnabled }),
  };
}

/** UI → API payload: the inverse of payloadToUi. */
export function uiToPayload(ui: CookieSettingsUi): Record<string, unknown> {
  const { isActivityLogEnabled, isAnalyticsCookiesDisabled, ...rest } = ui;
  return {
    ...rest,
    ...(isActivityLogEnabled === undefined ? {} : { isVisitorDataRestricted: !isActivityLogEnabled }),
    ...(isAnalyticsCookiesDisabled === undefined ? {} : { isRestrictiveCookiePolicyEnabled: !!isAnalyticsCookiesDisabled }),
  };
}

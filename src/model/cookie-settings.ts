// The cookie banner's settings (spec 001 §3 "Cookie banner settings", §4 "Cookie banner"):
// their values and defaults, the position mapping between the bar and the popup, and the
// mapping between the API payload and the editor's UI. Pure: no DOM.

// The first value of each is its default (spec 001 §4).
export const VARIANTS = ['bar', 'popup'] as const;
export const BAR_POSITIONS = ['bottom', 'top'] as const;
export const POPUP_POSITIONS = ['bottom-left', 'bottom-right', 'top-left', 'top-right'] as const;
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

/** A text setting, trimmed ('' for none). */
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** Published values come in several spellings (`OPT_IN`, `BOTTOM_LEFT`, `Popup`): one form. */
export const norm = (v: unknown): string =>
  trimmed(v)
    .toLowerCase()
    .replace(/[_\s]+/g, '-');
/** One of the values, the first (the default) for any other. */
const oneOf = <T extends string>(values: readonly T[], v: unknown): T => {
  const n = norm(v);
  return (values as readonly string[]).includes(n) ? (n as T) : values[0]!;
};

/** spec 001 §4: a bar position given as a popup corner maps to top or bottom; a popup
 * position given as top or bottom maps to top-left or bottom-left. */
export function positionFor(variant: Variant, raw: unknown): Position {
  const p = norm(raw);
  if (variant === 'bar') return p.startsWith('top') ? 'top' : 'bottom';
  return p === 'top' ? 'top-left' : oneOf(POPUP_POSITIONS, p);
}

/** An empty paragraph counts as empty text (spec 001 §4): the default body is used then. */
export const isEmptyHtml = (html: unknown): boolean =>
  typeof html !== 'string' || html.replace(/<\/?(p|br|div|span)\b[^>]*>|&nbsp;|\s/gi, '') === '';

/** The banner's settings from the payload's keys (spec 001 §3), with the defaults of §4:
 * bar, dark, icon, opt-in, the default texts. Unknown values take the default. */
export function bannerSettings(payload: Record<string, unknown> = {}): BannerSettings {
  const variant = oneOf(VARIANTS, payload.cookieBannerVariant);
  return {
    variant,
    position: positionFor(variant, payload.cookieBannerPosition),
    theme: oneOf(THEMES, payload.cookieBannerTheme ?? payload.cookieBannerThemeName),
    ctaVariant: oneOf(CTA_VARIANTS, payload.cookieBannerCtaVariant),
    acceptType: oneOf(ACCEPT_TYPES, payload.cookieBannerAcceptType),
    ctaText: trimmed(payload.cookieBannerCtaText),
    optOutText: trimmed(payload.cookieBannerOptOutCtaText),
    text: isEmptyHtml(payload.cookieBannerText) ? '' : (payload.cookieBannerText as string),
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

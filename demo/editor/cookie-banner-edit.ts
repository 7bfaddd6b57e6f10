// The cookie banner panel's logic (spec 001 §3 "Cookie banner settings", §4 "Cookie
// banner"): the API payload read into the editor's UI names and back (model/cookie-settings.ts
// payloadToUi/uiToPayload), every setting with its default, the bar ↔ popup position
// mapping when the variant changes. Pure: no DOM, no React (vitest: test/unit/editor/).
import {
  ACCEPT_TYPES,
  BAR_POSITIONS,
  CTA_VARIANTS,
  POPUP_POSITIONS,
  THEMES,
  VARIANTS,
  bannerSettings,
  payloadToUi,
  positionFor,
  uiToPayload,
  type AcceptType,
  type CtaVariant,
  type Position,
  type Theme,
  type Variant,
} from '../../src/model/cookie-settings.js';

export { ACCEPT_TYPES, CTA_VARIANTS, THEMES, VARIANTS, type AcceptType, type CtaVariant, type Position, type Theme, type Variant };

/** The panel's state: the spec's setting names, with the UI's two (isActivityLogEnabled,
 * isAnalyticsCookiesDisabled) in place of the payload's (§3 "UI mapping"). Enumerated
 * values in the model's spelling (`opt-in-and-out`); texts '' for "the default". */
export interface BannerUi {
  isCookieBannerEnabled: boolean;
  cookieBannerVariant: Variant;
  cookieBannerPosition: Position;
  cookieBannerTheme: Theme;
  cookieBannerCtaVariant: CtaVariant;
  cookieBannerAcceptType: AcceptType;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  cookieBannerText: string;
  /** UI name of isRestrictiveCookiePolicyEnabled. */
  isAnalyticsCookiesDisabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** UI name of the inverse of isVisitorDataRestricted. */
  isActivityLogEnabled: boolean;
  /** Payload keys the panel does not edit (real-markup.md: cookieBannerHasOptOut, …), kept
   * as they came so a save does not drop them. */
  rest: Record<string, unknown>;
}

/** The defaults (spec 001 §4: bar, dark, icon, opt-in, 'Accept', 'Decline', the default
 * body; the position is the bar's first, bottom). Ours, where the spec gives none: the
 * banner off, the restrictive policy off and not absolute, the activity log on (visitor
 * data not restricted). */
export const BANNER_DEFAULTS: Omit<BannerUi, 'rest'> = {
  isCookieBannerEnabled: false,
  cookieBannerVariant: VARIANTS[0],
  cookieBannerPosition: BAR_POSITIONS[0],
  cookieBannerTheme: THEMES[0],
  cookieBannerCtaVariant: CTA_VARIANTS[0],
  cookieBannerAcceptType: ACCEPT_TYPES[0],
  cookieBannerCtaText: '',
  cookieBannerOptOutCtaText: '',
  cookieBannerText: '',
  isAnalyticsCookiesDisabled: false,
  isRestrictiveCookiePolicyAbsolute: false,
  isActivityLogEnabled: true,
};

const EDITED = new Set([
  'isCookieBannerEnabled',
  'cookieBannerVariant',
  'cookieBannerPosition',
  'cookieBannerTheme',
  'cookieBannerThemeName',
  'cookieBannerCtaVariant',
  'cookieBannerAcceptType',
  'cookieBannerCtaText',
  'cookieBannerOptOutCtaText',
  'cookieBannerText',
  'isAnalyticsCookiesDisabled',
  'isRestrictiveCookiePolicyAbsolute',
  'isActivityLogEnabled',
]);

const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** API payload → the panel's state, through payloadToUi; values the model does not know take
 * their default (as the banner itself does). */
export function bannerUi(payload: Record<string, unknown> | null | undefined): BannerUi {
  const ui = payloadToUi(payload ?? {});
  const shown = bannerSettings(payload ?? {});
  const rest = Object.fromEntries(Object.entries(ui).filter(([k]) => !EDITED.has(k)));
  return {
    isCookieBannerEnabled: flag(ui.isCookieBannerEnabled, BANNER_DEFAULTS.isCookieBannerEnabled),
    cookieBannerVariant: shown.variant,
    cookieBannerPosition: shown.position,
    cookieBannerTheme: shown.theme,
    cookieBannerCtaVariant: shown.ctaVariant,
    cookieBannerAcceptType: shown.acceptType,
    cookieBannerCtaText: shown.ctaText,
    cookieBannerOptOutCtaText: shown.optOutText,
    cookieBannerText: shown.text,
    isAnalyticsCookiesDisabled: flag(ui.isAnalyticsCookiesDisabled, BANNER_DEFAULTS.isAnalyticsCookiesDisabled),
    isRestrictiveCookiePolicyAbsolute: flag(ui.isRestrictiveCookiePolicyAbsolute, BANNER_DEFAULTS.isRestrictiveCookiePolicyAbsolute),
    isActivityLogEnabled: flag(ui.isActivityLogEnabled, BANNER_DEFAULTS.isActivityLogEnabled),
    rest,
  };
}

/** The published spelling of an enumerated value (real-markup.md: `OPT_IN`, `BOTTOM_LEFT`). */
const published = (v: string) => v.toUpperCase().replace(/-/g, '_');

/** The panel's state → API payload, through uiToPayload (the inverse of `bannerUi`). */
export function bannerPayload(ui: BannerUi): Record<string, unknown> {
  const { rest, ...own } = ui;
  return uiToPayload({
    ...rest,
    isCookieBannerEnabled: own.isCookieBannerEnabled,
    cookieBannerVariant: published(own.cookieBannerVariant),
    cookieBannerPosition: published(own.cookieBannerPosition),
    cookieBannerTheme: published(own.cookieBannerTheme),
    cookieBannerCtaVariant: published(own.cookieBannerCtaVariant),
    cookieBannerAcceptType: published(own.cookieBannerAcceptType),
    cookieBannerCtaText: own.cookieBannerCtaText,
    cookieBannerOptOutCtaText: own.cookieBannerOptOutCtaText,
    cookieBannerText: own.cookieBannerText,
    isAnalyticsCookiesDisabled: own.isAnalyticsCookiesDisabled,
    isRestrictiveCookiePolicyAbsolute: own.isRestrictiveCookiePolicyAbsolute,
    isActivityLogEnabled: own.isActivityLogEnabled,
  });
}

/** The positions a variant offers (spec 001 §4: the bar's top and bottom, the popup's corners). */
export const positionsFor = (variant: Variant): readonly Position[] => (variant === 'bar' ? BAR_POSITIONS : POPUP_POSITIONS);

/** A new variant, its position carried over by the spec's mapping (§4: a popup corner → the
 * bar's top or bottom; top → top-left, bottom → bottom-left). */
export function withVariant(ui: BannerUi, variant: Variant): BannerUi {
  return { ...ui, cookieBannerVariant: variant, cookieBannerPosition: positionFor(variant, ui.cookieBannerPosition) };
}

/** The opt-out text applies only when visitors can decline (accept type opt-in-and-out). */
export const hasOptOut = (ui: BannerUi): boolean => ui.cookieBannerAcceptType === 'opt-in-and-out';

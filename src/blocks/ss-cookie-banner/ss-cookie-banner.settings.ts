// The cookie banner's settings, declared once (spec 001 §3 "Cookie banner settings", §4
// "Cookie banner"). The JSDoc of each is its documentation in the manifest and
// docs/elements.md. The keys are the API payload's (the site context's `cookieSettings`),
// which the element's `settings` property takes; the values and their defaults are the
// model's (model/cookie-settings.ts), which also reads a payload for the editor's preview.
import { named, oneOf, str, type Declared, type Options } from '../../contract/settings.js';
import { ACCEPT_TYPES, BAR_POSITIONS, CTA_VARIANTS, POPUP_POSITIONS, THEMES, VARIANTS, norm } from '../../model/cookie-settings.js';

/** One of values, in any published spelling (`OPT_IN`, `BOTTOM_LEFT`, `Popup`); the first is
 * the default (spec 001 §4). */
function spelled<const V extends string>(values: readonly V[], o: Options): Declared<V> {
  const base = oneOf(values, values[0]!, o);
  return { ...base, parse: (raw) => base.parse(norm(raw)) };
}

/** The platform's newer flag (real-markup.md "Cookie banner"): Decline shown or not. */
const accept = spelled(ACCEPT_TYPES, { keys: ['cookieBannerAcceptType', 'cookieBannerHasOptOut'] });

export const settings = named({
  /** bar or popup (default bar). */
  variant: spelled(VARIANTS, { keys: ['cookieBannerVariant'] }),
  /** top or bottom for a bar; top-left, top-right, bottom-left or bottom-right for a popup; a corner given to a bar maps to top or bottom,
   * top or bottom given to a popup to top-left or bottom-left (default bottom). */
  position: spelled([...BAR_POSITIONS, ...POPUP_POSITIONS], { keys: ['cookieBannerPosition'] }),
  /** dark or light (default dark). */
  theme: spelled(THEMES, { keys: ['cookieBannerTheme', 'cookieBannerThemeName'] }),
  /** How Accept looks: icon, text or button (default icon). */
  ctaVariant: spelled(CTA_VARIANTS, { keys: ['cookieBannerCtaVariant'] }),
  /** opt-in (only Accept) or opt-in-and-out (Accept and Decline; default opt-in); without an accept type, the platform's
   * cookieBannerHasOptOut (true: Decline shown). */
  acceptType: { ...accept, parse: (raw: unknown) => accept.parse(typeof raw === 'boolean' ? ACCEPT_TYPES[+raw] : raw) },
  /** Accept's text (empty: 'Accept'). */
  ctaText: str('', { keys: ['cookieBannerCtaText'] }),
  /** Decline's text (empty: 'Decline'). */
  optOutText: str('', { keys: ['cookieBannerOptOutCtaText'] }),
  /** The body, as HTML, sanitised (empty, or an empty paragraph: a message about cookies). */
  text: str('', { keys: ['cookieBannerText'] }),
});

export type BannerSettingDeclarations = typeof settings;

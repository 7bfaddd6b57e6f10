// The editor's tweak page types (spec 001 §2 "Tweak page types"), as the spec names them. In
// the editor demo (/config/) "style" is the Site styles panel (its tweak panel name `style`)
// and "popup overlay" is the popup block's panel; the demo site has no splash page, lock
// screen or checkout page to tweak.

/** The tweak page types, in the spec's order. */
export const TWEAK_PAGE_TYPES = ['splash page', 'lock screen', 'popup overlay', 'checkout', 'style'] as const;
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];

/** The tweak panel name of the site styles ("style"). */
export const STYLE_PANEL: TweakPageType = 'style';

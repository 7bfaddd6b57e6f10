// The editor's views (spec 001 §2 "Other route rules").

/** Collection views. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

/** Preview device views. */
export const PREVIEW_DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type PreviewDeviceView = (typeof PREVIEW_DEVICE_VIEWS)[number];

/** The tweak page types, in the spec's order. In the editor demo (/config/) "style" is the
 * Site styles panel and "popup overlay" the popup block's panel. */
export const TWEAK_PAGE_TYPES = ['splash page', 'lock screen', 'popup overlay', 'checkout', 'style'] as const;
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];

/** The tweak panel name of the site styles ("style"). */
export const STYLE_PANEL: TweakPageType = 'style';

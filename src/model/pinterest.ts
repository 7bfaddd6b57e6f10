// The Pinterest overlay's rules (spec 001 §3 "Site context" websiteSettings
// .pinterestOverlayOptions "with a mode"; the spec names no mode). Pure: the mode a value
// names, which images may be saved, and the address of Pinterest's own "create a pin" page.

/** The modes (ours): `disabled` shows nothing; `auto` (and its other name `hover`) shows a
 * Save button over a content image while the pointer is on it or its link has focus. */
export const PINTEREST_MODES = ['disabled', 'auto', 'hover'] as const;
export type PinterestMode = (typeof PINTEREST_MODES)[number];

/** The mode a value names (any letter case), or undefined for anything else. */
export function pinterestMode(raw: unknown): PinterestMode | undefined {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
  return PINTEREST_MODES.find((m) => m === name);
}

/** Whether a mode shows the Save button. */
export const pinterestOn = (mode: PinterestMode | undefined): boolean => mode === 'auto' || mode === 'hover';

/** The smallest image, in CSS px on each side, that gets a Save button (ours: a thumbnail or
 * an icon is not something a visitor saves, and the button would cover it). */
export const PIN_MIN_SIZE_PX = 100;

/** Whether an image drawn at width × height (CSS px) from `src` may be saved: large enough,
 * and a web address Pinterest can fetch (not data:, blob: or a page-relative guess). */
export function pinnable(width: number, height: number, src: string): boolean {
  return width >= PIN_MIN_SIZE_PX && height >= PIN_MIN_SIZE_PX && /^https?:\/\//i.test(src);
}

/** The blocks whose images may be saved: image and gallery blocks (classic wrappers by class
 * or type code, spec real markup: image 5, gallery 8, and the gallery element). */
export const PIN_BLOCKS = '.image-block,.gallery-block,[data-block-type="5"],[data-block-type="8"],ss-gallery';
/** An image that is not marked `data-pin-nopin` or `nopin` (Pinterest's own opt-out). */
export const PIN_SAVABLE = 'img:not([data-pin-nopin],[nopin])';
/** What makes an image reachable by keyboard on its own: a link, a button or a tab index
 * around it (or on it). */
export const FOCUSABLE = 'a,button,[tabindex]';

/** Pinterest's page that creates a pin. */
export const PIN_CREATE_URL = 'https://www.pinterest.com/pin/create/button/';

/** The address that opens Pinterest's "create a pin" page for an image of a page. */
export function pinUrl(pin: { url: string; media: string; description: string }): string {
  const q = new URLSearchParams({ url: pin.url, media: pin.media, description: pin.description });
  return `${PIN_CREATE_URL}?${q}`;
}

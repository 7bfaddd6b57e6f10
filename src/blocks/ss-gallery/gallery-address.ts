// What a gallery's address needs beyond choosing the slide on load, loaded on demand
// (address-controller.ts says when): the collection URL the slide is written under, which may
// come from the site context (and with it zod); writing the address; claiming a deep link and
// opening the page's lightbox (doc 2 §2 "Lightbox deep links", §4 "Lightbox").
import { hasSiteContext, siteContext } from '../../contract/site-context.js';
import { addressState, pageUrl, replaceAddress } from '../../contract/page.js';
import { t } from '../../i18n/translator.js';
import { gallery as text } from '../../i18n/en/gallery.js';
import { lightbox, lightboxHoldsAddress, lightboxPresenter } from '../../services/lightbox.js';
import { DEFAULT_LIGHTBOX_THEME, lightboxTheme } from '../../model/lightbox-theme.js';
import { itemUrl, type AddressMode } from './addressing.js';
import type { LightboxGallery } from './address-controller.js';
import type { GallerySlide } from './slides.js';

export { claimDeepLink } from '../../services/lightbox.js';

/** The collection URL: the collection-url setting, else the site context's, else the page path. */
export function collectionBase(collectionUrl: string, path: string): string {
  const context = siteContext().collection as { fullUrl?: unknown } | undefined;
  const full = typeof context?.fullUrl === 'string' && URL.canParse(context.fullUrl, pageUrl()) ? context.fullUrl : '';
  return collectionUrl || full || path;
}

/** The address-mode setting resolved: 'auto' is the path where the page has the platform's
 * routing (a site context), else the hash, which any server answers on reload (ours);
 * undefined for 'none'. */
export const addressMode = (setting: string): AddressMode | undefined =>
  setting === 'none' ? undefined : setting === 'auto' ? (hasSiteContext() ? 'path' : 'hash') : (setting as AddressMode);

/** Writes the item into the address under the collection URL (replaced, not pushed: browsing
 * slides should not fill the back button's history); not while an open lightbox holds it. */
export function writeAddress(collection: string, id: string, mode: AddressMode | undefined): void {
  if (mode && !lightboxHoldsAddress(addressState())) replaceAddress(itemUrl(pageUrl(), collection, id, mode));
}

/**
 * Opens the page's lightbox on a gallery's slides in the gallery's lightbox-theme, following
 * the slide in the address under `address` in `addressMode` (none: the address is left alone). The gallery
 * does not carry the lightbox: it comes with the first opening, unless the page shows photos
 * through a presenter of its own (the element registers itself as the default). A load
 * failure is logged, once per opening.
 */
export function openLightbox(
  gallery: LightboxGallery,
  slides: readonly GallerySlide[],
  index: number,
  address: string | undefined,
  fromAddress: boolean,
  addressMode: AddressMode | undefined,
): void {
  const theme = lightboxTheme(gallery.lightboxTheme) ?? DEFAULT_LIGHTBOX_THEME;
  const open = () =>
    lightbox.open(
      slides.map((s) => s.element),
      index,
      { theme, address: addressMode && address, addressMode, fromAddress, newWindow: !!gallery.newWindow },
    );
  (lightboxPresenter() ? open() : import('../ss-lightbox/ss-lightbox.js').then(open)).catch((e: unknown) =>
    console.warn(t(text, 'gallery.lightboxUnavailable'), e),
  );
}

// The gallery's page address (spec 000 §2 "Gallery addressing"): on load, select the slide
// the address names; on navigation, write the slide into the address. Only with the history
// option on and never in the editing backend. The URL rules are pure (addressing.ts); this
// reads and writes the page through the contract.
// Lightbox deep links (doc 2 §2) are read here too: with lightbox on, the slide the address
// names opens in the lightbox on load, whatever the history option; the lightbox then follows
// its slide in the address under the same collection URL.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { siteContext } from '../../contract/site-context.js';
import { addressState, inEditingBackend, pageUrl, replaceAddress } from '../../contract/page.js';
import { emit } from '../element-helpers.js';
import { t } from '../../i18n/translator.js';
import { gallery as text } from '../../i18n/en/gallery.js';
import { claimDeepLink, lightbox, lightboxHoldsAddress, lightboxPresenter } from '../../services/lightbox.js';
import { DEFAULT_LIGHTBOX_THEME, lightboxTheme, type LightboxTheme } from '../../model/lightbox-theme.js';
import { itemIdFrom, itemUrl, lastSegment } from './addressing.js';
import type { GalleryLightboxOpenDetail } from './events.js';
import type { GallerySlide } from './slides.js';

/** What opening a gallery's lightbox reads of the gallery element (its settings). */
export interface LightboxGallery extends HTMLElement {
  lightbox?: boolean;
  lightboxTheme?: string;
  newWindow?: boolean;
}

const controllers = new WeakMap<Element, AddressController>();

/**
 * Opens the page's lightbox on a gallery's slides (loaded on demand: services/lightbox),
 * in the gallery's lightbox-theme, following the slide in the address under the gallery's
 * collection URL (not in the editing backend). A load failure is logged, once per opening.
 */
/** The theme the lightbox opens in: the slide's data-lightbox-theme, else the gallery's. */
export function lightboxThemeOf(gallery: LightboxGallery, slide: GallerySlide | undefined): LightboxTheme {
  return lightboxTheme(slide?.lightboxTheme) ?? lightboxTheme(gallery.lightboxTheme) ?? DEFAULT_LIGHTBOX_THEME;
}

export function openGalleryLightbox(gallery: LightboxGallery, slides: readonly GallerySlide[], index: number, fromAddress = false): void {
  const theme = lightboxTheme(gallery.lightboxTheme) ?? DEFAULT_LIGHTBOX_THEME;
  const address = controllers.get(gallery)?.lightboxBase();
  const open = () =>
    lightbox.open(
      slides.map((s) => s.element),
      index,
      { theme, address, fromAddress, newWindow: !!gallery.newWindow },
    );
  // The gallery does not carry the lightbox: it comes with the first opening, unless the page
  // shows photos through a presenter of its own (the element registers itself as the default).
  (lightboxPresenter() ? open() : import('../ss-lightbox/ss-lightbox.js').then(open)).catch((e: unknown) =>
    console.warn(t(text, 'gallery.lightboxLoadFailed'), e),
  );
}

export interface AddressOptions {
  /** The history option (history-hash). */
  enabled: () => boolean;
  /** The collection-url attribute, '' when not given. */
  collectionUrl: () => string;
  slides: () => readonly GallerySlide[];
}

export class AddressController implements ReactiveController {
  private readonly o: AddressOptions;
  private backend = false;
  /** The page path when no collection URL is known (without the item, once one is read). */
  private path = '';

  private readonly host: ReactiveControllerHost & LightboxGallery;

  constructor(host: ReactiveControllerHost & LightboxGallery, o: AddressOptions) {
    this.o = o;
    this.host = host;
    host.addController(this);
    controllers.set(host, this);
  }

  hostConnected(): void {
    this.backend = inEditingBackend();
    this.path ||= pageUrl().pathname;
  }

  private get on(): boolean {
    return this.o.enabled() && !this.backend;
  }

  private collectionBase(): string {
    const context = siteContext().collection as { fullUrl?: unknown } | undefined;
    const full = typeof context?.fullUrl === 'string' && URL.canParse(context.fullUrl, pageUrl()) ? context.fullUrl : '';
    return this.o.collectionUrl() || full || this.path;
  }

  /** The collection URL a lightbox of this gallery writes its slide under; none in the
   * editing backend. */
  lightboxBase(): string | undefined {
    return this.backend ? undefined : this.collectionBase();
  }

  /** The index of the slide whose id or url the address names (its itemId, else its last
   * path segment), or -1; once the slides are all there. With lightbox on, that slide also
   * opens in the lightbox (doc 2 §2 "Lightbox deep links"), after the gallery's first render
   * and unless a listener cancels `ss-gallery-lightbox-open` (source `address`). */
  read(): number {
    if (this.backend) return -1;
    const index = this.locate();
    const gallery = this.host;
    if (index >= 0 && gallery.lightbox && claimDeepLink(pageUrl().href)) {
      const slides = this.o.slides();
      void this.host.updateComplete.then(() => {
        const detail: GalleryLightboxOpenDetail = {
          index,
          slides,
          source: 'address',
          lightboxTheme: lightboxThemeOf(gallery, slides[index]),
        };
        if (gallery.isConnected && emit(gallery, 'ss-gallery-lightbox-open', detail, true))
          openGalleryLightbox(gallery, slides, index, true);
      });
    }
    return this.on ? index : -1;
  }

  private locate(): number {
    const url = pageUrl();
    const slides = this.o.slides();
    const find = (id?: string) => (id ? slides.findIndex((s) => s.id === id || s.url === id) : -1);
    const index = find(itemIdFrom(url, this.collectionBase()));
    if (index >= 0) return index;
    const byPath = find(lastSegment(url));
    // Without a known collection URL the page path was taken for it: drop the item.
    if (byPath >= 0 && this.collectionBase() === this.path) this.path = url.pathname.replace(/[^/]+\/?$/, '');
    return byPath;
  }

  /** Writes slide index into the address (replaced, not pushed: browsing slides should not
   * fill the back button's history); not while an open lightbox holds the address. */
  write(index: number): void {
    const slide = this.o.slides()[index];
    const id = slide?.url || slide?.id;
    if (this.on && id && !lightboxHoldsAddress(addressState())) replaceAddress(itemUrl(pageUrl(), this.collectionBase(), id));
  }
}

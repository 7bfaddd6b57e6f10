// The gallery's page address (spec 000 §2 "Gallery addressing"): on load, select the slide
// the address names; on navigation, write the slide into the address. Only with the history
// option on and never in the editing backend. The URL rules are pure (addressing.ts); this
// reads and writes the page through the contract.
// Lightbox deep links (doc 2 §2) are read here too: with lightbox on, the slide the address
// names opens in the lightbox on load, whatever the history option; the lightbox then follows
// its slide in the address under the same collection URL.
// Which slide the address names needs no collection URL, so it is chosen here, before the
// first paint. The rest (the collection URL from the site context and zod, writing, the
// lightbox) is gallery-address.ts, loaded with the history option on, when the address names
// a slide of a gallery with lightbox on, or when a slide opens the lightbox: a plain
// gallery's page downloads none of it.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { inEditingBackend, pageUrl } from '../../contract/page.js';
import { emit } from '../element-helpers.js';
import { t } from '../../i18n/translator.js';
import { gallery as text } from '../../i18n/en/gallery.js';
import { DEFAULT_LIGHTBOX_THEME, lightboxTheme, type LightboxTheme } from '../../model/lightbox-theme.js';
import { namedSlide } from './addressing.js';
import type { GalleryLightboxOpenDetail } from './events.js';
import type { GallerySlide } from './slides.js';

/** What opening a gallery's lightbox reads of the gallery element (its settings). */
export interface LightboxGallery extends HTMLElement {
  lightbox?: boolean;
  lightboxTheme?: string;
  newWindow?: boolean;
}

type AddressWork = typeof import('./gallery-address.js');
let work: AddressWork | undefined;
let loading: Promise<AddressWork> | undefined;

/** Runs `use` with the address work: at once when it is in (a write follows its navigation),
 * else once it arrives, in the order asked (the first gallery naming a slide claims the deep
 * link). */
function withWork(use: (w: AddressWork) => void, failed = (e: unknown) => console.error(e)): void {
  if (work) return use(work);
  (loading ??= import('./gallery-address.js').then((m) => (work = m))).then(use, failed);
}

const controllers = new WeakMap<Element, AddressController>();

/** The theme the lightbox opens in: the slide's data-lightbox-theme, else the gallery's. */
export function lightboxThemeOf(gallery: LightboxGallery, slide: GallerySlide | undefined): LightboxTheme {
  return lightboxTheme(slide?.lightboxTheme) ?? lightboxTheme(gallery.lightboxTheme) ?? DEFAULT_LIGHTBOX_THEME;
}

/** Opens the page's lightbox on a gallery's slides (gallery-address.ts), following the slide in
 * the address under the gallery's collection URL (not in the editing backend). */
export function openGalleryLightbox(gallery: LightboxGallery, slides: readonly GallerySlide[], index: number): void {
  controllers.get(gallery)?.openLightbox(slides, index);
}

export interface AddressOptions {
  /** The history option (history-hash). */
  enabled: () => boolean;
  /** The collection-url attribute, '' when not given. */
  collectionUrl: () => string;
  /** The address-mode setting. */
  mode: () => string;
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

  /** The index of the slide whose url or id the address names (doc 2 §2), or -1; once the
   * slides are all there. With lightbox on, that slide also opens in the lightbox (doc 2 §2
   * "Lightbox deep links"), after the gallery's first render and unless a listener cancels
   * `ss-gallery-lightbox-open` (source `address`). */
  read(): number {
    if (this.backend) return -1;
    const url = pageUrl();
    const slides = this.o.slides();
    const { index, byPath } = namedSlide(url, slides);
    // The page path stands for an unknown collection URL: without the item it names.
    if (index >= 0 && byPath) this.path = url.pathname.replace(/[^/]+\/?$/, '');
    if (index >= 0 && this.host.lightbox) withWork((w) => w.claimDeepLink(url.href) && this.openFromAddress(slides, index));
    // In before the first navigation writes.
    else if (this.on) withWork(() => {});
    return this.on ? index : -1;
  }

  private openFromAddress(slides: readonly GallerySlide[], index: number): void {
    const gallery = this.host;
    void gallery.updateComplete.then(() => {
      const detail: GalleryLightboxOpenDetail = {
        index,
        slides,
        source: 'address',
        lightboxTheme: lightboxThemeOf(gallery, slides[index]),
      };
      if (gallery.isConnected && emit(gallery, 'ss-gallery-lightbox-open', detail, true)) this.openLightbox(slides, index, true);
    });
  }

  /** Opens the page's lightbox on slides at index. A load failure is logged, once per opening. */
  openLightbox(slides: readonly GallerySlide[], index: number, fromAddress = false): void {
    withWork(
      (w) =>
        w.openLightbox(
          this.host,
          slides,
          index,
          this.backend ? undefined : w.collectionBase(this.o.collectionUrl(), this.path),
          fromAddress,
          w.addressMode(this.o.mode()),
        ),
      (e) => console.warn(t(text, 'gallery.lightboxUnavailable'), e),
    );
  }

  /** Writes slide index into the address, with the history option on. */
  write(index: number): void {
    const slide = this.o.slides()[index];
    const id = slide?.url || slide?.id;
    if (this.on && id)
      withWork((w) => w.writeAddress(w.collectionBase(this.o.collectionUrl(), this.path), id, w.addressMode(this.o.mode())));
  }
}

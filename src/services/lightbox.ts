// Opens the page's lightbox (doc 2 §4 "Lightbox") for galleries and for anyone else, through
// a presenter: services never import an element, and a gallery must not carry the lightbox.
// The `<ss-lightbox>` define module registers itself as the default presenter; when none is
// registered, the first opening loads that module through the loader the page offers
// (services/elements/on-demand.ts; a gallery loads it itself), so pages whose visitors never
// open a photo never download it. A presenter the page sets wins over the lightbox.

/** One item of the lightbox (doc 2 §3 "Gallery or lightbox item"). */
export interface LightboxItem {
  /** The slide id (`data-slide-id`): matched by deep links. */
  id?: string;
  /** The slide url (`data-slide-url`): matched by deep links, written into the address. */
  url?: string;
  /** The full-size image, sized by the image loader (`?format=1500w` …). */
  src?: string;
  /** Natural size, when known (`data-image-dimensions`): the box is sized before the image arrives. */
  width?: number;
  height?: number;
  /** The image's text alternative. */
  alt?: string;
  /** Shown as text, never as HTML (markup in it is shown as its text). */
  title?: string;
  description?: string;
  /** A link shown with the caption; only web, mail and phone URLs are kept (model/safe-url). */
  clickThroughUrl?: string;
  type?: 'image' | 'video';
  /** Overrides the lightbox's theme while this item shows (`data-lightbox-theme`). */
  theme?: 'light' | 'dark';
  /** A video item's markup (the slide's video wrapper, `<video>` or `<iframe>`): rendered,
   * as a copy, only when the video is to play. */
  video?: Element;
}

/** An item, or an element whose attributes describe one (a gallery slide, a figure, a link
 * to the full image): `data-slide-id`, `data-slide-url`, `data-src`, `data-image-dimensions`,
 * `data-title`, `data-description`, `data-click-through-url`, `data-lightbox-theme`,
 * `data-type`, read from it, its image or its lightbox link. */
export type LightboxSource = LightboxItem | Element;

export interface LightboxOptions {
  /** light or dark (default: the lightbox's own, dark). */
  theme?: 'light' | 'dark';
  /** Wrap at the ends (default true; never on mobile, which scrolls). */
  loop?: boolean;
  /** The collection URL to follow the slide under in the page address (`/gallery/` +
   * slide url or id); without it the address is left alone. */
  address?: string;
  /** Where the item goes in the address: 'path' (default: after the collection URL), 'hash'
   * (`#itemId=`) or 'query' (`?itemId=`). */
  addressMode?: 'path' | 'hash' | 'query';
  /** Opened from the page address (a deep link): Back returns to the address without the item. */
  fromAddress?: boolean;
  /** Open click-through links in a new window. */
  newWindow?: boolean;
}

/** What shows the lightbox on this page. */
export interface LightboxPresenter {
  /** Shows items from index (normalised), or moves an open lightbox to them. */
  open(items: readonly LightboxSource[], index: number, options: LightboxOptions): void;
  /** Closes it, if it is open. */
  close(): void;
}

let own: LightboxPresenter | undefined;
let fallback: LightboxPresenter | undefined;

/**
 * Sets the page's own presenter, which wins over `<ss-lightbox>` for every gallery
 * (`undefined`: back to `<ss-lightbox>`). For example, to show photos in a viewer of your own:
 *
 * ```js
 * setLightboxPresenter({ open: (items, index) => myViewer.show(items, index), close: () => myViewer.hide() });
 * ```
 */
export function setLightboxPresenter(next: LightboxPresenter | undefined): void {
  own = next;
}

/** @internal The `<ss-lightbox>` define module registers the page's lightbox here. */
export function setDefaultLightboxPresenter(next: LightboxPresenter): void {
  fallback = next;
}

/** What shows the lightbox now: the page's presenter, else `<ss-lightbox>` once defined. */
export function lightboxPresenter(): LightboxPresenter | undefined {
  return own ?? fallback;
}

/**
 * The page's lightbox:
 *
 * ```js
 * import { lightbox } from 'ss-blocks/services/lightbox';
 * await lightbox.open([{ src: '/a.jpg', width: 1500, height: 1000, title: 'Harbour' }, document.querySelector('#b')], 0);
 * lightbox.close();
 * ```
 */
export const lightbox = {
  /** Shows items from index through the presenter, loading `<ss-lightbox>` first when none
   * is registered. Resolves once it is shown; rejects when the lightbox cannot be loaded.
   * Does nothing without a page. */
  async open(items: readonly LightboxSource[], index = 0, options: LightboxOptions = {}): Promise<void> {
    if (!globalThis.document) return;
    // The element's define module registers it as the default presenter.
    if (!lightboxPresenter()) await (await import('./elements/on-demand.js')).elementDefined('ss-lightbox');
    lightboxPresenter()?.open(items, index, options);
  },
  /** Closes the lightbox, if one is showing. */
  close(): void {
    lightboxPresenter()?.close();
  },
};

/** The mark the lightbox puts in the state of its history entry, while it follows its item
 * in the page address. */
export const LIGHTBOX_STATE_KEY = 'ssLightbox';

/** @internal True while a lightbox's history entry is the current one: the address is the
 * lightbox's, and a gallery behind it (autoplaying, say) does not write it. */
export const lightboxHoldsAddress = (state: unknown): boolean => typeof state === 'object' && state !== null && LIGHTBOX_STATE_KEY in state;

let claimed: string | undefined;

/** @internal One deep link opens one lightbox: the first gallery whose slide the address
 * names claims it (several galleries of a page may share slide urls); the next address may
 * be claimed again. */
export function claimDeepLink(address: string): boolean {
  if (claimed === address) return false;
  claimed = address;
  return true;
}

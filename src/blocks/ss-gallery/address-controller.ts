// The gallery's page address (spec 000 §2 "Gallery addressing"): on load, select the slide
// the address names; on navigation, write the slide into the address. Only with the history
// option on and never in the editing backend. The URL rules are pure (addressing.ts); this
// reads and writes the page through the contract.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { siteContext } from '../../contract/site-context.js';
import { inEditingBackend, pageUrl, replaceAddress } from '../../contract/page.js';
import { itemIdFrom, itemUrl, lastSegment } from './addressing.js';
import type { GallerySlide } from './slides.js';

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

  constructor(host: ReactiveControllerHost, o: AddressOptions) {
    this.o = o;
    host.addController(this);
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

  /** The index of the slide whose id or url the address names (its itemId, else its last
   * path segment), or -1. */
  read(): number {
    if (!this.on) return -1;
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
   * fill the back button's history). */
  write(index: number): void {
    const slide = this.o.slides()[index];
    const id = slide?.url || slide?.id;
    if (this.on && id) replaceAddress(itemUrl(pageUrl(), this.collectionBase(), id));
  }
}

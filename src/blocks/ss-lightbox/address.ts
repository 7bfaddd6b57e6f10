// The lightbox in the page address (doc 2 §2 "Lightbox deep links"; spec 000 §2 "Gallery
// addressing", §7): opening adds one history entry at the item's address (the collection URL
// plus its slide url or id), browsing replaces it, and the browser's Back button returns to
// the address before it and closes the lightbox. Closing it otherwise goes back too, so the
// address is restored and Forward does not reopen a closed lightbox's entry. The URL rules are
// the gallery's (addressing.ts); the page is read and written through the contract.
import { addressState, goBack, onAddressPop, pageUrl, pushAddress, replaceAddress } from '../../contract/page.js';
import { LIGHTBOX_STATE_KEY as STATE_KEY } from '../../services/lightbox.js';
import { addressWithoutItem, itemUrl, type AddressMode } from '../ss-gallery/addressing.js';

const here = (url: URL): string => `${url.pathname}${url.search}${url.hash}`;

export class LightboxAddress {
  private token = '';
  private base = '';
  private before = '';
  private mode: AddressMode = 'path';
  private off?: () => void;

  /**
   * Adds the item's entry. `fromAddress`: the page was opened at the item's address (a deep
   * link), which is first replaced by the address without the item, so Back leads there.
   * `onBack` runs when the visitor leaves the entry (Back).
   */
  start(base: string, id: string, fromAddress: boolean, onBack: () => void, mode: AddressMode = 'path'): void {
    this.release();
    const url = pageUrl();
    this.base = base;
    this.mode = mode;
    this.before = fromAddress && id ? addressWithoutItem(url, id) : here(url);
    if (fromAddress) replaceAddress(this.before);
    // Unique per opening, also across two builds of the library on one page.
    this.token = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
    pushAddress(this.target(id), { [STATE_KEY]: this.token });
    this.off = onAddressPop(() => {
      if (this.ours()) return;
      this.release();
      onBack();
    });
  }

  /** The address follows the item shown (replaced: browsing adds no entries). */
  follow(id: string): void {
    if (this.ours()) replaceAddress(this.target(id));
  }

  /** Closed by the visitor or the page: back to the address before opening (unless the page
   * has moved on to an entry of its own meanwhile, which is left as it is). */
  end(): void {
    const ours = this.ours();
    this.release();
    if (ours) goBack();
  }

  /** Forgets the entry without touching the address (the element left the page). */
  release(): void {
    this.off?.();
    this.off = undefined;
    this.token = '';
  }

  private target(id: string): string {
    return id ? itemUrl(pageUrl(), this.base, id, this.mode) : this.before;
  }

  private ours(): boolean {
    const state = addressState() as Record<string, unknown> | null;
    return !!this.token && typeof state === 'object' && state !== null && state[STATE_KEY] === this.token;
  }
}

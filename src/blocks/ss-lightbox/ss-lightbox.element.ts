// doc 2 §2 "Lightbox deep links", §3 "Gallery or lightbox item", §4 "Lightbox", §9 "Dialogs,
// video, lightbox and accordion". The element holds its lifecycle, render and public API;
// each other concern has its module: events, items, address, fades, input, the mobile
// track, images, the video item and the templates.
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { pageData } from '../block-data-source.js';
import { BlockElement } from '../block-element.js';
import { emit } from '../element-helpers.js';
import { settingProperties } from '../setting-properties.js';
import { blockDataMessages } from '../../contract/block-data.js';
import type { SettingValues } from '../../contract/settings.js';
import { DialogController } from '../../controllers/dialog-controller.js';
import { LocaleController } from '../../controllers/locale-controller.js';
import { normalizeIndex } from '../../model/gallery-index.js';
import { isMobile } from '../../services/image-loader.js';
import type { LightboxOptions, LightboxSource } from '../../services/lightbox.js';
import { LightboxAddress } from './address.js';
import type {
  LightboxChangeSource,
  LightboxCloseSource,
  SsLightboxChangeDetail,
  SsLightboxCloseDetail,
  SsLightboxOpenDetail,
} from './events.js';
import { LightboxFades } from './fades.js';
import { LightboxImages } from './images.js';
import { LightboxInput, type LightboxMoves } from './input.js';
import { findItemElements, setItem, type LightboxSetItem } from './items.js';
import { stepIndex, type Direction, type Step } from './motion.js';
import { dialogTemplate } from './templates.js';
import { MobileTrack } from './track.js';
import { settings, type LightboxSettings } from './ss-lightbox.settings.js';
import { styles } from './ss-lightbox.styles.js';
import { playVideo, VideoPlayers, type LightboxVideoRenderer } from './video-item.js';

export type { Direction, Step } from './motion.js';
export type { LightboxItem, LightboxOptions, LightboxSource } from '../../services/lightbox.js';
export type { LightboxSetItem, LightboxContent, LightboxMeta } from './items.js';
export type { LightboxChangeSource, SsLightboxOpenDetail, SsLightboxChangeDetail, SsLightboxCloseDetail } from './events.js';
export { playVideo, type LightboxVideoRenderer } from './video-item.js';

/**
 * @tag ss-lightbox
 * @summary Full-screen image and video viewer.
 *
 * @attr open - Shows the lightbox at current-index.
 * @attr data-block-json - The block's JSON data (also `data-props`, `data-context`, a JSON island, or an inner `.sqs-block`).
 *
 * @fires {CustomEvent} ss-lightbox-open - It opened: `{ index, item }`.
 * @fires {CustomEvent} ss-lightbox-change - The item changed: `{ index, previousIndex, item, direction, source }`.
 * @fires {CustomEvent} ss-lightbox-close - It closed: `{ source }` (button, overlay, keyboard, history, api).
 *
 * @slot - The items, shown as they are; activating one opens the lightbox at it.
 *
 * @csspart base - The dialog (a full-screen `<dialog>`).
 * @csspart overlay - The layer behind the content (opacity 0.95).
 * @csspart stage - The items' area (the scroll track on mobile).
 * @csspart slide - One item.
 * @csspart image - An item's image.
 * @csspart video - A video item's box.
 * @csspart meta - The caption: title, description, link.
 * @csspart title - The item's title.
 * @csspart description - The item's description.
 * @csspart click-through - The item's link.
 * @csspart counter - "3 of 8".
 * @csspart button - Every button.
 * @csspart control-previous - The previous button.
 * @csspart control-next - The next button.
 * @csspart close-button - The close button.
 * @csspart caption-toggle - The caption button (mobile).
 *
 * @cssprop [--ss-lightbox-padding=100px] - Space around the content on desktop.
 * @cssprop --ss-lightbox-background - The overlay's colour (dark: #000, light: #fff).
 * @cssprop --ss-lightbox-color - Text and controls (dark: #fff, light: #111).
 * @cssprop [--ss-lightbox-control-size=44px] - Size of the buttons.
 */
export class SsLightbox extends BlockElement {
  static override styles = styles;
  /** @internal */
  static override settings = settings;
  /** @internal */
  static override dataSource = pageData;
  /** @internal */
  static override dataMessages = blockDataMessages('lightbox');
  /** @internal Not decorators: see BlockElement.properties. */
  static override properties = {
    ...settingProperties(settings),
    open: { attribute: 'open', type: Boolean, reflect: true },
    items: { attribute: false },
    mobile: { attribute: false },
  };

  /** How a video item plays (default `playVideo`: an embed in the video block). */
  static videoRenderer: LightboxVideoRenderer = playVideo;

  /** Shows the lightbox. */
  open = false;
  /** The items (objects or elements); when not given, the element's own children. */
  items: readonly LightboxSource[] | undefined = undefined;
  /** Mobile (the image loader's rule: orientation support or "mobile" in the user agent):
   * the scroll track, a caption toggle, no arrow keys, click zones or looping. */
  mobile: boolean = isMobile();

  private options: LightboxOptions = {};
  private cache: (LightboxSetItem | undefined)[] = [];
  private readonly address = new LightboxAddress();
  private closeSource: LightboxCloseSource = 'api';
  private readonly videos = new VideoPlayers((item) => SsLightbox.videoRenderer(item));
  private readonly fades = new LightboxFades(this);
  private readonly moves: LightboxMoves = {
    step: (step, source) => this.step(step, source),
    go: (index, source) => this.go(index, source),
    close: (source) => this.dismiss(source),
  };
  private readonly input = new LightboxInput(this, this.moves);
  private readonly track = new MobileTrack(this, this.moves);
  private readonly images = new LightboxImages(this, () => {
    if (this.mobile) this.track.follow();
  });
  /** The index was changed by go(), not by the page. */
  private moving = false;

  constructor() {
    super();
    // Renders again when the page's locale changes.
    new LocaleController(this);
    new DialogController(this, {
      dialog: () => this.renderRoot.querySelector('dialog'),
      open: () => this.open && !this.skipped,
      initialFocus: () => this.renderRoot.querySelector('dialog'),
      requestClose: () => this.dismiss('keyboard'),
    });
    this.addEventListener('click', (e) => this.onItemActivate(e));
    this.addEventListener('keydown', (e) => {
      if ((e.key === 'Enter' || e.key === ' ') && !(e.composedPath()[0] as Element).matches?.('a[href], button')) this.onItemActivate(e);
    });
  }

  /** How many items there are. */
  get count(): number {
    return this.sources().length;
  }

  /** The item at index, as shown (content and meta). */
  itemAt(index: number): LightboxSetItem | undefined {
    const source = this.sources()[index];
    if (!source) return undefined;
    return (this.cache[index] ??= setItem(source));
  }

  /** True when the next step wraps around (desktop with `loop`). */
  get looping(): boolean {
    return this.loop && !this.mobile;
  }

  /**
   * Opens the lightbox at index (normalised), on items when given (else its own children),
   * or moves an open one there. Options: theme, loop, the collection URL to follow the item
   * under in the address, whether it was opened from the address, new-window links.
   * @param items - the items to show (objects or elements); its own children when absent
   * @param {number} index - where to open (normalised: -1 is the last); `current-index` when absent
   */
  show(items?: readonly LightboxSource[], index = this.currentIndex, options: LightboxOptions = {}): void {
    if (items) {
      this.items = items;
      // Open already: each box keeps its image element, which now shows another item.
      this.images.replaced(this.open);
      this.videos.clear();
    }
    this.cache = [];
    if (options.theme) this.theme = options.theme;
    if (options.loop !== undefined) this.loop = options.loop;
    if (!this.count) return;
    const target = normalizeIndex(index, this.count);
    if (this.open && this.hasUpdated) {
      this.go(target, 'api');
      return;
    }
    this.options = options;
    this.currentIndex = target;
    this.open = true;
  }

  /** Closes it (`ss-lightbox-close` with source `api`). */
  close(): void {
    this.dismiss('api');
  }

  /** Shows the next item (wrapping when looping); false at the end otherwise, or closed. */
  next(): boolean {
    return this.step('next', 'api');
  }

  /** Shows the previous item (wrapping when looping); false at the start otherwise, or closed. */
  previous(): boolean {
    return this.step('previous', 'api');
  }

  /** Shows index (normalised); false when it is already shown. */
  goTo(index: number): boolean {
    const target = normalizeIndex(index, this.count);
    if (!this.open || target === this.currentIndex) return false;
    this.go(target, 'api');
    return true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.address.release();
  }

  private sources(): readonly LightboxSource[] {
    return this.items ?? findItemElements(this);
  }

  private dismiss(source: LightboxCloseSource): void {
    if (!this.open) return;
    this.closeSource = source;
    this.open = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Nothing to show: an `open` attribute on an empty lightbox is dropped.
    if (this.open && !this.count) this.open = false;
    if (changed.has('currentIndex') && this.count) {
      const to = normalizeIndex(this.currentIndex, this.count);
      const from = changed.get('currentIndex');
      // Set by the page while open (the property, the attribute, a React prop): a move.
      if (this.open && !changed.has('open') && !this.moving && from !== undefined && to !== from) {
        this.currentIndex = from;
        this.go(to, 'api');
      } else this.currentIndex = to;
    }
    this.moving = false;
    if (changed.has('open')) this.fades.reset(this.open);
    if (changed.has('open') && this.open) {
      this.input.captionShown = false;
      this.videos.clear();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.skipped) return;
    if (changed.has('open')) {
      if (this.open) this.opened();
      else if (changed.get('open') === true) this.closed();
    }
    if (!this.open) return;
    this.fades.crossFade();
    this.track.followed();
    this.images.load();
  }

  private opened(): void {
    const item = this.itemAt(this.currentIndex);
    this.closeSource = 'api';
    const { address, fromAddress, addressMode } = this.options;
    if (address !== undefined && item) {
      this.address.start(address, item.url || item.id, !!fromAddress, () => this.dismiss('history'), addressMode);
    }
    this.images.watch();
    if (this.mobile) this.track.scroll(true);
    this.fades.enter();
    if (item) emit<SsLightboxOpenDetail>(this, 'ss-lightbox-open', { index: this.currentIndex, item });
  }

  private closed(): void {
    this.images.unwatch();
    this.fades.cancel();
    if (this.closeSource !== 'history') this.address.end();
    else this.address.release();
    this.options = {};
    emit<SsLightboxCloseDetail>(this, 'ss-lightbox-close', { source: this.closeSource });
    this.closeSource = 'api';
  }

  private step(step: Step, source: LightboxChangeSource): boolean {
    if (!this.open) return false;
    const target = stepIndex(this.currentIndex, this.count, step, this.looping);
    if (target === this.currentIndex) return false;
    this.go(target, source, step === 'next' ? 'forward' : 'reverse');
    return true;
  }

  private go(
    target: number,
    source: LightboxChangeSource,
    direction: Direction = target > this.currentIndex ? 'forward' : 'reverse',
  ): void {
    const previousIndex = this.currentIndex;
    if (target === previousIndex) return;
    this.videos.delete(previousIndex);
    this.moving = true;
    this.currentIndex = target;
    if (this.mobile) {
      if (source !== 'swipe') this.track.follow();
    } else this.fades.change(previousIndex);
    const item = this.itemAt(target)!;
    this.address.follow(item.url || item.id);
    emit<SsLightboxChangeDetail>(this, 'ss-lightbox-change', { index: target, previousIndex, item, direction, source });
  }

  /** An item of the element's own children was activated: open at it. */
  private onItemActivate(e: Event): void {
    if (this.skipped || this.open || this.items || e.defaultPrevented) return;
    const elements = findItemElements(this);
    const path = e.composedPath();
    const index = elements.findIndex((el) => path.includes(el));
    if (index < 0) return;
    e.preventDefault();
    this.show(undefined, index);
  }

  /** Items of the element's own that are no link or button become buttons: reachable by
   * Tab, activated by Enter and Space. */
  private markItems(): void {
    if (this.skipped || this.items) return;
    for (const el of findItemElements(this)) {
      if (el.matches('a[href], button') || el.querySelector('a[href], button')) continue;
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
    }
  }

  protected override render(): TemplateResult {
    if (this.skipped) return html`<slot></slot>`;
    return html`<slot @slotchange=${this.markItems}></slot>${this.renderDialog()}`;
  }

  private renderDialog(): TemplateResult {
    const item = this.open ? this.itemAt(this.currentIndex) : undefined;
    if (!item) return html`<dialog part="base"></dialog>`;
    const { fades, input, track, videos } = this;
    return dialogTemplate(this, item, { fades, input, track, videos, newWindow: this.options.newWindow });
  }
}

/** The settings' properties, typed from their declaration (`ss-lightbox.settings.ts`). */
export interface SsLightbox extends SettingValues<LightboxSettings> {}

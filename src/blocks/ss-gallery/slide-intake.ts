// Reading the slides from the markup (spec 000 §3 "Slide attributes"; real-markup.md
// "Gallery block", "Gallery sections"): the slide elements, the parent holding them, the
// markup's own previous/next controls, and where the gallery starts — current-index, or the
// slide the address names. Read again whenever the slides change, streaming included.
import { normalizeIndex, type GalleryIndex } from '../../model/gallery-index.js';
import { markControls } from './activation.js';
import type { AddressController } from './address-controller.js';
import type { IndexChanges } from './index-changes.js';
import { findSlideElements, GallerySlide } from './slides.js';
import type { SsGallery } from './ss-gallery.element.js';

/** What the gallery's parts read of the base class's state (protected there). */
export interface BlockState {
  /** The block's data says it is skipped: it leaves the page as it was. */
  skipped(): boolean;
  /** The parser is still adding the gallery's children. */
  streaming(): boolean;
}

export class SlideIntake {
  /** The slide elements, in order; `slides` wraps them on demand. */
  elements: HTMLElement[] = [];
  /** The markup's own `.previous` / `.next` controls. */
  lightControls: HTMLElement[] = [];
  /** The slides' parent when it is not the gallery: the layout measures and sizes it. */
  nested?: HTMLElement;
  /** The slides' parent, when they all share it: it hides those not placed yet, so they
   * can be placed a batch at a time. */
  holder?: HTMLElement;
  /** The start index is applied, or the visitor navigated: it is not applied again. */
  indexSet = false;
  private wrapped?: GallerySlide[];
  /** current-index as first given (a negative one counts from the end of all slides). */
  private startIndex?: number;
  private addressRead = false;

  constructor(
    private readonly gallery: SsGallery,
    private readonly block: BlockState,
    private readonly model: GalleryIndex,
    private readonly changes: IndexChanges,
    private readonly address: AddressController,
  ) {}

  get slides(): readonly GallerySlide[] {
    return (this.wrapped ??= this.elements.map((el) => new GallerySlide(el)));
  }

  /** Takes the slides the markup has now. */
  read(elements = findSlideElements(this.gallery)): void {
    const g = this.gallery;
    const streaming = this.block.streaming();
    const first = !this.indexSet;
    this.elements = elements;
    this.wrapped = undefined;
    this.model.numberOfSlides = elements.length;
    if (first) {
      // The initial index is where the gallery starts, not a navigation: no event.
      this.startIndex ??= g.currentIndex;
      this.model.options.currentIndex = normalizeIndex(this.startIndex, elements.length);
      // Counted from the end of every slide once the parser has added them all.
      this.indexSet = elements.length > 0 && !streaming;
      g.currentIndex = this.model.currentIndex;
    }
    const parent = elements[0]?.parentElement;
    this.nested = parent && parent !== g ? parent : undefined;
    this.holder = parent && elements.every((el) => el.parentElement === parent) ? parent : undefined;
    // Slides stay out of the page until they are placed (lightStyles). The mark stays: taking
    // it off would restyle every slide at once.
    this.holder?.setAttribute('data-ss-slides', '');
    this.lightControls = [...g.querySelectorAll<HTMLElement>('.previous, .next')];
    markControls(this.lightControls);
    if (!this.addressRead && elements.length && !streaming) {
      this.addressRead = true;
      const index = this.address.read();
      if (index >= 0) this.changes.goTo(index, 'address');
    }
    g.requestUpdate();
  }
}

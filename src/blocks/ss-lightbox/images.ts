// The lightbox's images (doc 2 §4 "Lightbox"): each goes through the image loader at the
// width that covers its box × DPR, only ever upgraded (a larger window asks again); the
// current image first, then its neighbours.
import type { ReactiveController } from 'lit';
import { loadImage } from '../../services/image-loader.js';
import type { SsLightbox } from './ss-lightbox.element.js';

/** An image whose size was not given: its box takes the picture's ratio once it arrives. */
export function takeNaturalRatio(e: Event): void {
  const img = e.target as HTMLImageElement;
  if (!img.hasAttribute('data-ratio') && img.naturalHeight) img.style.setProperty('--ratio', String(img.naturalWidth / img.naturalHeight));
}

export class LightboxImages implements ReactiveController {
  /** New items while open: each box keeps its image element, which now shows another item. */
  private restart = false;
  private resizeFrame = 0;

  constructor(
    private readonly host: SsLightbox,
    /** What else a resize does, before the element renders again. */
    private readonly resized: () => void,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.unwatch();
  }

  /** While open, a resize (one per frame) renders the element again, which loads again. */
  watch(): void {
    addEventListener('resize', this.onResize);
  }

  unwatch(): void {
    removeEventListener('resize', this.onResize);
    cancelAnimationFrame(this.resizeFrame);
  }

  /** The items were replaced: when open, the images shown start afresh. */
  replaced(open: boolean): void {
    this.restart = open;
  }

  /** After a render while open. */
  load(): void {
    const root = this.host.renderRoot;
    if (this.restart) {
      this.restart = false;
      for (const img of root.querySelectorAll('img')) {
        for (const name of ['src', 'width', 'height', 'data-image-resolution', 'data-image-state']) img.removeAttribute(name);
        if (!img.hasAttribute('data-ratio')) img.style.setProperty('--ratio', '1.5');
      }
    }
    const current = root.querySelector(`.slide[data-index="${this.host.currentIndex}"] img[data-src]`);
    const all = [...root.querySelectorAll<HTMLImageElement>('img[data-src]')];
    for (const img of current ? [current, ...all.filter((i) => i !== current)] : all) {
      try {
        void loadImage(img);
      } catch (e) {
        console.warn((e as Error).message, img);
      }
    }
  }

  private onResize = (): void => {
    cancelAnimationFrame(this.resizeFrame);
    this.resizeFrame = requestAnimationFrame(() => {
      this.resized();
      this.host.requestUpdate();
    });
  };
}

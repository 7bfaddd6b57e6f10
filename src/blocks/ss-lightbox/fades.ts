// The lightbox's fades (doc 2 §4 "Lightbox", §9): the opening, and on desktop the
// cross-fade from one item to the next. Without motion (`prefers-reduced-motion`,
// `?nomotion=true`) there are none: it is ready at once and items change in place.
import { motionReduced } from '../../contract/reduced-motion.js';
import { CONTENT_MS, FADE_MS, OVERLAY_MS, OVERLAY_OPACITY } from './motion.js';
import type { SsLightbox } from './ss-lightbox.element.js';

const FADE_ID = 'ss-lightbox-fade';

export class LightboxFades {
  /** The opening has ended: the close button shows and a video item plays. */
  ready = false;
  /** The item fading out on desktop, -1 when none. */
  leaving = -1;
  /** An item change waits for its cross-fade after the next render. */
  private pending = false;

  constructor(private readonly host: SsLightbox) {}

  /** Opening (ready at once without motion) or closing: no fade under way. */
  reset(open: boolean): void {
    this.ready = open && motionReduced();
    this.leaving = -1;
  }

  /** The overlay to 0.95 over 0.3 s and the content over 0.6 s; then ready (the close button,
   * a video playing). */
  enter(): void {
    const overlay = this.part('overlay');
    const stage = this.part('stage');
    if (this.ready || !overlay || !stage) return;
    const fadeIn = overlay.animate([{ opacity: 0 }, { opacity: OVERLAY_OPACITY }], { duration: OVERLAY_MS, easing: 'ease-out' });
    stage.animate([{ opacity: 0 }, { opacity: 1 }], { duration: CONTENT_MS, easing: 'ease-out' });
    // Canceled (closed meanwhile): the promise rejects and nothing follows.
    fadeIn.finished.then(
      () => {
        this.ready = this.host.open;
        this.host.requestUpdate();
      },
      () => {},
    );
  }

  /** Desktop: the item at `from` is leaving; the cross-fade starts after the next render. */
  change(from: number): void {
    if (motionReduced()) return;
    this.leaving = from;
    this.pending = true;
  }

  /** After a render: the new item fades in and the old one out, 500 ms; the old one is
   * hidden then. */
  crossFade(): void {
    if (!this.pending) return;
    this.pending = false;
    for (const a of this.running()) if (a.id === FADE_ID) a.cancel();
    const leaving = this.leaving;
    const timing = { id: FADE_ID, duration: FADE_MS, easing: 'ease-in-out' };
    this.slide(leaving)?.animate([{ opacity: 1 }, { opacity: 0 }], timing);
    const fadeIn = this.slide(this.host.currentIndex)?.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    const done = (): void => {
      if (this.leaving !== leaving) return;
      this.leaving = -1;
      this.host.requestUpdate();
    };
    if (fadeIn) fadeIn.finished.then(done, () => {});
    else done();
  }

  /** Closed: every fade stops where it is. */
  cancel(): void {
    this.running().forEach((a) => a.cancel());
    this.pending = false;
  }

  private running(): Animation[] {
    return this.host.shadowRoot?.getAnimations() ?? [];
  }

  private part(name: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`[part~='${name}']`);
  }

  private slide(index: number): HTMLElement | null {
    return index < 0 ? null : this.host.renderRoot.querySelector<HTMLElement>(`.slide[data-index="${index}"]`);
  }
}

// The gallery's autoplay as the element and the chrome see it, and its code loaded once
// autoplay is asked for (gallery-autoplay.ts): a gallery without autoplay downloads none of
// it, and one with it waits a full delay before its first move anyway. Its options
// (autoplay-duration and the autoplayOptions property over the model's) and whether motion
// is allowed (prefers-reduced-motion, ?nomotion=true) are read here, without that code.
import { motionReduced } from '../../contract/reduced-motion.js';
import { AUTOPLAY_DEFAULTS, type AutoplayOptions, type GalleryIndex } from '../../model/gallery-index.js';
import type { GalleryAutoplay } from './gallery-autoplay.js';
import type { IndexChanges } from './index-changes.js';
import type { LayoutPass } from './layout-pass.js';
import type { SlideIntake } from './slide-intake.js';
import { secondsToMs } from './ss-gallery.settings.js';
import type { SsGallery } from './ss-gallery.element.js';

export class AutoplayChunk {
  /** ?nomotion=true, read as the gallery connects. */
  motionOff = false;
  /** The autoplay code, once loaded. */
  player?: GalleryAutoplay;
  private load?: Promise<void>;

  /** inViewport: some part of the gallery is in the viewport. */
  constructor(
    readonly gallery: SsGallery,
    readonly model: GalleryIndex,
    readonly intake: SlideIntake,
    readonly pass: LayoutPass,
    readonly changes: IndexChanges,
    readonly inViewport: () => boolean,
  ) {}

  get settings(): AutoplayOptions {
    const g = this.gallery;
    return { ...AUTOPLAY_DEFAULTS, timeout: secondsToMs(g.autoplayDuration), ...g.autoplayOptions };
  }

  /** False under prefers-reduced-motion and ?nomotion=true: slides change at once. */
  get animates(): boolean {
    return !this.motionOff && !motionReduced();
  }

  /** Autoplay would run: its pause/play control has its place. */
  get asked(): boolean {
    return this.gallery.autoplay && this.pass.navigable && this.animates;
  }

  /** The pause/play control is shown (the autoplay code is in). */
  get shown(): boolean {
    return !!this.player && this.asked;
  }

  get running(): boolean {
    return !!this.player?.running;
  }

  get paused(): boolean {
    return !!this.player?.paused;
  }

  /** Resolves once the autoplay code asked for is in. */
  get ready(): Promise<void> | undefined {
    return this.load;
  }

  toggle(): void {
    this.player?.toggle();
  }

  /** Someone other than autoplay moved. */
  moved(): void {
    this.player?.moved();
  }

  restart(): void {
    this.player?.restart();
  }

  /** Loads the autoplay code once autoplay is on in a layout that moves (under reduced
   * motion too: it starts when the preference is lifted). */
  want(): void {
    if (!this.gallery.autoplay || !this.pass.navigable) return;
    this.load ??= import('./gallery-autoplay.js').then(
      (m) => {
        this.player = new m.GalleryAutoplay(this);
        this.player.restart();
        this.gallery.requestUpdate();
      },
      (e) => console.error(e),
    );
  }
}

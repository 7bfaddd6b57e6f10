// The gallery's autoplay (spec 000 §4 "Autoplay", §9 "Autoplay and keys"): its options
// (autoplay-duration and the autoplayOptions property over the model's), and the autoplay
// controller's wiring: the next slide in the one-at-a-time layouts, a random jump only with
// an interval set; it holds while a video slide is current, and is off under
// prefers-reduced-motion and ?nomotion=true, which also make slides change at once. Ours: it
// waits while the gallery is out of the viewport, so a slideshow down the page starts from
// its first slide when the visitor reaches it, and loads no slide meanwhile.
import { AutoplayController } from '../../controllers/autoplay-controller.js';
import { AUTOPLAY_DEFAULTS, type AutoplayOptions, type GalleryIndex } from '../../model/gallery-index.js';
import type { IndexChanges } from './index-changes.js';
import type { LayoutPass } from './layout-pass.js';
import type { SlideIntake } from './slide-intake.js';
import { secondsToMs } from './ss-gallery.settings.js';
import type { SsGallery } from './ss-gallery.element.js';

export class GalleryAutoplay extends AutoplayController {
  /** ?nomotion=true, read as the gallery connects. */
  motionOff = false;
  /** Autoplay reached the last slide without loop: it rests there until the visitor moves. */
  private ended = false;

  constructor(
    private readonly gallery: SsGallery,
    private readonly model: GalleryIndex,
    private readonly intake: SlideIntake,
    private readonly pass: LayoutPass,
    private readonly changes: IndexChanges,
    inViewport: () => boolean,
  ) {
    super(gallery, {
      enabled: () => pass.navigable && gallery.autoplay && !this.motionOff && !this.ended,
      delay: () => (this.randomJumps ? this.settings.interval! : this.settings.timeout),
      advance: () => this.advance(),
      pauseOnHover: () => this.settings.pauseOnMouseover,
      held: () => !inViewport() || intake.slides[model.currentIndex]?.type === 'video',
      isToggle: (el) => el.getAttribute('part') === 'control-autoplay',
    });
  }

  get settings(): AutoplayOptions {
    return { ...AUTOPLAY_DEFAULTS, timeout: secondsToMs(this.gallery.autoplayDuration), ...this.gallery.autoplayOptions };
  }

  /** False under prefers-reduced-motion and ?nomotion=true: slides change at once. */
  get animates(): boolean {
    return !this.motionOff && !this.reducedMotion;
  }

  /** Autoplay would run (its pause/play control is shown). */
  get shown(): boolean {
    return this.gallery.autoplay && this.pass.navigable && this.animates;
  }

  /** Someone other than autoplay moved: it waits a full delay from there, and goes on from
   * a last slide it had stopped at. */
  moved(): void {
    this.ended = false;
    this.restart();
  }

  private get randomJumps(): boolean {
    const { randomize, interval } = this.settings;
    return randomize && !!interval && interval > 0 && this.intake.elements.length > 2;
  }

  private advance(): void {
    const n = this.intake.elements.length;
    const i = this.model.currentIndex;
    if (this.randomJumps) this.changes.goTo(i + 1 + Math.floor(Math.random() * (n - 1)), 'autoplay');
    // spec 000 §4 Gallery index: next at the last slide without loop fires reachedEnd;
    // autoplay then rests there until the visitor moves.
    else if (!this.changes.step('next', 'autoplay') && !this.model.inMotion && this.model.disabledFor(this.pass.per).next)
      this.ended = true;
  }
}

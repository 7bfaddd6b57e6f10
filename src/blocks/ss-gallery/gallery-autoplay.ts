// The gallery's autoplay code (spec 000 §4 "Autoplay", §9 "Autoplay and keys"), loaded by
// autoplay-chunk.ts once autoplay is asked for: the autoplay controller's wiring, the next
// slide in the one-at-a-time layouts, a random jump only with an interval set; it holds
// while a video slide is current, and is off under prefers-reduced-motion and
// ?nomotion=true. Ours: it waits while the gallery is out of the viewport, so a slideshow
// down the page starts from its first slide when the visitor reaches it, and loads no slide
// meanwhile.
import { AutoplayController } from '../../controllers/autoplay-controller.js';
import type { AutoplayChunk } from './autoplay-chunk.js';

export class GalleryAutoplay extends AutoplayController {
  /** Autoplay reached the last slide without loop: it rests there until the visitor moves. */
  private ended = false;

  constructor(private readonly chunk: AutoplayChunk) {
    const { gallery, model, intake, pass, inViewport } = chunk;
    super(gallery, {
      enabled: () => pass.navigable && gallery.autoplay && !chunk.motionOff && !this.ended,
      delay: () => (this.randomJumps ? chunk.settings.interval! : chunk.settings.timeout),
      advance: () => this.advance(),
      pauseOnHover: () => chunk.settings.pauseOnMouseover,
      held: () => !inViewport() || intake.slides[model.currentIndex]?.type === 'video',
      isToggle: (el) => el.getAttribute('part') === 'control-autoplay',
    });
  }

  /** Someone other than autoplay moved: it waits a full delay from there, and goes on from
   * a last slide it had stopped at. */
  moved(): void {
    this.ended = false;
    this.restart();
  }

  private get randomJumps(): boolean {
    const { randomize, interval } = this.chunk.settings;
    return randomize && !!interval && interval > 0 && this.chunk.intake.elements.length > 2;
  }

  private advance(): void {
    const { model, changes, pass, intake } = this.chunk;
    const n = intake.elements.length;
    const i = model.currentIndex;
    if (this.randomJumps) changes.goTo(i + 1 + Math.floor(Math.random() * (n - 1)), 'autoplay');
    // spec 000 §4 Gallery index: next at the last slide without loop fires reachedEnd;
    // autoplay then rests there until the visitor moves.
    else if (!changes.step('next', 'autoplay') && !model.inMotion && model.disabledFor(pass.per).next) this.ended = true;
  }
}

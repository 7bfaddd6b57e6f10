// What the visitor's clicks and keys do in the open lightbox (doc 2 §4 "Lightbox"): the
// previous/next buttons, the left and right arrow keys, a click on the image's halves, a
// click outside the image, the close button and, on mobile, the caption toggle. Ours where
// the spec is silent: a click in the edge strips does nothing, a click on the caption or a
// control does only what that control does, and the buttons at the ends stay focusable
// (aria-disabled) and do nothing.
import { isTyping } from '../../controllers/arrow-keys-controller.js';
import { keyAction, keyCodeOf } from '../../model/gallery-index.js';
import { isRtl } from '../element-helpers.js';
import type { LightboxChangeSource, LightboxCloseSource } from './events.js';
import { ARROW_THROTTLE_MS, clickStep, disabledSteps, type Step } from './motion.js';
import type { SsLightbox } from './ss-lightbox.element.js';

/** What the visitor's input may do to the lightbox. */
export interface LightboxMoves {
  /** One step; false when it did not move (closed, or at an end without looping). */
  step(step: Step, source: LightboxChangeSource): boolean;
  /** To the item at index. */
  go(index: number, source: LightboxChangeSource): void;
  close(source: LightboxCloseSource): void;
}

export class LightboxInput {
  /** Mobile: the caption shows (its toggle was pressed since the opening). */
  captionShown = false;
  /** An arrow key moved less than 200 ms ago. */
  private throttled = false;

  constructor(
    private readonly host: SsLightbox,
    private readonly moves: LightboxMoves,
  ) {}

  /** A click in the dialog: controls act alone, a click outside the image closes, a click
   * on the image moves by the half of the screen it is in (desktop). */
  onDialogClick = (e: MouseEvent): void => {
    if (e.defaultPrevented) return;
    const path = e.composedPath();
    const on = (selector: string) => path.some((n) => n instanceof Element && n.matches(selector));
    if (on("button, a[href], [part~='meta']")) return;
    if (!on('.content')) {
      this.moves.close('overlay');
      return;
    }
    if (this.host.mobile) return;
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    // Measured from the inline start: right to left, the left half goes forward.
    const step = clickStep(isRtl(this.host) ? box.right - e.clientX : e.clientX - box.left, box.width);
    if (step) this.moves.step(step, 'pointer');
  };

  /** Left and right arrows (37, 39): one step per 200 ms on desktop. The page behind never
   * sees them (a gallery there would move too). On mobile they do nothing (spec 001 §4):
   * the focused track would otherwise scroll to the next item and snap there. */
  onDialogKeydown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e)) return;
    const code = keyCodeOf(e);
    // Right to left the arrows swap (the direction is read only for an arrow).
    const step = keyAction(code) && keyAction(code, undefined, isRtl(this.host));
    if (!step) return;
    e.stopPropagation();
    e.preventDefault();
    if (this.host.mobile || this.throttled) return;
    this.throttled = true;
    setTimeout(() => (this.throttled = false), ARROW_THROTTLE_MS);
    this.moves.step(step, 'keyboard');
  };

  /** The previous or next button: disabled at the ends without looping. */
  onButton(step: Step): void {
    const { currentIndex, count, looping } = this.host;
    if (!disabledSteps(currentIndex, count, looping)[step]) this.moves.step(step, 'button');
  }

  /** Mobile: the caption button shows or hides the caption. */
  onCaptionToggle = (): void => {
    this.captionShown = !this.captionShown;
    this.host.requestUpdate();
  };

  onClose = (): void => this.moves.close('button');
}

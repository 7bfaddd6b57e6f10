// The mobile track (doc 2 §4 "Lightbox"; spec 000 §4 "Touch"): the items side by side on a
// horizontal track that scrolls and snaps and stops at the ends. It scrolls to the current
// item when the item changes otherwise (a button, the page, a swipe across the caption) and
// when the window is resized; where the visitor's scrolling comes to rest is the new item.
import { classify, lockAxis, releaseStep } from '../../model/gesture.js';
import { motionReduced } from '../../contract/reduced-motion.js';
import { isRtl } from '../element-helpers.js';
import type { LightboxMoves } from './input.js';
import type { SsLightbox } from './ss-lightbox.element.js';

/** spec 001 §9 "Scroll-end timeout 300 ms": where the browser fires no `scrollend`, the track
 * is at rest this long after its last scroll. */
export const SCROLL_END_TIMEOUT_MS = 300;

export class MobileTrack {
  /** The track scrolls to the current item after the next render. */
  private pending = false;
  private restTimer?: ReturnType<typeof setTimeout>;
  /** Where a finger went down on the shown caption. */
  private press?: { x: number; y: number; t: number };

  constructor(
    private readonly host: SsLightbox,
    private readonly moves: LightboxMoves,
  ) {}

  /** The current item changed other than by scrolling: follow it after the next render. */
  follow(): void {
    this.pending = true;
  }

  /** After a render: to the current item, if it changed meanwhile. */
  followed(): void {
    if (this.pending) this.scroll(false);
  }

  /** To the current item: at once on opening, else gliding (unless motion is reduced). */
  scroll(instant: boolean): void {
    this.pending = false;
    const track = this.host.renderRoot.querySelector<HTMLElement>("[part~='stage']");
    if (!track) return;
    // Right to left the track starts at the right: scrollLeft runs from 0 down.
    const left = this.host.currentIndex * track.clientWidth * (isRtl(track) ? -1 : 1);
    track.scrollTo({ left, behavior: instant || motionReduced() ? 'instant' : 'smooth' });
  }

  /** The track came to rest on an item. */
  onScrollEnd = (e: Event): void => this.rest(e.currentTarget as HTMLElement);

  /** A scroll of the track, where the browser has no `scrollend`: at rest once it stops. */
  onScroll = (e: Event): void => {
    if ('onscrollend' in window) return;
    const track = e.currentTarget as HTMLElement;
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => this.rest(track), SCROLL_END_TIMEOUT_MS);
  };

  private rest(track: HTMLElement): void {
    if (!this.host.mobile || !track.clientWidth) return;
    const index = Math.min(Math.max(Math.round(Math.abs(track.scrollLeft) / track.clientWidth), 0), this.host.count - 1);
    if (index !== this.host.currentIndex) this.moves.go(index, 'swipe');
  }

  onCaptionPress = (e: PointerEvent): void => {
    this.press = this.host.mobile && e.isPrimary ? { x: e.clientX, y: e.clientY, t: e.timeStamp } : undefined;
  };

  /** The shown caption covers the track's lower part, outside its scrolling; a swipe
   * across it steps as the buttons do (spec 000 §4 Touch: a swipe, or a move past half the
   * screen). Vertical moves are left to the caption's own scrolling (`touch-action: pan-y`). */
  onCaptionRelease = (e: PointerEvent): void => {
    const p = this.press;
    this.press = undefined;
    if (!p || e.type === 'pointercancel') return;
    const dx = (e.clientX - p.x) * (isRtl(this.host) ? -1 : 1);
    const dy = e.clientY - p.y;
    if (lockAxis(dx, dy) !== 'x') return;
    const kind = classify(Math.hypot(dx, dy), e.timeStamp - p.t);
    const step = releaseStep({ kind, dx, velocity: 0 }, this.host.clientWidth / 2);
    if (step && this.moves.step(step > 0 ? 'next' : 'previous', 'swipe')) this.follow();
  };
}

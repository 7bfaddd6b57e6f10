// Autoplay (spec 000 §4 "Autoplay", §9 "Autoplay and keys"): advances on a timer; pauses
// while a mouse is over the host (touch has no hover, so mobile never pauses this way) and
// while the host says so (a video showing); stops under prefers-reduced-motion and whenever
// `enabled` is false (autoplay off, or the page's nomotion flag). The visitor can stop it
// (WCAG 2.2.2 "Pause, Stop, Hide": the host renders a pause/play control calling toggle()),
// and keyboard focus moving into the host stops it too (WAI-ARIA APG carousel pattern) until
// the visitor starts it again. While a modal dialog covers the host (the lightbox opened from
// this very gallery, say) it waits and does not advance.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Schedule } from './resize-controller.js';
import { REDUCED_MOTION_QUERY } from '../contract/reduced-motion.js';
import { coveredByModal } from '../services/dialogs/modal-cover.js';

export interface AutoplayControllerOptions {
  enabled: () => boolean;
  /** Milliseconds until the next advance. */
  delay: () => number;
  advance: () => void;
  pauseOnHover?: () => boolean;
  /** True while autoplay must hold: something showing must not be left (a playing video), or
   * the host is out of view. */
  held?: () => boolean;
  /** Timer; default setTimeout. */
  schedule?: Schedule;
  /** True for the host's pause/play control (focus on it does not pause). */
  isToggle?: (el: Element) => boolean;
}

export class AutoplayController implements ReactiveController {
  hovered = false;
  /** The visitor stopped autoplay (the pause control, or keyboard focus moved in). */
  paused = false;
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly o: AutoplayControllerOptions;
  private media?: MediaQueryList;
  private cancel?: () => void;

  constructor(host: ReactiveControllerHost & HTMLElement, options: AutoplayControllerOptions) {
    this.host = host;
    this.o = options;
    host.addController(this);
  }

  /** Whether a timer is running now. */
  get running(): boolean {
    return !!this.cancel;
  }

  get reducedMotion(): boolean {
    return !!this.media?.matches;
  }

  /** Whether autoplay should run now. */
  get active(): boolean {
    return (
      this.host.isConnected &&
      this.o.enabled() &&
      !this.reducedMotion &&
      !this.paused &&
      !(this.hovered && (this.o.pauseOnHover?.() ?? true)) &&
      !this.o.held?.()
    );
  }

  hostConnected(): void {
    this.media = globalThis.matchMedia?.(REDUCED_MOTION_QUERY);
    this.media?.addEventListener('change', this.sync);
    this.host.addEventListener('pointerenter', this.onPointer);
    this.host.addEventListener('pointerleave', this.onPointer);
    this.host.addEventListener('focusin', this.onFocus);
    // Focus moving between two elements of the host's shadow root does not reach the host.
    this.host.shadowRoot?.addEventListener('focusin', this.onFocus as EventListener);
  }

  hostDisconnected(): void {
    this.media?.removeEventListener('change', this.sync);
    this.host.removeEventListener('pointerenter', this.onPointer);
    this.host.removeEventListener('pointerleave', this.onPointer);
    this.host.removeEventListener('focusin', this.onFocus);
    this.host.shadowRoot?.removeEventListener('focusin', this.onFocus as EventListener);
    this.stop();
  }

  /** The visitor's pause/play: stops autoplay, or starts it again (a full wait first). */
  toggle(): void {
    this.paused = !this.paused;
    this.restart();
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    this.sync();
  }

  /** Starts the wait again from now (after the visitor navigated). */
  restart(): void {
    this.stop();
    this.sync();
  }

  /** Starts or stops the timer to match `active`. */
  sync = (): void => {
    if (!this.active) this.stop();
    else if (!this.cancel) {
      this.cancel = (this.o.schedule ?? defaultSchedule)(() => {
        this.cancel = undefined;
        if (this.active && !coveredByModal(this.host)) this.o.advance();
        this.sync();
      }, this.o.delay());
    }
  };

  private stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /** Keyboard focus moving in stops autoplay (a click's focus does not: the pointer over the
   * host pauses it already). The pause control itself is exempt: it starts autoplay. */
  private onFocus = (e: FocusEvent): void => {
    const target = e.composedPath()[0] as Element | undefined;
    if (this.paused || !this.o.enabled() || !target?.matches?.(':focus-visible') || this.o.isToggle?.(target)) return;
    this.paused = true;
    this.sync();
    this.host.requestUpdate();
  };

  private onPointer = (e: PointerEvent): void => {
    if (e.pointerType !== 'mouse') return;
    this.hovered = e.type === 'pointerenter';
    const was = this.running;
    this.sync();
    // The host renders from `running` (a live region is silent while autoplay runs).
    if (was !== this.running) this.host.requestUpdate();
  };
}

const defaultSchedule: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

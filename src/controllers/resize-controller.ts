// The resizing state (spec 000 §4 "Resize"): a size change starts it; it ends after a quiet
// time with no further change (300 ms by default, 100 ms for galleries), optionally counting
// only changes of at least a threshold on one axis. Work that depends on size (a gallery's
// geometry) runs once when the size settles, never per frame.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const RESIZE_QUIET_MS = 300;
export const GALLERY_RESIZE_QUIET_MS = 100;

export interface Size {
  width: number;
  height: number;
}

/** Runs fn after ms; returns the function that cancels it. */
export type Schedule = (fn: () => void, ms: number) => () => void;

const timeout: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

export interface ResizeControllerOptions {
  /** The element measured (content box); default the host. Re-read after each host update,
   * so it may be an element of the host's shadow root. */
  target?: () => Element | null | undefined;
  /** Quiet time in ms before the resizing state ends; default 300. */
  quiet?: number | (() => number);
  /** Changes smaller than this (px) on the watched axis are ignored; default 0. */
  threshold?: number;
  /** The axis whose changes count; default both. */
  axis?: 'x' | 'y' | 'both';
  /** Called with the first measured size at once, then once per resize when it settles. */
  onSettle?: (size: Size) => void;
  /** Called when a resize starts. */
  onStart?: (size: Size) => void;
  /** Timer; default setTimeout. Tests inject one to check delays without waiting. */
  schedule?: Schedule;
}

export class ResizeController implements ReactiveController {
  /** True from the first counted change until the quiet time passes. */
  resizing = false;
  /** The size of the last settle (undefined until measured). */
  settled?: Size;
  /** The latest measured size. */
  size?: Size;

  private readonly host: ReactiveControllerHost & Element;
  private readonly o: ResizeControllerOptions;
  private observer?: ResizeObserver;
  private observed?: Element;
  private cancel?: () => void;

  constructor(host: ReactiveControllerHost & Element, options: ResizeControllerOptions = {}) {
    this.host = host;
    this.o = options;
    host.addController(this);
  }

  get quiet(): number {
    const q = this.o.quiet;
    return typeof q === 'function' ? q() : (q ?? RESIZE_QUIET_MS);
  }

  hostConnected(): void {
    this.attach();
  }

  hostUpdated(): void {
    this.attach();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = this.observed = undefined;
    this.cancel?.();
    this.cancel = undefined;
    this.resizing = false;
    this.settled = this.size = undefined;
  }

  /** Reads the target's size now (forcing a layout) and settles on it if it differs from
   * the settled size. A layout written from a ResizeObserver callback lands after the
   * browser has placed the new content once, which Chromium reports as a layout shift; an
   * element that must lay out before its first paint calls this from firstUpdated. */
  settleNow(): void {
    const t = this.o.target ? this.o.target() : this.host;
    if (!t) return;
    const s = getComputedStyle(t);
    const px = (p: string) => parseFloat(s.getPropertyValue(p)) || 0;
    const size = {
      width: t.clientWidth - px('padding-left') - px('padding-right'),
      height: t.clientHeight - px('padding-top') - px('padding-bottom'),
    };
    this.size = size;
    if (this.settled && !this.counts(this.settled, size)) return;
    this.settled = size;
    this.o.onSettle?.(size);
  }

  private attach(): void {
    const target = this.o.target ? this.o.target() : this.host;
    // The target's own window's observer: one of another window (the page's, for a block moved
    // into a frame's document) would see the frame laid out only as its own page renders,
    // and report a ResizeObserver loop at every frame. A document with no window lays nothing out.
    const Observer = target?.ownerDocument.defaultView?.ResizeObserver;
    if (!target || target === this.observed || !Observer) return;
    this.observer ??= new Observer((entries) => this.measured(entries[entries.length - 1]));
    if (this.observed) this.observer.unobserve(this.observed);
    this.observed = target;
    this.settled = undefined;
    this.observer.observe(target);
  }

  private measured(entry: ResizeObserverEntry): void {
    const box = entry.contentBoxSize?.[0];
    const size = box
      ? { width: box.inlineSize, height: box.blockSize }
      : { width: entry.contentRect.width, height: entry.contentRect.height };
    this.size = size;
    if (!this.settled || this.empty(this.settled)) {
      // The first measurement, or the first after being hidden (display: none measures
      // 0), is not a resize: apply it at once, before the content is painted.
      this.cancel?.();
      this.cancel = undefined;
      this.resizing = false;
      this.settled = size;
      this.o.onSettle?.(size);
      return;
    }
    if (!this.resizing && !this.counts(this.settled, size)) return;
    if (!this.resizing) {
      this.resizing = true;
      this.o.onStart?.(size);
      this.host.requestUpdate();
    }
    this.cancel?.();
    this.cancel = (this.o.schedule ?? timeout)(() => this.end(), this.quiet);
  }

  private empty({ width, height }: Size): boolean {
    const { axis = 'both' } = this.o;
    return axis === 'x' ? width === 0 : axis === 'y' ? height === 0 : width === 0 && height === 0;
  }

  private counts(from: Size, to: Size): boolean {
    const { axis = 'both', threshold = 0 } = this.o;
    const dx = axis === 'y' ? 0 : Math.abs(to.width - from.width);
    const dy = axis === 'x' ? 0 : Math.abs(to.height - from.height);
    const d = Math.max(dx, dy);
    return threshold > 0 ? d >= threshold : d > 0;
  }

  private end(): void {
    this.cancel = undefined;
    this.resizing = false;
    const size = this.size!;
    // A resize that comes back within the threshold of the settled size needs no work, and
    // the settled size stays the baseline so small steps cannot add up unnoticed.
    if (this.counts(this.settled!, size)) {
      this.settled = size;
      this.o.onSettle?.(size);
    }
    this.host.requestUpdate();
  }
}

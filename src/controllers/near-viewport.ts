// "Load it only when it comes near": one IntersectionObserver per host with a root margin,
// for blocks whose third-party code must wait until they near the viewport (ss-booking's
// partner scripts; ss-map observes the same way with its own observer). Calls `onNear` once,
// then stops watching; watching again (after `reset`) is the host's choice.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The margin around the viewport (ours: the image loader's and the map's, spec 000 §9). */
export const NEAR_MARGIN = '200px';

export interface NearViewportOptions {
  /** Called once, the first time the host is within the margin of the viewport. */
  onNear: () => void;
  /** The root margin; default 200px. */
  margin?: string;
}

export class NearViewportController implements ReactiveController {
  /** True once the host has come near the viewport. */
  near = false;
  private observer?: IntersectionObserver;
  private watching = false;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly options: NearViewportOptions,
  ) {
    host.addController(this);
  }

  /** Starts watching (again after a reconnection); nothing once the host has been near. */
  watch(): void {
    this.watching = true;
    if (this.near || this.observer || typeof IntersectionObserver === 'undefined' || !this.host.isConnected) return;
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.near = true;
        this.stop();
        this.options.onNear();
      },
      { rootMargin: this.options.margin ?? NEAR_MARGIN },
    );
    this.observer.observe(this.host);
  }

  /** Stops watching. */
  stop(): void {
    this.watching = false;
    this.observer?.disconnect();
    this.observer = undefined;
  }

  hostConnected(): void {
    if (this.watching) this.watch();
  }

  hostDisconnected(): void {
    const was = this.watching;
    this.stop();
    // Back in the page, it watches again.
    this.watching = was;
  }
}

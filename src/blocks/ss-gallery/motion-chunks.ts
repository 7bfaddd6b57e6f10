// The motion code (transitions, gestures), loaded once a one-at-a-time gallery appears, and
// its chrome (meta, indicators, pause/play, thumbnails), once one shows any: a page of grids
// downloads neither, a plain slider no chrome. Until the motion code is in, slides change at
// once and there are no gestures.
import type { ReactiveControllerHost } from 'lit';
import type { Chrome, Motion, MotionHost } from './motion-types.js';

const loadMotion = () => import('./motion/motion.js');
const loadChrome = () => import('./motion/chrome.js');

export class MotionChunks {
  motion?: Motion;
  chrome?: Chrome;
  private motionLoad?: Promise<void>;
  private chromeLoad?: Promise<void>;

  constructor(private readonly gallery: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment }) {}

  /** Resolves once the chunks asked for are in. */
  get ready(): Promise<void> {
    return Promise.all([this.motionLoad, this.chromeLoad]).then(() => {});
  }

  /** Loads the motion code once. */
  loadMotion(host: MotionHost): void {
    this.motionLoad ??= loadMotion().then(
      (m) => {
        this.motion = m.createMotion(host);
        this.gallery.requestUpdate();
      },
      (e) => console.error(e),
    );
  }

  /** Loads the chrome once, its styles adopted into the gallery's shadow root. */
  loadChrome(): void {
    this.chromeLoad ??= loadChrome().then(
      (m) => {
        this.chrome = m.chrome;
        m.adopt(this.gallery.renderRoot as ShadowRoot);
        this.gallery.requestUpdate();
      },
      (e) => console.error(e),
    );
  }
}

// The lightbox's events, typed once (doc 2 §4 "Lightbox"). All bubble and are composed.
import type { LightboxSetItem } from './items.js';
import type { Direction } from './motion.js';

/** What changed the item: a button, an arrow key, a click on the screen's halves, a swipe
 * of the mobile track, the page's own call, or a deep link. */
export type LightboxChangeSource = 'button' | 'keyboard' | 'pointer' | 'swipe' | 'api';

export interface SsLightboxOpenDetail {
  index: number;
  item: LightboxSetItem;
}

export interface SsLightboxChangeDetail {
  index: number;
  previousIndex: number;
  item: LightboxSetItem;
  direction: Direction;
  source: LightboxChangeSource;
}

export interface SsLightboxCloseDetail {
  /** The close button, a click outside the image, Escape (through the page's dialog stack),
   * the browser's Back button, or the page (`close()`, `open = false`). */
  source: 'button' | 'overlay' | 'keyboard' | 'history' | 'api';
}

/** What closed it. */
export type LightboxCloseSource = SsLightboxCloseDetail['source'];

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-lightbox-open': CustomEvent<SsLightboxOpenDetail>;
    'ss-lightbox-change': CustomEvent<SsLightboxChangeDetail>;
    'ss-lightbox-close': CustomEvent<SsLightboxCloseDetail>;
  }
}

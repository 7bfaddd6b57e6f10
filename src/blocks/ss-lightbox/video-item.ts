// A video item (doc 2 §4 "Lightbox"; ours where the spec is silent): it shows its poster
// until the opening ends, then plays, and leaves with it.
import { videoPlayer } from '../ss-video/player.js';
import type { LightboxSetItem } from './items.js';

/** Renders a video item when it is to play; returns the markup to show (or null). */
export type LightboxVideoRenderer = (item: LightboxSetItem) => Node | null;

/** The default: a `<video>` item plays a copy of itself; an embed (the platform's video
 * wrapper, an `<ss-video>`, an iframe) plays in an `<ss-video>` — the video block, fetched
 * then — with the provider's autoplay, in the item's box. A page may replace it through
 * `SsLightbox.videoRenderer`. */
export const playVideo: LightboxVideoRenderer = (item) => {
  const source = item.content.video;
  if (source?.localName !== 'video') return videoPlayer(source);
  const copy = source.cloneNode(true) as HTMLVideoElement;
  copy.play().catch(() => {});
  return copy;
};

/** The players rendered for the items shown, by index: one per showing, forgotten when its
 * item leaves, so coming back starts it again. */
export class VideoPlayers extends Map<number, Node | null> {
  /** `render` is asked at each first showing (a page may replace the renderer meanwhile). */
  constructor(private readonly render: LightboxVideoRenderer) {
    super();
  }

  /** The item's player, rendered on the first call of this showing. */
  of(index: number, item: LightboxSetItem): Node | null | undefined {
    if (!this.has(index)) this.set(index, this.render(item));
    return this.get(index);
  }
}

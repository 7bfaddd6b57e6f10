import { define } from '../element-helpers.js';
import { SsVideo } from './ss-video.element.js';

export { SsVideo, allowVideoHost } from './ss-video.element.js';
export type { ProviderKind } from './ss-video.element.js';
export type { SsVideoPlayDetail, SsVideoPauseDetail } from './events.js';

define('ss-video', SsVideo);

declare global {
  interface HTMLElementTagNameMap {
    'ss-video': SsVideo;
  }
}

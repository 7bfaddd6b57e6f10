import { define } from '../element-helpers.js';
import { SsVideo } from './ss-video.element.js';

export { SsVideo, allowVideoHost } from './ss-video.element.js';
export type { SsVideoPlayDetail, SsVideoPauseDetail, ProviderKind } from './ss-video.element.js';

define('ss-video', SsVideo);

declare global {
  interface HTMLElementTagNameMap {
    'ss-video': SsVideo;
  }
}

import { define } from '../element-helpers.js';
import { SsAnnouncementBar } from './ss-announcement-bar.element.js';

export { SsAnnouncementBar, ANNOUNCEMENT_CLOSED_KEY, ANNOUNCEMENT_FADE_MS } from './ss-announcement-bar.element.js';
export type * from './ss-announcement-bar.element.js';

define('ss-announcement-bar', SsAnnouncementBar);

declare global {
  interface HTMLElementTagNameMap {
    'ss-announcement-bar': SsAnnouncementBar;
  }
}

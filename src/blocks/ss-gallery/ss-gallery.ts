import { define } from '../element-helpers.js';
import { SsGallery } from './ss-gallery.element.js';

export { SsGallery } from './ss-gallery.element.js';
export type * from './events.js';
define('ss-gallery', SsGallery);

declare global {
  interface HTMLElementTagNameMap {
    'ss-gallery': SsGallery;
  }
}

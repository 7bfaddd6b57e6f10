// Generated from the folders src/blocks/ss-*/ by scripts/autoload-elements.mjs (run by
// `npm run build`): do not edit. Each tag's define-only module, imported on first sight.
import type { ElementLoaders } from './autoload.js';

export const elements: ElementLoaders = {
  'ss-accordion': () => import('../blocks/ss-accordion/ss-accordion.js'),
  'ss-cookie-banner': () => import('../blocks/ss-cookie-banner/ss-cookie-banner.js'),
  'ss-form': () => import('../blocks/ss-form/ss-form.js'),
  'ss-gallery': () => import('../blocks/ss-gallery/ss-gallery.js'),
  'ss-lightbox': () => import('../blocks/ss-lightbox/ss-lightbox.js'),
  'ss-map': () => import('../blocks/ss-map/ss-map.js'),
  'ss-menu': () => import('../blocks/ss-menu/ss-menu.js'),
  'ss-popup': () => import('../blocks/ss-popup/ss-popup.js'),
  'ss-system-error': () => import('../blocks/ss-system-error/ss-system-error.js'),
  'ss-video': () => import('../blocks/ss-video/ss-video.js'),
};

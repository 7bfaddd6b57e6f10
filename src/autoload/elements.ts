// Generated from the folders src/blocks/ss-*/ by scripts/autoload-elements.mjs (run by
// `npm run build`): do not edit. Each tag's define-only module, imported on first sight.
import type { ElementLoaders } from './autoload.js';

export const elements: ElementLoaders = {
  'ss-accordion': () => import('../blocks/ss-accordion/ss-accordion.js'),
  'ss-announcement-bar': () => import('../blocks/ss-announcement-bar/ss-announcement-bar.js'),
  'ss-booking': () => import('../blocks/ss-booking/ss-booking.js'),
  'ss-cart-indicator': () => import('../blocks/ss-cart-indicator/ss-cart-indicator.js'),
  'ss-confirm': () => import('../blocks/ss-confirm/ss-confirm.js'),
  'ss-cookie-banner': () => import('../blocks/ss-cookie-banner/ss-cookie-banner.js'),
  'ss-form': () => import('../blocks/ss-form/ss-form.js'),
  'ss-gallery': () => import('../blocks/ss-gallery/ss-gallery.js'),
  'ss-lightbox': () => import('../blocks/ss-lightbox/ss-lightbox.js'),
  'ss-map': () => import('../blocks/ss-map/ss-map.js'),
  'ss-member-pricing': () => import('../blocks/ss-member-pricing/ss-member-pricing.js'),
  'ss-menu': () => import('../blocks/ss-menu/ss-menu.js'),
  'ss-popup': () => import('../blocks/ss-popup/ss-popup.js'),
  'ss-product-price': () => import('../blocks/ss-product-price/ss-product-price.js'),
  'ss-relative-time': () => import('../blocks/ss-relative-time/ss-relative-time.js'),
  'ss-system-error': () => import('../blocks/ss-system-error/ss-system-error.js'),
  'ss-tooltip': () => import('../blocks/ss-tooltip/ss-tooltip.js'),
  'ss-video': () => import('../blocks/ss-video/ss-video.js'),
};

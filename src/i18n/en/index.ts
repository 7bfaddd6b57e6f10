// Every English area, for tools and tests (a coverage check, a translator's export). Blocks
// and services import only the areas they use, so a page downloads only those.
export { account } from './account.js';
export { analytics } from './analytics.js';
export { banner } from './banner.js';
export { blockData } from './block-data.js';
export { cart } from './cart.js';
export { commerce } from './commerce.js';
export { dataLayer } from './data-layer.js';
export { dialog } from './dialog.js';
export { editor } from './editor.js';
export { errorReporting } from './error-reporting.js';
export { form } from './form.js';
export { gallery } from './gallery.js';
export { i18n } from './i18n.js';
export { image } from './image.js';
export { lightbox } from './lightbox.js';
export { map } from './map.js';
export { performance } from './performance.js';
export { platform } from './platform.js';
export { popup } from './popup.js';
export { reviews } from './reviews.js';
export { settings } from './settings.js';
export { siteContext } from './site-context.js';
export { systemError } from './system-error.js';
export { time } from './time.js';
export { tween } from './tween.js';
export { video } from './video.js';

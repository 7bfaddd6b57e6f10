// Size report only (scripts/entries.mjs sizeOnlyEntries): the gallery with everything a
// one-at-a-time design loads after it, its motion code, its chrome and its autoplay, as if
// static. The
// report's `blocks/ss-gallery` is what every gallery page loads; the difference is what the
// slider, carousel and slideshow add (loaded only where one appears).
import '../../src/blocks/ss-gallery/ss-gallery.js';
export * from '../../src/blocks/ss-gallery/motion/motion.js';
export * from '../../src/blocks/ss-gallery/motion/chrome.js';
export * from '../../src/blocks/ss-gallery/motion/video.js';
export * from '../../src/blocks/ss-gallery/gallery-autoplay.js';

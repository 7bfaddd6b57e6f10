// The gallery: its console messages (spec 000 §8 "Gallery console messages"), a missing
// transition (§5) or design (§2, "an error saying the design could not be found by name"),
// and the names of its controls and unnamed slides.
import type { Area } from '../format.js';

export const gallery = {
  'gallery.decodeError': 'Error decoding gallery block data.',
  'gallery.evaluateError': 'Error evaluating gallery block data.',
  'gallery.videoLoaderMissing': 'VideoLoader not found',
  'gallery.loaderMissing': 'Loader2 not found',
  'gallery.lightboxUnavailable': 'lightboxify is not available in this tier!',
  // The spec gives 'Could not find transition named ...'; the name's quoting is ours.
  'gallery.unknownTransition': 'Could not find transition named "{name}".',
  'gallery.unknownDesign': 'Could not find gallery design named "{name}".', // ours
  'gallery.previousSlide': 'Previous slide', // ours
  'gallery.nextSlide': 'Next slide', // ours
  'gallery.slideOf': 'Slide {n} of {total}', // ours
  'gallery.clickThroughRefused': '[ss-blocks] ss-gallery: click-through URL {url} refused.', // ours
  'gallery.lightboxLoadFailed': '[ss-blocks] ss-gallery: the lightbox could not be loaded.', // ours
} as const satisfies Area<'gallery'>;

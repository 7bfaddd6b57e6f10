// The gallery: its console messages (spec 000 §8 "Gallery console messages"), a missing
// design (§2, "an error saying the design could not be found by name"), the other rules of
// §5 it validates (strip alignment, focus containment: the spec names the rules, the texts
// are ours), and the names of its controls, slides and regions (WAI-ARIA carousel pattern).
// Those only its motion code and chrome use are in motion.ts, which load with them.
import type { Area } from '../format.js';

export const gallery = {
  'gallery.decodeError': 'Error decoding gallery block data.',
  'gallery.evaluateError': 'Error evaluating gallery block data.',
  'gallery.loaderMissing': 'Loader2 not found',
  'gallery.lightboxUnavailable': 'lightboxify is not available in this tier!',
  'gallery.unknownDesign': 'Could not find gallery design named "{name}".', // ours
  'gallery.previousSlide': 'Previous slide', // ours
  'gallery.nextSlide': 'Next slide', // ours
  'gallery.slideOf': 'Slide {n} of {total}', // ours
  'gallery.clickThroughRefused': '[ss-blocks] ss-gallery: click-through URL {url} refused.', // ours
  'gallery.stripAlignment': 'Strip alignment is start, middle or end, not "{value}".', // ours
  'gallery.focusContainment': 'Focus containment needs one of container or predicate.', // ours
  'gallery.label': 'Gallery', // ours
  'gallery.carousel': 'carousel', // ours
  'gallery.slide': 'slide', // ours
  'gallery.slideLabel': '{n} of {total}', // ours
} as const satisfies Area<'gallery'>;

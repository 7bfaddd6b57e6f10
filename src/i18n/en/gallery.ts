// The gallery: its console messages (spec 000 §8 "Gallery console messages"), a missing
// transition (§5) or design (§2, "an error saying the design could not be found by name"),
// the other rules of §5 it validates (new-swipe options, strip alignment, focus
// containment: the spec names the rules, the texts are ours), and the names of its controls,
// slides and regions (WAI-ARIA carousel pattern).
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
  'gallery.newSwipeBoundary': 'New-swipe boundaries must each be none, hard or inertial, not "{value}".', // ours
  'gallery.snapPoints': 'Snap points must be a percent value or none, not "{value}".', // ours
  'gallery.stripAlignment': 'Strip alignment must be start, middle or end, not "{value}".', // ours
  'gallery.focusContainment': 'Focus containment needs exactly one of container or predicate.', // ours
  'gallery.label': 'Gallery', // ours
  'gallery.carousel': 'carousel', // ours
  'gallery.slide': 'slide', // ours
  'gallery.slideLabel': '{n} of {total}', // ours
  'gallery.stopAutoplay': 'Stop automatic slide show', // ours
  'gallery.startAutoplay': 'Start automatic slide show', // ours
  'gallery.thumbnails': 'Thumbnails', // ours
  'gallery.indicators': 'Choose a slide', // ours
} as const satisfies Area<'gallery'>;

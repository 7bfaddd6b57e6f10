// The gallery's texts that only its motion code and its chrome use (they load with them,
// not with every gallery): a missing video loader (spec 000 §8), a missing transition (§5),
// the new-swipe options it validates (§5: the rules are the spec's, the texts ours), and the
// names of the pause/play control, the indicators and the thumbnail strip (WAI-ARIA carousel
// pattern).
import type { Area } from '../format.js';

export const galleryMotion = {
  'galleryMotion.videoLoaderMissing': 'VideoLoader not found',
  // The spec gives 'Could not find transition named ...'; the name's quoting is ours.
  'galleryMotion.unknownTransition': 'Could not find transition named "{name}".',
  'galleryMotion.newSwipeBoundary': 'New-swipe boundaries must each be none, hard or inertial, not "{value}".', // ours
  'galleryMotion.snapPoints': 'Snap points must be a percent value or none, not "{value}".', // ours
  'galleryMotion.stopAutoplay': 'Stop automatic slide show', // ours
  'galleryMotion.startAutoplay': 'Start automatic slide show', // ours
  'galleryMotion.thumbnails': 'Thumbnails', // ours
  'galleryMotion.indicators': 'Choose a slide', // ours
} as const satisfies Area<'galleryMotion'>;

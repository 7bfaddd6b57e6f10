// The gallery's texts that only its motion code and its chrome use (they load with them,
// not with every gallery): a missing video loader (spec 000 §8), a missing transition (§5),
// the new-swipe options it validates (§5: the rules are the spec's, the texts ours), and the
// names of the pause/play control, the indicators and the thumbnail strip (WAI-ARIA carousel
// pattern).
import type { Area } from '../format.js';

export const motion = {
  'motion.videoLoaderMissing': 'VideoLoader not found',
  // The spec gives 'Could not find transition named ...'; the name's quoting is ours.
  'motion.unknownTransition': 'Could not find transition named "{name}".',
  'motion.newSwipeBoundary': 'A new-swipe boundary is none, hard or inertial, not "{value}".', // ours
  'motion.snapPoints': 'Snap points are a percent or none, not "{value}".', // ours
  'motion.stopAutoplay': 'Stop automatic slide show', // ours
  'motion.startAutoplay': 'Start automatic slide show', // ours
  'motion.thumbnails': 'Thumbnails', // ours
  'motion.indicators': 'Choose a slide', // ours
} as const satisfies Area<'motion'>;

// The lightbox's controls (spec 001 §4 "Lightbox": a close control, previous/next, a
// caption toggle on mobile); the spec shows no texts for them.
import type { Area } from '../format.js';

export const lightbox = {
  'lightbox.close': 'Close', // ours
  'lightbox.previous': 'Previous image', // ours
  'lightbox.next': 'Next image', // ours
  'lightbox.showCaption': 'Show caption', // ours
  'lightbox.hideCaption': 'Hide caption', // ours
} as const satisfies Area<'lightbox'>;

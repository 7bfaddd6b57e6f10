// The lightbox's controls (spec 001 §4 "Lightbox": a close control, previous/next, a
// caption toggle on mobile); the spec shows no texts for them.
import type { Area } from '../format.js';

export const lightbox = {
  'lightbox.close': 'Close', // ours
  'lightbox.previous': 'Previous image', // ours
  'lightbox.next': 'Next image', // ours
  'lightbox.showCaption': 'Show caption', // ours
  'lightbox.hideCaption': 'Hide caption', // ours
  // The position shown with the caption, and announced when the slide changes.
  'lightbox.counter': '{n} of {total}', // ours
  // The dialog's name when the item has no title.
  'lightbox.untitled': 'Image {n} of {total}', // ours
  // The mobile scroll track (focusable, as a scrolling region must be; the arrow keys do not
  // move it: no arrow navigation on mobile, spec 001 §4).
  'lightbox.track': 'Images', // ours
  // The caption's link to the item's click-through URL.
  'lightbox.clickThrough': 'Learn more', // ours
  'lightbox.clickThroughRefused': '[ss-blocks] ss-lightbox: click-through URL {url} refused.', // ours
} as const satisfies Area<'lightbox'>;

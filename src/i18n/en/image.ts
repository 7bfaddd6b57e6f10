// Image errors (spec 000 §8; §5 "Image").
import type { Area } from '../format.js';

export const image = {
  'image.notImage': 'Element is not a valid image element.',
  'image.noSource': 'Invalid or missing image source.',
  'image.noAlignment': 'Missing alignment for "content-fit" image.',
  'image.noParent': 'Image element has no parentNode.',
} as const satisfies Area<'image'>;

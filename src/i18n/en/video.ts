// The video loader (spec 001 §4 "Video loader", §8 "Other").
import type { Area } from '../format.js';

export const video = {
  'video.invalidEmbed': 'Invalid video embed.',
  // The play icon's name (it takes click, Enter and Space).
  'video.play': 'Play video', // ours
} as const satisfies Area<'video'>;

// The popup overlay (spec 001 §4 "Popup overlay"); the spec shows no texts for it.
import type { Area } from '../format.js';

export const popup = {
  'popup.close': 'Close', // ours
  'popup.label': 'Popup', // ours
} as const satisfies Area<'popup'>;

// Relative time (spec 001 §9: 'just now', then 'about N seconds ago' under 60 s, then a date).
import type { Area } from '../format.js';

export const time = {
  'time.justNow': 'just now',
  'time.secondsAgo': {
    one: 'about {count} second ago', // ours
    other: 'about {count} seconds ago',
  },
} as const satisfies Area<'time'>;

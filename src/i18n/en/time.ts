// Relative time (spec 001 §9: 'just now', then 'about N seconds ago' under 60 s, then a date).
import type { Area } from '../format.js';

export const time = {
  'time.justNow': 'just now',
  'time.secondsAgo': {
    one: 'about {count} second ago', // ours
    other: 'about {count} seconds ago',
  },
  'time.invalidDatetime':
    '[ss-blocks] ss-relative-time: datetime "{value}" is not an ISO 8601 date and time (e.g. 2026-03-01T09:30:00Z); its text is kept.', // ours
} as const satisfies Area<'time'>;

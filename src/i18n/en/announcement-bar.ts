// The announcement bar (spec 001 §3 "Site context": showAnnouncementBar). The spec gives no
// words for it: the region's name and its close button's are ours.
import type { Area } from '../format.js';

export const announcementBar = {
  'announcementBar.label': 'Announcement', // ours
  'announcementBar.close': 'Close announcement', // ours
} as const satisfies Area<'announcementBar'>;

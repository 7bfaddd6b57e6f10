// The announcement bar's settings, declared once (spec 001 §3 "Site context":
// showAnnouncementBar; the rest is ours: the spec shows no bar). Its JSDoc is its
// documentation in the manifest and docs/elements.md. No JSON keys: the bar's text is its
// markup.
import { bool, str, named } from '../../contract/settings.js';

export const settings = named({
  /** The region's name for screen readers; empty, 'Announcement' in the page's language. */
  label: str(''),
  /** Whether the visitor can close it (for the rest of the visit); `dismissible="false"` keeps it. */
  dismissible: bool(true),
});

export type AnnouncementBarSettings = typeof settings;

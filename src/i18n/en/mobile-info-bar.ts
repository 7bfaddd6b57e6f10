// The mobile info bar (spec 001 §3 "Site context" mobileInfoBarSettings, "Mobile bar style:
// none, light, dark"; §9). The spec gives no words for it: every text here is ours. The days
// of the opening hours are the locale's own names (Intl), not texts of the catalogue.
import type { Area } from '../format.js';

export const mobileInfoBar = {
  'mobileInfoBar.label': 'Contact', // ours
  'mobileInfoBar.phone': 'Call', // ours
  'mobileInfoBar.email': 'Email', // ours
  'mobileInfoBar.location': 'Location', // ours
  'mobileInfoBar.hours': 'Hours', // ours
} as const satisfies Area<'mobileInfoBar'>;

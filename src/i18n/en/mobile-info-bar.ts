// The mobile info bar (spec 001 §3 "Site context" mobileInfoBarSettings, "Mobile bar style:
// none, light, dark"; §9). The spec gives no words for it: every text here is ours.
import type { Area } from '../format.js';

export const mobileInfoBar = {
  'mobileInfoBar.label': 'Contact and location', // ours
  'mobileInfoBar.phone': 'Call', // ours
  'mobileInfoBar.email': 'Email', // ours
  'mobileInfoBar.location': 'Location', // ours
  'mobileInfoBar.hours': 'Hours', // ours
  'mobileInfoBar.hoursTitle': 'Opening hours', // ours
  'mobileInfoBar.monday': 'Monday', // ours
  'mobileInfoBar.tuesday': 'Tuesday', // ours
  'mobileInfoBar.wednesday': 'Wednesday', // ours
  'mobileInfoBar.thursday': 'Thursday', // ours
  'mobileInfoBar.friday': 'Friday', // ours
  'mobileInfoBar.saturday': 'Saturday', // ours
  'mobileInfoBar.sunday': 'Sunday', // ours
  'mobileInfoBar.unknownStyle': '[ss-blocks] mobile info bar: style {value} is not a style (none, light, dark); no bar is shown.', // ours
} as const satisfies Area<'mobileInfoBar'>;

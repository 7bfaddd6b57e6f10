// The cookie banner's defaults (spec 001 §4 "Cookie banner": CTA text 'Accept', opt-out
// text 'Decline', body "a default message about cookies").
import type { Area } from '../format.js';

export const banner = {
  'banner.accept': 'Accept',
  'banner.decline': 'Decline',
  'banner.text': 'This site uses cookies to give you the best experience and to understand how it is used.', // ours
  'banner.label': 'Cookie consent', // ours
} as const satisfies Area<'banner'>;

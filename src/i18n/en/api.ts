// What an API call says of an answer in a shape the library cannot read (spec 001 §7 shows
// no answer for these calls): ours.
import type { Area } from '../format.js';

export const api = {
  'api.badAnswer': '[ss-blocks] unexpected answer from {url}: {problem}', // ours
} as const satisfies Area<'api'>;

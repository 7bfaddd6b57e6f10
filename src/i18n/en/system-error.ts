// The system error overlay (spec 001 §8 "System error overlay"). Its network default text
// is the data layer's `dataLayer.unableToConnect`.
import type { Area } from '../format.js';

export const systemError = {
  'systemError.cleanedTitle': 'Something Went Wrong!',
  // The spec: "with an explanation that the exception was logged".
  'systemError.cleanedText': 'An unexpected error occurred. The exception was logged so it can be looked into.', // ours
  'systemError.reload': 'Reload Page',
  'systemError.clear': 'Clear',
  // Terms of the url/format/message variant.
  'systemError.url': 'URL', // ours
  'systemError.format': 'Format', // ours
} as const satisfies Area<'systemError'>;

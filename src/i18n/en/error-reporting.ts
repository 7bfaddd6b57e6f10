// Client error reporting (spec 000 §8: cut stack traces, a missing app name).
import type { Area } from '../format.js';

export const errorReporting = {
  'errorReporting.stackTruncated': '[STACK TRACE TRUNCATED]',
  // The spec: "A missing app name logs a console error and uses 'unknown'".
  'errorReporting.missingApp': "[ss-blocks] Error reporting was given no app name; reporting as 'unknown'.", // ours
} as const satisfies Area<'errorReporting'>;

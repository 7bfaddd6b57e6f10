// Reading the site context (spec 001 §3 "Site context"): bad fields are reported and
// dropped. All ours.
import type { Area } from '../format.js';

export const siteContext = {
  'siteContext.notJson': '[ss-blocks] #{id} is not valid JSON; it is ignored.', // ours
  'siteContext.problem': '[ss-blocks] site context {path}: {message}; ignored.', // ours
  'siteContext.root': '(root)', // ours
  'siteContext.notObject': 'site context is not an object', // ours
  'siteContext.expected': '{message} (expected {expected})', // ours
} as const satisfies Area<'siteContext'>;

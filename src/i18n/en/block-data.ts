// A block whose data cannot be read (spec 000 §5 "A missing or unparsable gallery data
// attribute is logged as an error and the block is skipped"): the gallery's own texts
// (§8) are in the gallery area; every other block's follow them.
import type { Area } from '../format.js';

export const blockData = {
  'blockData.decodeError': 'Error decoding {block} block data.', // ours
  'blockData.evaluateError': 'Error evaluating {block} block data.', // ours
} as const satisfies Area<'blockData'>;

// One copy of the library per page (spec 001 §8 "a second run of the common script"): the
// autoloader (src/autoloader.ts, its own copy of these lines: it can import nothing
// statically), the single file and the npm entry mark the page when they run first; a later
// copy says so once and starts nothing of its own: no page start, no telemetry, no element
// definitions (its elements are the first copy's). Imported first by the entries, so it runs
// before any of their elements would be defined.
import { stopDefining } from './blocks/element-helpers.js';
import { autoload as text } from './i18n/en/autoload.js';

const page = globalThis as { ssBlocksLoaded?: 1 };
const browser = typeof document !== 'undefined';

/** True in the copy of the library that ran first on this page; false in a later one, and
 * on the server. */
export const firstCopy = browser && !page.ssBlocksLoaded;

if (firstCopy) page.ssBlocksLoaded = 1;
else if (browser) {
  console.warn(text['autoload.secondRun']);
  stopDefining();
}

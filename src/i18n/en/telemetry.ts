// Starting the page's telemetry (ours: the site context's `telemetry` switches).
import type { Area } from '../format.js';

export const telemetry = {
  'telemetry.invalidSetting':
    "[ss-blocks] site context telemetry: expected false, or an object with app (text) and errors, performance, visitor, census (true or false); ignored.", // ours
} as const satisfies Area<'telemetry'>;

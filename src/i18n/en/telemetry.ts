// Starting the page's telemetry (ours: the site context's `telemetry` switches).
import type { Area } from '../format.js';

export const telemetry = {
  'telemetry.invalidSetting':
    '[ss-blocks] site context telemetry ignored: expected false or an object of app, errors, performance, visitor, census.', // ours
} as const satisfies Area<'telemetry'>;

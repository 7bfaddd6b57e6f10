// Performance measurement (spec 000 §8 "Performance", "Timing errors"). A module that
// also uses the global `performance` imports this area under another name.
import type { Area } from '../format.js';

export const performance = {
  'performance.noPageLoadId': 'Unable to resolve pageLoadId',
  'performance.settingsTimeout': 'Metric settings request timeout',
  'performance.unexpectedStatus': 'XHR request DONE with unexpected status: {status}',
  // The console warning when there is no error reporter.
  'performance.timingError': '[ss-blocks] User timing failed: {message}', // ours
} as const satisfies Area<'performance'>;

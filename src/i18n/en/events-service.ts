// The central events service's answer (spec 000 §8 "Analytics"), an area of its own: the
// outbox channel carrying those events is defined by every page's telemetry start, which
// need not carry the analytics sender's other texts.
import type { Area } from '../format.js';

export const eventsService = {
  'eventsService.trackingError': 'Error tracking event: HTTP Status {status}',
} as const satisfies Area<'eventsService'>;

// The analytics senders (spec 000 §8 "Analytics"; §5, the common fields' check).
import type { Area } from '../format.js';

// The service's answer, 'Error tracking event: HTTP Status {status}', is in events-service.ts.
export const analytics = {
  'analytics.dataEmpty': 'Data is empty',
  'analytics.noPayload': 'no payload',
  'analytics.storeIdFailed': 'Unable to store analyticsId',
  'analytics.storageUnavailable': 'Unable access local/session storage.',
  'analytics.invalidField': '[ss-blocks] Analytics field {field} is not valid; it is skipped.', // ours
} as const satisfies Area<'analytics'>;

// The data layer's failure texts (spec 001 §8 "Data layer").
import type { Area } from '../format.js';

export const dataLayer = {
  'dataLayer.parseError': 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
  'dataLayer.unauthorized': 'Unauthorized request',
  'dataLayer.internalServerError': 'Internal server error. Please try again later.',
  'dataLayer.unavailable': 'This service is temporarily unavailable. Please try again later.',
  // The default status text: the spec's 'Unable to connect…' in the full form the system
  // error overlay gives for network errors (spec 001 §8 "System error overlay").
  'dataLayer.unableToConnect': 'Unable to connect to the provider. Please try again.',
} as const satisfies Area<'dataLayer'>;

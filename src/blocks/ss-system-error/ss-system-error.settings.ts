// The system error overlay's settings, declared once (spec 001 §8 "System error overlay").
// The JSDoc of each is its documentation in the manifest and docs/elements.md. No JSON keys:
// the overlay is no published block; the page's system error presenter sets them.
import { oneOf, str, named } from '../../contract/settings.js';
import { SYSTEM_ERROR_VARIANTS } from '../../services/system-error.js';

export const settings = named({
  /** cleaned ('Something Went Wrong!', the exception was logged), network (the error text) or other (the message, url and format); default
   * network. */
  variant: oneOf(SYSTEM_ERROR_VARIANTS, 'network', { reflect: true }),
  /** The error text (network, other); empty: 'Unable to connect to the provider. Please try again.' */
  message: str(''),
  /** The URL that failed (other). */
  url: str(''),
  /** The expected answer format, e.g. JSON (other). */
  format: str(''),
});

export type SystemErrorSettings = typeof settings;

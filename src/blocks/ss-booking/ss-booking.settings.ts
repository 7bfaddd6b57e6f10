// The booking widget's settings, declared once (spec 001 §7: partner booking widget scripts,
// "URLs taken from the page"). The JSDoc of each is its documentation in the manifest and
// docs/elements.md.
import { str, named } from '../../contract/settings.js';

export const settings = named({
  /** The partner's widget script: an https address on a partner host (widget.zola.com, embed.acuityscheduling.com, www.exploretock.com,
   * www.opentable.com) or on a host the page allowed with allowBookingHost() (JSON `scriptUrl`). Empty: nothing to load. */
  scriptSrc: str('', { keys: ['scriptUrl', 'scriptSrc'] }),
});

export type BookingSettings = typeof settings;

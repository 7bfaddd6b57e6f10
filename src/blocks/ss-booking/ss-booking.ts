import { define } from '../element-helpers.js';
import { SsBooking } from './ss-booking.element.js';

export { SsBooking } from './ss-booking.element.js';
export type { SsBookingLoadDetail, SsBookingState } from './ss-booking.element.js';
export { allowBookingHost } from './partners.js';

define('ss-booking', SsBooking);

declare global {
  interface HTMLElementTagNameMap {
    'ss-booking': SsBooking;
  }
}

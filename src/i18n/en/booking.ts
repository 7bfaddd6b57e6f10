// Booking widgets (spec 001 §4 "Booking widgets": loading, then loaded; §6 the preview-only
// alert, whose texts are in the account area; §7 partner booking widget scripts, URLs taken
// from the page; §8 "Booking widget failures are logged only"). The spec shows no console
// texts for them: every text here is ours.
import type { Area } from '../format.js';

export const booking = {
  'booking.loadFailed': '[ss-blocks] ss-booking: the partner script {url} could not be loaded; the booking link is shown instead.', // ours
  'booking.timeout': '[ss-blocks] ss-booking: the partner script {url} did not load within {seconds} s; the booking link is shown instead.', // ours
} as const satisfies Area<'booking'>;

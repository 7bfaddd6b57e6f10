// Block widths where a block changes its layout (spec 001 §9 "Layout, popups and banner").
// Each is a width of the block's own box, not of the viewport: a block in a narrow column of
// a wide page is narrow. They are used in container queries, so the layout is right at the
// first paint and follows every resize with no script. The viewport breakpoints live with
// what reads them: contract/view.ts (mobile up to 432 px) and model/mobile-info-bar.ts
// (the bar at 1024 px or less).

/** spec 001 §9 "Booking widget wide above 850 px": from 851 px the widget takes two thirds. */
export const BOOKING_WIDE_ABOVE_PX = 850;

/** spec 001 §9 "Reservation block column layout at 750 px or less": the details go above the
 * widget. */
export const RESERVATION_COLUMN_MAX_PX = 750;

/** spec 001 §9 "Newsletter small container: below 320 px": a newsletter form narrower than
 * this is laid out small (its button fills the width, a name's parts stack). */
export const NEWSLETTER_SMALL_BELOW_PX = 320;

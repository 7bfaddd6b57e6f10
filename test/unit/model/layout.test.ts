// The block widths of spec 001 §9 "Layout, popups and banner", row by row, and the viewport
// breakpoints of the same row kept where they are read. Browser tests check each just below
// and just above: ss-booking.test.ts (750/751, 850/851), ss-form/newsletter-small.test.ts
// (319/320), ss-popup (432/433), mobile-info-bar (1023/1024/1025).
import { describe, it, expect } from 'vitest';
import { BOOKING_WIDE_ABOVE_PX, NEWSLETTER_SMALL_BELOW_PX, RESERVATION_COLUMN_MAX_PX } from '../../../src/model/layout.js';
import { MOBILE_MAX_WIDTH } from '../../../src/contract/view.js';
import { MOBILE_INFO_BAR_MAX_WIDTH } from '../../../src/model/mobile-info-bar.js';
import { styles as bookingStyles } from '../../../src/blocks/ss-booking/ss-booking.styles.js';
import { stylesheet } from '../../../src/blocks/stylesheet.js';

describe('layout constants (spec 001 §9 "Layout, popups and banner")', () => {
  it('newsletter small container: below 320 px', () => {
    expect(NEWSLETTER_SMALL_BELOW_PX).toBe(320);
    expect(stylesheet.cssText).toContain('@container ss-newsletter (width < 320px)');
  });

  it('booking widget wide above 850 px', () => {
    expect(BOOKING_WIDE_ABOVE_PX).toBe(850);
    expect(bookingStyles.cssText).toContain('@container ss-booking (width > 850px)');
  });

  it('reservation block column layout at 750 px or less', () => {
    expect(RESERVATION_COLUMN_MAX_PX).toBe(750);
    expect(bookingStyles.cssText).toContain('@container ss-booking (width <= 750px)');
  });

  it('breakpoints: mobile up to 432 px, desktop from 433 px', () => {
    expect(MOBILE_MAX_WIDTH).toBe(432);
  });

  it('mobile info bar only at width 1024 or less', () => {
    expect(MOBILE_INFO_BAR_MAX_WIDTH).toBe(1024);
  });
});

import { css } from 'lit';
import { BOOKING_WIDE_ABOVE_PX, RESERVATION_COLUMN_MAX_PX } from '../../model/layout.js';

// Layout by the block's own width (spec 001 §9: booking widget wide above 850 px;
// reservation block column layout at 750 px or less), with container queries: pure CSS, so
// the layout is right at the first paint and follows every resize with no script and no
// layout shift. The host is the container `ss-booking`, so the page's CSS can lay out the
// partner's markup (light DOM) by the same widths. Without details, the widget takes the
// whole width at every size.
export const styles = css`
  :host {
    display: block;
    container: ss-booking / inline-size;
  }
  :host([hidden]) {
    display: none;
  }
  [hidden] {
    display: none !important;
  }
  [part='base'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: var(--ss-booking-gap, 1.5rem);
    align-items: start;
  }
  [part='base'].alone {
    grid-template-columns: minmax(0, 1fr);
  }
  [part='widget'],
  [part='preview'] {
    min-height: var(--ss-booking-min-height, 0);
  }
  /* Wide: the widget takes two thirds beside the details. */
  @container ss-booking (width > ${BOOKING_WIDE_ABOVE_PX}px) {
    [part='base']:not(.alone) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    }
  }
  /* Column: the details above the widget. */
  @container ss-booking (width <= ${RESERVATION_COLUMN_MAX_PX}px) {
    [part='base']:not(.alone) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  [part='preview'] {
    box-sizing: border-box;
    padding: 1rem 1.25rem;
    border: 1px solid var(--ss-booking-preview-border, #b7791f);
    border-inline-start-width: 4px;
    border-radius: 4px;
    background: var(--ss-booking-preview-background, #fffbeb);
    color: var(--ss-booking-preview-color, #1f2933);
  }
  [part='preview-title'] {
    margin: 0 0 0.25rem;
    font-weight: 700;
  }
  [part='preview-message'] {
    margin: 0;
  }
`;

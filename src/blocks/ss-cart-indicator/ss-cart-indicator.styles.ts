import { css } from 'lit';
import { visuallyHidden } from '../shared-styles.js';

// The count keeps its box while the cart is read (a pending count is drawn invisible), so the
// header does not move when it arrives.
export const styles = css`
  /* inline-flex, not inline-block: no line box around the link, so the indicator is exactly
     as tall as its link (24px at most font sizes), which a page can reserve before definition. */
  :host {
    display: inline-flex;
    vertical-align: middle;
    color: var(--ss-cart-indicator-color, currentColor);
  }
  :host([hidden]) {
    display: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    min-block-size: 24px;
    color: inherit;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  svg {
    inline-size: 1.5em;
    block-size: 1.5em;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .count {
    box-sizing: border-box;
    min-inline-size: 1.6em;
    padding: 0.1em 0.45em;
    border-radius: 0.8em;
    background: var(--ss-cart-indicator-badge-background, #1a1a1a);
    color: var(--ss-cart-indicator-badge-color, #fff);
    font-size: 0.8em;
    line-height: 1.4;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .pending {
    visibility: hidden;
  }
  .sr {
    ${visuallyHidden}
  }
`;

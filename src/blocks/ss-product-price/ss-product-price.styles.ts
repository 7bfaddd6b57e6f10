import { css } from 'lit';
import { visuallyHidden } from '../shared-styles.js';

export const styles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .price {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25em 0.6em;
  }
  s {
    color: var(--ss-product-price-original-color, #595959);
  }
  [part~='badge'] {
    padding: 0 0.4em;
    border: 1px solid currentColor;
    border-radius: 0.25em;
    font-size: 0.75em;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  [part~='subscription'],
  [part~='installments'] {
    display: block;
    font-size: 0.875em;
  }
  [part='measurements'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1em;
    font-size: 0.875em;
  }
  .sr {
    ${visuallyHidden}
  }
`;

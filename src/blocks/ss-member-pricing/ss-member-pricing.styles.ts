import { css } from 'lit';

// No box styles: the server-rendered content must not move on upgrade. A price or join link
// that is not the selected option's stays hidden whatever the page's CSS says about its
// display (a button class with `display: inline-block` would otherwise beat `hidden`):
// `!important` from inside the shadow tree outranks the page's normal declarations. For
// parts nested deeper, and before the element is defined, the page's CSS does it (README).
export const styles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ::slotted([hidden]) {
    display: none !important;
  }
`;

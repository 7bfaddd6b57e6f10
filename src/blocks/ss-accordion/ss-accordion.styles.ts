import { css } from 'lit';

// No box styles by default: the wrappers must not move the server-rendered content on
// upgrade (server-rendered markup is used as it is). A closed plain-markup panel stays closed whatever
// the page's CSS says about its display: `!important` from inside the shadow tree outranks
// the page's normal declarations.
export const styles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  [part='item'] {
    border-block-end: var(--ss-accordion-divider, none);
  }
  ::slotted([hidden]) {
    display: none !important;
  }
`;

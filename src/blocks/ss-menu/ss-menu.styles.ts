import { css } from 'lit';

// No box styles by default: the wrappers must not move the server-rendered content on
// upgrade (server-rendered markup is used as it is). An unselected plain-markup panel
// stays hidden whatever the page's CSS says about its display: `!important` from inside the
// shadow tree outranks the page's normal declarations.
export const styles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ::slotted([role='tab'][aria-selected='true']) {
    box-shadow: inset 0 calc(-1 * var(--ss-menu-indicator-width, 0px)) 0 var(--ss-menu-indicator-color, currentColor);
  }
  ::slotted([hidden]) {
    display: none !important;
  }
`;

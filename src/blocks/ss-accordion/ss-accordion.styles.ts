import { css } from 'lit';

// No box styles: the wrappers must not move the server-rendered content on upgrade
// (server-rendered markup is used as it is); the default look, dividers included, is drawn in
// the light DOM by the stylesheet (ss-accordion.look.ts), before the element is defined. A closed plain-markup panel stays closed whatever
// the page's CSS says about its display: `!important` from inside the shadow tree outranks
// the page's normal declarations.
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

// Styles several blocks share, each a css`` fragment a block's styles file includes.
import { css } from 'lit';

/** Hidden from sight but read by assistive technology (a live region, a heading only a screen
 * reader needs): declarations for a rule of the block's own, `.live { ${visuallyHidden} }`. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

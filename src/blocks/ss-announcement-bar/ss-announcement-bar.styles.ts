import { css } from 'lit';

// The host's box is the one the page reserves before the element is defined (its Markdown
// page gives the rule: display, padding, text-align): the text wraps the same before and
// after, so nothing moves. The close button sits in the inline-end padding.
export const styles = css`
  :host {
    display: block;
    position: relative;
    box-sizing: border-box;
    padding: var(--ss-announcement-bar-padding, 0.75rem 3rem);
    background: var(--ss-announcement-bar-background, #f2f2f2);
    color: var(--ss-announcement-bar-color, #1a1a1a);
    text-align: center;
  }
  :host([hidden]) {
    display: none;
  }
  [part='close-button'] {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 0.5rem;
    transform: translateY(-50%);
    display: grid;
    place-items: center;
    inline-size: 2rem;
    block-size: 2rem;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  [part='close-button']:hover {
    background: rgb(127 127 127 / 0.25);
  }
  [part='close-button']:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
  @media (forced-colors: active) {
    [part='close-button'] {
      border: 1px solid ButtonText;
    }
  }
`;

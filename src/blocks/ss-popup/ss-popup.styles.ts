import { css } from 'lit';

// A native modal <dialog> in the top layer: a card placed by margins (auto on the sides it
// is not against) over a dimmed page, or the whole viewport. Custom properties are read with
// their defaults as fallbacks, so a page can also set them on an ancestor.
export const styles = css`
  :host {
    position: fixed;
    /* The dialog stack's level (spec 001 §9 "Modal base z-index 30000"). */
    z-index: var(--ss-dialog-z-index, 30000);
  }
  :host(:not([open])) {
    display: none;
  }
  [part='base'] {
    --_gap: var(--ss-popup-gap, 1.5rem);
    box-sizing: border-box;
    width: min(100% - 2 * var(--_gap), var(--ss-popup-width, 28rem));
    max-width: none;
    max-height: calc(100% - 2 * var(--_gap));
    margin: auto;
    padding: 2.5rem 1.75rem 1.75rem;
    border: none;
    border-radius: var(--ss-popup-radius, 8px);
    background: var(--ss-popup-background, #fff);
    color: var(--ss-popup-color, #1b1f24);
    box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);
    overflow: auto;
    overscroll-behavior: contain;
    outline: none;
  }
  [part='base']::backdrop {
    background: var(--ss-popup-backdrop, rgb(0 0 0 / 0.45));
  }
  /* The nine positions: a margin of --_gap on the sides it stands against. */
  .row-top {
    margin-block: var(--_gap) auto;
  }
  .row-bottom {
    margin-block: auto var(--_gap);
  }
  .column-left {
    margin-inline: var(--_gap) auto;
  }
  .column-right {
    margin-inline: auto var(--_gap);
  }
  .full-screen {
    width: 100%;
    height: 100%;
    max-height: none;
    margin: 0;
    border-radius: 0;
    display: grid;
    place-items: center;
    padding: 3.5rem 1.5rem 2rem;
  }
  .full-screen:not([open]) {
    display: none;
  }
  .full-screen [part='content'] {
    max-width: var(--ss-popup-width, 36rem);
  }
  [part='close-button'] {
    position: absolute;
    inset-block-start: 0.5rem;
    inset-inline-end: 0.5rem;
    display: grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  [part='close-button']:hover {
    background: rgb(127 127 127 / 0.15);
  }
  [part='close-button']:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  /* Entrance (spec 001 §9 "Default animation 0.3 s"): transforms and opacity only, and only
     when motion is allowed (the element adds .animate unless ?nomotion or reduced motion). */
  @media (prefers-reduced-motion: no-preference) {
    .animate {
      animation: ss-popup-in 0.3s ease-out;
    }
    .animate::backdrop {
      animation: ss-popup-fade 0.3s ease-out;
    }
  }
  @keyframes ss-popup-in {
    from {
      opacity: 0;
      transform: translateY(0.75rem);
    }
  }
  @keyframes ss-popup-fade {
    from {
      opacity: 0;
    }
  }
`;

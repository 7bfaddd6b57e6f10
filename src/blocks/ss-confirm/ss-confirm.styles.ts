import { css } from 'lit';
import { DEFAULT_PADDING, DEFAULT_WIDTH, EDGE_MARGIN, HIDE_SCALE } from './options.js';

// Custom properties are read with their defaults as fallbacks rather than declared on :host,
// so a page can also set them on an ancestor (e.g. :root) for all its confirmations.
// --_width and --_padding come from the element's width and padding (spec 001 §9: 350, 20);
// --_top and --_left from its position function. The numbers are options.ts's.
export const styles = css`
  :host {
    position: fixed;
    /* The page's pin, else the dialog stack's level (spec 001 §9 "Modal base z-index 30000"). */
    z-index: var(--ss-confirm-z-index, var(--ss-dialog-z-index, 30000));
  }
  [part~='base'] {
    box-sizing: border-box;
    /* Narrower on a narrow screen: 20 px from each edge (spec 000 §9 "Edge margin 20 px"). */
    width: min(var(--_width, ${DEFAULT_WIDTH}px), 100vw - ${2 * EDGE_MARGIN}px);
    max-width: none;
    max-height: calc(100vh - ${2 * EDGE_MARGIN}px);
    overflow: auto;
    padding: var(--_padding, ${DEFAULT_PADDING}px);
    border: none;
    border-radius: var(--ss-confirm-radius, 6px);
    background: var(--ss-confirm-background, #fff);
    color: var(--ss-confirm-color, #1a1a1a);
    overflow-wrap: anywhere;
    opacity: 1;
    transform: scale(1);
    transition:
      opacity var(--ss-confirm-duration, 0.3s) ease-in,
      transform var(--ss-confirm-duration, 0.3s) ease-in;
  }
  dialog[part~='base'] {
    margin: auto;
    outline: none;
  }
  dialog[part~='base']::backdrop {
    background: var(--ss-confirm-backdrop, rgb(0 0 0 / 0.45));
    transition: opacity var(--ss-confirm-duration, 0.3s) ease-in;
  }
  /* The toast: top right (top left right to left: the inline end), below the toasts shown
     before it. */
  [part='live'] {
    position: fixed;
    top: calc(${EDGE_MARGIN}px + var(--ss-confirm-offset, 0px));
    inset-inline-end: ${EDGE_MARGIN}px;
  }
  div[part~='base'] {
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
  }
  /* Placed by the position function (spec 001 §5). */
  [part~='base'].placed {
    position: fixed;
    inset: auto;
    top: var(--_top);
    left: var(--_left);
    margin: 0;
  }
  /* Hiding: fades out; a scalable one also shrinks to 0.94 (spec 000 §9). */
  .hiding,
  dialog.hiding::backdrop {
    opacity: 0;
    /* An entry animation still running would hold the values the fade starts from. */
    animation: none;
  }
  .hiding.scalable {
    transform: scale(${HIDE_SCALE});
  }
  @media (prefers-reduced-motion: no-preference) {
    [part~='base'],
    dialog[part~='base']::backdrop {
      animation: in var(--ss-confirm-duration, 0.3s) ease-out; /* spec 000 §9 default animation 0.3 s */
    }
    .scalable {
      animation-name: in-scaled;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='base'],
    dialog[part~='base']::backdrop {
      transition: none;
    }
  }
  /* ?nomotion=true (read by the element). */
  .still,
  dialog.still::backdrop {
    animation: none;
    transition: none;
  }
  @keyframes in {
    from {
      opacity: 0;
    }
  }
  @keyframes in-scaled {
    from {
      opacity: 0;
      transform: scale(${HIDE_SCALE});
    }
  }
  [part='title'] {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  div[part~='base'] [part='title'] {
    font-size: 1rem;
    font-weight: 600;
  }
  [part='message'] {
    margin: 0;
  }
  [part='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.5rem;
    margin-top: 1.25rem;
  }
  button {
    font: inherit;
    padding: 0.5rem 1rem;
    border: 2px solid var(--ss-confirm-accent, #1a1a1a);
    border-radius: var(--ss-confirm-radius, 6px);
    background: none;
    color: var(--ss-confirm-accent, #1a1a1a);
    cursor: pointer;
  }
  [part~='confirm-button'] {
    background: var(--ss-confirm-accent, #1a1a1a);
    color: var(--ss-confirm-background, #fff);
  }
  button:focus-visible {
    outline: 3px solid var(--ss-confirm-accent, #1a1a1a);
    outline-offset: 2px;
  }
`;

import { css } from 'lit';

// Custom properties are read with their defaults as fallbacks rather than declared on
// :host, so a page can also set them on an ancestor (e.g. :root) for all its overlays.
export const styles = css`
  :host {
    position: fixed;
    /* The page's pin, else the dialog stack's level (spec 001 §9 "Modal base z-index 30000"). */
    z-index: var(--ss-system-error-z-index, var(--ss-dialog-z-index, 30000));
  }
  :host(:not([open])) {
    display: none;
  }
  [part='base'] {
    box-sizing: border-box;
    width: min(100% - 2rem, var(--ss-system-error-width, 32rem));
    max-width: none;
    max-height: calc(100% - 2rem);
    margin: auto;
    padding: 1.5rem;
    border: none;
    border-radius: var(--ss-system-error-radius, 6px);
    background: var(--ss-system-error-background, #fff);
    color: var(--ss-system-error-color, #1a1a1a);
    overflow-wrap: anywhere;
    outline: none;
  }
  [part='base']::backdrop {
    background: var(--ss-system-error-backdrop, rgb(0 0 0 / 0.55));
  }
  @media (prefers-reduced-motion: no-preference) {
    [part='base'],
    [part='base']::backdrop {
      animation: in var(--ss-system-error-duration, 0.3s) ease-out; /* spec 001 §9 default animation */
    }
  }
  @keyframes in {
    from {
      opacity: 0;
    }
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.5rem;
  }
  [part='actions'] {
    display: flex;
    justify-content: flex-end;
    gap: 0.5rem;
  }
  button {
    font: inherit;
    padding: 0.5rem 1rem;
    border: 2px solid var(--ss-system-error-accent, #1a1a1a);
    border-radius: var(--ss-system-error-radius, 6px);
    background: var(--ss-system-error-accent, #1a1a1a);
    color: var(--ss-system-error-background, #fff);
    cursor: pointer;
  }
  [part~='clear-button'] {
    background: none;
    color: var(--ss-system-error-accent, #1a1a1a);
  }
  button:focus-visible {
    outline: 3px solid var(--ss-system-error-accent, #1a1a1a);
    outline-offset: 2px;
  }
`;

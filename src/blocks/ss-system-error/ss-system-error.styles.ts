import { css } from 'lit';

// Custom properties are read with their defaults as fallbacks rather than declared on
// :host, so a page can also set them on an ancestor (e.g. :root) for all its overlays.
export const styles = css`
  :host {
    position: fixed;
    inset: 0;
    z-index: var(--ss-system-error-z-index, 30000); /* spec 001 §9 "Modal base z-index 30000" */
    display: grid;
    place-items: center;
    padding: 1rem;
  }
  :host(:not([open])) {
    display: none;
  }
  [part='backdrop'] {
    position: absolute;
    inset: 0;
    background: var(--ss-system-error-backdrop, rgb(0 0 0 / 0.55));
  }
  [part='base'] {
    position: relative;
    width: min(100%, var(--ss-system-error-width, 32rem));
    padding: 1.5rem;
    border-radius: var(--ss-system-error-radius, 6px);
    background: var(--ss-system-error-background, #fff);
    color: var(--ss-system-error-color, #1a1a1a);
    overflow-wrap: anywhere;
    outline: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    [part='backdrop'],
    [part='base'] {
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

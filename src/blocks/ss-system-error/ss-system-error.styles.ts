import { css } from 'lit';

export const styles = css`
  :host {
    --ss-system-error-z-index: 30000; /* spec 001 §9 "Modal base z-index 30000" */
    --ss-system-error-backdrop: rgb(0 0 0 / 0.55);
    --ss-system-error-background: #fff;
    --ss-system-error-color: #1a1a1a;
    --ss-system-error-accent: #1a1a1a;
    --ss-system-error-radius: 6px;
    --ss-system-error-width: 32rem;
    --ss-system-error-duration: 0.3s; /* spec 001 §9 default animation */
    position: fixed;
    inset: 0;
    z-index: var(--ss-system-error-z-index);
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
    background: var(--ss-system-error-backdrop);
  }
  [part='base'] {
    position: relative;
    width: min(100%, var(--ss-system-error-width));
    padding: 1.5rem;
    border-radius: var(--ss-system-error-radius);
    background: var(--ss-system-error-background);
    color: var(--ss-system-error-color);
    overflow-wrap: anywhere;
    outline: none;
  }
  [part='backdrop'],
  [part='base'] {
    animation: in var(--ss-system-error-duration) ease-out;
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
    border: 2px solid var(--ss-system-error-accent);
    border-radius: var(--ss-system-error-radius);
    background: var(--ss-system-error-accent);
    color: var(--ss-system-error-background);
    cursor: pointer;
  }
  [part~='clear-button'] {
    background: none;
    color: var(--ss-system-error-accent);
  }
  button:focus-visible {
    outline: 3px solid var(--ss-system-error-accent);
    outline-offset: 2px;
  }
  @keyframes in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    [part='backdrop'],
    [part='base'] {
      animation: none;
    }
  }
`;

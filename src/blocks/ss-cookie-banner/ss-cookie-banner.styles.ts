import { css } from 'lit';

// Fixed to the viewport's edge (bar) or a corner (popup), above the page; dark or light.
// No motion: it is there when the page is, nothing slides over content being read.
export const styles = css`
  :host {
    display: contents;
  }
  [part='base'] {
    position: fixed;
    z-index: var(--_z, var(--ss-cookie-banner-z-index, 29001));
    box-sizing: border-box;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.5rem;
    padding: 1rem 1.25rem;
    font: 0.95rem/1.5 system-ui, sans-serif;
    background: #16181d;
    color: #f4f4f4;
    box-shadow: 0 0 1.5rem rgb(0 0 0 / 0.25);
  }
  [data-filling] {
    visibility: hidden;
  }
  .light {
    background: #fff;
    color: #1b1f24;
    border: 1px solid #d0d4da;
  }
  .bar {
    inset-inline: 0;
  }
  .top {
    top: 0;
  }
  .bottom {
    bottom: 0;
  }
  .popup {
    max-inline-size: min(var(--ss-cookie-banner-max-width, 24rem), calc(100vw - 2rem));
    margin: 1rem;
    border-radius: 6px;
  }
  .top-left,
  .top-right {
    top: 0;
  }
  .bottom-left,
  .bottom-right {
    bottom: 0;
  }
  .top-left,
  .bottom-left {
    inset-inline-start: 0;
  }
  .top-right,
  .bottom-right {
    inset-inline-end: 0;
  }
  .text {
    flex: 1 1 16rem;
  }
  .text p {
    margin: 0;
  }
  .text a {
    color: inherit;
  }
  [part~='actions'] {
    display: flex;
    gap: 0.75rem;
    align-items: center;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    min-block-size: 2.5rem;
    min-inline-size: 2.5rem;
    border-radius: 4px;
  }
  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .filled {
    padding: 0.5rem 1.1rem;
    border: 0;
    background: #f4f4f4;
    color: #16181d;
    font-weight: 600;
  }
  .light .filled {
    background: #1b1f24;
    color: #fff;
  }
  .text-button {
    padding: 0.5rem 0.25rem;
    border: 0;
    background: none;
    text-decoration: underline;
  }
  .icon {
    display: grid;
    place-items: center;
    border: 1px solid currentColor;
    background: none;
  }
`;

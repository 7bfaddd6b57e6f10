// The chrome's styles (motion/chrome.ts), adopted into the gallery's shadow root with the
// motion code: a page of grids never downloads them.
import { css } from 'lit';

export const chromeStyles = css`
  :host {
    --ss-gallery-indicator-color: currentColor;
    --ss-gallery-meta-color: #fff;
    --ss-gallery-meta-background: rgb(0 0 0 / 0.6);
  }
  .toggle {
    position: absolute;
    inset-inline-start: 0;
    inline-size: var(--ss-gallery-bar-size);
    block-size: var(--ss-gallery-bar-size);
    border: 0;
    padding: 0;
    font: inherit;
    font-size: 14px;
    color: inherit;
    background: none;
    cursor: pointer;
  }
  .indicators {
    display: flex;
    gap: 2px;
  }
  .indicator {
    inline-size: 24px;
    block-size: 24px;
    border: 0;
    padding: 0;
    background: none;
    cursor: pointer;
  }
  .indicator::before {
    content: '';
    display: block;
    margin: auto;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    border: 2px solid var(--ss-gallery-indicator-color);
    box-sizing: border-box;
  }
  .indicator[aria-current='true']::before {
    background: var(--ss-gallery-indicator-color);
  }
  .toggle:focus-visible,
  .indicator:focus-visible,
  .thumb:focus-visible,
  .meta-text:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .thumb-track {
    position: relative;
    block-size: 100%;
    box-sizing: border-box;
  }
  .thumb {
    position: absolute;
    inset-inline-start: 0;
    border: 0;
    padding: 0;
    background: var(--ss-gallery-placeholder-color, rgb(127 127 127 / 12%));
    opacity: 0.6;
    cursor: pointer;
    overflow: clip;
  }
  .thumb[aria-current='true'] {
    opacity: 1;
    outline: 2px solid currentColor;
    outline-offset: -2px;
  }
  .thumb img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  .play {
    font-size: 20px;
  }
  .meta {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    display: flex;
    padding: 12px;
    box-sizing: border-box;
    pointer-events: none;
  }
  /* Clear of the previous/next controls at the sides. */
  .controlled .meta {
    padding-inline: calc(var(--ss-gallery-control-size) + 16px);
  }
  .meta-text {
    /* spec 000 §9: 90% of the slide, not of the box inside .meta's 12 px padding. */
    max-block-size: min(100%, calc((100% + 24px) * 0.9));
    max-inline-size: min(100%, 40em);
    overflow: auto;
    padding: 8px 12px;
    box-sizing: border-box;
    color: var(--ss-gallery-meta-color);
    background: var(--ss-gallery-meta-background);
    pointer-events: auto;
  }
  .meta-text p {
    margin: 0;
  }
  .meta-text .title {
    font-weight: 600;
  }
  .meta.top, .meta.top-left, .meta.top-right { align-items: flex-start; }
  .meta.center, .meta:not(.top, .top-left, .top-right, .bottom, .bottom-left, .bottom-right) { align-items: center; }
  .meta.bottom, .meta.bottom-left, .meta.bottom-right { align-items: flex-end; }
  .meta.top-left, .meta.bottom-left { justify-content: flex-start; }
  .meta.top, .meta.center, .meta.bottom { justify-content: center; text-align: center; }
  .meta.top-right, .meta.bottom-right { justify-content: flex-end; }
  .meta.on-hover {
    opacity: 0;
    transition: opacity 0.2s;
  }
  :host(:hover) .meta.on-hover,
  :host(:focus-within) .meta.on-hover {
    opacity: 1;
  }
  @media (prefers-reduced-motion: no-preference) {
    .thumb-track.moves {
      transition: transform 0.5s cubic-bezier(0.4, 0, 0.2, 1);
    }
  }
`;

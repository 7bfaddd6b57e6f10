import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    position: relative;
    --ss-gallery-image-fit: cover;
    --ss-gallery-control-size: 44px;
    --ss-gallery-control-color: #fff;
    --ss-gallery-control-background: rgb(0 0 0 / 0.55);
    --ss-gallery-bar-size: 40px;
    --ss-gallery-indicator-color: currentColor;
    --ss-gallery-meta-color: #fff;
    --ss-gallery-meta-background: rgb(0 0 0 / 0.6);
  }
  :host([hidden]) {
    display: none;
  }
  .base {
    position: relative;
  }
  .frame {
    display: flex;
    flex-direction: column;
  }
  .stage {
    position: relative;
    order: 0;
  }
  /* One at a time: slides outside the stage are cut off; the page keeps vertical pans (spec
     000 §9: vertical page scrolling is never captured) and horizontal ones are the gallery's. */
  .stage.track {
    overflow: clip;
    touch-action: pan-y pinch-zoom;
    user-select: none;
    -webkit-user-select: none;
  }
  .bar {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    position: relative;
    order: 1;
    block-size: var(--ss-gallery-bar-size);
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
  .thumbnails {
    order: 2;
    position: relative;
    overflow: clip;
    box-sizing: border-box;
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
  .meta-text {
    max-block-size: 90%;
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
  .live {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: no-preference) {
    .thumb-track.moves {
      transition: transform 0.5s cubic-bezier(0.4, 0, 0.2, 1);
    }
  }
  .probe {
    height: 0;
  }
  .base.contain {
    --ss-gallery-image-fit: contain;
  }
  .control {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    inline-size: var(--ss-gallery-control-size);
    block-size: var(--ss-gallery-control-size);
    border: 0;
    border-radius: 50%;
    padding: 0;
    font: inherit;
    font-size: calc(var(--ss-gallery-control-size) * 0.6);
    line-height: 1;
    color: var(--ss-gallery-control-color);
    background: var(--ss-gallery-control-background);
    cursor: pointer;
  }
  .control-previous {
    inset-inline-start: 8px;
  }
  .control-next {
    inset-inline-end: 8px;
  }
  .control.disabled {
    opacity: 0.35;
    cursor: default;
  }
  .control:focus-visible {
    outline: 2px solid var(--ss-gallery-control-color);
    outline-offset: 2px;
  }
`;

// Slides are light DOM (server-rendered markup), so what sizes their images must be a
// document-level sheet; every rule is scoped to the slides the gallery marked.
export const lightStyles = css`
  /* clip, not hidden: a slide is not a scroll container, which spares the browser a
     scrollable area per slide (~0.35 MB of renderer memory for a thousand). */
  [data-ss-slide] {
    box-sizing: border-box;
    margin: 0;
    overflow: clip;
  }
  /* Slides not placed yet wait out of the page (data-ss-slides is on their parent). */
  [data-ss-slide][hidden],
  [data-ss-slides] > :not([data-ss-slide], .previous, .next) {
    display: none !important;
  }
  [data-ss-slide][data-ss-activatable] {
    cursor: pointer;
  }
  [data-ss-slide] :is(div, a, figure, picture, span):has(img) {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  [data-ss-slide] img,
  img[data-ss-slide] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: var(--ss-gallery-image-fit, cover);
  }
  /* Not loaded yet: a quiet placeholder instead of the browser's broken-image alt text
     (still read by screen readers, which ignore color). */
  [data-ss-slide] img:not([src]) {
    color: transparent;
    background: var(--ss-gallery-placeholder-color, rgb(127 127 127 / 12%));
  }
`;

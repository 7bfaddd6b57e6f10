import { css } from 'lit';
import { visuallyHidden } from '../shared-styles.js';

// Custom properties are read with their defaults as fallbacks rather than declared on
// :host, so a page can also set them on an ancestor (e.g. :root). The fades are the
// element's Web Animations (motion.ts numbers), not CSS: the opening's end is an event.
export const styles = css`
  :host {
    display: block;
    position: relative;
    /* The page's pin, else the dialog stack's level while open (spec 001 §9 "Modal base z-index 30000"). */
    z-index: var(--ss-lightbox-z-index, var(--ss-dialog-z-index, auto));
  }
  dialog {
    --pad: var(--ss-lightbox-padding, 100px); /* spec 001 §9 "padding 100" */
    --size: var(--ss-lightbox-control-size, 44px);
    position: fixed;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0;
    border: 0;
    overflow: hidden;
    background: none;
    color: var(--fg);
    font: inherit;
    outline: none;
  }
  dialog::backdrop {
    background: none;
  }
  [data-theme='dark'] {
    --fg: var(--ss-lightbox-color, #fff);
    --bg: var(--ss-lightbox-background, #000);
  }
  [data-theme='light'] {
    --fg: var(--ss-lightbox-color, #111);
    --bg: var(--ss-lightbox-background, #fff);
  }
  .overlay,
  .stage {
    position: absolute;
    inset: 0;
  }
  .overlay {
    background: var(--bg);
    opacity: 0.95; /* spec 001 §9 */
  }
  .slide {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    container-type: size;
  }
  .fade .slide {
    position: absolute;
    inset: var(--pad);
    visibility: hidden;
    opacity: 0;
  }
  .fade .slide:not(.current, .leaving, .near) {
    display: none;
  }
  .fade .current {
    visibility: visible;
    opacity: 1;
    z-index: 1;
  }
  .fade .leaving {
    visibility: visible;
  }
  /* Mobile: a track of every item that scrolls and snaps (the scroll transition). */
  .scroll {
    display: flex;
    overflow: auto hidden;
    scroll-snap-type: x mandatory;
    overscroll-behavior: contain;
    scrollbar-width: none;
  }
  .scroll .slide {
    flex: 0 0 100%;
    padding: calc(var(--size) + 12px) 0;
    scroll-snap-align: center;
    scroll-snap-stop: always;
  }
  /* The picture's own box (its ratio, fitted in the slide): a click beside it is outside. */
  .content {
    display: block;
    width: min(100cqw, 100cqh * var(--ratio));
    max-width: none;
    height: auto;
    aspect-ratio: var(--ratio);
    object-fit: contain;
  }
  .video > *,
  .video iframe,
  .video video {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
  .meta,
  .counter {
    position: absolute;
    z-index: 2;
    margin: 0;
    font-size: 0.875rem;
  }
  .meta {
    box-sizing: border-box;
    left: var(--pad);
    right: var(--pad);
    bottom: 0;
    max-height: var(--pad);
    overflow: auto;
    padding: 8px 0 16px;
    text-align: center;
    white-space: pre-line;
  }
  .mobile .meta {
    touch-action: pan-y;
    left: 0;
    right: 0;
    bottom: calc(var(--size) + 12px);
    max-height: 40%;
    padding: 12px 16px;
    background: var(--bg);
  }
  .meta[hidden] {
    display: none;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  .meta p {
    margin: 4px 0;
  }
  a {
    color: inherit;
  }
  .counter {
    top: 0;
    inset-inline-start: 0;
    padding: 12px 16px;
  }
  button {
    position: absolute;
    z-index: 3;
    display: grid;
    place-items: center;
    min-width: var(--size);
    height: var(--size);
    padding: 0;
    border: 0;
    border-radius: var(--size);
    background: color-mix(in srgb, var(--bg) 60%, transparent);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  svg {
    width: 24px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  :focus-visible {
    outline: 2px solid var(--fg);
    outline-offset: 2px;
  }
  [aria-disabled='true'] {
    opacity: 0.35;
    cursor: default;
  }
  .control {
    top: calc(50% - var(--size) / 2);
  }
  /* Logical sides: right to left the next item lies to the left, so its button does, and
     the chevrons turn to point outwards. */
  .previous {
    inset-inline-start: max(8px, (var(--pad) - var(--size)) / 2);
  }
  .next {
    inset-inline-end: max(8px, (var(--pad) - var(--size)) / 2);
  }
  :host(:dir(rtl)) .control svg {
    scale: -1 1;
  }
  .mobile .control,
  .caption-toggle {
    top: auto;
    bottom: 6px;
  }
  .mobile .previous {
    inset-inline-start: 8px;
  }
  .mobile .next {
    inset-inline-end: 8px;
  }
  .caption-toggle {
    left: 50%;
    padding: 0 16px;
    transform: translateX(-50%);
  }
  /* spec 001 §4: the close control appears once the overlay has faded in. */
  .close {
    top: 8px;
    inset-inline-end: 8px;
    visibility: hidden;
  }
  .ready .close {
    visibility: visible;
  }
  .visually-hidden {
    ${visuallyHidden}
  }
`;

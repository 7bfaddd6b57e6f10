import { css } from 'lit';
import { visuallyHidden } from '../shared-styles.js';

// The block is a box of a known ratio: the map, or the card, fill it. The card is drawn in
// the style's own colours (--_land, --_water, --_road, --_panel, --_text, --_accent, set
// by the element from the style's palette) over a quiet pattern of streets and water, so a
// map that cannot show still looks meant; while the map shows, the card stays for screen
// readers and comes into view over the map's corner when its link has focus.
export const styles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  [part='base'] {
    position: relative;
    box-sizing: border-box;
    height: 100%;
    min-height: var(--ss-map-min-height, 14rem);
    overflow: hidden;
    background: var(--ss-map-placeholder, #e5e3df);
  }
  /* The height follows the width by the ratio, through a percentage padding rather than
     aspect-ratio: with the least height, aspect-ratio would make the box as wide as that
     height allows, and a grid or flex track would grow to it. A height the page gives the
     host wins. */
  [part='base']::before {
    content: '';
    display: block;
    padding-top: calc(100% / var(--_ratio, 2));
  }
  .map {
    position: absolute;
    inset: 0;
  }
  [hidden] {
    display: none !important;
  }
  .card {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    padding: 1rem;
  }
  .is-card .card {
    position: absolute;
    inset: 0;
    background:
      radial-gradient(75% 110% at 100% 100%, var(--_water) 0 50%, transparent 50.4%),
      repeating-linear-gradient(28deg, transparent 0 46px, var(--_road) 46px 52px),
      repeating-linear-gradient(-62deg, transparent 0 70px, var(--_road) 70px 74px),
      var(--_land);
  }
  .panel {
    display: grid;
    justify-items: center;
    gap: 0.35rem;
    max-width: 22rem;
    padding: 1rem 1.25rem;
    border-radius: 8px;
    background: var(--ss-map-card-background, var(--_panel));
    color: var(--ss-map-card-color, var(--_text));
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.25);
    text-align: center;
    font: inherit;
    line-height: 1.45;
  }
  .title {
    margin: 0;
    font-weight: 600;
  }
  address {
    font-style: normal;
  }
  a {
    margin-top: 0.25rem;
    color: var(--ss-map-accent, var(--_accent));
    font-weight: 600;
    text-underline-offset: 0.2em;
  }
  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  /* While the map shows or loads: read by screen readers; in view when its link has focus. */
  .is-map .card:not(:focus-within),
  .is-pending .card:not(:focus-within),
  .hidden {
    ${visuallyHidden}
  }
  .is-map .card:focus-within,
  .is-pending .card:focus-within {
    position: absolute;
    inset-inline-start: 0.5rem;
    inset-block-end: 1.5rem;
    padding: 0;
  }
`;

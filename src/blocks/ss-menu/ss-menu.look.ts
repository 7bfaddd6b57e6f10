// The menu's part of the stylesheet (dist/cdn/ss-blocks.css, src/blocks/stylesheet.ts): a
// neutral look for its light-DOM markup on a page without the platform's stylesheet, with no
// box the element's upgrade would change (the selected tab's line is a shadow, as the shadow
// root's own is). Zero specificity (:where()), so any rule of the page wins; colours derive
// from the text's, so the look follows a light or a dark page.
import { css } from 'lit';

export const look = css`
  :where(ss-menu) {
    display: block;
  }
  :where(ss-menu .menu-selector) {
    display: flex;
    flex-wrap: wrap;
    margin: 0 0 1em;
    border-block-end: var(--ss-menu-divider, 1px solid color-mix(in srgb, currentColor 25%, transparent));
  }
  :where(ss-menu > [role='tab'], ss-menu .menu-select-labels) {
    display: inline-block;
    margin: 0;
    margin-inline-end: 1.5em;
    padding: var(--ss-menu-tab-padding, 0.5em 0);
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  :where(ss-menu > [role='tab'][aria-selected='true'], ss-menu .menu-select-labels[aria-selected='true']) {
    box-shadow: inset 0 calc(-1 * var(--ss-menu-indicator-width, 2px)) 0 var(--ss-menu-indicator-color, currentColor);
  }
  :where(ss-menu > [role='tab'] ~ [role='tabpanel']) {
    margin-block-start: 1em;
  }
  :where(ss-menu .menu-section) {
    margin: 0 0 1.5em;
  }
  :where(ss-menu .menu-section-title) {
    margin: 0 0 0.5em;
    font-size: 1.15em;
    font-weight: 600;
  }
  :where(ss-menu .menu-items) {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr));
    gap: 1em 2em;
  }
  :where(ss-menu .menu-item-title) {
    font-weight: 600;
  }
  :where(ss-menu .menu-item-description, ss-menu .menu-item-option) {
    font-size: 0.9em;
  }
`;

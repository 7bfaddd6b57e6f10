// The accordion's part of the stylesheet (dist/cdn/ss-blocks.css, src/blocks/stylesheet.ts):
// a neutral look for its light-DOM markup on a page without the platform's stylesheet, and
// the size the upgraded element will have, reserved before it is defined: the shadow root's
// styles arrive with the script, so nothing drawn there may take room. Every selector is
// zero specificity (:where()), so any rule of the page wins. Colours derive from the text's,
// so the look follows a light or a dark page.
import { css, unsafeCSS } from 'lit';
import { HEADING } from './items.js';

const H = unsafeCSS(`:is(${HEADING})`);
// A boolean setting's attribute is on unless it says "false" or "0" (contract/settings.ts).
const on = (name: string) => unsafeCSS(`[${name}]:not([${name}='false' i], [${name}='0'])`);
const FIRST = on('first-expanded');
const MULTIPLE = on('allow-multiple');
// Real pages write the flags on the list, "true" or "" (ss-accordion.element.ts MARKUP_FLAGS).
const FIRST_MARK = unsafeCSS(`[data-is-expanded-first-item='true' i]`);
const MULTIPLE_MARK = unsafeCSS(`[data-should-allow-multiple-open-items='true' i]`);
const ITEM = unsafeCSS(`.accordion-item`);
const PANEL = unsafeCSS(`.accordion-item__dropdown`);
// Before the element is defined, each item shows as the element will leave it (spec 001 §4:
// the button's aria-expanded, else the panel's hidden; first-expanded opens the first; one
// item open at most unless several may be). An item is named by its \`li\` in real markup (its
// panel the dropdown, which carries no hidden) and by its heading in plain markup (its panel
// the heading's next sibling).
const UNDEFINED = unsafeCSS(`ss-accordion:not(:defined)`);
const EXPANDED_REAL = unsafeCSS(`${ITEM}:has(> ${H} [aria-expanded='true'])`);
const EXPANDED_PLAIN = unsafeCSS(`${H}:has(> button[aria-expanded='true'])`);
// Open as published: aria-expanded="true", or no aria-expanded and a panel not hidden.
const OPEN_PLAIN = unsafeCSS(`:is(${EXPANDED_PLAIN}, ${H}:has(> button:not([aria-expanded])):has(+ :not([hidden])))`);
const CLOSED_REAL = unsafeCSS(`${UNDEFINED} ${ITEM}:not(${EXPANDED_REAL})`);
const CLOSED_PLAIN = unsafeCSS(`${UNDEFINED} > ${H}:has(> button[aria-expanded]:not([aria-expanded='true']))`);
// Opened on upgrade whatever the button says: the first, with first-expanded (on the element,
// or as the markup's flag on it or on the list).
const FIRST_REAL = unsafeCSS(`:is(${UNDEFINED}:is(${FIRST}, ${FIRST_MARK}) ${ITEM}, ${UNDEFINED} ${FIRST_MARK} > ${ITEM}):first-child`);
const FIRST_PLAIN = unsafeCSS(`${UNDEFINED}:is(${FIRST}, ${FIRST_MARK}) > :nth-child(1 of ${H})`);
// Closed on upgrade: any item after an open one, where only one may be open.
const SINGLE = unsafeCSS(`${UNDEFINED}:not(${MULTIPLE}, ${MULTIPLE_MARK})`);
const LATER_REAL = unsafeCSS(`${SINGLE} .accordion-items-container:not(${MULTIPLE_MARK}) > :is(${EXPANDED_REAL}, ${FIRST_REAL}) ~ ${ITEM}`);
const LATER_PLAIN = unsafeCSS(`${SINGLE} > :is(${OPEN_PLAIN}, ${FIRST_PLAIN}) ~ ${H}`);
const SIGN_REAL = unsafeCSS(`> ${H} .accordion-icon-container`);
// The open/closed sign: a plus drawn by two bars (it takes no part in the button's name),
// turned into a cross when open.
const PLUS = css`
  flex: none;
  inline-size: var(--ss-accordion-icon-size, 0.75em);
  block-size: var(--ss-accordion-icon-size, 0.75em);
  background:
    linear-gradient(currentColor, currentColor) center / 100% 2px no-repeat,
    linear-gradient(currentColor, currentColor) center / 2px 100% no-repeat;
`;

export const look = css`
  :where(ss-accordion) {
    display: block;
  }
  :where(ss-accordion .accordion-items-container) {
    list-style: none;
    margin: 0;
    padding: 0;
    border-block-end: var(--ss-accordion-divider, 1px solid color-mix(in srgb, currentColor 25%, transparent));
  }
  :where(ss-accordion:has(> ${H} button)) {
    border-block-end: var(--ss-accordion-divider, 1px solid color-mix(in srgb, currentColor 25%, transparent));
  }
  :where(ss-accordion > ${H}, ss-accordion ${ITEM} > ${H}) {
    margin: 0;
  }
  :where(ss-accordion > ${H}, ss-accordion ${ITEM}) {
    border-block-start: var(--ss-accordion-divider, 1px solid color-mix(in srgb, currentColor 25%, transparent));
  }
  :where(ss-accordion > ${H} > button, ss-accordion .accordion-item__click-target) {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1em;
    box-sizing: border-box;
    inline-size: 100%;
    margin: 0;
    padding: var(--ss-accordion-header-padding, 0.75em 0);
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  :where(ss-accordion > ${H} > button)::after,
  :where(ss-accordion .accordion-icon-container:empty)::before,
  :where(ss-accordion .accordion-icon-container .plus) {
    ${PLUS}
  }
  :where(ss-accordion > ${H} > button)::after,
  :where(ss-accordion .accordion-icon-container:empty)::before {
    content: '';
  }
  :where(ss-accordion .accordion-icon-container) {
    display: inline-flex;
    flex: none;
  }
  :where(ss-accordion > ${H} > button)::after,
  :where(ss-accordion .accordion-icon-container) {
    transition: transform var(--ss-accordion-duration, 250ms) var(--ss-accordion-easing, ease);
  }
  :where(ss-accordion > ${H} > button[aria-expanded='true'])::after,
  :where(ss-accordion [aria-expanded='true'] .accordion-icon-container) {
    transform: rotate(45deg);
  }
  :where(ss-accordion > ${H} + *, ss-accordion .accordion-item__description) {
    padding: var(--ss-accordion-panel-padding, 0 0 0.75em);
  }
  :where(ss-accordion .accordion-item__description > :first-child) {
    margin-block-start: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    :where(ss-accordion > ${H} > button)::after,
    :where(ss-accordion .accordion-icon-container) {
      transition: none;
    }
  }

  /* Before the element is defined (see UNDEFINED above). */
  :where(${CLOSED_REAL} > ${PANEL}, ${CLOSED_PLAIN} + *) {
    display: none;
  }
  :where(${UNDEFINED} > ${EXPANDED_PLAIN} + [hidden], ${FIRST_REAL} > ${PANEL}, ${FIRST_PLAIN} + *) {
    display: block;
  }
  :where(${UNDEFINED} > ${OPEN_PLAIN} > button)::after,
  :where(${FIRST_PLAIN} > button)::after,
  :where(${FIRST_REAL} ${SIGN_REAL}) {
    transform: rotate(45deg);
  }
  :where(${LATER_REAL} > ${PANEL}, ${LATER_PLAIN} + *) {
    display: none;
  }
  :where(${LATER_PLAIN} > button)::after,
  :where(${LATER_REAL} ${SIGN_REAL}) {
    transform: none;
  }
`;

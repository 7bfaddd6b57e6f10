// The form's part of the stylesheet (dist/cdn/ss-blocks.css, src/blocks/stylesheet.ts) beyond
// its own styles, which the stylesheet carries too (ss-form.styles.ts, render.styles.ts): they
// then apply before the element is defined, and a published form is laid out as a rendered
// one. Here: the room of what the element adds on upgrade, the newsletter's small layout and the
// dark scheme's error colour.
import { css } from 'lit';
import { NEWSLETTER_SMALL_BELOW_PX } from '../../model/layout.js';

export const look = css`
  /* The counter the element puts after a textarea with a maximum (counter.ts), one line of
     its text: its room is kept before the element is defined, by a line of the same font,
     height and margin (its font size and margin are in ss-form.styles.ts). */
  :where(ss-form .form-counter) {
    line-height: 1.4;
  }
  :where(ss-form:not(:defined) :has(> textarea:is([maxlength], [data-max-length]):not([maxlength='0'], [data-max-length='0']):last-child))::after {
    content: '0';
    display: block;
    visibility: hidden;
    margin-block-start: 0.25em;
    font-size: 0.85em;
    line-height: 1.4;
  }
  /* A newsletter form is laid out by its own width (spec 001 §9 "Newsletter small container:
     below 320 px"); small (ours): the button fills the width and a name's parts stack. */
  :where(ss-form .newsletter-form) {
    container: ss-newsletter / inline-size;
  }
  @container ss-newsletter (width < ${NEWSLETTER_SMALL_BELOW_PX}px) {
    :where(ss-form .newsletter-form .button) {
      inline-size: 100%;
    }
    :where(ss-form .newsletter-form .fields > .field) {
      flex-basis: 100%;
    }
  }
  /* The error red keeps its contrast on a page whose colour scheme is dark. */
  @supports (color: light-dark(#000, #fff)) {
    :where(:root) {
      --ss-form-error-color: light-dark(#b00020, #ff8a80);
    }
  }
`;

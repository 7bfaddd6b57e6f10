// The layout of a form rendered from its definition (a published form has the platform's
// own CSS): fields, sub-inputs side by side, captions, choices, likert rows, the button.
// Zero specificity (:where()), like the state styles, so the page's rules win.
import { css, type CSSResult } from 'lit';

export const layoutStyles: CSSResult = css`
  :where(ss-form .form-item) {
    margin: 0 0 var(--ss-form-gap, 1.25em);
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  /* A floated legend is not the fieldset's rendered legend: it stays in order after the
     field's error message, which goes before the title (spec 001 §5). */
  :where(ss-form fieldset.form-item > legend) {
    float: inline-start;
    inline-size: 100%;
  }
  :where(ss-form fieldset.form-item > legend ~ *) {
    clear: inline-start;
  }
  :where(ss-form .title) {
    display: block;
    padding: 0;
    margin: 0 0 0.35em;
    font-weight: 600;
  }
  :where(ss-form .section .title) {
    font-size: 1.15em;
  }
  :where(ss-form .section.underline) {
    border-block-end: 1px solid currentColor;
    padding-block-end: 0.35em;
  }
  :where(ss-form .description) {
    margin: 0 0 0.5em;
    font-size: 0.9em;
  }
  :where(ss-form .field-element) {
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: 100%;
    padding: 0.6em 0.75em;
    border: 1px solid var(--_border);
    border-radius: 2px;
    background: Field;
    color: FieldText;
    font: inherit;
  }
  :where(ss-form textarea.field-element) {
    min-block-size: 8em;
    resize: vertical;
  }
  :where(ss-form .field-element:focus-visible, ss-form input:focus-visible, ss-form .button:focus-visible) {
    outline: 2px solid Highlight;
    outline-offset: 2px;
  }
  :where(ss-form .fields) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 0.75em;
  }
:where(ss-form .fields > legend, ss-form .fields > .description, ss-form .fields > .field-error) {
    flex-basis: 100%;
  }
  :where(ss-form .fields > .field) {
    flex: 1 1 8em;
  }
  :where(ss-form .fields.date > .field, ss-form .fields.time > .field, ss-form .fields.phone > .field) {
    flex: 0 1 7em;
  }
  :where(ss-form .caption) {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.2em;
    font-size: 0.85em;
  }
  :where(ss-form .caption .field-element) {
    font-size: calc(1em / 0.85);
  }
  :where(ss-form .field-affix) {
    display: flex;
    align-items: center;
    gap: 0.4em;
  }
  :where(ss-form .option) {
    display: block;
    margin: 0.3em 0;
  }
  :where(ss-form .likert .item) {
    margin: 0 0 0.75em;
  }
  :where(ss-form .likert .options) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
  }
  :where(ss-form .likert .option) {
    margin: 0;
  }
  :where(ss-form .captcha-container-wrapper) {
    margin: 0 0 var(--ss-form-gap, 1.25em);
  }
  :where(ss-form .form-button-wrapper) {
    margin: 0 0 1em;
  }
  :where(ss-form .button) {
    padding: 0.75em 1.5em;
    border: 0;
    border-radius: 2px;
    background: CanvasText;
    color: Canvas;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

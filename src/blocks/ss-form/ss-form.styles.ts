// The form's state styles: what published markup needs too (the platform's CSS knows
// nothing of ours): errors, notices, the counter, the busy button, the live region. The form
// lives in the light DOM (the page's CSS, autofill and password managers reach it), so these
// rules are adopted into the document (or the shadow root holding the form) once, and every
// selector is wrapped in :where(): zero specificity, so any rule of the page's own wins. A
// form rendered from JSON also gets its layout (render.styles.ts).
import { css, type CSSResult } from 'lit';
import { visuallyHidden } from '../shared-styles.js';

export const styles: CSSResult = css`
  :where(ss-form) {
    display: block;
    --_error: var(--ss-form-error-color, #b00020);
    --_border: var(--ss-form-border-color, #767676);
  }
  :where(ss-form[hidden], ss-form .hidden, ss-form [hidden]) {
    display: none;
  }
  :where(ss-form .form-counter) {
    margin-block-start: 0.25em;
    font-size: 0.85em;
    text-align: end;
  }
  :where(ss-form .field-error, ss-form .form-notice, ss-form .form-counter--over, ss-form .captcha-unavailable) {
    color: var(--_error);
    font-weight: 600;
  }
  :where(ss-form .field-error) {
    margin: 0 0 0.35em;
  }
  :where(ss-form .form-notice) {
    margin: 0 0 1em;
  }
  :where(ss-form .form-notice p) {
    margin: 0.2em 0;
  }
  :where(ss-form [aria-invalid='true']) {
    border-color: var(--_error);
    outline-color: var(--_error);
  }
  :where(ss-form .error .field-element) {
    border-width: 2px;
  }
  :where(ss-form .button[aria-disabled='true']) {
    opacity: 0.6;
    cursor: default;
  }
  :where(ss-form .ss-form-live) {
    ${visuallyHidden}
  }
`;

const adopted = new WeakMap<Document | ShadowRoot, Set<CSSResult>>();

/** Adopts `sheet` into the root the element is in, once per root. */
export function adoptStyles(el: Element, sheet: CSSResult = styles): void {
  const root = el.getRootNode();
  const target = root instanceof ShadowRoot || root instanceof Document ? root : el.ownerDocument;
  const done = adopted.get(target) ?? new Set<CSSResult>();
  if (done.has(sheet) || !sheet.styleSheet) return;
  adopted.set(target, done.add(sheet));
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet.styleSheet];
}

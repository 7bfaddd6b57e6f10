// The confirmation widget's content and buttons (spec 001 §4 "Confirmation widget"): texts
// rendered as text, never as HTML; the buttons of its style, with the page's texts or the
// catalogue's.
import { html, nothing, type TemplateResult } from 'lit';
import type { LocaleController } from '../../controllers/locale-controller.js';
import { dialog as text } from '../../i18n/en/dialog.js';
import { buttonsOf, type ConfirmResult, type ConfirmStyle } from './options.js';

const BUTTON_TEXT = { confirm: 'dialog.confirm', reject: 'dialog.reject', cancel: 'dialog.cancel' } as const;

/** The title and the message (the element's own children, when it has any, instead). */
export function content(heading: string, message: string, modal: boolean): TemplateResult {
  // A toast's title is no heading of the page's outline.
  const title = !heading ? nothing : modal ? html`<h2 part="title" id="title">${heading}</h2>` : html`<p part="title">${heading}</p>`;
  return html`${title}
    <div part="message" id="message"><slot>${message}</slot></div>`;
}

/** The buttons of `style`, each answering `answer(result)`; `own` the page's texts ('' for the catalogue's). */
export function buttons(
  style: ConfirmStyle,
  own: Record<ConfirmResult, string>,
  texts: LocaleController,
  answer: (result: ConfirmResult) => void,
): TemplateResult {
  // spec 001 §4: an alert is confirm-only with the button 'Okay'.
  const single = style === 'confirm-only';
  return html`<div part="actions">
    ${buttonsOf(style).map(
      (result) =>
        html`<button part="button ${result}-button" type="button" @click=${() => answer(result)}>${
          own[result] || texts.t(text, single ? 'dialog.okay' : BUTTON_TEXT[result])
        }</button>`,
    )}
  </div>`;
}

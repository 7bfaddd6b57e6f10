// The confirmation widget's settings, declared once (spec 001 §4 "Confirmation widget", §5,
// §9 "Dialogs"). The JSDoc of each is its documentation in the manifest and docs/elements.md,
// written for users; the default style and the button texts 'Confirm', 'Reject' and 'Cancel'
// are ours (the spec does not give them). No JSON keys: the widget is no published block.
// The position is a function, so a property only (not a setting); padding is declared here
// for its attribute, and its property throws on a value that is not a number (spec 001 §5).
import { bool, num, oneOf, str, type Setting } from '../../contract/settings.js';
import { CONFIRM_STYLES, DEFAULT_PADDING, DEFAULT_WIDTH, confirmStyle, type ConfirmStyle } from './options.js';

const styles = oneOf(CONFIRM_STYLES, 'confirm-or-reject', { attribute: 'confirm-style' });

export const settings = {
  /** The dialog's title (as text): its accessible name. */
  heading: str('', { attribute: 'heading' }),
  /** The message (as text, never HTML); the element's own children, when it has any, are shown instead. */
  message: str('', { attribute: 'message' }),
  /** confirm-or-reject (0, default), confirm-or-cancel (1), confirm-only (2) or no-buttons (3: the information toast); by name or
   * numeric id. */
  confirmStyle: {
    ...styles,
    expected: { kind: 'oneOf', values: CONFIRM_STYLES, ids: '0–3' },
    parse: (raw: unknown) => confirmStyle(raw),
  } as Setting<ConfirmStyle>,
  /** The confirm button's text (default 'Confirm'; confirm-only: 'Okay', the alert's). */
  confirmText: str('', { attribute: 'confirm-text' }),
  /** The reject button's text (default 'Reject'). */
  rejectText: str('', { attribute: 'reject-text' }),
  /** The cancel button's text (default 'Cancel'). */
  cancelText: str('', { attribute: 'cancel-text' }),
  /** The box's width in px (default 350), narrower on a narrower screen. */
  width: num(DEFAULT_WIDTH, { attribute: 'width', min: 0, exclusiveMin: true }),
  /** The box's padding in px (default 20); the property throws on a value that is not a number. */
  padding: num(DEFAULT_PADDING, { attribute: 'padding', min: 0 }),
  /** On hiding, the box shrinks to 0.94 while it fades. */
  scalable: bool(false, { attribute: 'scalable' }),
  /** Once hidden, the element removes itself from the document. */
  destroyOnHide: bool(false, { attribute: 'destroy-on-hide' }),
};

export type ConfirmSettings = typeof settings;

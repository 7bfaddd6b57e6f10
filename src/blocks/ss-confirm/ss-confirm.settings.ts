// The confirmation widget's settings, declared once (spec 001 §4 "Confirmation widget", §5,
// §9 "Dialogs"). The JSDoc of each is its documentation in the manifest and docs/elements.md,
// written for users; the default style and the button texts 'Confirm', 'Reject' and 'Cancel'
// are ours (the spec does not give them). No JSON keys: the widget is no published block.
// The position is a function, so a property only (not a setting); padding is declared here
// for its attribute, and its property throws on a value that is not a number (spec 001 §5).
import { bool, num, oneOf, str, type Setting, named } from '../../contract/settings.js';
import { CONFIRM_STYLES, DEFAULT_PADDING, DEFAULT_WIDTH, confirmStyle, type ConfirmStyle } from './options.js';

const styles = oneOf(CONFIRM_STYLES, 'confirm-or-reject');

export const settings = named({
  /** The dialog's title (as text): its accessible name. */
  heading: str(''),
  /** The message (as text, never HTML); the element's own children, when it has any, are shown instead. */
  message: str(''),
  /** confirm-or-reject (0, default), confirm-or-cancel (1), confirm-only (2) or no-buttons (3: the information toast); by name or
   * numeric id. */
  confirmStyle: {
    ...styles,
    expected: { kind: 'oneOf', values: CONFIRM_STYLES, ids: '0–3' },
    parse: (raw: unknown) => confirmStyle(raw),
  } as Setting<ConfirmStyle>,
  /** The confirm button's text (default 'Confirm'; confirm-only: 'Okay', the alert's). */
  confirmText: str(''),
  /** The reject button's text (default 'Reject'). */
  rejectText: str(''),
  /** The cancel button's text (default 'Cancel'). */
  cancelText: str(''),
  /** The box's width in px (default 350), narrower on a narrower screen. */
  width: num(DEFAULT_WIDTH, { min: 0, exclusiveMin: true }),
  /** The box's padding in px (default 20); the property throws on a value that is not a number. */
  padding: num(DEFAULT_PADDING, { min: 0 }),
  /** On hiding, the box shrinks to 0.94 while it fades. */
  scalable: bool(false),
  /** Once hidden, the element removes itself from the document. */
  destroyOnHide: bool(false),
});

export type ConfirmSettings = typeof settings;

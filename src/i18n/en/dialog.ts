// The confirmation widget (spec 001 §4 "Confirmation widget": confirm or reject, confirm or
// cancel, confirm only; an alert's one button is 'Okay'; §5 "Confirmation position must be a
// function and padding a number").
import type { Area } from '../format.js';

export const dialog = {
  'dialog.okay': 'Okay',
  'dialog.confirm': 'Confirm', // ours
  'dialog.reject': 'Reject', // ours
  'dialog.cancel': 'Cancel', // ours
  'dialog.close': 'Close', // ours
  // spec 001 §5, thrown when a page gives a non-function position or a non-number padding.
  'dialog.positionNotFunction': '[ss-confirm] Confirmation position must be a function, not {given}.', // ours
  'dialog.paddingNotNumber': '[ss-confirm] Confirmation padding must be a number, not {given}.', // ours
  // The dialog's name when it has neither title nor message (ours).
  'dialog.label': 'Confirmation', // ours
} as const satisfies Area<'dialog'>;

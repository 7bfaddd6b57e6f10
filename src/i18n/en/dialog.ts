// The confirmation widget's buttons (spec 001 §4 "Confirmation widget": confirm or reject,
// confirm or cancel, confirm only; an alert's one button is 'Okay').
import type { Area } from '../format.js';

export const dialog = {
  'dialog.okay': 'Okay',
  'dialog.confirm': 'Confirm', // ours
  'dialog.reject': 'Reject', // ours
  'dialog.cancel': 'Cancel', // ours
  'dialog.close': 'Close', // ours
} as const satisfies Area<'dialog'>;

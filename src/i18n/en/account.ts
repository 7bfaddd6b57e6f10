// Signed-in and member texts: the logout toast (spec 001 §2 "Owner config redirect"),
// member-only and locked pages, the booking widget's preview-only alert (§6).
import type { Area } from '../format.js';

export const account = {
  'account.logoutTitle': 'Logout Successful',
  'account.logoutMessage': 'You have been successfully logged out.',
  'account.membersOnly': 'This page available only site members',
  'account.locked': 'This page is locked',
  'account.previewOnlyTitle': 'Preview Only',
  'account.previewOnlyMessage': 'Please log out of your account in order to use the block',
  'account.noXsrfToken': '[ss-blocks] The site-user session answer carried no xsrfToken.', // ours
  'account.noticeLabel': 'Page access', // ours
} as const satisfies Area<'account'>;

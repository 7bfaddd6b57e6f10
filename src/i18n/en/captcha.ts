// A form's captcha when it cannot be shown (ours: the spec has only 'Complete CAPTCHA before
// submitting.', which is in the form area). Only a form with a captcha loads these.
import type { Area } from '../format.js';

export const captcha = {
  'captcha.unavailable': 'The CAPTCHA could not be loaded. Please reload the page and try again.', // ours
  'captcha.noSiteKey': '[ss-blocks] The page has no captcha site key (website.captchaSettings.siteKey): the form cannot be sent.', // ours
} as const satisfies Area<'captcha'>;

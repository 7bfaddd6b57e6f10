// The access notice of a member-only or locked page (spec 001 §6), from the catalogue: put in
// the page's own placeholder (`[data-ss-access-notice]`) or first in <main> (else <body>), as
// a polite status so a screen reader announces it. Text only (no HTML); unstyled beyond what
// the page gives `.ss-access-notice` / `[data-ss-access-notice]`.
import { siteContext, type SiteContext } from '../contract/site-context.js';
import { pageAccess } from '../model/page-access.js';
import { t, translator } from '../i18n/translator.js';
import { account } from '../i18n/en/account.js';

export const ACCESS_NOTICE_ATTRIBUTE = 'data-ss-access-notice';

/** Stops the shown notice following the page's locale. */
let stop: (() => void) | undefined;

/** Shows the notice where the page's context says it is member-only or locked; returns the
 * element (undefined on a public page). */
export function showAccessNotice(ctx: SiteContext = siteContext(), doc: Document = document): HTMLElement | undefined {
  const access = pageAccess(ctx);
  if (!access) return undefined;
  let el = doc.querySelector<HTMLElement>(`[${ACCESS_NOTICE_ATTRIBUTE}]`);
  if (!el) {
    el = doc.createElement('p');
    el.setAttribute(ACCESS_NOTICE_ATTRIBUTE, '');
    el.className = 'ss-access-notice';
    (doc.querySelector('main') ?? doc.body).prepend(el);
  }
  el.setAttribute('role', 'status');
  el.dataset.access = access;
  const text = () => (el.textContent = t(account, access === 'locked' ? 'account.locked' : 'account.membersOnly'));
  // A live region announces a change, not its first content: the text comes a frame later.
  requestAnimationFrame(text);
  // Written again in a new locale (one notice per page: the last one shown).
  stop?.();
  stop = translator.subscribe(text);
  return el;
}

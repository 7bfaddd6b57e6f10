// The site badge (spec 001 §3 "Site context" websiteSettings.ssBadgeType, "Badge type: none,
// black, white"): a small link fixed in the page's bottom end corner, black or white, to the
// website builder's own site (the context's appDomain, ours). none shows nothing. Fetched by
// the page's start (services/chrome.ts) only when the site context asks for a badge.
import { siteContext } from '../contract/site-context.js';
import { t } from '../i18n/translator.js';
import { siteBadge as text } from '../i18n/en/site-badge.js';
import { BADGE_TYPES } from '../model/enumerations/site.js';
import { badgeType, badgeUrl } from '../model/site-badge.js';
import { element, reportUnexpected, shadowHost } from './chrome/dom.js';

export const SITE_BADGE_ID = 'ss-site-badge';

// Above the mobile info bar where it shows (its height is a custom property of the page), in
// the end corner in either direction; under the bars at the bottom (the cookie bar's buttons
// sit in that corner) and the dialogs (z-index from 30000).
const CSS = `
:host{display:block}
@media print{:host{display:none}}
a{position:fixed;inset-inline-end:12px;bottom:calc(12px + var(--ss-mobile-info-bar-height, 0px));z-index:28999;display:inline-flex;align-items:center;min-height:24px;padding:4px 10px;border-radius:12px;font:600 12px/1.2 system-ui,sans-serif;text-decoration:none;box-shadow:0 1px 3px rgb(0 0 0 / .3)}
.black{background:#000;color:#fff}
.white{background:#fff;color:#000}
a:focus-visible{outline:2px solid currentColor;outline-offset:2px;box-shadow:0 0 0 4px var(--ring)}
.black{--ring:#fff}
.white{--ring:#000}
`;

/** Shows the badge the site context asks for (once per page); undefined for none, and for
 * a type or a link that cannot be read (reported). */
export function startSiteBadge(doc: Document = document): HTMLElement | undefined {
  const existing = doc.getElementById(SITE_BADGE_ID);
  if (existing) return existing;
  const context = siteContext();
  const raw = context.websiteSettings?.ssBadgeType;
  if (raw === undefined) return undefined;
  const type = badgeType(raw);
  if (!type) reportUnexpected('websiteSettings.ssBadgeType', raw, BADGE_TYPES.join(', '));
  if (!type || type === 'none') return undefined;
  const href = badgeUrl(context.appDomain);
  // The badge links to the builder's site (ours): without its host there is no badge.
  if (!href) {
    reportUnexpected('appDomain', context.appDomain, 'string');
    return undefined;
  }
  const label = t(text, 'siteBadge.label', { platform: new URL(href).host });
  // A landmark named by its link, so that everything on the page is in one.
  const link = element('a', { href, class: type, part: 'base', id: 'link' }, label);
  const host = shadowHost('div', { id: SITE_BADGE_ID }, CSS, element('aside', { 'aria-labelledby': 'link' }, link));
  doc.body.append(host);
  return host;
}

// What the CDN builds start on a page with a site context (a published platform page), after
// load, in idle time, off the critical path (issue 10 §7): the cookie banner where the site
// has one, the account rules (services/account.ts) and its telemetry (services/telemetry.ts). A bundler's page calls these itself.
import { inEditingBackend } from '../contract/page.js';
import { hasSiteContext, siteContext } from '../contract/site-context.js';
import { telemetrySettings } from '../contract/telemetry.js';
import { onSiteEvent } from '../contract/site-events.js';

/** The page's banner: its own, or one put first in the body with the site's settings. */
async function banner(): Promise<HTMLElementTagNameMap['ss-cookie-banner']> {
  await import('../blocks/ss-cookie-banner/ss-cookie-banner.js');
  let el = document.querySelector('ss-cookie-banner');
  if (!el) {
    el = document.createElement('ss-cookie-banner');
    // A site whose banner is off gets one only while the editor forces it.
    el.settings = { isCookieBannerEnabled: false, ...siteContext().cookieSettings };
    el.addEventListener('ss-cookie-banner-choice', () => el!.remove(), { once: true });
    document.body.prepend(el);
  }
  return el;
}

/** The cookie banner when the site has one on (spec 001 §4), and a forced one (the
 * editor's preview) on request, also where nothing else starts. */
export function startCookieBanner(): void {
  onSiteEvent('cookie-banner-force', (d) => void banner().then((el) => el.force(d?.settings)));
  const enabled = (siteContext().cookieSettings as { isCookieBannerEnabled?: unknown } | undefined)?.isCookieBannerEnabled === true;
  if (enabled && !inEditingBackend()) void banner();
}

/** The banner, the account rules (services/account.ts: the owner redirect, Escape, access
 * notices, logged-in triggers) where the page has a site context, and the telemetry where
 * that context leaves it on (the code of each is fetched only then). */
export function startPage(): void {
  startCookieBanner();
  if (hasSiteContext()) void import('./account.js').then((m) => m.startAccount());
  if (hasSiteContext() && telemetrySettings()) void import('./telemetry.js').then((m) => m.startTelemetry());
}

/** startPage once the page has loaded and the browser is idle. The autoloader has its own
 * copy of these lines: it can import nothing statically (its classic variant). */
export function startPageWhenIdle(): void {
  const start = () => (globalThis.requestIdleCallback ?? setTimeout)(startPage);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

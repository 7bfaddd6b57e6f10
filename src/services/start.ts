// What the CDN builds start on a page with a site context (a published platform page), after
// load, in idle time, off the critical path: the cookie banner where the site has one, the
// account rules (services/account.ts), its telemetry (services/telemetry.ts) and the lazy
// modules of the pages that load them (services/rollups.ts); on any page, the block
// animations and text shrink its markup asks for (services/page-markup.ts). A bundler's page calls these itself.
import { inEditingBackend } from '../contract/page.js';
import { hasSiteContext, siteContext } from '../contract/site-context.js';
import { telemetrySettings } from '../contract/telemetry.js';
import { onSiteEvent } from '../contract/site-events.js';
import {
  ADD_TO_CART_SELECTOR,
  ANIMATED_SELECTOR,
  BUTTON_SELECTOR,
  CHECKOUT_SELECTOR,
  TEXT_SHRINK_SELECTOR,
  THIRD_PARTY_MARKUP,
  WIDGET_SELECTOR,
} from './page-markup.js';

/** The page's banner: its own, or one put first in the body with the site's settings. */
async function banner(): Promise<HTMLElementTagNameMap['ss-cookie-banner']> {
  if (!customElements.get('ss-cookie-banner')) await (await import('./elements/on-demand.js')).elementDefined('ss-cookie-banner');
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

let previewListened = false;

/** The editor's preview puts a banner in on its first change. The changes that come while
 * it is being added (its code loads; the element listens only once it is in) are kept here
 * and handed over together, so none is lost. */
function listenForPreview(): void {
  if (previewListened) return;
  previewListened = true;
  let pending: Record<string, unknown> | undefined;
  let adding = false;
  onSiteEvent('cookie-banner-force', (d) => {
    pending = { ...pending, ...d?.settings };
    if (adding) return;
    adding = true;
    banner()
      .then((el) => pending && el.force(pending), console.error)
      .finally(() => ((adding = false), (pending = undefined)));
  });
  onSiteEvent('cookie-banner-update', (d) => void (pending && Object.assign(pending, d?.settings)));
  onSiteEvent('cookie-banner-unforce', () => (pending = undefined));
}

/** The cookie banner when the site has one on (spec 001 §4), and a forced one (the
 * editor's preview) on request, also where nothing else starts. */
export function startCookieBanner(): void {
  listenForPreview();
  const enabled = (siteContext().cookieSettings as { isCookieBannerEnabled?: unknown } | undefined)?.isCookieBannerEnabled === true;
  if (enabled && !inEditingBackend()) banner().catch(console.error);
}

/** The helpers the page's markup asks for, each fetched only then: block animations
 * (`data-animation`, a block's `blockAnimation`), text shrink (`data-text-shrink`), the
 * store's add-to-cart buttons (`data-add-to-cart`), checkout links (`data-checkout`) and
 * server-rendered widgets (`data-widget-json`). */
export function startPageHelpers(doc: Document = document): void {
  if (doc.querySelector(ANIMATED_SELECTOR)) void import('./block-animations.js').then((m) => m.startBlockAnimations());
  if (doc.querySelector(TEXT_SHRINK_SELECTOR)) void import('./text-shrink.js').then((m) => m.shrinkAll());
  if (doc.querySelector(ADD_TO_CART_SELECTOR)) void import('./add-to-cart.js').then((m) => m.startAddToCartButtons(doc));
  if (doc.querySelector(CHECKOUT_SELECTOR)) void import('./checkout.js').then((m) => m.startCheckoutLinks(doc));
  if (doc.querySelector(WIDGET_SELECTOR)) void import('./widgets.js').then((m) => m.startWidgets(doc));
}

/** The logout's notice, as the confirmation widget's information toast (spec 001 §2). */
const showNotice = (notice: { title: string; message: string }) =>
  void import('./confirm.js').then((c) => c.information(notice.title, notice.message));

/** The banner, the account rules (services/account.ts: the owner redirect, Escape, access
 * notices, logged-in triggers; the logout's notice as the information toast) where the page
 * has a site context, and the telemetry where that context leaves it on, with the census of
 * the page's events and of its button blocks; the site's fonts and third-party scripts
 * (services/third-party.ts) where its context or markup asks (the code of each is fetched
 * only then); the site's chrome (services/chrome.ts); the helpers its markup asks for. */
export function startPage(): void {
  startCookieBanner();
  const site = hasSiteContext();
  if (site) void import('./account.js').then((m) => m.startAccount({ notify: showNotice }));
  const telemetry = site && telemetrySettings();
  if (telemetry) void import('./telemetry.js').then((m) => m.startTelemetry());
  // With the census the page leaves on: lost requests, popups, the button blocks.
  if (telemetry && telemetry.census !== false) {
    void import('./census.js').then((m) => m.startEventCensus());
    if (document.querySelector(BUTTON_SELECTOR)) void import('./buttons.js').then((m) => m.startButtonCensus());
  }
  // The lazy modules' loader, only where the context has rollups (spec 001 §2): it decides
  // by the page's type whether they load.
  if (siteContext().rollups) void import('./rollups.js').then((m) => m.startRollups());
  // Fonts and third-party scripts, where the context or the markup asks for them.
  if (siteContext().googleFonts?.length || siteContext().website?.typekitId || document.querySelector(THIRD_PARTY_MARKUP.join()))
    void import('./third-party.js').then((m) => m.startThirdParty());
  // The site's chrome its context describes: the mobile info bar, the badge, the Pinterest button.
  if (site) void import('./chrome.js').then((m) => m.startChrome());
  startPageHelpers();
}

/** startPage once the page has loaded and the browser is idle. The autoloader has its own
 * copy of these lines: it can import nothing statically (its classic variant). */
export function startPageWhenIdle(): void {
  const start = () => (globalThis.requestIdleCallback ?? setTimeout)(startPage);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

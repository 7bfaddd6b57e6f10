// The site's chrome set from the editor (the Site panel's 'site' change, contract/editor-frame.ts;
// spec 001 §3 "Site context": showAnnouncementBar, websiteSettings.mobileInfoBarSettings,
// ssBadgeType, pinterestOverlayOptions), shown at once on the page in the editing frame.
// Fetched by services/editor-frame.ts with the first such change.
import { siteContext, resetSiteContext, SITE_CONTEXT_SCRIPT_ID } from '../../contract/site-context.js';
import { isPlainObject } from '../../model/plain-object.js';

/** `over` laid on `base`, plain objects key by key (`__proto__` stays an own key). */
const merge = (base: unknown, over: unknown): unknown =>
  isPlainObject(base) && isPlainObject(over)
    ? Object.fromEntries(
        [...new Set([...Object.keys(base), ...Object.keys(over)])].map((k) => [
          k,
          Object.hasOwn(over, k) ? merge(base[k], over[k]) : base[k],
        ]),
      )
    : over;

let siteShown: Promise<unknown> = Promise.resolve();

/** Shows the site context's chrome as the editor sets it: each part shown goes (while the old
 * context still says what shows), the page's context takes the fields given, and what it asks
 * for now shows; the announcement bar hides with showAnnouncementBar false. One change at a
 * time, in the order sent. */
export function applySite(fields: Record<string, unknown>, doc: Document = document): Promise<unknown> {
  siteShown = siteShown
    .catch(() => {})
    .then(async () => {
      const [bar, badge, pin, chrome] = await Promise.all([
        import('../mobile-info-bar.js'),
        import('../site-badge.js'),
        import('../pinterest-overlay.js'),
        import('../chrome.js'),
      ]);
      if (doc.getElementById(bar.MOBILE_INFO_BAR_ID)) bar.startMobileInfoBar(doc)?.stop();
      doc.getElementById(badge.SITE_BADGE_ID)?.remove();
      pin.startPinterestOverlay(doc)?.stop();
      let script = doc.getElementById(SITE_CONTEXT_SCRIPT_ID);
      let context: unknown = {};
      try {
        context = JSON.parse(script?.textContent ?? '{}');
      } catch {
        // An unreadable context was reported at load; the editor's fields start a new one.
      }
      if (!script) {
        script = Object.assign(doc.createElement('script'), { type: 'application/json', id: SITE_CONTEXT_SCRIPT_ID });
        doc.head.append(script);
      }
      script.textContent = JSON.stringify(merge(context, fields));
      resetSiteContext();
      for (const el of doc.getElementsByTagName('ss-announcement-bar'))
        (el as HTMLElement).hidden = siteContext(doc).showAnnouncementBar === false;
      chrome.startChrome();
    });
  return siteShown;
}

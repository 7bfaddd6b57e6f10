// The site's chrome that the site context describes (spec 001 §3 "Site context"
// websiteSettings: mobileInfoBarSettings, ssBadgeType, pinterestOverlayOptions), fetched by
// the page's start on a page with a site context. Each part's code is fetched only when its
// setting is there and is not its "show nothing" value (none, none, disabled); the part then
// reads the setting itself and reports a value it does not know. This module imports no
// model, so that it shares nothing with the parts (a shared chunk would cost every
// single-file page the bytes of its indirection).
import { siteContext } from '../contract/site-context.js';

/** Whether a setting is given and is not `off` (in any letter case). */
const on = (value: unknown, off: string) => value !== undefined && String(value).trim().toLowerCase() !== off;

/** Starts the mobile info bar, the site badge and the Pinterest overlay the context asks for. */
export function startChrome(): void {
  const ws = siteContext().websiteSettings;
  if (on((ws?.mobileInfoBarSettings as { style?: unknown } | undefined)?.style, 'none'))
    void import('./mobile-info-bar.js').then((m) => m.startMobileInfoBar());
  if (on(ws?.ssBadgeType, 'none')) void import('./site-badge.js').then((m) => m.startSiteBadge());
  if (on((ws?.pinterestOverlayOptions as { mode?: unknown } | undefined)?.mode, 'disabled'))
    void import('./pinterest-overlay.js').then((m) => m.startPinterestOverlay());
}

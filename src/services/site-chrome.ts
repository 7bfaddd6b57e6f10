// The site's chrome that the site context describes (spec 001 §3 "Site context"
// websiteSettings: mobileInfoBarSettings, ssBadgeType, pinterestOverlayOptions): fetched by
// the page's start where the context has websiteSettings; each part's code is fetched only
// when its setting shows something (or names a value to report).
import { siteContext } from '../contract/site-context.js';
import { badgeType } from '../model/site-badge.js';
import { mobileBarStyle } from '../model/mobile-info-bar.js';
import { pinterestMode } from '../model/pinterest.js';

/** Starts the mobile info bar, the site badge and the Pinterest overlay the context asks for. */
export function startSiteChrome(): void {
  const ws = siteContext().websiteSettings;
  const style = (ws?.mobileInfoBarSettings as { style?: unknown } | undefined)?.style;
  if (style !== undefined && mobileBarStyle(style) !== 'none') void import('./mobile-info-bar.js').then((m) => m.startMobileInfoBar());
  if (ws?.ssBadgeType !== undefined && badgeType(ws.ssBadgeType) !== 'none') void import('./site-badge.js').then((m) => m.startSiteBadge());
  const mode = ws?.pinterestOverlayOptions?.mode;
  if (mode !== undefined && pinterestMode(mode) !== 'disabled')
    void import('./pinterest-overlay.js').then((m) => m.startPinterestOverlay());
}

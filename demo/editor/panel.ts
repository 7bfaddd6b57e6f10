// What every panel of the editor shares: the block it edits, as the page in the frame
// described it, and one way to send a change (applied live in the frame, kept in the draft
// that Save sends to the reference server). The shell (app.tsx) owns the frame, the draft
// and saving; a panel owns only its fields and their validation.
import type { FrameBlock, TweakChange } from '../../src/contract/editor-frame.js';
import type { AestheticsValues } from '../../src/model/site-aesthetics.js';

export interface PanelProps {
  /** The block the panel edits (undefined for the site-level panels: the cookie banner). */
  block?: FrameBlock;
  /** The site's cookie banner settings as the API payload (the banner panel only). */
  cookieBanner?: Record<string, unknown>;
  /** The site aesthetics the page shows now and as last saved, as dirty values beside the
   * template (the Site styles panel only). */
  aesthetics?: AestheticsValues;
  savedAesthetics?: AestheticsValues;
  /** The site context's chrome fields the page shows now (the Site panel only). */
  site?: Record<string, unknown>;
  /** Sends one change: the frame shows it at once, Save keeps it. */
  change(change: TweakChange): void;
}

/** The saved settings of the demo site (`GET`/`PUT /api/site-settings`, demo/server/README.md):
 * what the published page carries beyond its markup. */
export interface SiteSettings {
  version: 1;
  /** Per `ss-*` element id: its settings as attributes (null removes the attribute). */
  blocks: Record<string, Record<string, string | null>>;
  /** Per `ss-form` id: the form's definition (the editor's shape, `build.fields`). */
  forms: Record<string, Record<string, unknown>>;
  /** The cookie banner's settings, as the API payload; null: as the page's markup has them. */
  cookieBanner: Record<string, unknown> | null;
  /** The site aesthetics (spec 001 §3): the values of the dirty paths beside the template's
   * (model/site-aesthetics.ts); null when never saved. */
  aesthetics: AestheticsValues | null;
  /** The site context's chrome fields (spec 001 §3 "Site context": showAnnouncementBar,
   * websiteSettings.mobileInfoBarSettings, ssBadgeType, pinterestOverlayOptions); null when
   * never saved. */
  site: Record<string, unknown> | null;
  /** When they were last saved (ISO 8601), null when never. */
  savedAt: string | null;
}

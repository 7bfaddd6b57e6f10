// The editor's settings endpoint (ours; demo/server/README.md "Site settings"): the demo
// site's saved settings, read, replaced and cleared through the library's data layer (the
// crumb on the URL, the spec's failure messages), never the system error overlay: the editor
// shows its own status line.
import { request, DataLayerError } from '../../src/services/data-layer.js';
import type { SiteSettings } from './panel.js';

export const SETTINGS_URL = '/api/site-settings';

/** Nothing saved yet: what the page's own markup has. */
export const emptySettings = (): SiteSettings => ({
  version: 1,
  blocks: {},
  forms: {},
  cookieBanner: null,
  aesthetics: null,
  site: null,
  savedAt: null,
});

export const loadSettings = (): Promise<SiteSettings> => request<SiteSettings>('GET', SETTINGS_URL, { overlay: false });

export type SaveResult = { ok: true; settings: SiteSettings } | { ok: false; message: string; problems: string[] };

/** PUT the whole draft; a 400 answer's `problems` come back as a list to show. */
export async function saveSettings(settings: SiteSettings): Promise<SaveResult> {
  try {
    const saved = await request<SiteSettings>('PUT', SETTINGS_URL, {
      data: settings as unknown as Record<string, unknown>,
      json: true,
      overlay: false,
    });
    return { ok: true, settings: saved };
  } catch (e) {
    if (!(e instanceof DataLayerError)) throw e;
    const problems = (e.data as { problems?: unknown } | undefined)?.problems;
    return { ok: false, message: e.message, problems: Array.isArray(problems) ? problems.map(String) : [] };
  }
}

export const clearSettings = (): Promise<unknown> => request('DELETE', SETTINGS_URL, { overlay: false });

/** The video provider's oEmbed answer (the reference server's fake endpoint). */
export interface OEmbed {
  provider_name?: string;
  title?: string;
  html?: string;
  width?: number;
  height?: number;
  /** Vimeo only: the uploader's plan ("basic", "plus", "pro", …). */
  account_type?: string;
}

export const OEMBED_URL = '/api/video/oembed';

/** The oEmbed answer for a video page URL; rejects with the data layer's error (404 when the
 * provider knows no such video). */
export const oembed = (url: string): Promise<OEmbed> => request<OEmbed>('GET', OEMBED_URL, { data: { url }, overlay: false });

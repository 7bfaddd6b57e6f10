// The lightbox's themes (spec 000 §3 "lightboxTheme (light or dark)"; doc 2 §3 an item's
// "lightbox theme (light or dark)") and its default, dark (ours), declared once for the
// gallery's lightbox-theme, the lightbox's theme and the page's lightbox presenter.

export const LIGHTBOX_THEMES = ['light', 'dark'] as const;
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];
export const DEFAULT_LIGHTBOX_THEME: LightboxTheme = 'dark';

/** A theme by name, any case; undefined for anything else. */
export function lightboxTheme(raw: unknown): LightboxTheme | undefined {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  return LIGHTBOX_THEMES.find((theme) => theme === name);
}

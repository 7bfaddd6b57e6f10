// The lightbox's settings, declared once (doc 2 §3 "Gallery or lightbox item", §4
// "Lightbox"; the gallery's lightbox-theme and the real pages' keys). The JSDoc of each is
// its documentation in the manifest and docs/elements.md, written for users: the dark theme
// is ours (the spec does not give it); the desktop loop is doc 2 §4's.
import { bool, num, oneOf, named } from '../../contract/settings.js';
import { DEFAULT_LIGHTBOX_THEME, LIGHTBOX_THEMES } from '../../model/lightbox-theme.js';

export const settings = named({
  /** light | dark (default dark, as the gallery's lightbox-theme); an item's data-lightbox-theme wins while it shows. */
  theme: oneOf(LIGHTBOX_THEMES, DEFAULT_LIGHTBOX_THEME, {
    keys: ['lightboxTheme', 'lightbox-theme', 'theme'],
    reflect: true,
  }),
  /** Wrap at the ends on desktop (default on); mobile scrolls and stops at the ends. */
  loop: bool(true),
  /** The item shown (normalised: -1 is the last); where opening starts. */
  currentIndex: num(0, { int: true }),
});

export type LightboxSettings = typeof settings;

// The menu's settings, declared once (spec 001 §4 "Menu block"). The JSDoc of each is its
// documentation in the manifest and docs/elements.md.
import { num, named } from '../../contract/settings.js';

export const settings = named({
  /** Position of the selected tab, from 0; past the last selects the last. Reflects the selection. */
  selectedIndex: num(0, { min: 0, int: true, reflect: true }),
});

export type MenuSettings = typeof settings;

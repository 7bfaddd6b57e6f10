// Design → layout (spec 000 §2 "Gallery layouts") and the layout lookup by name.
import { autocolumns } from './layouts/autocolumns.js';
import { autogrid } from './layouts/autogrid.js';
import { autorows } from './layouts/autorows.js';
import { base, stacked } from './layouts/stacked.js';
import { carousel } from './layouts/carousel.js';
import { grid } from './layouts/grid.js';
import { list } from './layouts/list.js';
import { strip } from './layouts/strip.js';
import type { GalleryLayout } from './layouts/types.js';
import { t } from '../../i18n/translator.js';
import { gallery } from '../../i18n/en/gallery.js';
import { reportInvalid, type Place } from '../../contract/settings.js';
import { settings, type Design } from './ss-gallery.settings.js';

export type LayoutName = 'autocolumns' | 'autogrid' | 'autorows' | 'base' | 'carousel' | 'grid' | 'list' | 'stacked' | 'strip';

const DESIGNS: Record<Design, LayoutName> = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  carousel: 'carousel',
  list: 'list',
};

/** The layout a design setting maps to; any other value falls back to base (spec 000 §2). */
export function layoutForDesign(design: string): LayoutName {
  const name = design.trim().toLowerCase();
  return Object.hasOwn(DESIGNS, name) ? DESIGNS[name as Design] : 'base';
}

/** Warns, with the settings' own warning naming the setting and where it was read, when
 * design is none of the designs: stacked (the base layout) is used. */
export function checkDesign(design: string, place?: Place): void {
  if (!Object.hasOwn(DESIGNS, design.trim().toLowerCase())) reportInvalid({ ...settings.design, default: 'stacked' }, design, place);
}

/** The layouts gallery sections name (real-markup.md "Gallery sections"), as ours (ours:
 * masonry columns, justified rows, a slider, a slideshow). */
const SECTION_LAYOUTS: Record<string, LayoutName> = {
  masonry: 'autocolumns',
  strips: 'autorows',
  reel: 'strip',
  'fullscreen-slideshow': 'stacked',
};

/** A layout setting's name as ours: a section's name (any case, spaces or hyphens) is
 * translated, any other is kept as given. */
export function layoutNamed(name: string): string {
  const key = name.trim().toLowerCase().replace(/\s+/g, '-');
  return Object.hasOwn(SECTION_LAYOUTS, key) ? SECTION_LAYOUTS[key]! : name;
}

const LAYOUTS: Record<LayoutName, GalleryLayout> = { autocolumns, autogrid, autorows, base, carousel, grid, list, stacked, strip };

export const LAYOUT_NAMES = Object.keys(LAYOUTS) as LayoutName[];

export const unknownDesignMessage = (name: string) => t(gallery, 'gallery.unknownDesign', { name });

/** The layout named name; throws when there is none (spec 000 §2). */
export function getLayout(name: string): GalleryLayout {
  if (!Object.hasOwn(LAYOUTS, name)) throw new Error(unknownDesignMessage(name));
  return LAYOUTS[name as LayoutName];
}

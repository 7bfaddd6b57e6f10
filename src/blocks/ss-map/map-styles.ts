// The map styles (spec 000 §3 "Map styles"; spec 001 §3 "Map settings": 1 original,
// 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue): their names,
// ids, colours and custom markers, which the address card uses too. The map's own styling
// (Google's rules) loads with the map: options.ts. The colours are ours.

/** The style names, in the order of their numeric ids (id = index + 1). */
export const MAP_STYLES = ['original', 'grayscale', 'satellite', 'minimal-light', 'minimal-dark', 'minimal-blue'] as const;
export type MapStyleName = (typeof MAP_STYLES)[number];

/** The custom marker image's natural size (spec 000 §3); it is drawn at half of it (§9). */
export const MARKER_SIZE = { width: 48, height: 64 } as const;

/** A style by name or numeric id, as pages and the spec write them: 4, "4", "MinimalLight",
 * "minimal-light", "Minimal light" → 'minimal-light'; undefined for anything else. */
export function styleName(raw: unknown): MapStyleName | undefined {
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw))) return MAP_STYLES[Number(raw) - 1];
  if (typeof raw !== 'string') return undefined;
  const key = raw.toLowerCase().replace(/[^a-z]/g, '');
  return MAP_STYLES.find((name) => name.replace('-', '') === key);
}

/** The numeric id the published JSON stores for a style (1–6). */
export const styleId = (name: MapStyleName): number => MAP_STYLES.indexOf(name) + 1;

/** A style's colours: land, water, roads, labels, and its card's panel, text and link. The
 * minimal styles draw the map in them; every style draws its address card in them. */
export interface Palette {
  land: string;
  water: string;
  road: string;
  labels: string;
  panel: string;
  text: string;
  accent: string;
}

export interface StyleLook {
  palette: Palette;
  /** The custom marker: the pin's colour and its dot's (a 48x64 SVG); none: Google's. */
  marker?: [string, string];
}

const look = (colours: string, marker?: [string, string]): StyleLook => {
  const [land, water, road, labels, panel, text, accent] = colours.split(' ');
  return { palette: { land, water, road, labels, panel, text, accent }, marker };
};

const LOOKS: Record<MapStyleName, StyleLook> = {
  original: look('#e8eadf #aadaff #ffffff - #ffffff #202124 #1558b0'),
  grayscale: look('#e6e6e6 #c4c4c4 #fafafa - #ffffff #222222 #333333', ['#3a3a3a', '#ffffff']),
  satellite: look('#4b5a3c #2d4a5c #6b7757 - #ffffff #202124 #1558b0'),
  'minimal-light': look('#f4f4f2 #d3d8dc #ffffff #5b5b5b #ffffff #2b2b2b #2b2b2b', ['#2b2b2b', '#f4f4f2']),
  'minimal-dark': look('#22252a #111316 #33373d #9da3ab #2e3238 #eceff3 #f0f0f0', ['#f0f0f0', '#22252a']),
  'minimal-blue': look('#dfe8f1 #9fbddb #ffffff #3d5a78 #ffffff #1f3650 #24507d', ['#24507d', '#dfe8f1']),
};

export const styleLook = (name: MapStyleName): StyleLook => LOOKS[name];

/** The card's pin for the styles that keep Google's marker: its red. */
export const DEFAULT_MARKER: [string, string] = ['#c5221f', '#ffffff'];

/** The custom marker image of a style, 48x64, as a data URL (nothing to fetch). */
export function markerImage([pin, dot]: [string, string]): string {
  const { width: w, height: h } = MARKER_SIZE;
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 48 64"><path d="M24 1C11.3 1 1 11.3 1 24c0 17.3 23 39 23 39s23-21.7 23-39C47 11.3 36.7 1 24 1z" fill="${pin}" stroke="${dot}" stroke-width="2"/><circle cx="24" cy="24" r="8" fill="${dot}"/></svg>`,
  )}`;
}

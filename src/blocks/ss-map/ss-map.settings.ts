// The map's settings, declared once (spec 000 §3 "Map location", "Map UI options", "Map
// styles"; spec 001 §3 "Map settings"; real-markup.md "Map block": the location's fields sit
// in a `location` object, `style` is the numeric id, `labels`, `terrain`, `controls`). The
// attribute is the kebab-case of the spec's name, except where the name is the host's own
// (`style`, `draggable`). The JSDoc of each setting is written for users: defaults the spec
// does not give (ours) are the centre (New York City Hall), style original, labels,
// draggable and controls on, terrain, scrollwheel, disableDefaultUI, markerDraggable and
// linkOnClick off; spec 000 §2 opens the external maps page from the marker.
import { bool, named, num, oneOf, str, type Declared, type Options } from '../../contract/settings.js';
import { optional } from '../../contract/setting-variants.js';
import { MAP_STYLES, styleName, type MapStyleName } from './map-styles.js';

/** The default centre (spec 000 §3: "a fixed city centre"; ours: New York City Hall). */
export const DEFAULT_CENTER = { lat: 40.7128, lng: -74.006 } as const;
/** spec 000 §3, §9: default zoom 12. */
export const DEFAULT_ZOOM = 12;

const lat = (o?: Options) => num(DEFAULT_CENTER.lat, { ...o, min: -90, max: 90 });
const lng = (o?: Options) => num(DEFAULT_CENTER.lng, { ...o, min: -180, max: 180 });

/** A style by name (the spec's "MinimalDark" or ours "minimal-dark") or by numeric id 1–6. */
function style(o?: Options): Declared<MapStyleName> {
  const base = oneOf(MAP_STYLES, 'original', o);
  return {
    ...base,
    expected: { kind: 'oneOf', values: MAP_STYLES, ids: '1–6' },
    parse: (raw) => base.parse(styleName(raw) ?? raw),
  };
}

const aspect = str('');

export const settings = named({
  /** Latitude of the map's centre, −90 to 90 (default 40.7128: New York City Hall). */
  mapLat: lat(),
  /** Longitude of the map's centre, −180 to 180 (default −74.006: New York City Hall). */
  mapLng: lng(),
  /** Latitude of the marker (default: the map's centre). */
  markerLat: optional(lat()),
  /** Longitude of the marker (default: the map's centre). */
  markerLng: optional(lng()),
  /** Zoom level, 0 (the world) to 22 (default 12). */
  mapZoom: num(DEFAULT_ZOOM, { min: 0, max: 22 }),
  /** The place's name: the card's title, the marker's and the map region's name. */
  addressTitle: str(''),
  /** First line of the address. */
  addressLine1: str(''),
  /** Second line of the address. */
  addressLine2: str(''),
  /** Country of the address. */
  addressCountry: str(''),
  /** original | grayscale | satellite | minimal-light | minimal-dark | minimal-blue, or the published numeric id 1–6 (JSON key `style`;
   * default original). */
  mapStyle: style({ keys: ['style', 'mapStyle'] }),
  /** Show place and road names: the style's label overlay (JSON `labels`; default true). */
  showLabels: bool(true, { keys: ['showLabels', 'labels'] }),
  /** Show the terrain map (JSON `terrain`; default false). */
  showTerrain: bool(false, { keys: ['showTerrain', 'terrain'] }),
  /** The visitor can move the map (JSON `draggable`; default true). */
  mapDraggable: bool(true, { keys: ['draggable', 'mapDraggable'] }),
  /** The mouse wheel zooms the map; off, the page scrolls past it (default false). */
  scrollwheel: bool(false),
  /** Show the map's controls (JSON `controls`; default true). */
  showControls: bool(true, { keys: ['showControls', 'controls'] }),
  /** Turn off the service's default controls; with show-controls, the zoom control stays (default false). */
  disableDefaultUI: bool(false, { attribute: 'disable-default-ui' }),
  /** The marker can be dragged; each move fires `ss-map-marker-move` (default false). */
  markerDraggable: bool(false),
  /** Clicking the marker opens the external maps page in a new window (default false). */
  linkOnClick: bool(false),
  /** Height in twentieths of the width (10: half as high as wide), as the gallery's strip (default: by aspect-ratio, else 10). */
  vSize: optional(num(10, { min: 0, exclusiveMin: true })),
  /** Height as a percent of the width ("50"), or a ratio ("16:9"); used when v-size is not given. */
  aspectRatio: { ...aspect, parse: (raw: unknown) => aspect.parse(typeof raw === 'number' ? String(raw) : raw) } as Declared<string>,
});

export type MapSettings = typeof settings;

/** The marker's point: its own, else the map's centre (spec 000 §3), each coordinate on its own. */
export const markerPoint = (v: { mapLat: number; mapLng: number; markerLat?: number; markerLng?: number }) => ({
  lat: v.markerLat ?? v.mapLat,
  lng: v.markerLng ?? v.mapLng,
});
